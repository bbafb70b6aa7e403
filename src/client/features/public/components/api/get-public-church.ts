import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ChurchSummaryResponse } from "@shared/schemas/public-listing";
import { churchApiPath, getPublic, publicQuery } from "./public-api";
import { publicKeys } from "./public-keys";

export function getPublicChurch(churchKey: string, signal?: AbortSignal): Promise<ChurchSummaryResponse> {
  return getPublic(churchApiPath(churchKey), {}, signal);
}

/** The church of the layout (slug, falling back to id) with its counts; shared by every church page. */
export function publicChurchQueryOptions(churchKey: string) {
  return queryOptions(publicQuery(publicKeys.church(churchKey), (signal) => getPublicChurch(churchKey, signal)));
}

export function usePublicChurch(churchKey: string) {
  return useQuery(publicChurchQueryOptions(churchKey));
}
