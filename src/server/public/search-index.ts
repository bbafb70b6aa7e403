import type { ServiceSort, SongSort, SortDirection } from "@shared/schemas/public-listing";
import { setTimeout as sleep } from "node:timers/promises";
import { withoutAccents } from "@shared/accents";
import type { Executor } from "../db";
import type { Logger } from "../logger";
import { VIEW_COUNT_LAG_SECONDS } from "./answer-cache";
import { type ChurchIndex, matching, readChurchIndex, readViewCounts, type SegmentEntry, type ServiceEntry } from "./church-index";

/**
 * The public searches of a church answered in the process (issue 39, decision 536): the
 * services, the songs tab and the catalogue searched in memory, without a statement.
 *
 * - Built only for a church searched often (SEARCHES_TO_BUILD within SEARCH_WINDOW_MS): a search
 *   under load costs what a kept answer costs, and a church searched now and then is answered by
 *   its statements, with no index to build.
 * - Built by one statement and kept under the church's content version: a save is seen at the
 *   next search, as everywhere (decision 240). While it is read, the church's searches wait for it
 *   (WAIT_FOR_BUILD_MS at most, then their statements answer): a burst's searches cost one read
 *   of the index, not a statement each beside it (decision 538).
 * - Its view counts are those of its statement: it is used for VIEW_COUNT_LAG_SECONDS at most,
 *   its counts read again from REFRESH_AFTER_MS while searches keep coming (a statement of the
 *   counts alone, a tenth of the index's: readViewCounts), so a count shown is never more than
 *   60 s old, as a kept answer's. An answer made from it is not kept by the answer cache (it
 *   costs what a kept one does, decision 539); its ETag names the minute its counts were read.
 * - PostgreSQL computed every text it searches and every order it sorts by (the names' order in
 *   the database's collation is a rank); the search term is made like louvor_search_text() in
 *   the process only when that is exact (letters of the Latin alphabet, with or without their
 *   accents, and ASCII), and a term with any other character goes to the statement.
 */

/** Searches of one church within SEARCH_WINDOW_MS that make its index worth building. */
const SEARCHES_TO_BUILD = 20;
const SEARCH_WINDOW_MS = 10_000;
const MAX_AGE_MS = VIEW_COUNT_LAG_SECONDS * 1000;
const REFRESH_AFTER_MS = MAX_AGE_MS / 2;
/** After a build that failed (a statement cancelled on a loaded server), the church's statements answer this long before another try. */
const RETRY_AFTER_MS = 10_000;
/**
 * How long a search waits for its church's index being read (or its counts read again) before its
 * statement answers: a read takes 0.3 s on a church of 5,000 services, and more on a loaded server.
 */
const WAIT_FOR_BUILD_MS = 1_500;

/**
 * A search term as louvor_search_text() makes it (lower case, no accents), or null when the
 * process cannot make it exactly as PostgreSQL's unaccent dictionary does ("ß", "æ", other
 * alphabets): such a term is searched by the statement.
 */
export function inMemoryTerm(term: string): string | null {
  const bare = withoutAccents(term);
  // Only ASCII once the accents are gone, and only letters of Latin-1 and Latin Extended-A had them.
  if (!/^[\x20-\x7e]*$/.test(bare) || !/^[\x20-\x7e\u00c0-\u017f]*$/.test(term)) return null;
  return bare.toLowerCase();
}

/** A search the index answers: the church's index and the term as louvor_search_text() makes it. */
export type IndexedSearch = { index: ChurchIndex; term: string };

export type ServiceSearch = { term: string; bandId?: string; sort: ServiceSort; direction: SortDirection; page: number; pageSize: number };
export type SongSearch = { term: string; bandId?: string; sort: SongSort; direction: SortDirection; page: number; pageSize: number };

const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
/** Services by their date and time, oldest first (the listing's date order, before its ids). */
export const byServiceDate = (a: ServiceEntry, b: ServiceEntry) => compare(a.date, b.date) || compare(a.time, b.time);
const pageOf = <T>(rows: T[], page: number, pageSize: number) => rows.slice((Math.max(1, page) - 1) * pageSize, Math.max(1, page) * pageSize);

