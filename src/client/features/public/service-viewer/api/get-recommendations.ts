import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { RecommendationsResponse } from "@shared/schemas/public-service-viewer";
import { apiClient } from "@/lib/api-client";
import { withQuery } from "@/lib/with-query";
import { serviceViewerKeys } from "./keys";

export type { RecommendationsResponse };

/** Spec §9: recommendations are fresh for 60 s. */
export const RECOMMENDATIONS_STALE_TIME_MS = 60_000;

export function getRecommendations(churchKey: string, serviceId: string, songId: string | null, signal?: AbortSignal) {
  return apiClient.get<RecommendationsResponse>(
    withQuery(`/api/public/churches/${encodeURIComponent(churchKey)}/recommendations`, { service: serviceId, song: songId }),
    { signal },
  );
}

export function recommendationsQueryOptions(churchKey: string, serviceId: string, songId: string | null) {
  return queryOptions({
    queryKey: serviceViewerKeys.recommendations(churchKey, serviceId, songId),
    queryFn: ({ signal }) => getRecommendations(churchKey, serviceId, songId, signal),
    staleTime: RECOMMENDATIONS_STALE_TIME_MS,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
    retry: 1,
  });
}

export function useRecommendations(churchKey: string, serviceId: string, songId: string | null, enabled: boolean) {
  return useQuery({ ...recommendationsQueryOptions(churchKey, serviceId, songId), enabled });
}
