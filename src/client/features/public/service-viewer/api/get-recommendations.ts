import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { RecommendationsResponse } from "@shared/schemas/public-service-viewer";
import { churchApiPath, getPublic, publicQuery } from "@/features/public/components/api/public-api";
import { serviceViewerKeys } from "./keys";

export type { RecommendationsResponse };

/** Spec §9: recommendations are fresh for 60 s. */
export const RECOMMENDATIONS_STALE_TIME_MS = 60_000;

export function getRecommendations(churchKey: string, serviceId: string, songId: string | null, signal?: AbortSignal) {
  return getPublic<RecommendationsResponse>(churchApiPath(churchKey, "recommendations"), { service: serviceId, song: songId }, signal);
}

export function recommendationsQueryOptions(churchKey: string, serviceId: string, songId: string | null) {
  return queryOptions({
    ...publicQuery(serviceViewerKeys.recommendations(churchKey, serviceId, songId), (signal) =>
      getRecommendations(churchKey, serviceId, songId, signal),
    ),
    staleTime: RECOMMENDATIONS_STALE_TIME_MS,
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

export function useRecommendations(churchKey: string, serviceId: string, songId: string | null, enabled: boolean) {
  return useQuery({ ...recommendationsQueryOptions(churchKey, serviceId, songId), enabled });
}
