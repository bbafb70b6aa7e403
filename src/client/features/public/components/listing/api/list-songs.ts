import { infiniteQueryOptions, isServer, useInfiniteQuery } from "@tanstack/react-query";
import type { Page, SongListItem, SongsQuery } from "@shared/schemas/public-listing";
import { churchApiPath, getPublic } from "@/features/public/components/api/public-api";
import { listingKeys } from "./listing-keys";
import { fetchRange, firstRange, listingQuery } from "./listing-pages";

/** Spec §9: songs are kept 10 minutes (pages stay fresh 5 minutes: the client's default). */
const TEN_MINUTES_MS = 10 * 60 * 1000;

export type SongsPageSize = NonNullable<SongsQuery["pageSize"]>;

export function listSongs(churchKey: string, query: SongsQuery, signal?: AbortSignal): Promise<Page<SongListItem>> {
  return getPublic(churchApiPath(churchKey, "songs"), { ...query }, signal);
}

/**
 * The songs listing from item `start` (0, or where a later server page starts: docs/decisions/412),
 * in API pages of `query.pageSize` (spec §9: 100 on the church listing, 50 on a band's or
 * musician's); the server asks for exactly its page of `serverPageSize`, one of the API's sizes.
 */
export function songsInfiniteQueryOptions(churchKey: string, query: Omit<SongsQuery, "page">, start = 0, serverPageSize?: SongsPageSize) {
  const pageSize: SongsPageSize = query.pageSize ?? 50;
  const fetchSize: SongsPageSize = isServer ? (serverPageSize ?? pageSize) : pageSize;
  return infiniteQueryOptions({
    ...listingQuery(
      listingKeys.songs(churchKey, query, start),
      firstRange(start, fetchSize, pageSize),
      pageSize,
      (range, signal) =>
        fetchRange(range, fetchSize, (page, pageSignal) => listSongs(churchKey, { ...query, pageSize: fetchSize, page }, pageSignal), signal),
    ),
    gcTime: TEN_MINUTES_MS,
  });
}

export function useSongsListing(churchKey: string, query: Omit<SongsQuery, "page">, start = 0, serverPageSize?: SongsPageSize) {
  return useInfiniteQuery(songsInfiniteQueryOptions(churchKey, query, start, serverPageSize));
}
