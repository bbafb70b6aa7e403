import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { Page, SongListItem, SongsQuery } from "@shared/schemas/public-listing";
import { churchApiPath, getPublic } from "@/features/public/components/api/public-api";
import { listingKeys } from "./listing-keys";
import { listingQuery } from "./listing-pages";

/** Spec §9: songs are kept 10 minutes (pages stay fresh 5 minutes: the client's default). */
const TEN_MINUTES_MS = 10 * 60 * 1000;

export function listSongs(churchKey: string, query: SongsQuery, signal?: AbortSignal): Promise<Page<SongListItem>> {
  return getPublic(churchApiPath(churchKey, "songs"), { ...query }, signal);
}

export function songsInfiniteQueryOptions(churchKey: string, query: Omit<SongsQuery, "page">) {
  return infiniteQueryOptions({
    ...listingQuery(listingKeys.songs(churchKey, query), (page, signal) => listSongs(churchKey, { ...query, page }, signal)),
    gcTime: TEN_MINUTES_MS,
  });
}

export function useSongsListing(churchKey: string, query: Omit<SongsQuery, "page">) {
  return useInfiniteQuery(songsInfiniteQueryOptions(churchKey, query));
}
