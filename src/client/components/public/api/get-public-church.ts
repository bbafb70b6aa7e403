import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ChurchSummaryResponse } from "@shared/schemas/public-listing";
import { apiClient } from "@/lib/api-client";
import { publicKeys } from "./public-keys";

/** Spec §9: counts and pages stay fresh 5 minutes; nothing refetches on window focus. */
export const PUBLIC_STALE_TIME_MS = 5 * 60 * 1000;

export function getPublicChurch(churchKey: string, signal?: AbortSignal): Promise<ChurchSummaryResponse> {
  return apiClient.get<ChurchSummaryResponse>(`/api/public/churches/${encodeURIComponent(churchKey)}`, { signal });
}

/** The church of the layout (slug, falling back to id) with its counts; shared by every church page. */
export function publicChurchQueryOptions(churchKey: string) {
  return queryOptions({
    queryKey: publicKeys.church(churchKey),
    queryFn: ({ signal }) => getPublicChurch(churchKey, signal),
    staleTime: PUBLIC_STALE_TIME_MS,
    refetchOnWindowFocus: false,
  });
}

export function usePublicChurch(churchKey: string) {
  return useQuery(publicChurchQueryOptions(churchKey));
}
