/** Portuguese texts of the public bands page and band page (spec "Church bands page", "Band detail page"). */
export const churchBandsTexts = {
  title: "Bandas",
  searchLabel: "Filtrar bandas",
  searchPlaceholder: "Filtrar por nome ou ano...",
  clearSearch: "Limpar busca",
  empty: "Nenhuma banda encontrada.",
  error: "Ocorreu um erro ao buscar as bandas. Tente novamente mais tarde.",
  loading: "Carregando bandas...",
} as const;

export const bandDetailTexts = {
  notFound: "Banda não encontrada",
  notFoundDescription: "A banda que você está procurando não existe ou não pertence a esta igreja.",
  loading: "Carregando banda...",
  stats: { services: "Cultos", musicians: "Músicos", songs: "Músicas" },
  musiciansTitle: "Músicos",
  noMusicians: "Nenhum músico cadastrado",
} as const;
