import { z } from "zod";
import { text } from "./text";

/**
 * What the service form's 'Colar capítulos' preview says of chapter titles, saved with the
 * service and remembered by the church for its next descriptions (docs/decisions/485).
 */

/** Chapter titles one save may say something of. */
export const CHAPTER_VERDICTS_MAX_COUNT = 200;
export const CHAPTER_TITLE_MAX_LENGTH = 200;

export const chapterVerdictMessages = {
  invalid: "Um capítulo marcado em 'Colar capítulos' é inválido.",
  tooMany: `Marque no máximo ${CHAPTER_VERDICTS_MAX_COUNT} capítulos por vez em 'Colar capítulos'.`,
} as const;

/**
 * A chapter title the administrator removed from the preview (`isSong: false`: the name of a row
 * that would have been a new song) or took in as a song (`isSong: true`).
 */
export const chapterVerdictSchema = z.object(
  {
    title: text({ error: chapterVerdictMessages.invalid, invalidCharacters: chapterVerdictMessages.invalid })
      .min(1, chapterVerdictMessages.invalid)
      .max(CHAPTER_TITLE_MAX_LENGTH, chapterVerdictMessages.invalid),
    isSong: z.boolean({ error: chapterVerdictMessages.invalid }),
  },
  { error: chapterVerdictMessages.invalid },
);
export type ChapterVerdictInput = z.output<typeof chapterVerdictSchema>;

/** The `chapterVerdicts` of a service save. */
export const chapterVerdictsSchema = z
  .array(chapterVerdictSchema, { error: chapterVerdictMessages.invalid })
  .max(CHAPTER_VERDICTS_MAX_COUNT, chapterVerdictMessages.tooMany)
  .default([]);

/** GET /api/admin/services/chapter-verdicts: the church's verdicts, by title key (shared/chapters.ts `chapterTitleKey`). */
export type ChapterVerdictsResponse = { verdicts: { key: string; isSong: boolean }[] };
