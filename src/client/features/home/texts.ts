export const homeTexts = {
  productName: "Louvor",
  description: "Assista aos cultos música por música e conheça as bandas, os músicos e as canções da sua igreja.",
  adminLink: "Área do administrador",
} as const;
