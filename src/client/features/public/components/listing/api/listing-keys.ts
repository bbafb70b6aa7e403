import type { ServicesQuery, SongsQuery } from "@shared/schemas/public-listing";

/**
 * Query keys of the services and songs listings (church page, band page, musician page), with
 * the place in the list it starts at (a later server page: docs/decisions/412).
 */
export const listingKeys = {
  all: ["public", "listing"] as const,
  services: (churchKey: string, query: Omit<ServicesQuery, "page">, start = 0) => [...listingKeys.all, churchKey, "services", query, { start }] as const,
  songs: (churchKey: string, query: Omit<SongsQuery, "page">, start = 0) => [...listingKeys.all, churchKey, "songs", query, { start }] as const,
};
