/** Portuguese texts of the older songs page and the song detail page (spec "Church songs page", "Song detail page"). */
export const churchSongsTexts = {
  title: "Músicas",
  searchLabel: "Buscar músicas",
  searchPlaceholder: "Buscar por nome ou autor...",
  clearSearch: "Limpar busca",
  empty: "Nenhuma música disponível",
  emptySearch: "Nenhuma música encontrada",
  emptySearchTerm: (term: string) => `Nenhum resultado para "${term}".`,
  error: "Ocorreu um erro ao carregar as músicas.",
  /** Spec: the alert of a card without an id, in the spec's own words. */
  cannotView: "Cannot view this song's details.",
  performances: (count: number) => (count === 1 ? "1 execução" : `${count} execuções`),
  loadingMore: "Carregando mais músicas...",
  loadMore: "Carregar mais",
  previousPage: "Página anterior",
  showing: (shown: number, total: number) => `Mostrando ${shown} de ${total} músicas.`,
  allLoaded: (total: number) => `Todas as ${total} músicas carregadas.`,
  byAuthor: (author: string) => `por ${author}`,
} as const;

export const songDetailTexts = {
  backToList: "Voltar para lista de músicas",
  byAuthor: (author: string) => `por ${author}`,
  performanceBadge: (count: number) => (count === 1 ? "1 performance" : `${count} performances`),
  chordFile: "Cifra/Partitura",
  chartOf: (song: string) => `Cifra de ${song}`,
  tabs: { performances: "Performances", statistics: "Estatísticas" },
  tabsLabel: "Performances e estatísticas da música",
  noPerformances: "Nenhuma performance encontrada para esta música.",
  watchVideo: "Assistir vídeo",
  openInService: "Ver no culto",
  notFound: "Música não encontrada",
  notFoundDescription: "A música que você está procurando não foi encontrada ou não pertence a esta igreja.",
  loading: "Carregando detalhes da música...",
  shifts: { morning: "Manhã", afternoon: "Tarde", evening: "Noite" },
  statistics: {
    total: "Total de performances",
    averageDuration: "Duração média",
    lastPerformance: "Última performance",
    notAvailable: "N/A",
  },
  performanceLabels: { date: "Data", time: "Horário", duration: "Duração", band: "Banda", musicalKey: "Tom", tempo: "Andamento" },
  /** A performance's key and tempo (issue 27). */
  musicalKey: (key: string) => `Tom: ${key}`,
  tempo: (bpm: number) => `${bpm} BPM`,
  /** The keys it was played in, with how often: "Tons: G (5×) · A (2×)". */
  keysLabel: "Tons em que foi tocada",
  keysTitle: "Tons:",
  keyCount: (key: string, count: number) => `${key} (${count}×)`,
  keyCountSpoken: (key: string, count: number) => `${key}, ${count === 1 ? "1 vez" : `${count} vezes`}`,
  bandWithYear: (name: string, year: number) => `${name} (${year})`,
} as const;
