import { formatCount } from "@shared/formatting";

/** Texts of the services and songs listing (spec §2, §4 and §8), shared by every page that shows it. */
export const listingTexts = {
  tabs: { cultos: "Cultos", musicas: "Músicas" },
  tabsLabel: "Cultos e músicas",
  searchLabel: "Buscar",
  searchServicesPlaceholder: "Buscar por data, horário ou banda...",
  searchSongsPlaceholder: "Buscar músicas...",
  clearSearch: "Limpar busca",
  clearSearchField: "Apagar o texto da busca",
  viewLabel: "Modo de exibição",
  viewGrid: "Grade",
  viewList: "Lista",
  sortLabel: "Ordenar por",
  sortFields: { date: "Data", view_count: "Visualizações" },
  ascending: "crescente",
  descending: "decrescente",
  noServices: "Nenhum culto encontrado.",
  noServicesSearchHint: " Tente um termo de busca diferente.",
  loadingMoreServices: "Carregando mais cultos...",
  allServicesLoaded: (count: number) => `Todos os ${formatCount(count)} cultos carregados.`,
  /** The end of a list opened at a later page (`?page=`): which of the services it shows. */
  servicesShown: (from: number, to: number, total: number) => `Cultos ${formatCount(from)} a ${formatCount(to)} de ${formatCount(total)}.`,
  /** The link to the next page ("Carregar mais": in place once the scripts run). */
  loadMore: "Carregar mais",
  /** The link to the page before, on a list opened at a later page. */
  previousPage: "Página anterior",
  servicesError: (message: string) => `Falha ao buscar serviços: ${message}`,
  /** An answer that arrived but could not be read (public spec §8). */
  servicesUnreadable: (message: string) => `Falha ao processar dados de serviços: ${message}`,
  /** Spec §8: a band's or musician's services failing to load. */
  filteredServicesError: "Erro ao buscar serviços",
  unknownError: "Erro desconhecido",
  retry: "Tentar novamente",
  noSongs: "Nenhuma música encontrada",
  noSongsFor: (term: string) => `para "${term}"`,
  songsError: "Ocorreu um erro ao carregar as músicas.",
  loadingMoreSongs: "Carregando mais músicas...",
  showingSongs: (shown: number, total: number) => `Mostrando ${formatCount(shown)} de ${formatCount(total)} músicas.`,
  allSongsLoaded: (count: number) => `Todas as ${formatCount(count)} músicas carregadas.`,
  songsShown: (from: number, to: number, total: number) => `Músicas ${formatCount(from)} a ${formatCount(to)} de ${formatCount(total)}.`,
  columns: { position: "#", title: "Título", date: "Data", views: "Visualizações", duration: "Duração" },
  songsTableLabel: "Músicas",
  play: "Assistir",
  openBand: (name: string, year: number) => `Abrir a banda ${name} (${year})`,
  loading: "Carregando...",
} as const;
