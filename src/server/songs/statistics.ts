import { sql } from "drizzle-orm";
import { arrayLiteral, type Executor } from "../db";

/**
 * Recounts performance count, first and last played and last service of the given catalogue
 * songs from the active segments of active services (SQL function `refresh_song_statistics`).
 * Every write that adds, moves or removes segments calls this for the songs it touched, so the
 * figures always equal a recount, whatever order the edits came in.
 */
export async function refreshSongStatistics(db: Executor, songIds: readonly string[]): Promise<void> {
  if (songIds.length === 0) return;
  const ids = arrayLiteral([...new Set(songIds)].sort());
  // Lock the rows first, in id order (so concurrent writers cannot deadlock), then recount in a
  // separate statement, whose snapshot sees every segment committed before the lock was granted.
  await db.execute(sql`select id from songs_catalog where id = any(${ids}::uuid[]) order by id for no key update`);
  await db.execute(sql`select refresh_song_statistics(${ids}::uuid[])`);
}

/**
 * Marks songs as new on the date of the service where they were flagged, introduced by its band,
 * unless they were already marked (the mark is set once and then locked).
 */
export async function markSongsAsNew(
  db: Executor,
  marks: readonly { songId: string; serviceDate: string; bandId: string }[],
): Promise<void> {
  if (marks.length === 0) return;
  await db.execute(sql`
    update songs_catalog as c
    set new_marked_at = mark.service_date::timestamp at time zone 'UTC', introduced_by = mark.band_id
    from unnest(
      ${arrayLiteral(marks.map((m) => m.songId))}::uuid[],
      ${arrayLiteral(marks.map((m) => m.serviceDate))}::date[],
      ${arrayLiteral(marks.map((m) => m.bandId))}::uuid[]
    ) as mark(song_id, service_date, band_id)
    where c.id = mark.song_id and c.new_marked_at is null`);
}

/**
 * Locks catalogue rows in id order before any of them is written. Two saves (of different
 * services) that touch the same song then recount it one after the other, each in a statement
 * that starts after the other committed, so neither recount misses the other's segments; the
 * fixed order keeps them from deadlocking (docs/decisions/153).
 */
export async function lockSongs(tx: Executor, songIds: readonly string[]): Promise<void> {
  if (songIds.length === 0) return;
  await tx.execute(sql`
    select id from songs_catalog
    where id = any(${arrayLiteral([...new Set(songIds)])}::uuid[])
    order by id
    for no key update`);
}

/** The songs whose last performance is in this service (their statistics depend on it). */
export async function songsLastPlayedIn(db: Executor, serviceId: string): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`select id from songs_catalog where last_service_id = ${serviceId}`);
  return result.rows.map((row) => row.id);
}

/** The names of those of these songs that are in the church's catalogue, by id. */
export async function songNamesOfChurch(db: Executor, churchId: string, songIds: readonly string[]): Promise<Map<string, string>> {
  if (songIds.length === 0) return new Map();
  const result = await db.execute<{ id: string; name: string }>(sql`
    select id, name from songs_catalog
    where church_id = ${churchId} and id = any(${arrayLiteral([...new Set(songIds)])}::uuid[])`);
  return new Map(result.rows.map((song) => [song.id, song.name]));
}
