import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicBandDetailResponse } from "@shared/schemas/public-catalogue";
import { churchApiPath, getPublic, publicQuery } from "@/features/public/components/api/public-api";
import { churchBandKeys } from "./church-band-keys";

export function getChurchBand(churchKey: string, bandKey: string, signal?: AbortSignal): Promise<PublicBandDetailResponse> {
  return getPublic(churchApiPath(churchKey, "bands", bandKey), {}, signal);
}

export function churchBandQueryOptions(churchKey: string, bandKey: string) {
  return queryOptions(publicQuery(churchBandKeys.detail(churchKey, bandKey), (signal) => getChurchBand(churchKey, bandKey, signal)));
}

export function useChurchBand(churchKey: string, bandKey: string) {
  return useQuery(churchBandQueryOptions(churchKey, bandKey));
}
