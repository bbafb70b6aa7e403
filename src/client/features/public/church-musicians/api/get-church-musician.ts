import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicMusicianDetailResponse } from "@shared/schemas/public-catalogue";
import { apiClient } from "@/lib/api-client";
import { churchMusicianKeys } from "./church-musician-keys";

export function getChurchMusician(
  churchKey: string,
  musicianKey: string,
  signal?: AbortSignal,
): Promise<PublicMusicianDetailResponse> {
  return apiClient.get<PublicMusicianDetailResponse>(
    `/api/public/churches/${encodeURIComponent(churchKey)}/musicians/${encodeURIComponent(musicianKey)}`,
    { signal },
  );
}

export function churchMusicianQueryOptions(churchKey: string, musicianKey: string) {
  return queryOptions({
    queryKey: churchMusicianKeys.detail(churchKey, musicianKey),
    // Spec §9: public data stays fresh 5 minutes (the client's default) and is not refetched on focus.
    refetchOnWindowFocus: false,
    queryFn: ({ signal }) => getChurchMusician(churchKey, musicianKey, signal),
  });
}

export function useChurchMusician(churchKey: string, musicianKey: string) {
  return useQuery(churchMusicianQueryOptions(churchKey, musicianKey));
}
