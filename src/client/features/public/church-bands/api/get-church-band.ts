import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicBandDetailResponse } from "@shared/schemas/public-catalogue";
import { apiClient } from "@/lib/api-client";
import { churchBandKeys } from "./church-band-keys";

export function getChurchBand(churchKey: string, bandKey: string, signal?: AbortSignal): Promise<PublicBandDetailResponse> {
  return apiClient.get<PublicBandDetailResponse>(
    `/api/public/churches/${encodeURIComponent(churchKey)}/bands/${encodeURIComponent(bandKey)}`,
    { signal },
  );
}

export function churchBandQueryOptions(churchKey: string, bandKey: string) {
  return queryOptions({
    queryKey: churchBandKeys.detail(churchKey, bandKey),
    // Spec §9: public data stays fresh 5 minutes (the client's default) and is not refetched on focus.
    refetchOnWindowFocus: false,
    queryFn: ({ signal }) => getChurchBand(churchKey, bandKey, signal),
  });
}

export function useChurchBand(churchKey: string, bandKey: string) {
  return useQuery(churchBandQueryOptions(churchKey, bandKey));
}
