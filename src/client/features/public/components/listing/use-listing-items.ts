import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { useMemo } from "react";
import type { Page } from "@shared/schemas/public-listing";
import { uniqueById } from "./unique-by-id";
import { useInfiniteScroll } from "./use-infinite-scroll";

/**
 * The loaded items of a services or songs listing (each once), its total, and the next page
 * loaded as the window scrolls; `query` names the listing (search, sort, filter), so a new one
 * forgets that an earlier one was exhausted.
 */
export function useListingItems<T extends { id: string }>(listing: UseInfiniteQueryResult<InfiniteData<Page<T>>>, query: object) {
  const items = useMemo(() => uniqueById(listing.data?.pages), [listing.data]);
  const total = listing.data?.pages.at(-1)?.total ?? 0;
  const { exhausted } = useInfiniteScroll({
    loaded: items.length,
    total,
    fetching: listing.isFetching,
    enabled: listing.hasNextPage && !listing.isError,
    resetKey: JSON.stringify(query),
    loadMore: () => void listing.fetchNextPage(),
  });
  return { items, total, exhausted };
}
