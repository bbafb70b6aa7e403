import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { Page, ServiceListItem, ServicesQuery } from "@shared/schemas/public-listing";
import { churchApiPath, getPublic } from "@/features/public/components/api/public-api";
import { listingKeys } from "./listing-keys";
import { listingQuery } from "./listing-pages";

export function listServices(churchKey: string, query: ServicesQuery, signal?: AbortSignal): Promise<Page<ServiceListItem>> {
  return getPublic(churchApiPath(churchKey, "services"), { ...query }, signal);
}

export function servicesInfiniteQueryOptions(churchKey: string, query: Omit<ServicesQuery, "page">) {
  return infiniteQueryOptions(
    listingQuery(listingKeys.services(churchKey, query), (page, signal) => listServices(churchKey, { ...query, page }, signal)),
  );
}

export function useServicesListing(churchKey: string, query: Omit<ServicesQuery, "page">) {
  return useInfiniteQuery(servicesInfiniteQueryOptions(churchKey, query));
}
