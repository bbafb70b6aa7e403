import { memberRoleLabels, teamMessages, type MemberRole } from "@shared/schemas/team";

/** Every Portuguese string of the team screen (/admin/team). */
export const teamTexts = {
  title: "Equipe",
  description: "Quem cuida da igreja no Louvor: Administradores (tudo) e Editores (cultos, músicas, músicos e bandas).",
  membersHeading: "Membros",
  history: "Histórico",
  loadingLabel: "Carregando membros",
  loadFailed: "Não foi possível carregar a equipe",
  retry: "Tentar novamente",
  errorTitle: "Erro",
  successTitle: "Sucesso",
  columns: { name: "Nome", email: "E-mail", role: "Função", since: "Desde", lastSignIn: "Último acesso", actions: "Ações" },
  roles: memberRoleLabels,
  never: "Nunca",
  you: "(você)",
  makeAdministrator: (name: string) => `Tornar ${name} Administrador`,
  makeEditor: (name: string) => `Tornar ${name} Editor`,
  removeMember: (name: string) => `Remover ${name}`,
  roleDialog: {
    title: (role: MemberRole) => `Tornar ${memberRoleLabels[role]}?`,
    describe: (name: string, role: MemberRole) =>
      role === "admin"
        ? `${name} poderá alterar tudo, inclusive a igreja, a equipe e a exportação. A sessão de ${name} será encerrada e será preciso entrar de novo.`
        : `${name} continuará cuidando dos cultos, músicas, músicos e bandas, mas não da igreja, da equipe nem da exportação. A sessão de ${name} será encerrada e será preciso entrar de novo.`,
    confirm: "Alterar função",
    pending: "Alterando...",
    done: (name: string, role: MemberRole) => `${name} agora é ${memberRoleLabels[role]}.`,
    failed: "Não foi possível alterar a função.",
  },
  removeDialog: {
    title: "Remover da equipe?",
    describe: (name: string) =>
      `${name} perderá o acesso à igreja e a sessão será encerrada. O que ${name} cadastrou continua na igreja.`,
    confirm: "Remover",
    pending: "Removendo...",
    done: (name: string) => `${name} foi removido da equipe.`,
    failed: "Não foi possível remover o membro.",
  },
  lastAdministrator: teamMessages.lastAdministrator,
} as const;
