import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicSongDetailResponse } from "@shared/schemas/public-catalogue";
import { churchApiPath, getPublic, publicQuery } from "@/features/public/components/api/public-api";
import { churchSongKeys } from "./church-song-keys";

export function getChurchSong(churchKey: string, songKey: string, signal?: AbortSignal): Promise<PublicSongDetailResponse> {
  return getPublic(churchApiPath(churchKey, "catalogue", songKey), {}, signal);
}

export function churchSongQueryOptions(churchKey: string, songKey: string) {
  return queryOptions({
    ...publicQuery(churchSongKeys.detail(churchKey, songKey), (signal) => getChurchSong(churchKey, songKey, signal)),
    // A failure shows the not-found view at once (spec); a retry would only delay it.
    retry: false,
  });
}

export function useChurchSong(churchKey: string, songKey: string) {
  return useQuery(churchSongQueryOptions(churchKey, songKey));
}
