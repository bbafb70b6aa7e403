import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MusicianListResponse } from "@shared/schemas/musicians";
import { apiClient } from "@/lib/api-client";
import { bandKeys } from "./band-keys";

/** The church's musicians who are not multibanda: the only ones a band can have. */
export function listBandCandidates(signal?: AbortSignal): Promise<MusicianListResponse> {
  return apiClient.get<MusicianListResponse>("/api/admin/musicians?multibanda=false", { signal });
}

export function bandCandidatesQueryOptions() {
  return queryOptions({
    queryKey: bandKeys.candidates(),
    queryFn: ({ signal }) => listBandCandidates(signal),
    // Musicians are edited on another screen: ask again each time the form opens.
    staleTime: 0,
  });
}

export function useBandCandidates() {
  return useQuery(bandCandidatesQueryOptions());
}
