import { sql } from "drizzle-orm";
import { songInputSchema, songMessages, type SongImportEntry, type SongImportInput, type SongImportResponse, type SongImportSkip } from "@shared/schemas/songs";
import { arrayLiteral } from "../db/arrays";
import type { Database, Executor } from "../db/client";
import { recordChange, type Actor } from "../history/record";
import { historySummaries } from "../history/summaries";
import { insertCatalogueSongs, lockCatalogueAdditions } from "./queries";

/**
 * 'Importar lista' (issue 23; docs/decisions/439): the rows of a church's song list, each checked
 * as the song form checks a song, and left out when its name is empty, a value is invalid (a link
 * that is not http(s), a name too long), the catalogue has the song, or an earlier row has it;
 * "has" meaning the same name without regard to case or accents (louvor_search_text).
 */
async function sortRows(db: Executor, churchId: string, rows: SongImportInput["rows"]): Promise<SongImportResponse> {
  const keys = await db.execute<{ key: string; known: boolean }>(sql`
    select louvor_search_text(t.name) as key,
           exists (select 1 from songs_catalog c where c.church_id = ${churchId} and louvor_search_text(c.name) = louvor_search_text(t.name)) as known
    from unnest(${arrayLiteral(rows.map((row) => row.name.trim()))}::text[]) with ordinality as t(name, ord)
    order by t.ord`);
  const added: SongImportEntry[] = [];
  const skipped: SongImportSkip[] = [];
  const firstLine = new Map<string, number>();
  rows.forEach((row, index) => {
    const name = row.name.trim();
    const skip = (reason: string) => skipped.push({ line: row.line, name, reason });
    if (name === "") return skip(songMessages.importEmptyName);
    const parsed = songInputSchema.safeParse({ name, author: row.author, chordFile: row.chordFile, lyrics: row.lyrics });
    if (!parsed.success) return skip(parsed.error.issues[0]!.message);
    const { key, known } = keys.rows[index]!;
    if (known) return skip(songMessages.importInCatalogue);
    const earlier = firstLine.get(key);
    if (earlier !== undefined) return skip(songMessages.importRepeated(earlier));
    firstLine.set(key, row.line);
    added.push({ line: row.line, ...parsed.data });
  });
  return { added, skipped };
}

/** What importing these rows would add and leave out; nothing changes. */
export function previewSongImport(db: Executor, churchId: string, rows: SongImportInput["rows"]): Promise<SongImportResponse> {
  return sortRows(db, churchId, rows);
}

/** Adds the songs of the list that the catalogue lacks, in one transaction. */
export function importSongs(db: Database, churchId: string, rows: SongImportInput["rows"], by: Actor): Promise<SongImportResponse> {
  return db.transaction(async (tx) => {
    // One bulk addition at a time per church: two imports of the same list add each song once.
    await lockCatalogueAdditions(tx, churchId);
    const sorted = await sortRows(tx, churchId, rows);
    await insertCatalogueSongs(tx, churchId, sorted.added);
    // A list that adds nothing changes nothing: no entry (decision 455).
    if (sorted.added.length > 0) {
      await recordChange(tx, churchId, by, { kind: "song", recordId: null, action: "create", summary: historySummaries.songsImported(sorted.added.length) });
    }
    return sorted;
  });
}
