export const churchServicesTexts = {
  heading: "Cultos",
  counts: { services: "Cultos", songs: "Músicas" },
  loading: "Carregando...",
  documentTitle: (church: string) => `Cultos — ${church}`,
} as const;
