import { pluralize } from "@shared/formatting";
import type { SkipReason } from "@shared/chapters";

/** The Portuguese strings of 'Colar capítulos' (issue 23; docs/decisions/438). */
export const pasteChaptersTexts = {
  button: "Colar capítulos",
  title: "Colar capítulos do YouTube",
  description:
    "Cole a descrição do vídeo ou a lista de capítulos (por exemplo, “12:40 Grande é o Senhor - Adhemar de Campos”). Confira as músicas encontradas antes de usá-las; nada é salvo até 'Salvar Culto'.",
  textLabel: "Descrição do vídeo ou lista de capítulos",
  placeholder: "00:00 Abertura\n03:12 Grande é o Senhor - Adhemar de Campos\n09:45 Lugar Secreto\n15:30 Pregação",
  found: (songs: number, fresh: number) =>
    songs === 0
      ? "Nenhuma música encontrada no texto."
      : `${pluralize(songs, "música encontrada", "músicas encontradas")}${fresh > 0 ? `, ${pluralize(fresh, "nova no catálogo", "novas no catálogo")}` : ""}.`,
  previewLabel: "Músicas que serão adicionadas",
  chapter: (title: string) => `Capítulo: ${title}`,
  songLabel: (start: string) => `Música do capítulo de ${start}`,
  newSong: "Nova música",
  newSongHint: "Será adicionada ao catálogo ao salvar o culto.",
  /** The mark of such a song in 'Músicas Mapeadas'. */
  mappedNewSong: "Nova no catálogo",
  endLabel: (start: string) => `Fim da música que começa em ${start}`,
  endPlaceholder: "m:ss",
  endMissing: "Informe o fim desta música (o vídeo ainda não informou sua duração).",
  endInvalid: "Informe um horário depois do início, como 4:35.",
  remove: (title: string) => `Remover “${title}”`,
  skippedTitle: "Capítulos ignorados",
  skippedHint: "O que você remover ou incluir fica lembrado para as próximas descrições desta igreja.",
  skippedReason: {
    "not-a-song": "não é música",
    "dropped-before": "removido antes nesta igreja",
    removed: "removido por você",
    "out-of-order": "fora de ordem ou depois do fim do vídeo",
    "no-title": "sem título",
  } satisfies Record<SkipReason | "removed", string>,
  takeInButton: "Incluir",
  takeIn: (title: string) => `Incluir “${title}” como música`,
  matching: "Procurando as músicas no catálogo…",
  matchFailed: "Não foi possível procurar as músicas no catálogo.",
  cancel: "Cancelar",
  use: "Usar capítulos",
  usedTitle: "Capítulos usados",
  used: (count: number) => `${pluralize(count, "música adicionada", "músicas adicionadas")} às Músicas Mapeadas. Confira e salve o culto.`,
} as const;
