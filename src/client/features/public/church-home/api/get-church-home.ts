import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ChurchHome } from "@shared/schemas/public-listing";
import { apiClient } from "@/lib/api-client";

export const churchHomeKeys = {
  all: ["public", "church-home"] as const,
  detail: (churchKey: string) => [...churchHomeKeys.all, churchKey] as const,
};

export function getChurchHome(churchKey: string, signal?: AbortSignal): Promise<ChurchHome> {
  return apiClient.get<ChurchHome>(`/api/public/churches/${encodeURIComponent(churchKey)}/home`, { signal });
}

/** Everything the church home shows, in one request. */
export function churchHomeQueryOptions(churchKey: string) {
  return queryOptions({
    queryKey: churchHomeKeys.detail(churchKey),
    queryFn: ({ signal }) => getChurchHome(churchKey, signal),
    // Spec §9: fresh 5 minutes (the client's default), not refetched on focus.
    refetchOnWindowFocus: false,
  });
}

export function useChurchHome(churchKey: string) {
  return useQuery(churchHomeQueryOptions(churchKey));
}
