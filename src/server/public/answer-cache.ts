import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../http/app-env";

/**
 * Caching of the public answers of a church (decision 241), never wrong:
 *
 * - An answer is kept under (church, content version, path and query). The content version is
 *   advanced by every administrator's write (decision 240), so a save is seen at the next request.
 * - View counts are not part of the version; an answer is therefore served for at most 60 s after
 *   it was computed (VIEW_COUNT_LAG_SECONDS). From 45 s on, the first request recomputes it while
 *   the others still get the kept answer, so a slow page is never recomputed with every
 *   connection waiting on it (no latency spike each minute). Concurrent misses of one key share
 *   one computation.
 * - ETag `W/"<version>.<minute it was computed>"`; a matching If-None-Match is a 304.
 * - Browsers revalidate every time (cheap with the ETag), so an administrator sees a save at once;
 *   a CDN in front may keep an answer for a few seconds and serve it stale while it revalidates
 *   (CDN-Cache-Control, RFC 9213), which absorbs a spike.
 * - LRU bounded by entries and bytes; an older version's entries are never read again and age out.
 */

export const VIEW_COUNT_LAG_SECONDS = 60;
/** From this age on, the next request refreshes the answer while the others are served the kept one. */
const REFRESH_AFTER_SECONDS = 45;
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, must-revalidate";
export const PUBLIC_CDN_CACHE_CONTROL = "public, max-age=5, stale-while-revalidate=30";

type Entry = { body: Uint8Array<ArrayBuffer>; contentType: string; cacheControl: string | null; bytes: number; computedAt: number; etag: string };

export type AnswerCacheOptions = {
  /** At most this many answers are kept (least recently used go first). */
  maxEntries?: number;
  /** And at most this many bytes of bodies. */
  maxBytes?: number;
  /** The clock (tests move it past the views' lag). */
  now?: () => number;
};

export type AnswerCache = ReturnType<typeof createAnswerCache>;

const etagOf = (version: string, at: number) => `W/"${version}.${Math.floor(at / (VIEW_COUNT_LAG_SECONDS * 1000))}"`;

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
    const headers = (etag: string, cacheControl: string | null): Record<string, string> => ({
      ETag: etag,
      "Cache-Control": cacheControl ?? PUBLIC_CACHE_CONTROL,
      "CDN-Cache-Control": PUBLIC_CDN_CACHE_CONTROL,
    });
    const ifNoneMatch = c.req.header("if-none-match");
    const answer = (entry: Entry) =>
      matches(ifNoneMatch, entry.etag)
        ? c.body(null, 304, headers(entry.etag, entry.cacheControl))
        : c.body(entry.body, 200, { ...headers(entry.etag, entry.cacheControl), "Content-Type": entry.contentType });

    const url = new URL(c.req.url);
    const key = `${church.id} ${church.contentVersion} ${url.pathname}${url.search}`;
    const at = now();
    const kept = recall(key);
    const age = kept ? (at - kept.computedAt) / 1000 : Number.POSITIVE_INFINITY;
    const inFlight = pending.get(key);
    if (kept && age < VIEW_COUNT_LAG_SECONDS && (age < REFRESH_AFTER_SECONDS || inFlight)) return answer(kept);
    // Whatever was computed this minute at this version is still right: no need to compute it.
    const current = etagOf(church.contentVersion, at);
    if (!kept && matches(ifNoneMatch, current)) return c.body(null, 304, headers(current, null));
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
        // Kept encoded: a hit writes the bytes as they are.
        const body = new Uint8Array(await c.res.clone().arrayBuffer());
        entry = {
          body,
          contentType: c.res.headers.get("Content-Type") ?? "application/json",
          cacheControl: c.res.headers.get("Cache-Control"),
          bytes: body.byteLength,
          computedAt: at,
          etag: etagOf(church.contentVersion, at),
        };
        remember(key, entry);
        for (const [name, value] of Object.entries(headers(entry.etag, entry.cacheControl))) c.res.headers.set(name, value);
      }
      settle(entry);
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      pending.delete(key);
    }
  });

  return {
    middleware,
    get size() {
      return entries.size;
    },
    clear: () => {
      entries.clear();
      bytes = 0;
    },
  };
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
