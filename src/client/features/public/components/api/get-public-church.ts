import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ChurchSummaryResponse } from "@shared/schemas/public-listing";
import { apiClient } from "@/lib/api-client";
import { publicKeys } from "./public-keys";

export function getPublicChurch(churchKey: string, signal?: AbortSignal): Promise<ChurchSummaryResponse> {
  return apiClient.get<ChurchSummaryResponse>(`/api/public/churches/${encodeURIComponent(churchKey)}`, { signal });
}

/** The church of the layout (slug, falling back to id) with its counts; shared by every church page. */
export function publicChurchQueryOptions(churchKey: string) {
  return queryOptions({
    queryKey: publicKeys.church(churchKey),
    queryFn: ({ signal }) => getPublicChurch(churchKey, signal),
    // Spec §9: counts stay fresh 5 minutes (the client's default); nothing refetches on focus.
    refetchOnWindowFocus: false,
  });
}

export function usePublicChurch(churchKey: string) {
  return useQuery(publicChurchQueryOptions(churchKey));
}
