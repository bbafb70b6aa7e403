import { eq, sql } from "drizzle-orm";
import { chapterTitleKey, type ChapterVerdicts } from "@shared/chapters";
import type { ChapterVerdictInput } from "@shared/schemas/chapter-verdicts";
import { type Executor, churches } from "../db";

/**
 * What a church's administrators said of chapter titles in 'Colar capítulos' (docs/decisions/485):
 * kept on the church as a map from a title's key to whether it is a song, read by the next
 * preview and by the channel import.
 */
export async function chapterVerdictsOf(db: Executor, churchId: string): Promise<ChapterVerdicts> {
  const [row] = await db.select({ verdicts: churches.chapterVerdicts }).from(churches).where(eq(churches.id, churchId));
  return new Map(Object.entries(row?.verdicts ?? {}));
}

/**
 * How many titles a church remembers (issue 39; decision 494): the verdicts travel with every
 * 'Colar capítulos', and 25 saves of 200 long titles made them a megabyte. A save's own titles are
 * always kept; past the bound, older titles go, the longest first (PostgreSQL keeps no order of
 * when a key was written, and short titles, "Momento Missões", are the ones that come back).
 */
export const CHAPTER_VERDICTS_KEPT = 500;

/** Adds a save's verdicts to the church's, a later word on a title replacing the earlier one; in the caller's transaction. */
export async function rememberChapterVerdicts(tx: Executor, churchId: string, verdicts: readonly ChapterVerdictInput[]): Promise<void> {
  const said: Record<string, boolean> = {};
  for (const { title, isSong } of verdicts) {
    const key = chapterTitleKey(title);
    if (key !== "") said[key] = isSong;
  }
  if (Object.keys(said).length === 0) return;
  const saved = JSON.stringify(said);
  await tx.execute(sql`
    update churches set chapter_verdicts = (
      select coalesce(jsonb_object_agg(kept.key, kept.value), '{}'::jsonb)
      from (select e.key, e.value
            from (select key, value, 0 as older from jsonb_each(${saved}::jsonb)
                  union all
                  select key, value, 1 from jsonb_each(chapter_verdicts) where not (${saved}::jsonb ? key)) e
            order by e.older, length(e.key), e.key
            limit ${CHAPTER_VERDICTS_KEPT}) kept)
    where id = ${churchId}`);
}
