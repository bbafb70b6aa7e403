/** Portuguese texts of the public musician page (spec "Musician detail page"). */
export const musicianDetailTexts = {
  notFound: "Músico não encontrado",
  notFoundDescription: "O músico que você está procurando não existe ou não pertence a esta igreja.",
  loading: "Carregando músico...",
  stats: { services: "Cultos", bands: "Bandas", songs: "Músicas" },
  bandsTitle: "Bandas",
  noBands: "Nenhuma banda cadastrada",
} as const;