/** The services a search finds, in the listing's order (listing-queries.ts serviceOrder): their total and the page's rows. */
export function searchServices(index: ChurchIndex, search: ServiceSearch) {
  const sign = search.direction === "asc" ? 1 : -1;
  const found = matching(index.services, search.term).filter((entry) => !search.bandId || entry.bandId === search.bandId);
  found.sort(
    search.sort === "view_count"
      ? (a, b) => sign * compare(a.views, b.views) || -byServiceDate(a, b) || compare(a.id, b.id)
      : (a, b) => sign * byServiceDate(a, b) || compare(a.id, b.id),
  );
  const rows = pageOf(found, search.page, search.pageSize).map((entry) => ({ id: entry.id, counts: [entry.views, ...entry.counts] }));
  return { total: found.length, rows };
}

/** A song list item (spec §3), as listing-queries.ts songItemsJson writes it. */
function songItem(entry: SegmentEntry) {
  const { service, song } = entry;
  return {
    id: entry.id,
    key: entry.key,
    name: song.name,
    songId: song.id,
    songKey: song.key,
    serviceId: service.id,
    serviceKey: service.key,
    date: service.date,
    time: service.time,
    startTime: entry.start,
    endTime: entry.end,
    duration: entry.end - entry.start,
    viewCount: entry.views,
    videoUrl: service.videoUrl,
    band: service.band,
  };
}

/** The songs tab's search (listing-queries.ts songOrder): the page's items as JSON text, and the total. */
export function searchSongs(index: ChurchIndex, search: SongSearch): { total: number; items: string } {
  const sign = search.direction === "asc" ? 1 : -1;
  const found = matching(index.songs, search.term).flatMap((song) => (search.bandId ? song.segments.filter((entry) => entry.bandId === search.bandId) : song.segments));
  const byDate = (a: SegmentEntry, b: SegmentEntry) => compare(a.service.date, b.service.date) || compare(a.service.time, b.service.time);
  const thenStart = (a: SegmentEntry, b: SegmentEntry) => compare(a.start, b.start) || compare(a.id, b.id);
  const key: Record<Exclude<SongSort, "service_date">, (entry: SegmentEntry) => number> = {
    name: (entry) => entry.song.nameRank,
    view_count: (entry) => entry.views,
    duration: (entry) => entry.end - entry.start,
  };
  const sortKey = search.sort === "service_date" ? null : key[search.sort];
  found.sort(
    sortKey
      ? (a, b) => sign * compare(sortKey(a), sortKey(b)) || -byDate(a, b) || thenStart(a, b)
      : (a, b) => sign * byDate(a, b) || thenStart(a, b),
  );
  return { total: found.length, items: JSON.stringify(pageOf(found, search.page, search.pageSize).map(songItem)) };
}

/** The catalogue's search (catalogue-queries.ts listPublicCatalogue): by name, then the exact name, then the id. */
export function searchCatalogue(index: ChurchIndex, term: string, page: number, pageSize: number) {
  const found = matching(index.catalogue, term);
  return { total: found.length, songs: pageOf(found, page, pageSize).map((entry) => entry.song) };
}

export type SearchIndexOptions = {
  logger: Logger;
  /** Searches of one church within 10 s that make its index worth building (tests: 1). */
  searchesToBuild?: number;
  /** At most this many bytes of indexes in the process (least recently searched churches go first). */
  maxBytes?: number;
  now?: () => number;
  /** Done once an index has been read whole and kept, before the church's next build (the cards made ahead). */
  onBuilt?: (churchId: string, index: ChurchIndex) => Promise<void>;
};

export type SearchIndexes = ReturnType<typeof createSearchIndexes>;

/** Counts each church's searches; `wanted` says whether they come often enough for an index. */
function demandOf(searchesToBuild: number) {
  const demand = new Map<string, { since: number; searches: number }>();
  return function wanted(churchId: string, at: number): boolean {
    let seen = demand.get(churchId);
    if (!seen || at - seen.since > SEARCH_WINDOW_MS) {
      seen = { since: at, searches: 0 };
      demand.delete(churchId);
      demand.set(churchId, seen);
      // Forget churches not searched lately (the map keeps its oldest first).
      for (const [id, other] of demand) {
        if (at - other.since <= SEARCH_WINDOW_MS) break;
        demand.delete(id);
      }
    }
    seen.searches += 1;
    return seen.searches >= searchesToBuild;
  };
}

