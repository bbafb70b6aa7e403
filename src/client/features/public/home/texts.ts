export const homeTexts = {
  productName: "Louvor",
  description: "Assista aos cultos música por música e conheça as bandas, os músicos e as canções da sua igreja.",
  adminLink: "Área do administrador",
  heading: "Igrejas",
  searchLabel: "Buscar igreja",
  searchPlaceholder: "Buscar igreja pelo nome...",
  empty: "Nenhuma igreja encontrada.",
  emptySearchHint: " Tente um termo de busca diferente.",
  error: "Não foi possível carregar as igrejas.",
  loading: "Carregando igrejas...",
  documentTitle: "Igrejas — Louvor",
} as const;
