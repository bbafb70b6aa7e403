import type { QueryKey } from "@tanstack/react-query";
import type { Page } from "@shared/schemas/public-listing";

/**
 * The next page of a listing (services or songs, 50 a page): asked for while fewer items than
 * the total are loaded and the last page brought some.
 */
export function nextListingPage(last: Page<unknown>, pages: Page<unknown>[]): number | undefined {
  const loaded = pages.reduce((count, page) => count + page.items.length, 0);
  return last.items.length > 0 && loaded < last.total ? last.page + 1 : undefined;
}

/**
 * What the services and songs listings' infinite query options share: pages from 1, the next
 * by `nextListingPage`, and (spec §9) pages fresh 5 minutes (the client's default), not
 * refetched on focus.
 */
export function listingQuery<T, K extends QueryKey>(queryKey: K, fetchPage: (page: number, signal: AbortSignal) => Promise<Page<T>>) {
  return {
    queryKey,
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextListingPage,
    refetchOnWindowFocus: false as const,
  };
}
