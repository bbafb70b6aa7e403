/** Every Portuguese string of the dashboard. */
export const dashboardTexts = {
  title: "Dashboard",
  description: "Visão geral da sua igreja.",
  viewDetails: "Ver Detalhes",
  cards: {
    musicians: { title: "Músicos", description: "Gerencie os músicos e seus instrumentos", total: "Total de Músicos" },
    bands: { title: "Bandas", description: "Gerencie as bandas e suas escalas", total: "Total de Bandas" },
    services: {
      title: "Cultos",
      description: "Gerencie os cultos e suas músicas",
      total: "Total de Cultos",
      recent: "Últimos 30 Dias",
    },
    songs: {
      title: "Músicas",
      description: "Biblioteca de músicas mapeadas",
      total: "Total de Músicas",
      recent: "Novas (30 Dias)",
    },
  },
  noChurch: {
    title: "Cadastre sua igreja",
    description: "Você precisa cadastrar uma igreja primeiro. Depois disso, o painel mostrará os números da sua igreja.",
    action: "Cadastrar igreja",
  },
  usage: {
    chartTitle: "Execuções por mês",
    chartDescription: "Últimos 12 meses.",
    topTitle: "Mais cantadas (90 dias)",
    topEmpty: "Nenhuma execução nos últimos 90 dias.",
    executions: (count: number) => (count === 1 ? "1 execução" : `${count} execuções`),
    viewReports: "Ver relatórios",
    loadFailed: "Não foi possível carregar as execuções.",
  },
  loadFailed: {
    title: "Erro",
    description: "Não foi possível carregar os dados do painel.",
    retry: "Tentar novamente",
  },
} as const;
