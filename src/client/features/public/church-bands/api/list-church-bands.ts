import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicBandsResponse } from "@shared/schemas/public-catalogue";
import { churchApiPath, getPublic, publicQuery } from "@/features/public/components/api/public-api";
import { churchBandKeys } from "./church-band-keys";

export function listChurchBands(churchKey: string, search: string, signal?: AbortSignal): Promise<PublicBandsResponse> {
  return getPublic(churchApiPath(churchKey, "bands"), { search }, signal);
}

export function churchBandsQueryOptions(churchKey: string, search: string) {
  return queryOptions(publicQuery(churchBandKeys.list(churchKey, search), (signal) => listChurchBands(churchKey, search, signal)));
}

/** The bands page's strip; while a new filter loads, the previous cards stay. */
export function useChurchBands(churchKey: string, search: string) {
  return useQuery({ ...churchBandsQueryOptions(churchKey, search), placeholderData: keepPreviousData });
}
