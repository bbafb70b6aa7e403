/** The public song page's history texts (kept apart from texts.ts to keep that file's edits small). */
export const songHistoryTexts = {
  first: "Primeira vez",
  last: "Última vez",
  servicesSinceLast: "Cultos desde a última",
  bands: "Bandas que cantaram",
  perYear: "Performances por ano",
  performances: (count: number) => (count === 1 ? "1 performance" : `${count} performances`),
} as const;
