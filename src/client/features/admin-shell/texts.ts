/** Every Portuguese string of the admin layout. */
export const adminShellTexts = {
  productName: "Louvor",
  menuHeading: "Menu Principal",
  toggleSidebar: "Alternar menu lateral",
  mobileMenuTitle: "Menu Principal",
  mobileMenuDescription: "Navegação da área administrativa.",
  nav: {
    dashboard: "Painel",
    church: "Igreja",
    musicians: "Músicos",
    bands: "Bandas",
    services: "Cultos",
    songs: "Músicas",
    reports: "Relatórios",
  },
  pageTitles: {
    dashboard: "Dashboard",
    church: "Configurações da Igreja",
    musicians: "Músicos",
    bands: "Bandas",
    services: "Cultos",
    songs: "Músicas",
    reports: "Relatórios",
  },
  underConstruction: "Esta seção ainda está em construção.",
  errorTitle: "Erro",
  churchRequired: "Você precisa cadastrar uma igreja primeiro.",
  churchLoadFailed: "Não foi possível carregar os dados da igreja",
  signOut: {
    button: "Sair",
    title: "Sair",
    description: "Tem certeza que deseja sair?",
    cancel: "Cancelar",
    confirm: "Sair",
    failed: "Não foi possível sair. Tente novamente.",
  },
} as const;

export type PlaceholderPageKey = keyof typeof adminShellTexts.pageTitles;
