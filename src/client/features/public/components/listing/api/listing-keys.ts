import type { ServicesQuery, SongsQuery } from "@shared/schemas/public-listing";

/** Query keys of the services and songs listings (church page, band page, musician page). */
export const listingKeys = {
  all: ["public", "listing"] as const,
  services: (churchKey: string, query: Omit<ServicesQuery, "page">) => [...listingKeys.all, churchKey, "services", query] as const,
  songs: (churchKey: string, query: Omit<SongsQuery, "page">) => [...listingKeys.all, churchKey, "songs", query] as const,
};
