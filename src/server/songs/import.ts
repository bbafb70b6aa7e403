import { sql } from "drizzle-orm";
import { songInputSchema, songMessages, type SongImportEntry, type SongImportInput, type SongImportResponse, type SongImportSkip } from "@shared/schemas/songs";
import { arrayLiteral, type Database, type Executor } from "../db";
import { recordChange, type Actor, historySummaries } from "../history";
import { insertCatalogueSongs, lockCatalogueAdditions } from "./queries";

/** What a refused name shows of itself in the rows left out: its text without the control characters. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;

/**
 * 'Importar lista' (issue 23; docs/decisions/439): the rows of a church's song list, each checked
 * as the song form checks a song, and left out when its name is empty, a value is invalid (a link
 * that is not http(s), a name too long), the catalogue has the song, or an earlier row has it;
 * "has" meaning the same name without regard to case or accents (louvor_search_text).
 */
async function sortRows(db: Executor, churchId: string, rows: SongImportInput["rows"]): Promise<SongImportResponse> {
  // Every cell goes through the song form's rules (the shared text rule among them) before any
  // query: a NUL or another control character is that row's problem, in words, never the list's
  // 500 (issue 39). Only the rows that pass reach the database.
  type Checked = { line: number; name: string; song?: SongImportEntry; reason?: string };
  const checked: Checked[] = rows.map((row) => {
    const name = row.name.replace(CONTROL_CHARACTERS, "").trim();
    if (row.name.trim() === "") return { line: row.line, name, reason: songMessages.importEmptyName };
    const parsed = songInputSchema.safeParse({ name: row.name, author: row.author, chordFile: row.chordFile, lyrics: row.lyrics });
    if (!parsed.success) return { line: row.line, name, reason: parsed.error.issues[0]!.message };
    return { line: row.line, name: parsed.data.name, song: { line: row.line, ...parsed.data } };
  });
  const candidates = checked.filter((row) => row.song !== undefined);
  // One statement for the whole list: each name's key and whether the catalogue has it.
  const keys = await db.execute<{ key: string; known: boolean }>(sql`
    select t.key, exists (select 1 from songs_catalog c where c.church_id = ${churchId} and louvor_search_text(c.name) = t.key) as known
    from (select louvor_search_text(t.name) as key, t.ord
          from unnest(${arrayLiteral(candidates.map((row) => row.song!.name))}::text[]) with ordinality as t(name, ord)) t
    order by t.ord`);
  const keyOf = new Map(candidates.map((row, index) => [row, keys.rows[index]!]));
  const added: SongImportEntry[] = [];
  const skipped: SongImportSkip[] = [];
  const firstLine = new Map<string, number>();
  for (const row of checked) {
    const skip = (reason: string) => skipped.push({ line: row.line, name: row.name, reason });
    if (!row.song) {
      skip(row.reason!);
      continue;
    }
    const { key, known } = keyOf.get(row)!;
    if (known) {
      skip(songMessages.importInCatalogue);
      continue;
    }
    const earlier = firstLine.get(key);
    if (earlier !== undefined) {
      skip(songMessages.importRepeated(earlier));
      continue;
    }
    firstLine.set(key, row.line);
    added.push(row.song);
  }
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
