import { pluralize } from "@shared/formatting";
import { FORGOTTEN_AFTER_MONTHS } from "@shared/schemas/reports";

/** " (90 %)", or nothing when there is nothing to count. */
const percentOf = (part: number, total: number) => (total > 0 ? ` (${Math.round((part / total) * 100)} %)` : "");

/** Every Portuguese string of the reports page and the dashboard's usage section. */
export const reportsTexts = {
  title: "Relatórios",
  description: "O que a igreja cantou: execuções, licenças e rotação do repertório.",
  period: {
    legend: "Período",
    from: "De",
    to: "Até",
    quick: { days30: "30 dias", days90: "90 dias", months12: "12 meses", thisYear: "Este ano" },
    band: "Banda",
    allBands: "Todas as bandas",
    orderError: "A data inicial deve ser anterior à final.",
  },
  cards: {
    services: "Cultos",
    executions: "Execuções",
    distinctSongs: "Músicas diferentes",
    newSongs: "Músicas novas",
  },
  chart: { title: "Execuções por mês", description: "Músicas cantadas em cada mês do período." },
  usage: {
    title: "Uso de músicas",
    columns: {
      name: "Música",
      author: "Autor",
      executions: "Execuções",
      services: "Cultos",
      first: "Primeira",
      last: "Última",
      bands: "Bandas",
    },
    mostPlayedKey: "Tom mais usado",
    ccli: "CCLI",
    empty: "Nenhuma execução no período.",
    download: "Baixar CSV",
    sortBy: (label: string) => `Ordenar por ${label}`,
    total: (count: number) => (count === 1 ? "1 música" : `${count.toLocaleString("pt-BR")} músicas`),
  },
  rotation: {
    title: "Rotação",
    forgotten: {
      title: "Esquecidas",
      description: `Músicas cuja última execução foi há mais de ${FORGOTTEN_AFTER_MONTHS} meses antes de 'Até'.`,
      lastPlayed: "Última vez",
      executions: "Execuções no total",
      empty: "Nenhuma música esquecida.",
      more: (shown: number, total: number) => `Mostrando as ${shown} mais cantadas de ${total}.`,
    },
    adoption: {
      title: "Adoção das novas",
      description: "Músicas marcadas como novas no período e como foram cantadas depois da introdução.",
      introducedOn: "Introduzida em",
      introducedBy: "Introduzida por",
      executionsAfter: "Execuções depois",
      bandsAfter: "Bandas depois",
      empty: "Nenhuma música nova no período.",
    },
  },
  recordingAccuracy: {
    title: "Acerto das propostas",
    description: "Quanto as propostas de 'Analisar gravação' acertaram, nos cultos salvos a partir delas.",
    boundaries: (within: number, total: number) => `Limites a até 5 s: ${within} de ${total}${percentOf(within, total)}`,
    names: (right: number, total: number) => `Músicas reconhecidas certas: ${right} de ${total}${percentOf(right, total)}`,
    services: (count: number) => `Em ${pluralize(count, "culto analisado", "cultos analisados")}`,
    empty: "Nenhum culto foi salvo a partir de uma gravação analisada ainda.",
  },
  loadFailed: "Não foi possível carregar o relatório.",
  errorTitle: "Erro",
} as const;
