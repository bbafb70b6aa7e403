import { isServer, type QueryKey } from "@tanstack/react-query";
import type { Page } from "@shared/schemas/public-listing";

/**
 * A listing's items are loaded as ranges of the list (docs/decisions/412):
 *
 * - the server renders one *server page*, the `page`-th when the URL says `?page=` (a link a
 *   visitor can follow before the scripts run, or without them). On the church's listing a server
 *   page is the first screen's worth (12 cards or 6 list rows, 25 songs); on a band's or
 *   musician's page it is the API's page (`SERVER_PAGES`);
 * - in the browser a list is asked for by the API's own pages (spec §9: 50 services, 100 or 50
 *   songs), one request each: a list the browser opens itself starts with a whole API page, and
 *   the next range after a server page is the rest of its API page.
 */
export type ListingRange = { offset: number; limit: number };

/** The items of a range, with the list's total. */
export type ListingSlice<T> = { items: T[]; total: number; offset: number };

/** Spec §9: the services listing's API pages. */
export const SERVICES_API_PAGE_SIZE = 50;
/** How many services (in each view) and songs a server page holds. */
export type ServerPageSizes = { services: { grid: number; list: number }; songs: 25 | 50 | 100 };

/**
 * The church listing's server pages: a first screen. 12 cards (2, 3 or 4 columns fill evenly), 6
 * rows of the list view (each with its songs' table), 25 songs (one of the API's song page sizes).
 */
export const FIRST_SCREEN_PAGES: ServerPageSizes = { services: { grid: 12, list: 6 }, songs: 25 };

/** Server pages as big as the API's (a band's or musician's page: their tabs as before). */
export const apiSizedPages = (songsPageSize: 25 | 50 | 100): ServerPageSizes => ({
  services: { grid: SERVICES_API_PAGE_SIZE, list: SERVICES_API_PAGE_SIZE },
  songs: songsPageSize,
});

/** Where server page `page` (from 1) starts in the list. */
export const serverPageStart = (page: number, serverPageSize: number) => (Math.max(1, page) - 1) * serverPageSize;

/** A list from item `offset`: on the server, a server page; in the browser, to the end of the API page. */
export function firstRange(offset: number, serverPageSize: number, apiPageSize: number, onServer: boolean = isServer): ListingRange {
  return { offset, limit: onServer ? serverPageSize : apiPageSize - (offset % apiPageSize) };
}

/** The next range after `last`: to the end of the API page that holds its next item; none at the end. */
export function nextRange(last: ListingSlice<unknown>, apiPageSize: number): ListingRange | undefined {
  const offset = last.offset + last.items.length;
  if (last.items.length === 0 || offset >= last.total) return undefined;
  return { offset, limit: apiPageSize - (offset % apiPageSize) };
}

/** The server page that holds item `offset` (from 0): where a "next page" link goes. */
export const serverPageOf = (offset: number, serverPageSize: number) => Math.floor(offset / serverPageSize) + 1;

/** The items of `range`, read through the API's pages of `apiPageSize` that hold it (one, or two side by side). */
export async function fetchRange<T>(
  range: ListingRange,
  apiPageSize: number,
  fetchPage: (page: number, signal: AbortSignal) => Promise<Page<T>>,
  signal: AbortSignal,
): Promise<ListingSlice<T>> {
  const first = Math.floor(range.offset / apiPageSize) + 1;
  const last = Math.floor((range.offset + Math.max(1, range.limit) - 1) / apiPageSize) + 1;
  const numbers = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  const pages = await Promise.all(numbers.map((page) => fetchPage(page, signal)));
  const from = range.offset - (first - 1) * apiPageSize;
  return {
    items: pages.flatMap((page) => page.items).slice(from, from + range.limit),
    total: pages[0]!.total,
    offset: range.offset,
  };
}

/**
 * What the services and songs listings' infinite query options share: ranges from `initial`,
 * the next by `nextRange`, and (spec §9) pages fresh 5 minutes (the client's default), not
 * refetched on focus.
 */
export function listingQuery<T, K extends QueryKey>(
  queryKey: K,
  initial: ListingRange,
  apiPageSize: number,
  fetchSlice: (range: ListingRange, signal: AbortSignal) => Promise<ListingSlice<T>>,
) {
  return {
    queryKey,
    queryFn: ({ pageParam, signal }: { pageParam: ListingRange; signal: AbortSignal }) => fetchSlice(pageParam, signal),
    initialPageParam: initial,
    getNextPageParam: (last: ListingSlice<T>) => nextRange(last, apiPageSize),
    refetchOnWindowFocus: false as const,
  };
}
