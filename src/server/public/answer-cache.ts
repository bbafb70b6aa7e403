import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../http/app-env";

/**
 * Caching of the public answers of a church (decision 241), never wrong:
 *
 * - The validator is the church's content version (advanced by every administrator's write,
 *   decision 240) and the current 60-second bucket (view counts are not part of the version, so
 *   they may lag by at most a bucket). ETag `W/"<version>.<bucket>"`; a matching If-None-Match is
 *   a 304 without touching the database again.
 * - Browsers revalidate every time (cheap with the ETag), so an administrator sees a save at once;
 *   a CDN in front may keep an answer for a few seconds and serve it stale while it revalidates
 *   (CDN-Cache-Control, RFC 9213), which absorbs a spike.
 * - The rendered body of a 200 is kept in process under (church, version, bucket, URL): the next
 *   request with the same URL answers from memory. Concurrent misses of one key share one
 *   computation. An older version's entries are never read again and age out of the LRU.
 */

export const VIEW_COUNT_LAG_SECONDS = 60;
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, must-revalidate";
export const PUBLIC_CDN_CACHE_CONTROL = "public, max-age=5, stale-while-revalidate=30";

type Entry = { body: string; contentType: string; cacheControl: string | null; bytes: number };

export type AnswerCacheOptions = {
  /** At most this many answers are kept (least recently used go first). */
  maxEntries?: number;
  /** And at most this many bytes of bodies. */
  maxBytes?: number;
  /** The clock (tests move it to cross a bucket). */
  now?: () => number;
};

export type AnswerCache = ReturnType<typeof createAnswerCache>;

export function createAnswerCache({ maxEntries = 2_000, maxBytes = 64 * 1024 * 1024, now = Date.now }: AnswerCacheOptions = {}) {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | null>>();
  let bytes = 0;

  function remember(key: string, entry: Entry) {
    if (entry.bytes > maxBytes / 4) return;
    const previous = entries.get(key);
    if (previous) {
      bytes -= previous.bytes;
      entries.delete(key);
    }
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const [oldest, old] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      entries.delete(oldest);
      bytes -= old.bytes;
    }
  }

  function recall(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (entry) {
      // Most recently used last.
      entries.delete(key);
      entries.set(key, entry);
    }
    return entry;
  }

  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== "GET") return next();
    const church = c.get("publicChurch");
    const bucket = Math.floor(now() / (VIEW_COUNT_LAG_SECONDS * 1000));
    const etag = `W/"${church.contentVersion}.${bucket}"`;
    const headers = (cacheControl: string | null): Record<string, string> => ({
      ETag: etag,
      "Cache-Control": cacheControl ?? PUBLIC_CACHE_CONTROL,
      "CDN-Cache-Control": PUBLIC_CDN_CACHE_CONTROL,
    });

    if (matches(c.req.header("if-none-match"), etag)) return c.body(null, 304, headers(null));

    const url = new URL(c.req.url);
    const key = `${church.id} ${church.contentVersion} ${bucket} ${url.pathname}${url.search}`;
    const answer = (entry: Entry) =>
      c.body(entry.body, 200, { ...headers(entry.cacheControl), "Content-Type": entry.contentType });

    const hit = recall(key);
    if (hit) return answer(hit);
    const inFlight = pending.get(key);
    if (inFlight) {
      const shared = await inFlight;
      if (shared) return answer(shared);
    }

    let settle: (entry: Entry | null) => void = () => {};
    pending.set(key, new Promise<Entry | null>((resolve) => (settle = resolve)));
    try {
      await next();
      let entry: Entry | null = null;
      if (c.res.status === 200) {
        const body = await c.res.clone().text();
        entry = {
          body,
          contentType: c.res.headers.get("Content-Type") ?? "application/json",
          cacheControl: c.res.headers.get("Cache-Control"),
          bytes: body.length * 2,
        };
        remember(key, entry);
        for (const [name, value] of Object.entries(headers(entry.cacheControl))) c.res.headers.set(name, value);
      }
      settle(entry);
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      pending.delete(key);
    }
  });

  return { middleware, get size() { return entries.size; }, clear: () => { entries.clear(); bytes = 0; } };
}

/** Whether an If-None-Match header names the ETag (weak comparison, lists and `*`). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag.replace(/^W\//, "") === bare;
  });
}
