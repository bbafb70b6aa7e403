/** "A", "A e B", "A, B e C". */
const listInWords = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} e ${items[items.length - 1]}`;

/** Every Portuguese string of the musicians screen. */
export const musiciansTexts = {
  title: "Músicos",
  description: "Gerencie os músicos da igreja e seus instrumentos.",
  newMusician: "Novo Músico",
  searchLabel: "Pesquisar músicos",
  searchPlaceholder: "Pesquisar por nome...",
  empty: "Nenhum músico encontrado",
  loadingLabel: "Carregando músicos",
  retry: "Tentar novamente",
  columns: {
    avatar: "Foto",
    name: "Nome",
    instrument: "Instrumento",
    status: "Status",
    actions: "Ações",
  },
  status: {
    multibanda: "Multi banda",
    regular: "Regular",
  },
  editMusician: (name: string) => `Editar ${name}`,
  deleteMusician: (name: string) => `Excluir ${name}`,
  dialog: {
    createTitle: "Novo Músico",
    editTitle: "Editar Músico",
    createDescription: "Cadastre um músico da igreja.",
    editDescription: "Altere os dados do músico.",
    name: "Nome",
    namePlaceholder: "Nome do músico",
    multibanda: "Multi banda",
    multibandaHint: "Não pertence a uma banda fixa e pode tocar com qualquer banda.",
    instrument: "Instrumento",
    instrumentPlaceholder: "Ex.: Violão",
    bio: "Biografia",
    bioPlaceholder: "Uma breve apresentação, exibida na página pública do músico.",
    contacts: "Contato para as escalas",
    contactsHint: "Visto só pelos administradores e editores da igreja, nunca nas páginas públicas.",
    email: "E-mail",
    emailPlaceholder: "nome@exemplo.com",
    phone: "WhatsApp",
    phonePlaceholder: "(11) 98765-4321",
    avatar: "Foto",
    avatarHint: "Opcional. JPG, PNG, WebP, GIF ou AVIF de até 5MB.",
    removeAvatar: "Remover foto",
    cancel: "Cancelar",
    save: "Salvar",
    saving: "Salvando...",
  },
  deleteDialog: {
    title: "Excluir músico",
    description: (name: string) =>
      `Tem certeza que deseja excluir o músico ${name}? Ele também sai das bandas de que faz parte. Esta ação não pode ser desfeita.`,
    /** The question once the server said what the deletion does: the bands the musician leaves. */
    describe: (name: string, bands: readonly string[]) =>
      `Tem certeza que deseja excluir o músico ${name}? ` +
      (bands.length === 0
        ? "Ele não tocou em nenhum culto nem faz parte de uma banda. "
        : `Ele não tocou em nenhum culto e sai ${bands.length === 1 ? "da banda" : "das bandas"} ${listInWords(bands)}. `) +
      "Esta ação não pode ser desfeita.",
  },
  blockedTitle: "Não é possível excluir o músico",
  toasts: {
    successTitle: "Sucesso",
    errorTitle: "Erro",
    created: "Músico cadastrado com sucesso!",
    updated: "Músico atualizado com sucesso!",
    deleted: "Músico excluído com sucesso!",
    saveFailed: "Não foi possível salvar o músico.",
    createFailed: "Não foi possível criar o músico.",
    deleteFailed: "Não foi possível excluir o músico.",
    loadFailed: "Não foi possível carregar os músicos.",
    avatarFailed: "Não foi possível enviar a foto do músico.",
  },
} as const;
