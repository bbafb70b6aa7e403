import { historyMessages } from "@shared/schemas/history";

export const historyTexts = {
  title: historyMessages.title,
  description: "Quem alterou o quê na igreja, das alterações mais recentes às mais antigas.",
  empty: historyMessages.empty,
  loadFailed: "Não foi possível carregar o histórico.",
  errorTitle: "Erro",
  memberLabel: "Membro",
  kindLabel: "Tipo",
  allMembers: "Todos os membros",
  allKinds: "Todos os tipos",
  columns: { at: "Quando", who: "Quem", what: "O quê", summary: "Alteração" },
  total: (count: number) => (count === 1 ? "1 alteração" : `${count.toLocaleString("pt-BR")} alterações`),
} as const;
