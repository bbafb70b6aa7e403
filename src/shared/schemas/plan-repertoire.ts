import { z } from "zod";

/**
 * 'Imprimir repertório' and 'Baixar PDF' on a plan's rehearsal page (issue 42): the set's charts,
 * each in the plan's key, one song a page ('musica') or one after another ('continuo').
 */
export const REPERTOIRE_LAYOUTS = ["musica", "continuo"] as const;
export type RepertoireLayout = (typeof REPERTOIRE_LAYOUTS)[number];
export const DEFAULT_REPERTOIRE_LAYOUT: RepertoireLayout = "musica";

/** The PDF's query parameter naming the layout: `?paginas=continuo`. */
export const repertoireLayoutParam = "paginas";

export const repertoireMessages = {
  layoutInvalid: "Escolha 'musica' (uma música por página) ou 'continuo'.",
} as const;

/** GET /api/public/churches/:churchKey/ensaio/:planKey/repertorio.pdf?paginas=… */
export const repertoireQuerySchema = z.object({
  [repertoireLayoutParam]: z.enum(REPERTOIRE_LAYOUTS, { error: repertoireMessages.layoutInvalid }).default(DEFAULT_REPERTOIRE_LAYOUT),
});

/** The PDF's last path segment under the plan's API address. */
export const REPERTOIRE_PDF_SEGMENT = "repertorio.pdf";

/** The file a download is saved as: `repertorio-2026-12-06.pdf` for the service of that day. */
export function repertoireFileName(date: string): string {
  return `repertorio-${date}.pdf`;
}
