import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GetChurchResponse } from "@shared/schemas/churches";
import { apiClient } from "@/lib/api-client";

/**
 * The signed-in administrator's church, read by the admin shell (menu, church gate) and by the
 * church settings screen: one query under one key, so saving the church updates the menu too.
 * Screens that create or change the church invalidate `churchKeys.all`.
 */
export const churchKeys = {
  all: ["church"] as const,
  current: () => [...churchKeys.all, "current"] as const,
  slugAvailability: (slug: string) => [...churchKeys.all, "slug-availability", slug] as const,
};

export function getChurch(signal?: AbortSignal): Promise<GetChurchResponse> {
  return apiClient.get<GetChurchResponse>("/api/admin/church", { signal });
}

export function churchQueryOptions() {
  return queryOptions({
    queryKey: churchKeys.current(),
    queryFn: ({ signal }) => getChurch(signal),
  });
}

/** The administrator's church (`church: null` before they register one). */
export function useChurch() {
  return useQuery(churchQueryOptions());
}
