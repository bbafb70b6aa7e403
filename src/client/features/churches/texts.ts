import { churchMessages } from "@shared/schemas/churches";

/** Every Portuguese string of the church settings screen. */
export const churchTexts = {
  title: "Configurações da Igreja",
  descriptionNew: "Cadastre a sua igreja para começar a usar o painel.",
  descriptionExisting: "Gerencie os dados e a logo da sua igreja.",
  cardTitle: "Dados da igreja",
  requiredHint: "Nome, ID único e canal do YouTube são obrigatórios.",
  fields: {
    logo: "Logo da igreja",
    logoHint: "Recomendado: imagem quadrada de pelo menos 200x200 pixels (JPG, PNG, WebP, GIF ou AVIF, até 5MB).",
    logoPendingHint: "A logo será enviada quando a igreja for salva.",
    name: "Nome da igreja",
    namePlaceholder: "Ex: Igreja Batista Central",
    slug: "ID único",
    slugPlaceholder: "ex: igreja-batista-central",
    slugDescription: "Usado no endereço público da igreja:",
    address: "Endereço",
    addressPlaceholder: "Rua, número, bairro, cidade (opcional)",
    youtubeChannel: "Canal do YouTube",
    youtubeChannelPlaceholder: "https://www.youtube.com/@suaigreja",
  },
  slugStatus: {
    unknown: "Digite pelo menos 3 caracteres para verificar a disponibilidade.",
    waiting: "A disponibilidade será verificada quando você parar de digitar.",
    checkFailed: "Não foi possível verificar a disponibilidade. Tente novamente.",
    checking: "Verificando disponibilidade...",
    available: "ID disponível!",
    taken: "Este ID já está em uso.",
  },
  save: "Salvar",
  saving: "Salvando...",
  retry: "Tentar novamente",
  toast: {
    errorTitle: "Erro",
    successTitle: "Sucesso",
    saved: "Dados da igreja atualizados com sucesso",
    logoUpdated: "Logo atualizada com sucesso",
    saveFailed: "Não foi possível salvar os dados da igreja",
    logoFailed: "Não foi possível fazer upload da logo",
    loadFailed: "Não foi possível carregar os dados da igreja",
  },
  slugUnavailable: churchMessages.slugUnavailable,
  export: {
    title: "Levar os dados da igreja",
    description:
      "Baixe um arquivo .zip com tudo o que a igreja cadastrou: músicos, bandas, cultos com as músicas e as escalas, o catálogo com as estatísticas e as imagens. Ele pode ser importado em outra instalação do Louvor.",
    download: "Exportar dados da igreja",
  },
} as const;
