import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { type AppEnv, chooseEncoding, compressWholeInPool, worthCompressing, type Encoding, bodyBytes } from "../http";

/**
 * Caching of the public answers of a church (decision 241), never wrong:
 *
 * - An answer is kept under (church, content version, variant, path and query). The content
 *   version is advanced by every administrator's write (decision 240), so a save is seen at the
 *   next request.
 * - View counts are not part of the version; an answer is therefore served for at most 60 s after
 *   it was computed (VIEW_COUNT_LAG_SECONDS). From 45 s on, the first request recomputes it while
 *   the others still get the kept answer, so a slow page is never recomputed with every
 *   connection waiting on it (no latency spike each minute). Concurrent misses of one key share
 *   one computation.
 * - ETag `W/"<version>.<minute it was computed>"`; a matching If-None-Match is a 304.
 * - A kept answer is compressed once per encoding a client asks for, then sent as it is.
 * - The JSON API: browsers revalidate every time (cheap with the ETag), so an administrator sees a
 *   save at once; a CDN in front may keep an answer for a few seconds and serve it stale while it
 *   revalidates (CDN-Cache-Control, RFC 9213), which absorbs a spike. Rendered pages
 *   (decision 245) use the same cache with their own headers.
 * - LRU bounded by entries and bytes; an older version's entries are never read again and age out.
 * - An answer the search index made (search-index.ts) is sent as a kept one is, with its ETag, but
 *   not kept: it costs what a kept answer costs, and a burst of searches (a new term each) would
 *   push out the answers that cost a statement, each living just long enough to be copied to the
 *   old generation (decision 539).
 */

export const VIEW_COUNT_LAG_SECONDS = 60;
/** From this age on, the next request refreshes the answer while the others are served the kept one. */
const REFRESH_AFTER_SECONDS = 45;
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, must-revalidate";
export const PUBLIC_CDN_CACHE_CONTROL = "public, max-age=5, stale-while-revalidate=30";

type Entry = {
  body: Uint8Array<ArrayBuffer>;
  /** The body compressed, made at the first request that accepts each encoding. */
  encoded: Partial<Record<Encoding, Promise<Uint8Array<ArrayBuffer>>>>;
  contentType: string;
  cacheControl: string | null;
  /** A file's name (the repertoire's PDF): a kept answer is still saved under it. */
  contentDisposition: string | null;
  bytes: number;
  computedAt: number;
  etag: string;
};

/** What a kept answer stands for besides its URL. */
export type AnswerScope = {
  /** Whose content it is: the church's id. */
  owner: string;
  /** Advanced by every write that changes the answer: the church's content version. */
  version: string;
  /** Anything else the answer depends on (a rendered page's build and phone/desktop layout). */
  variant?: string;
  /**
   * The path and query the answer stands for, when not the request's own: a rendered page keys
   * on the query as the page reads it (docs/decisions/407).
   */
  resource?: string;
};

/** The headers of a kept answer; `cacheControl` is the handler's own, when it set one. */
export type AnswerHeaders = (etag: string, cacheControl: string | null) => Record<string, string>;

const publicApiHeaders: AnswerHeaders = (etag, cacheControl) => ({
  ETag: etag,
  "Cache-Control": cacheControl ?? PUBLIC_CACHE_CONTROL,
  "CDN-Cache-Control": PUBLIC_CDN_CACHE_CONTROL,
});

export type AnswerCacheOptions = {
  /** At most this many answers are kept (least recently used go first). */
  maxEntries?: number;
  /** And at most this many bytes of bodies, compressed copies included. */
  maxBytes?: number;
  /** The clock (tests move it past the views' lag). */
  now?: () => number;
};

export type AnswerCache = ReturnType<typeof createAnswerCache>;

const etagOf = (tag: string, at: number) => `W/"${tag}.${Math.floor(at / (VIEW_COUNT_LAG_SECONDS * 1000))}"`;

