import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicSongDetailResponse } from "@shared/schemas/public-catalogue";
import { apiClient } from "@/lib/api-client";
import { churchSongKeys } from "./church-song-keys";

export function getChurchSong(churchKey: string, songKey: string, signal?: AbortSignal): Promise<PublicSongDetailResponse> {
  return apiClient.get<PublicSongDetailResponse>(
    `/api/public/churches/${encodeURIComponent(churchKey)}/catalogue/${encodeURIComponent(songKey)}`,
    { signal },
  );
}

export function churchSongQueryOptions(churchKey: string, songKey: string) {
  return queryOptions({
    queryKey: churchSongKeys.detail(churchKey, songKey),
    // Spec §9: public data stays fresh 5 minutes (the client's default) and is not refetched on focus.
    refetchOnWindowFocus: false,
    queryFn: ({ signal }) => getChurchSong(churchKey, songKey, signal),
    // A failure shows the not-found view at once (spec); a retry would only delay it.
    retry: false,
  });
}

export function useChurchSong(churchKey: string, songKey: string) {
  return useQuery(churchSongQueryOptions(churchKey, songKey));
}
