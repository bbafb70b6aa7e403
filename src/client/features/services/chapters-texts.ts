/** The Portuguese strings of the 'Capítulos do YouTube' dialog (kept apart from texts.ts to keep that file's edits small). */
export const chaptersTexts = {
  button: "Capítulos do YouTube",
  title: "Capítulos do YouTube",
  description: "Cole este texto na descrição do vídeo no YouTube. Ele segue as músicas do formulário, salvas ou não.",
  textLabel: "Texto dos capítulos",
  youTubeRule: "O YouTube exige pelo menos 3 capítulos de 10 segundos ou mais.",
  copy: "Copiar",
  copiedTitle: "Copiado",
  copiedDescription: "Capítulos copiados para a área de transferência.",
  copyFailed: "Não foi possível copiar. Selecione o texto e copie manualmente.",
  errorTitle: "Erro",
  close: "Fechar",
} as const;
