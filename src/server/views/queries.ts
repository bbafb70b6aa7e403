import { sql, type SQL } from "drizzle-orm";
import type { Database, Executor } from "../db/client";
import { rows } from "../db/rows";

/**
 * View counting (spec §7 "View counting"): atomic increments through the spec's routines
 * (`increment_service_view_count`, `increment_song_detail_view_count`, `increment_view_count`),
 * behind per-address limits kept in PostgreSQL so every app process shares them
 * (docs/decisions/181).
 *
 * The limits live in the `rate_limits` table the sign-in limiter already keeps (key, count,
 * last_request in epoch milliseconds), under keys of their own ("louvor-views:…"), with the
 * database clock, so processes with skewed clocks still agree.
 */

export const VIEW_LIMITS = {
  /** The same address counts a given service at most once per 30 minutes (the browser's window). */
  serviceWindowMs: 30 * 60 * 1000,
  /** … and a given song (segment) at most once per 5 minutes. */
  songWindowMs: 5 * 60 * 1000,
  /** View requests one address may make per minute, whatever they are for. */
  perAddressPerMinute: 120,
  minuteMs: 60 * 1000,
} as const;

export const VIEW_KEY_PREFIX = "louvor-views:";

/** Epoch milliseconds by the database's clock. */
const dbNowMs = sql`(extract(epoch from clock_timestamp()) * 1000)::bigint`;

export type ViewOutcome =
  | { status: "counted"; viewCount: number }
  | { status: "repeated"; viewCount: number }
  | { status: "not-found" }
  | { status: "too-many" };

/** Counts one request of this address in its current minute; false when that is over the limit. */
async function withinMinuteBudget(db: Executor, address: string): Promise<boolean> {
  const [row] = await rows<{ count: number }>(
    db,
    sql`insert into rate_limits (key, count, last_request)
        values (${`${VIEW_KEY_PREFIX}minute:${address}`}, 1, ${dbNowMs})
        on conflict (key) do update set
          count = case when rate_limits.last_request <= excluded.last_request - ${VIEW_LIMITS.minuteMs}
                       then 1 else rate_limits.count + 1 end,
          last_request = case when rate_limits.last_request <= excluded.last_request - ${VIEW_LIMITS.minuteMs}
                              then excluded.last_request else rate_limits.last_request end
        returning count`,
  );
  return (row?.count ?? 0) <= VIEW_LIMITS.perAddressPerMinute;
}

/**
 * Claims the item for this address for `windowMs`: true when it was not claimed within the window
 * (and now is). One upsert: two concurrent requests of one address cannot both win.
 */
async function claimItem(db: Executor, key: string, windowMs: number): Promise<boolean> {
  const claimed = await rows<{ key: string }>(
    db,
    sql`insert into rate_limits (key, count, last_request)
        values (${`${VIEW_KEY_PREFIX}${key}`}, 1, ${dbNowMs})
        on conflict (key) do update set count = rate_limits.count + 1, last_request = excluded.last_request
          where rate_limits.last_request <= excluded.last_request - ${windowMs}
        returning key`,
  );
  return claimed.length > 0;
}

/**
 * Runs one statement on its own (autocommit): it holds a row lock only while it runs, never while
 * it waits for another one, so a view cannot be part of a deadlock, whatever order a save, a
 * delete or a recount locks its rows in (docs/decisions/196).
 */
async function single<T>(db: Database, query: SQL): Promise<T | undefined> {
  const [row] = await rows<T>(db, query);
  return row;
}

/** One view of an active service by `address`. */
export async function recordServiceView(db: Database, serviceId: string, address: string): Promise<ViewOutcome> {
  const service = await single<{ viewCount: number }>(
    db,
    sql`select view_count as "viewCount" from services where id = ${serviceId}::uuid and active`,
  );
  if (!service) return { status: "not-found" };
  if (!(await withinMinuteBudget(db, address))) return { status: "too-many" };
  if (!(await claimItem(db, `service:${serviceId}:${address}`, VIEW_LIMITS.serviceWindowMs))) {
    return { status: "repeated", viewCount: service.viewCount };
  }
  const counted = await single<{ viewCount: number | null }>(
    db,
    sql`select increment_service_view_count(${serviceId}::uuid) as "viewCount"`,
  );
  // Null: the service was deleted between the read and the increment.
  if (counted?.viewCount == null) return { status: "not-found" };
  return { status: "counted", viewCount: counted.viewCount };
}

/**
 * One view of an active song (segment) of an active service by `address`: the segment and its
 * catalogue song count, each in a statement of its own (see `single`). The catalogue song is the
 * segment's song at the moment of its increment, so a save that moves the segment to another song
 * meanwhile counts the view where the segment now is.
 */
export async function recordSongView(db: Database, songDetailId: string, address: string): Promise<ViewOutcome> {
  const segment = await single<{ viewCount: number }>(
    db,
    sql`select d.view_count as "viewCount"
        from song_details d join services s on s.id = d.service_id
        where d.id = ${songDetailId}::uuid and d.active and s.active`,
  );
  if (!segment) return { status: "not-found" };
  if (!(await withinMinuteBudget(db, address))) return { status: "too-many" };
  if (!(await claimItem(db, `song:${songDetailId}:${address}`, VIEW_LIMITS.songWindowMs))) {
    return { status: "repeated", viewCount: segment.viewCount };
  }
  const counted = await single<{ viewCount: number | null }>(
    db,
    sql`select increment_song_detail_view_count(${songDetailId}::uuid) as "viewCount"`,
  );
  // Null: a save removed the segment between the read and the increment.
  if (counted?.viewCount == null) return { status: "not-found" };
  await db.execute(
    sql`select increment_view_count(d.song_catalog_id) from song_details d where d.id = ${songDetailId}::uuid`,
  );
  return { status: "counted", viewCount: counted.viewCount };
}

/** Forgets view limits older than the longest window (the table would otherwise keep every address seen). */
export async function deleteExpiredViewLimits(db: Executor): Promise<number> {
  const result = await db.execute(
    sql`delete from rate_limits
        where key like ${`${VIEW_KEY_PREFIX}%`} and last_request < ${dbNowMs} - ${VIEW_LIMITS.serviceWindowMs}`,
  );
  return result.rowCount ?? 0;
}
