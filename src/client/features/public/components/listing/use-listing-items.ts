import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import type { ListingSlice } from "./api/listing-pages";
import { uniqueById } from "./unique-by-id";
import { useInfiniteScroll } from "./use-infinite-scroll";

/**
 * The loaded items of a services or songs listing (each once), where they start in the list and
 * where they end, its total, and the next range loaded as the window scrolls (or `loadMore`, the
 * "Carregar mais" link's in-place load); `query` names the listing (search, sort, filter), so a
 * new one forgets that an earlier one was exhausted.
 */
export function useListingItems<T extends { id: string }>(
  listing: UseInfiniteQueryResult<InfiniteData<ListingSlice<T>>>,
  query: object,
) {
  const pages = listing.data?.pages;
  const items = useMemo(() => uniqueById(pages), [pages]);
  const last = pages?.at(-1);
  const total = last?.total ?? 0;
  const start = pages?.[0]?.offset ?? 0;
  const end = last ? last.offset + last.items.length : start;
  const { fetchNextPage } = listing;
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const { exhausted } = useInfiniteScroll({
    loaded: end,
    total,
    fetching: listing.isFetching,
    enabled: listing.hasNextPage && !listing.isError,
    resetKey: JSON.stringify(query),
    loadMore,
  });

  return { items, total, start, end, exhausted, hasMore: listing.hasNextPage && !exhausted, loadMore };
}
