import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { Page, ServiceListItem, ServicesQuery } from "@shared/schemas/public-listing";
import { churchApiPath, getPublic } from "@/features/public/components/api/public-api";
import { listingKeys } from "./listing-keys";
import { nextListingPage } from "./listing-pages";

export function listServices(churchKey: string, query: ServicesQuery, signal?: AbortSignal): Promise<Page<ServiceListItem>> {
  return getPublic(churchApiPath(churchKey, "services"), { ...query }, signal);
}

export function servicesInfiniteQueryOptions(churchKey: string, query: Omit<ServicesQuery, "page">) {
  return infiniteQueryOptions({
    queryKey: listingKeys.services(churchKey, query),
    queryFn: ({ pageParam, signal }) => listServices(churchKey, { ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextListingPage,
    // Spec §9: pages stay fresh 5 minutes (the client's default) and are not refetched on focus.
    refetchOnWindowFocus: false,
  });
}

export function useServicesListing(churchKey: string, query: Omit<ServicesQuery, "page">) {
  return useInfiniteQuery(servicesInfiniteQueryOptions(churchKey, query));
}
