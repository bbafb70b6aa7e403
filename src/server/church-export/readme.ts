import { CHURCH_EXPORT_VERSION, churchExportFiles as files, type ChurchExportManifest } from "@shared/schemas/church-export";

/** LEIA-ME.txt: what the file is and what each file inside it holds, in Portuguese. */
export function churchExportReadme(manifest: ChurchExportManifest): string {
  const c = manifest.counts;
  return [
    `Dados da igreja "${manifest.church.name}" (${manifest.church.slug}), exportados do Louvor em ${manifest.exportedAt}.`,
    "",
    "Este arquivo guarda tudo o que a igreja cadastrou no Louvor e nada de outra igreja. Ele pode ser",
    "importado em outra instalação do Louvor com:",
    "",
    "    npm run church:import -- ARQUIVO.zip --admin EMAIL [--slug NOVO-ID]",
    "",
    "Depois da importação, as páginas públicas, os endereços, as estatísticas, os relatórios e as",
    "visualizações da igreja ficam iguais aos daqui.",
    "",
    "Os dados estão em JSON (UTF-8). Cada arquivo de lista tem um registro por linha. Datas no formato",
    "AAAA-MM-DD, horários HH:MM:SS e instantes no formato ISO 8601 com fuso horário. Cada registro tem o",
    "seu id (UUID), e as referências entre arquivos usam esses ids.",
    "",
    `${files.manifest}  O formato do arquivo (versão ${CHURCH_EXPORT_VERSION}), a data da exportação e quantos registros há em cada arquivo.`,
    `${files.church}  A igreja: nome, ID único (slug), endereço, canal do YouTube e logo.`,
    `${files.musicians}  Os músicos (${c.musicians}): nome, instrumento, biografia, foto, se tocam em várias bandas, o e-mail e o WhatsApp das escalas, e as datas em que cada um não pode servir (${c.blockouts}): um dia, um período ou um dia que se repete, escrito como regra RRULE do iCalendar (RFC 5545), por exemplo FREQ=MONTHLY;BYDAY=1SU para todo primeiro domingo do mês (dados pessoais: guarde este arquivo com cuidado).`,
    `${files.bands}  As bandas (${c.bands}) com os seus membros (${c.bandMembers}) e os instrumentos de cada um.`,
    `${files.songs}  O catálogo de músicas (${c.songs}) com as estatísticas: execuções, primeira e última vez tocada, visualizações.`,
    `${files.services}  Os cultos (${c.services}): data, hora, banda, vídeo, se está ativo e as visualizações.`,
    `${files.segments}  As músicas de cada culto (${c.segments}): trecho do vídeo (início e fim em segundos) e visualizações.`,
    `${files.serviceLineups}  A escala de cada culto (${c.serviceLineups}): quem tocou e em qual instrumento.`,
    `${files.songLineups}  A escala de cada música de um culto (${c.songLineups}), quando foi diferente da escala do culto.`,
    `${files.plans}  Os próximos cultos planejados (${c.plans}), com as músicas na ordem, o tom e a observação de cada uma (${c.planSongs}), e a equipe de cada um: funções, músicos e respostas (${c.planTeam}).`,
    `${files.images}  As imagens (${c.images}): logo, fotos dos músicos e imagens das bandas.`,
    `${files.imageFolder}  Os arquivos das imagens, com o nome que os endereços das imagens usam.`,
    "",
  ].join("\r\n");
}
