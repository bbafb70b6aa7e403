import { pluralize } from "@shared/formatting";
import type { ImportSkipReason } from "@shared/schemas/youtube-import";

/** The Portuguese strings of 'Importar do YouTube' (issue 23; docs/decisions/440). */
export const youtubeImportTexts = {
  button: "Importar do YouTube",
  title: "Importar do YouTube",
  back: "Voltar para cultos",
  intro:
    "Os vídeos do canal da igreja que ainda não são cultos no Louvor, do mais novo ao mais antigo. Marque os que são cultos e escolha a banda: cada um vira um culto inativo, com as músicas lidas dos capítulos da descrição. Revise e marque como ativo para publicar.",
  loading: "Buscando os vídeos do canal…",
  loadError: "Não foi possível buscar os vídeos do canal.",
  retry: "Tentar de novo",
  notConfiguredTitle: "A importação do YouTube ainda não está configurada",
  notConfiguredSteps: [
    "No Google Cloud Console (console.cloud.google.com), crie um projeto e ative a \"YouTube Data API v3\".",
    "Em \"Credenciais\", crie uma chave de API (restrinja-a à YouTube Data API v3).",
    "Quem administra o servidor do Louvor define YOUTUBE_API_KEY com essa chave e reinicia o Louvor.",
  ],
  noChannelAction: "Abrir cadastro da igreja",
  empty: "Todos os vídeos do canal já são cultos no Louvor.",
  selectAll: "Marcar todos com músicas",
  bandForAll: "Banda dos vídeos marcados",
  bandPlaceholder: "Escolha a banda",
  bandOf: (title: string) => `Banda de ${title}`,
  select: (title: string) => `Importar ${title}`,
  songChapters: (count: number) => (count === 0 ? "Sem capítulos de músicas" : pluralize(count, "música nos capítulos", "músicas nos capítulos")),
  thumbnail: "Miniatura do vídeo",
  readSongsTitle: "Músicas lidas nos vídeos marcados",
  readSongsHint:
    "Desmarque o que não é música (um momento do culto, por exemplo): não vira música nesta importação e fica lembrado para as próximas descrições desta igreja.",
  inVideos: (count: number) => (count === 1 ? "em 1 vídeo" : `em ${count} vídeos`),
  previousPage: "Página anterior",
  nextPage: "Próxima página",
  selected: (count: number) => pluralize(count, "vídeo marcado", "vídeos marcados"),
  missingBand: "Escolha a banda de cada vídeo marcado.",
  submit: (count: number) => (count === 0 ? "Importar" : count === 1 ? "Importar 1 vídeo" : `Importar ${count} vídeos`),
  importing: "Importando…",
  importFailed: "Não foi possível importar os vídeos.",
  errorTitle: "Erro",
  summaryTitle: "Importação concluída",
  created: (count: number) =>
    count === 0
      ? "Nenhum culto foi criado."
      : `${pluralize(count, "culto criado como inativo", "cultos criados como inativos")}. Revise cada um e marque 'Culto ativo' para publicá-lo.`,
  songs: (count: number) => pluralize(count, "música", "músicas"),
  newSongs: (names: readonly string[]) => `Novas no catálogo: ${names.join(", ")}`,
  lastChapterOpen: "O último capítulo não tem fim: marque-o no culto.",
  skippedTitle: (count: number) => `Não importados (${count})`,
  skipReasons: {
    "already-imported": "Já é um culto no Louvor.",
    "no-song-chapters": "A descrição não tem capítulos de músicas: cadastre este culto à mão.",
    "not-found": "O vídeo não foi encontrado no canal, ou ainda está ao vivo.",
    invalid: "Os capítulos não formam um culto válido:",
  } satisfies Record<ImportSkipReason, string>,
  review: "Revisar",
} as const;
