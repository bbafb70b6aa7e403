export const churchLayoutTexts = {
  productName: "Louvor",
  productHome: "Louvor — início",
  navHeading: "Navegação",
  nav: { home: "Início", services: "Cultos", bands: "Bandas" },
  toggleSidebar: "Alternar menu lateral",
  mobileMenuTitle: "Menu da igreja",
  loading: "Carregando igreja...",
} as const;
