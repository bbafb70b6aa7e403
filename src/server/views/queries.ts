import { sql, type SQL } from "drizzle-orm";
import type { Database, Executor } from "../db/client";

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

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}

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

/** One view of an active service by `address`. */
export async function recordServiceView(db: Database, serviceId: string, address: string): Promise<ViewOutcome> {
  return db.transaction(async (tx) => {
    const [service] = await rows<{ viewCount: number }>(
      tx,
      sql`select view_count as "viewCount" from services where id = ${serviceId}::uuid and active`,
    );
    if (!service) return { status: "not-found" };
    if (!(await withinMinuteBudget(tx, address))) return { status: "too-many" };
    if (!(await claimItem(tx, `service:${serviceId}:${address}`, VIEW_LIMITS.serviceWindowMs))) {
      return { status: "repeated", viewCount: service.viewCount };
    }
    const [counted] = await rows<{ viewCount: number }>(
      tx,
      sql`select increment_service_view_count(${serviceId}::uuid) as "viewCount"`,
    );
    return { status: "counted", viewCount: counted?.viewCount ?? service.viewCount + 1 };
  });
}

/** One view of an active song (segment) of an active service by `address`: the segment and its catalogue song count. */
export async function recordSongView(db: Database, songDetailId: string, address: string): Promise<ViewOutcome> {
  return db.transaction(async (tx) => {
    const [segment] = await rows<{ songCatalogId: string; viewCount: number }>(
      tx,
      sql`select d.song_catalog_id as "songCatalogId", d.view_count as "viewCount"
          from song_details d join services s on s.id = d.service_id
          where d.id = ${songDetailId}::uuid and d.active and s.active`,
    );
    if (!segment) return { status: "not-found" };
    if (!(await withinMinuteBudget(tx, address))) return { status: "too-many" };
    if (!(await claimItem(tx, `song:${songDetailId}:${address}`, VIEW_LIMITS.songWindowMs))) {
      return { status: "repeated", viewCount: segment.viewCount };
    }
    const [counted] = await rows<{ viewCount: number }>(
      tx,
      sql`select increment_song_detail_view_count(${songDetailId}::uuid) as "viewCount"`,
    );
    await tx.execute(sql`select increment_view_count(${segment.songCatalogId}::uuid)`);
    return { status: "counted", viewCount: counted?.viewCount ?? segment.viewCount + 1 };
  });
}

/** Forgets view limits older than the longest window (the table would otherwise keep every address seen). */
export async function deleteExpiredViewLimits(db: Executor): Promise<number> {
  const result = await db.execute(
    sql`delete from rate_limits
        where key like ${`${VIEW_KEY_PREFIX}%`} and last_request < ${dbNowMs} - ${VIEW_LIMITS.serviceWindowMs}`,
  );
  return result.rowCount ?? 0;
}