/** The churches' indexes, built on demand, bounded by bytes. */
export function createSearchIndexes({ logger, searchesToBuild = SEARCHES_TO_BUILD, maxBytes = 64 * 1024 * 1024, now = Date.now, onBuilt }: SearchIndexOptions) {
  const kept = new Map<string, ChurchIndex>();
  /** The builds under way: `done` once kept (or failed), `waited` at that or WAIT_FOR_BUILD_MS, whichever comes first. */
  const building = new Map<string, { done: Promise<void>; waited: Promise<unknown> }>();
  const wanted = demandOf(searchesToBuild);
  let bytes = 0;

  /** Churches whose index at a version is too large to keep: their searches stay with the statements. */
  const tooLarge = new Map<string, string>();
  /** When a church's last build failed: no build is tried again before RETRY_AFTER_MS (none at each search of a loaded server). */
  const failedAt = new Map<string, number>();

  function keep(churchId: string, index: ChurchIndex) {
    const previous = kept.get(churchId);
    if (previous) bytes -= previous.bytes;
    kept.delete(churchId);
    if (index.bytes > maxBytes / 4) {
      tooLarge.set(churchId, index.version);
      logger.warn({ churchId, bytes: index.bytes }, "search index too large to keep: the statements answer this church's searches");
      return;
    }
    tooLarge.delete(churchId);
    kept.set(churchId, index);
    bytes += index.bytes;
    for (const [oldest, old] of kept) {
      if (bytes <= maxBytes) break;
      kept.delete(oldest);
      bytes -= old.bytes;
    }
  }

  /** The index read whole, or only its view counts when the kept one is at the church's version. */
  function build(db: Executor, churchId: string, version: string) {
    if (building.has(churchId)) return;
    const started = now();
    const index = kept.get(churchId);
    const whole = async () => {
      const read = await readChurchIndex(db, churchId, started);
      keep(churchId, read);
      if (onBuilt && kept.get(churchId) === read) {
        await onBuilt(churchId, read).catch((error: unknown) => logger.warn({ err: error, churchId }, "search index kept; the cards made from it were not"));
      }
    };
    const counts = async (index: ChurchIndex) => (await readViewCounts(db, churchId, index, started)) || (await whole());
    const done = (index?.version === version ? counts(index) : whole())
      .then(() => void failedAt.delete(churchId))
      .catch((error: unknown) => {
        failedAt.set(churchId, now());
        logger.warn({ err: error, churchId }, "search index not built: the statements answer");
      })
      .finally(() => building.delete(churchId));
    building.set(churchId, { done, waited: Promise.race([done, sleep(WAIT_FOR_BUILD_MS, undefined, { ref: false })]) });
  }

  /** The index kept for the church at `version`, with counts young enough; null otherwise. */
  function usable(churchId: string, version: string, at: number): ChurchIndex | null {
    const index = kept.get(churchId);
    return index && index.version === version && at - index.builtAt < MAX_AGE_MS ? index : null;
  }

  /**
   * The church's index for a search, when one is kept at `version` with counts young enough. An
   * index is built (or its counts read again) when the church's searches come often enough; a
   * search with no usable index waits for a build under way, WAIT_FOR_BUILD_MS at most. Otherwise
   * null: the statement answers.
   */
  async function current(db: Executor, churchId: string, version: string): Promise<ChurchIndex | null> {
    const at = now();
    const often = wanted(churchId, at);
    const index = usable(churchId, version, at);
    if (index) {
      kept.delete(churchId);
      kept.set(churchId, index);
    }
    const resting = at - (failedAt.get(churchId) ?? Number.NEGATIVE_INFINITY) < RETRY_AFTER_MS;
    const worth = often && !resting && tooLarge.get(churchId) !== version;
    if (worth && (!index || at - index.builtAt >= REFRESH_AFTER_MS)) build(db, churchId, version);
    if (index) return index;
    const pending = building.get(churchId);
    if (!often || !pending) return null;
    await pending.waited;
    return usable(churchId, version, now());
  }

  /**
   * The index for a visitor's search, when the index answers it: a search (not a whole list),
   * not on a musician's page (their lineups are not in the index), with a term made exactly in
   * the process; null, the statement answers.
   */
  async function forSearch(db: Executor, churchId: string, version: string, search: { search?: string; musicianId?: string }): Promise<IndexedSearch | null> {
    const typed = search.search?.trim();
    if (!typed || search.musicianId) return null;
    const term = inMemoryTerm(typed);
    if (term === null) return null;
    const index = await current(db, churchId, version);
    return index ? { index, term } : null;
  }

  return {
    forSearch,
    /** Resolves once the builds started so far have ended (tests). */
    settled: async () => void (await Promise.all([...building.values()].map((build) => build.done))),
    get size() {
      return kept.size;
    },
  };
}
