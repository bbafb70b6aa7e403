/** Every Portuguese string of the sign-in screens and the access guard. */
export const authTexts = {
  productName: "Louvor",
  adminArea: "Área do administrador",
  loading: "Carregando...",
  backToHome: "Voltar para o início",
  fields: {
    email: "E-mail",
    password: "Senha",
    emailPlaceholder: "seu@email.com",
    newPassword: "Nova senha",
    confirmPassword: "Confirmar nova senha",
  },
  validation: {
    invalidEmail: "Por favor, insira um email válido.",
    passwordRequired: "A senha é obrigatória.",
    passwordTooShort: "A senha deve ter pelo menos 8 caracteres.",
    passwordTooLong: "A senha deve ter no máximo 128 caracteres.",
    passwordsDoNotMatch: "As senhas não coincidem.",
  },
  /** What the auth pages say for each refusal the server can give (never the library's English). */
  serverErrors: {
    wrongAddress:
      "Este não é o endereço configurado para o Louvor. Abra o Louvor pelo endereço configurado pelo responsável e tente novamente.",
    crossSite: "Por segurança, entre pela página de login do próprio Louvor.",
    sessionFailed: "Não foi possível iniciar a sessão. Tente novamente.",
    sessionExpired: "Sua sessão expirou. Entre novamente.",
    invalidData: "Dados inválidos. Confira os campos e tente novamente.",
    tooManyRequests: "Muitas solicitações. Aguarde alguns minutos e tente novamente.",
  },
  login: {
    title: "Entrar",
    description: "Acesse a área administrativa da sua igreja.",
    submit: "Entrar",
    submitting: "Entrando...",
    forgotPassword: "Esqueceu sua senha?",
    resetDone: "Senha redefinida com sucesso. Entre com a nova senha.",
    errorTitle: "Erro",
    errors: {
      invalidCredentials: "E-mail ou senha inválidos.",
      tooManyAttempts: "Muitas tentativas. Aguarde um minuto e tente novamente.",
      fallback: "Ocorreu um erro durante o login",
    },
  },
  forgotPassword: {
    title: "Recuperar senha",
    description: "Informe seu e-mail e enviaremos as instruções para redefinir a senha.",
    submit: "Enviar e-mail de recuperação",
    submitting: "Enviando...",
    sent: "Verifique seu e-mail para as instruções de recuperação de senha",
    failed: "Erro ao enviar e-mail de recuperação. Tente novamente.",
    backToLogin: "Voltar para o login",
  },
  resetPassword: {
    title: "Redefinir senha",
    description: "Escolha uma nova senha para a sua conta.",
    submit: "Redefinir senha",
    submitting: "Salvando...",
    invalidLink: "Link de recuperação inválido ou expirado.",
    requestNewLink: "Solicitar novo link",
    failed: "Não foi possível redefinir a senha. Tente novamente.",
    backToLogin: "Voltar para o login",
  },
} as const;
