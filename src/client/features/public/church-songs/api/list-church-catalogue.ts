import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { PublicCatalogueResponse } from "@shared/schemas/public-catalogue";
import { churchApiPath, getPublic } from "@/features/public/components/api/public-api";
import { churchSongKeys } from "./church-song-keys";

export function listChurchCatalogue(churchKey: string, input: { search: string; page: number }, signal?: AbortSignal): Promise<PublicCatalogueResponse> {
  return getPublic(churchApiPath(churchKey, "catalogue"), { page: input.page, search: input.search }, signal);
}

/** A search's pages of 100 from page `startPage` (`?page=`, which the server renders alone: docs/decisions/412). */
export function churchCatalogueQueryOptions(churchKey: string, search: string, startPage = 1) {
  return infiniteQueryOptions({
    queryKey: churchSongKeys.list(churchKey, search, startPage),
    // Spec §9: public data stays fresh 5 minutes (the client's default) and is not refetched on focus.
    refetchOnWindowFocus: false,
    queryFn: ({ signal, pageParam }) => listChurchCatalogue(churchKey, { search, page: pageParam }, signal),
    initialPageParam: startPage,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}

/** The songs page's cards, one request per page of 100; a new search keeps the old cards until it answers. */
export function useChurchCatalogue(churchKey: string, search: string, startPage = 1) {
  return useInfiniteQuery({ ...churchCatalogueQueryOptions(churchKey, search, startPage), placeholderData: keepPreviousData });
}
