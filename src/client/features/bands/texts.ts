/** Every Portuguese string of the bands screens. */
export const bandsTexts = {
  list: {
    title: "Bandas",
    description: "Gerencie as bandas da igreja e seus músicos.",
    newBand: "Nova Banda",
    searchLabel: "Pesquisar bandas",
    searchPlaceholder: "Pesquisar por nome ou ano...",
    empty: "Nenhuma banda encontrada",
    loadingLabel: "Carregando bandas",
    retry: "Tentar novamente",
    memberCount: (count: number) => (count === 1 ? "1 músico" : `${count} músicos`),
    edit: "Editar",
    editBand: (name: string) => `Editar ${name}`,
    deleteBand: (name: string) => `Excluir ${name}`,
  },
  deleteDialog: {
    title: "Excluir banda",
    description: (name: string) =>
      `Tem certeza que deseja excluir a banda ${name}? Os músicos continuam cadastrados, mas deixam de fazer parte dela. Esta ação não pode ser desfeita.`,
    /** The question once the server said what the deletion does: how many members leave the band. */
    describe: (name: string, members: number) =>
      `Tem certeza que deseja excluir a banda ${name}? Ela não tem cultos registrados` +
      (members === 0
        ? " nem músicos. "
        : `; ${members === 1 ? "o músico continua cadastrado, mas deixa" : `os ${members} músicos continuam cadastrados, mas deixam`} de fazer parte dela. `) +
      "Esta ação não pode ser desfeita.",
  },
  blockedTitle: "Não é possível excluir a banda",
  form: {
    createTitle: "Nova Banda",
    editTitle: "Editar Banda",
    createDescription: "Cadastre uma banda e os seus músicos.",
    editDescription: "Altere os dados e os músicos da banda.",
    back: "Voltar",
    loadingLabel: "Carregando banda",
    notFound: "Banda não encontrada",
    notFoundDescription: "Ela pode ter sido excluída ou o endereço está incorreto.",
    image: "Imagem da banda",
    imageHint: "Opcional. JPG, PNG, WebP, GIF ou AVIF de até 5MB.",
    removeImage: "Remover imagem",
    name: "Nome",
    namePlaceholder: "Ex.: Banda Ágape",
    year: "Ano",
    yearPlaceholder: "Ex.: 2024",
    members: "Músicos",
    membersDescription: "Apenas músicos que não são multi banda podem fazer parte de uma banda.",
    noMembers: "Nenhum músico adicionado. Use o seletor acima para adicionar músicos.",
    instruments: "Instrumentos",
    instrumentsOf: (name: string) => `Instrumentos de ${name}`,
    instrumentsPlaceholder: "Ex.: Violão, Vocal",
    instrumentsHint: "Separe os instrumentos por vírgula ou ponto e vírgula.",
    removeMember: (name: string) => `Remover ${name}`,
    cancel: "Cancelar",
    save: "Salvar",
    saving: "Salvando...",
  },
  picker: {
    add: "Adicionar músico",
    searchPlaceholder: "Buscar músico...",
    empty: "Nenhum músico encontrado",
    loading: "Carregando músicos...",
    allAdded: "Todos os músicos disponíveis já estão na banda.",
  },
  toasts: {
    successTitle: "Sucesso",
    errorTitle: "Erro",
    created: "Banda cadastrada com sucesso!",
    updated: "Banda atualizada com sucesso!",
    deleted: "Banda excluída com sucesso!",
    loadFailed: "Não foi possível carregar as bandas.",
    deleteFailed: "Não foi possível excluir a banda.",
    saveFailed: "Não foi possível salvar a banda.",
    bandLoadFailed: "Não foi possível carregar os dados da banda.",
    musiciansLoadFailed: "Não foi possível carregar os músicos.",
    imageFailed: "Não foi possível enviar a imagem da banda.",
  },
} as const;
