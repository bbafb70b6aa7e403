export const churchHomeTexts = {
  sections: {
    bands: "Bandas",
    recentServices: "Cultos Recentes",
    newSongs: "Músicas Novas",
    recentSongs: "Músicas Recentes",
    popularSongs: "Músicas Populares",
  },
  seeAll: "Ver todos",
  bandsError: "Ocorreu um erro ao buscar as bandas. Tente novamente mais tarde.",
  noBands: "Nenhuma banda encontrada.",
  noServices: "Nenhum culto encontrado.",
  noNewSongs: "Nenhuma nova música disponível",
  noSongs: "Nenhuma música disponível",
  loading: "Carregando...",
} as const;
