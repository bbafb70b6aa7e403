import { accountMessages } from "@shared/schemas/account";

/** Every Portuguese string of 'Minha conta' (decision 460). */
export const accountTexts = {
  title: "Minha conta",
  description: "Seus dados de acesso ao Louvor.",
  loadFailed: "Não foi possível carregar os dados da sua conta.",
  retry: "Tentar novamente",
  errorTitle: "Erro",
  successTitle: "Sucesso",
  tooManyAttempts: "Muitas tentativas. Aguarde um minuto e tente novamente.",
  profile: {
    title: "Dados pessoais",
    email: "E-mail",
    name: "Nome",
    save: "Salvar",
    saving: "Salvando...",
    saved: "Nome atualizado com sucesso.",
    failed: "Não foi possível salvar o nome. Tente novamente.",
  },
  password: {
    title: "Alterar senha",
    description: "Ao alterar a senha, suas sessões em outros dispositivos são encerradas; esta continua aberta.",
    current: "Senha atual",
    next: "Nova senha",
    confirm: "Confirmar nova senha",
    submit: "Alterar senha",
    submitting: "Salvando...",
    changed: "Senha alterada. As sessões em outros dispositivos foram encerradas.",
    failed: "Não foi possível alterar a senha. Tente novamente.",
  },
  signOutEverywhere: {
    title: "Sair de todos os dispositivos",
    description: "Encerra todas as suas sessões, inclusive esta. Você precisará entrar novamente.",
    button: "Sair de todos os dispositivos",
    confirmTitle: "Sair de todos os dispositivos?",
    confirmDescription: "Todas as suas sessões serão encerradas, inclusive esta.",
    cancel: "Cancelar",
    confirm: "Sair de todos",
    pending: "Saindo...",
    failed: "Não foi possível encerrar as sessões. Tente novamente.",
  },
  messages: accountMessages,
} as const;
