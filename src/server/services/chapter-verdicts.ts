import { eq, sql } from "drizzle-orm";
import { chapterTitleKey, type ChapterVerdicts } from "@shared/chapters";
import type { ChapterVerdictInput } from "@shared/schemas/chapter-verdicts";
import type { Executor } from "../db/client";
import { churches } from "../db/schema";

/**
 * What a church's administrators said of chapter titles in 'Colar capítulos' (docs/decisions/485):
 * kept on the church as a map from a title's key to whether it is a song, read by the next
 * preview and by the channel import.
 */
export async function chapterVerdictsOf(db: Executor, churchId: string): Promise<ChapterVerdicts> {
  const [row] = await db.select({ verdicts: churches.chapterVerdicts }).from(churches).where(eq(churches.id, churchId));
  return new Map(Object.entries(row?.verdicts ?? {}));
}

/** Adds a save's verdicts to the church's, a later word on a title replacing the earlier one; in the caller's transaction. */
export async function rememberChapterVerdicts(tx: Executor, churchId: string, verdicts: readonly ChapterVerdictInput[]): Promise<void> {
  const said: Record<string, boolean> = {};
  for (const { title, isSong } of verdicts) {
    const key = chapterTitleKey(title);
    if (key !== "") said[key] = isSong;
  }
  if (Object.keys(said).length === 0) return;
  await tx.execute(sql`update churches set chapter_verdicts = chapter_verdicts || ${JSON.stringify(said)}::jsonb where id = ${churchId}`);
}
