import { sql, type SQL } from "drizzle-orm";
import { type Database, type Executor, rows } from "../db";

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

/** One item's view: how to read its count (nothing when it is not viewable), its claim key and window, and how to count it. */
type ViewCounting = { current: SQL; claim: string; windowMs: number; increment: SQL };

/**
 * The steps of every view: the item must be viewable, the address within its minute's budget and
 * the item not yet viewed from it in its window; then the increment answers the new count (null
 * when the item went away between the read and the increment).
 */
async function countView(db: Database, address: string, view: ViewCounting): Promise<ViewOutcome> {
  const item = await single<{ viewCount: number }>(db, view.current);
  if (!item) return { status: "not-found" };
  if (!(await withinMinuteBudget(db, address))) return { status: "too-many" };
  if (!(await claimItem(db, view.claim, view.windowMs))) return { status: "repeated", viewCount: item.viewCount };
  const counted = await single<{ viewCount: number | null }>(db, view.increment);
  if (counted?.viewCount == null) return { status: "not-found" };
  return { status: "counted", viewCount: counted.viewCount };
}

/** One view of an active service by `address`. */
export async function recordServiceView(db: Database, serviceId: string, address: string): Promise<ViewOutcome> {
  return countView(db, address, {
    current: sql`select view_count as "viewCount" from services where id = ${serviceId}::uuid and active`,
    claim: `service:${serviceId}:${address}`,
    windowMs: VIEW_LIMITS.serviceWindowMs,
    increment: sql`select increment_service_view_count(${serviceId}::uuid) as "viewCount"`,
  });
}

/**
 * One view of an active song (segment) of an active service by `address`: the segment and its
 * catalogue song count, each in a statement of its own (see `single`). The catalogue song is the
 * segment's song at the moment of its increment, so a save that moves the segment to another song
 * meanwhile counts the view where the segment now is.
 */
export async function recordSongView(db: Database, songDetailId: string, address: string): Promise<ViewOutcome> {
  const outcome = await countView(db, address, {
    current: sql`select d.view_count as "viewCount"
        from song_details d join services s on s.id = d.service_id
        where d.id = ${songDetailId}::uuid and d.active and s.active`,
    claim: `song:${songDetailId}:${address}`,
    windowMs: VIEW_LIMITS.songWindowMs,
    increment: sql`select increment_song_detail_view_count(${songDetailId}::uuid) as "viewCount"`,
  });
  if (outcome.status !== "counted") return outcome;
  await db.execute(
    sql`select increment_view_count(d.song_catalog_id) from song_details d where d.id = ${songDetailId}::uuid`,
  );
  return outcome;
}

/** Forgets view limits older than the longest window (the table would otherwise keep every address seen). */
export async function deleteExpiredViewLimits(db: Executor): Promise<number> {
  const result = await db.execute(
    sql`delete from rate_limits
        where key like ${`${VIEW_KEY_PREFIX}%`} and last_request < ${dbNowMs} - ${VIEW_LIMITS.serviceWindowMs}`,
  );
  return result.rowCount ?? 0;
}
