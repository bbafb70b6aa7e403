import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { Page, ServiceListItem, ServicesQuery } from "@shared/schemas/public-listing";
import { apiClient } from "@/lib/api-client";
import { withQuery } from "@/lib/with-query";
import { listingKeys } from "./listing-keys";

export function listServices(churchKey: string, query: ServicesQuery, signal?: AbortSignal): Promise<Page<ServiceListItem>> {
  return apiClient.get<Page<ServiceListItem>>(
    withQuery(`/api/public/churches/${encodeURIComponent(churchKey)}/services`, { ...query }),
    { signal },
  );
}

function loadedCount(pages: Page<unknown>[]): number {
  return pages.reduce((count, page) => count + page.items.length, 0);
}

/** 50 services a page, the next page while fewer than the total are loaded and the last one brought some. */
export function servicesInfiniteQueryOptions(churchKey: string, query: Omit<ServicesQuery, "page">) {
  return infiniteQueryOptions({
    queryKey: listingKeys.services(churchKey, query),
    queryFn: ({ pageParam, signal }) => listServices(churchKey, { ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.items.length > 0 && loadedCount(pages) < last.total ? last.page + 1 : undefined),
    // Spec §9: pages stay fresh 5 minutes (the client's default) and are not refetched on focus.
    refetchOnWindowFocus: false,
  });
}

export function useServicesListing(churchKey: string, query: Omit<ServicesQuery, "page">) {
  return useInfiniteQuery(servicesInfiniteQueryOptions(churchKey, query));
}