/** The kept answers, least recently used first, within a count and a byte budget. */
function keptAnswers(maxEntries: number, maxBytes: number) {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  function trim() {
    for (const [oldest, old] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      entries.delete(oldest);
      bytes -= old.bytes;
    }
  }

  function remember(key: string, entry: Entry) {
    if (entry.bytes > maxBytes / 4) return;
    const previous = entries.get(key);
    if (previous) {
      bytes -= previous.bytes;
      entries.delete(key);
    }
    entries.set(key, entry);
    bytes += entry.bytes;
    trim();
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

  /**
   * The kept body in the encoding the client accepts, with its Content-Encoding: compressed once
   * (in the thread pool; concurrent requests share the compression).
   */
  async function bodyFor(key: string, entry: Entry, acceptEncoding: string | undefined): Promise<{ body: Uint8Array<ArrayBuffer>; encoding: Encoding | null }> {
    const encoding = worthCompressing(entry.contentType, entry.body.byteLength) ? chooseEncoding(acceptEncoding) : null;
    if (!encoding) return { body: entry.body, encoding: null };
    let encoded = entry.encoded[encoding];
    if (!encoded) {
      encoded = compressWholeInPool(entry.body, encoding);
      entry.encoded[encoding] = encoded;
      // A failed compression is not kept: the next request tries again.
      const { byteLength } = await encoded.catch((error: unknown) => {
        delete entry.encoded[encoding];
        throw error;
      });
      if (entries.get(key) === entry) {
        entry.bytes += byteLength;
        bytes += byteLength;
        trim();
      }
    }
    return { body: await encoded, encoding };
  }

  return {
    remember,
    recall,
    bodyFor,
    get size() {
      return entries.size;
    },
    clear: () => {
      entries.clear();
      bytes = 0;
    },
  };
}

/**
 * The answer `c.res` holds, to keep. Its body is read once (no clone: cloning turns the server's
 * light response into a web stream that is teed and sent chunk by chunk), and the caller sends
 * the bytes read, as it sends a kept answer.
 */
async function entryOf(c: Context<AppEnv>, computedAt: number, etag: string): Promise<Entry> {
  const body = await bodyBytes(c.res);
  return {
    body,
    encoded: {},
    contentType: c.res.headers.get("Content-Type") ?? "application/json",
    cacheControl: c.res.headers.get("Cache-Control"),
    contentDisposition: c.res.headers.get("Content-Disposition"),
    bytes: body.byteLength,
    computedAt,
    etag,
  };
}

export function createAnswerCache({ maxEntries = 2_000, maxBytes = 64 * 1024 * 1024, now = Date.now }: AnswerCacheOptions = {}) {
  const store = keptAnswers(maxEntries, maxBytes);
  const pending = new Map<string, Promise<Entry | null>>();
  // Plain integers, read by /metrics at a scrape (decision 473): counting costs the hot path nothing.
  const counts = { hits: 0, misses: 0 };

  /**
   * The kept answer of this URL in this scope, or `produce`'s (which sets `c.res`, and returns
   * false when its answer must not be kept), remembered when it is a 200. The answer is also put
   * in `c.res`, as it is (see `replaceResponse`).
   */
  async function answer(...request: Parameters<typeof answerOf>): Promise<Response> {
    return replaceResponse(request[0], await answerOf(...request));
  }

  async function answerOf(
    c: Context<AppEnv>,
    scope: AnswerScope,
    produce: () => Promise<void | boolean>,
    headersOf: AnswerHeaders = publicApiHeaders,
  ): Promise<Response> {
    const tag = scope.variant ? `${scope.version}.${scope.variant}` : scope.version;
    const ifNoneMatch = c.req.header("if-none-match");
    const url = new URL(c.req.url);
    const key = `${scope.owner} ${tag} ${scope.resource ?? `${url.pathname}${url.search}`}`;
    const encoded = (entry: Entry) => store.bodyFor(key, entry, c.req.header("accept-encoding"));
    const send = async (entry: Entry) => {
      const headers = headersOf(entry.etag, entry.cacheControl);
      if (matches(ifNoneMatch, entry.etag)) return c.body(null, 304, headers);
      const { body, encoding } = await encoded(entry);
      return c.body(body, 200, {
        ...headers,
        "Content-Type": entry.contentType,
        ...(entry.contentDisposition ? { "Content-Disposition": entry.contentDisposition } : {}),
        ...(encoding ? { "Content-Encoding": encoding } : {}),
      });
    };

    const at = now();
    const kept = store.recall(key);
    const age = kept ? (at - kept.computedAt) / 1000 : Number.POSITIVE_INFINITY;
    const inFlight = pending.get(key);
    if (kept && age < VIEW_COUNT_LAG_SECONDS && (age < REFRESH_AFTER_SECONDS || inFlight)) {
      counts.hits++;
      return send(kept);
    }
    // Whatever was computed this minute at this version is still right: no need to compute it.
    const current = etagOf(tag, at);
    if (!kept && matches(ifNoneMatch, current)) {
      counts.hits++;
      return c.body(null, 304, headersOf(current, null));
    }
    if (inFlight) {
      const shared = await inFlight;
      if (shared) {
        counts.hits++;
        return send(shared);
      }
    }
    counts.misses++;

    let settle: (entry: Entry | null) => void = () => {};
    pending.set(key, new Promise<Entry | null>((resolve) => (settle = resolve)));
    try {
      const keep = await produce();
      if (c.res.status !== 200 || keep === false || c.res.headers.has("Content-Encoding")) {
        settle(null);
        return c.res;
      }
      // An answer made from older data (search-index.ts) is as old as that data.
      const fromIndex = c.get("indexAnswer");
      const asOf = Math.min(at, fromIndex?.asOf ?? at);
      const entry = await entryOf(c, asOf, asOf === at ? current : etagOf(tag, asOf));
      if (!fromIndex) store.remember(key, entry);
      settle(entry);
      if (matches(ifNoneMatch, entry.etag)) return send(entry);
      // The handler's own headers, with the cache's; the body as a kept answer's (compressed once, when kept).
      const headers = new Headers(c.res.headers);
      for (const [name, value] of Object.entries(headersOf(entry.etag, entry.cacheControl))) headers.set(name, value);
      const { body, encoding } = await encoded(entry);
      if (encoding) headers.set("Content-Encoding", encoding);
      return new Response(body, { status: 200, headers });
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      pending.delete(key);
    }
  }

  /** The public API's cache: below /churches/:churchKey, after requirePublicChurch. */
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== "GET") return next();
    const church = c.get("publicChurch");
    await answer(c, { owner: church.id, version: church.contentVersion }, async () => {
      await next();
    });
  });

  return {
    middleware,
    answer,
    /** The cache's clock: what else keeps answers for the public API reads the same one. */
    now,
    get size() {
      return store.size;
    },
    /** Answers given without computing them (kept, shared or a 304), and answers computed. */
    get counts(): { hits: number; misses: number } {
      return { ...counts };
    },
    clear: store.clear,
  };
}

/**
 * `response` in `c.res` as it is. Hono's setter would otherwise merge it with the response already
 * there by wrapping its body in a new Response, which turns kept bytes into a stream sent chunk by
 * chunk; `response` already carries the headers that matter (the handler's, on a miss).
 */
function replaceResponse(c: Context<AppEnv>, response: Response): Response {
  if (c.res === response) return response;
  c.res = undefined;
  c.res = response;
  return response;
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
