import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { Page, ServiceListItem, ServicesQuery } from "@shared/schemas/public-listing";
import { churchApiPath, getPublic } from "@/features/public/components/api/public-api";
import { listingKeys } from "./listing-keys";
import { fetchRange, firstRange, listingQuery, SERVICES_API_PAGE_SIZE } from "./listing-pages";

export function listServices(churchKey: string, query: ServicesQuery, signal?: AbortSignal): Promise<Page<ServiceListItem>> {
  return getPublic(churchApiPath(churchKey, "services"), { ...query }, signal);
}

/**
 * The services listing from item `start` (0, or where a later server page starts), a server page
 * of `serverPageSize` on the server (docs/decisions/412).
 */
export function servicesInfiniteQueryOptions(churchKey: string, query: Omit<ServicesQuery, "page">, start = 0, serverPageSize = SERVICES_API_PAGE_SIZE) {
  return infiniteQueryOptions(
    listingQuery(
      listingKeys.services(churchKey, query, start),
      firstRange(start, serverPageSize, SERVICES_API_PAGE_SIZE),
      SERVICES_API_PAGE_SIZE,
      (range, signal) => fetchRange(range, SERVICES_API_PAGE_SIZE, (page, pageSignal) => listServices(churchKey, { ...query, page }, pageSignal), signal),
    ),
  );
}

export function useServicesListing(churchKey: string, query: Omit<ServicesQuery, "page">, start = 0, serverPageSize = SERVICES_API_PAGE_SIZE) {
  return useInfiniteQuery(servicesInfiniteQueryOptions(churchKey, query, start, serverPageSize));
}
