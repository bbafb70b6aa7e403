import { sql } from "drizzle-orm";
import type { Executor } from "../src/server/db/client";

export type StatisticsMismatch = { songId: string; stored: unknown; recounted: unknown };

/**
 * The catalogue figures of a church's songs next to a recount from the segments, written here
 * independently of the app's SQL: a performance is an active segment of an active service.
 * Returns the songs whose stored figures differ.
 */
export async function statisticsMismatches(db: Executor, churchId: string): Promise<StatisticsMismatch[]> {
  const result = await db.execute<{
    id: string;
    performance_count: number;
    first_played_at: string | null;
    last_played_at: string | null;
    last_service_id: string | null;
    expected_count: number;
    expected_first: string | null;
    expected_last: string | null;
    expected_last_service: string | null;
  }>(sql`
    select c.id, c.performance_count, c.first_played_at::text, c.last_played_at::text, c.last_service_id,
      (select count(*)::int from song_details d join services s on s.id = d.service_id
        where d.song_catalog_id = c.id and d.active and s.active) as expected_count,
      (select min(s.date)::text from song_details d join services s on s.id = d.service_id
        where d.song_catalog_id = c.id and d.active and s.active) as expected_first,
      (select max(s.date)::text from song_details d join services s on s.id = d.service_id
        where d.song_catalog_id = c.id and d.active and s.active) as expected_last,
      (select s.id from song_details d join services s on s.id = d.service_id
        where d.song_catalog_id = c.id and d.active and s.active
        order by s.date desc, s.time desc, s.id limit 1) as expected_last_service
    from songs_catalog c
    where c.church_id = ${churchId}`);
  return result.rows
    .filter(
      (row) =>
        row.performance_count !== row.expected_count ||
        row.first_played_at !== row.expected_first ||
        row.last_played_at !== row.expected_last ||
        row.last_service_id !== row.expected_last_service,
    )
    .map((row) => ({
      songId: row.id,
      stored: [row.performance_count, row.first_played_at, row.last_played_at, row.last_service_id],
      recounted: [row.expected_count, row.expected_first, row.expected_last, row.expected_last_service],
    }));
}

/** One song's catalogue figures. */
export async function songFigures(db: Executor, songId: string) {
  const result = await db.execute<{
    performance_count: number;
    first_played_at: string | null;
    last_played_at: string | null;
    last_service_id: string | null;
    new_marked_at: Date | null;
    introduced_by: string | null;
  }>(sql`
    select performance_count, first_played_at::text, last_played_at::text, last_service_id, new_marked_at, introduced_by
    from songs_catalog where id = ${songId}`);
  const row = result.rows[0];
  if (!row) throw new Error(`song ${songId} not found`);
  return {
    performanceCount: row.performance_count,
    firstPlayedAt: row.first_played_at,
    lastPlayedAt: row.last_played_at,
    lastServiceId: row.last_service_id,
    newMarkedAt: row.new_marked_at ? new Date(row.new_marked_at).toISOString() : null,
    introducedBy: row.introduced_by,
  };
}
