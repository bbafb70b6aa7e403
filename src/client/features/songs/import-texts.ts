import { pluralize } from "@shared/formatting";

/** The Portuguese strings of 'Importar lista' (issue 23; docs/decisions/439). */
export const importTexts = {
  button: "Importar lista",
  title: "Importar lista de músicas",
  description:
    "Escolha uma planilha salva como CSV ou TSV (separada por ponto e vírgula, vírgula ou tabulação), com uma coluna de nome ('Nome', 'Música' ou 'Título') e, se quiser, 'Autor', 'Cifra' e 'Letra'. Confira antes de importar.",
  fileLabel: "Planilha (CSV ou TSV)",
  reading: "Lendo a planilha…",
  empty: "A planilha está vazia.",
  noNameColumn: "Não encontramos a coluna com o nome das músicas. Use um cabeçalho 'Nome', 'Música' ou 'Título' na primeira linha.",
  unreadable: "Não foi possível ler o arquivo. Salve a planilha como CSV e tente de novo.",
  tooLarge: "O arquivo é grande demais (máximo de 5 MB).",
  previewFailed: "Não foi possível conferir a planilha.",
  columns: (names: string) => `Colunas reconhecidas: ${names}.`,
  toAdd: (count: number) => `Serão adicionadas (${count})`,
  skippedTitle: (count: number) => `Ignoradas (${count})`,
  line: (line: number) => `Linha ${line}`,
  noName: "(sem nome)",
  nothingToAdd: "Nenhuma música nova para adicionar.",
  cancel: "Cancelar",
  submit: (count: number) => (count === 1 ? "Importar 1 música" : `Importar ${count} músicas`),
  importing: "Importando…",
  successTitle: "Sucesso",
  imported: (count: number) => `${pluralize(count, "música adicionada", "músicas adicionadas")} ao catálogo.`,
  errorTitle: "Erro",
  importFailed: "Não foi possível importar a lista.",
} as const;
