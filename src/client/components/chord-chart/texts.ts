/** Every Portuguese string of the chart view (issue 42). */
export const chordChartTexts = {
  toolbar: "Opções da cifra",
  key: "Tom",
  originalKey: (key: string) => `${key} (original)`,
  capo: "Capo",
  noCapo: "Sem capo",
  capoShapes: (capo: number, shapes: string) => `Capo ${capo} — formas de ${shapes}`,
  lyricsOnly: "Só letra",
  smaller: "Diminuir a letra",
  larger: "Aumentar a letra",
  twoColumns: "Duas colunas",
  stage: "Modo palco",
  chart: "Cifra",
  empty: "Esta música ainda não tem cifra.",
} as const;
