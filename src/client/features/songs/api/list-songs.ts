import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { SongListQuery, SongListResponse } from "@shared/schemas/songs";
import { apiClient } from "@/lib/api-client";
import { withQuery } from "@/lib/with-query";
import { songKeys } from "./song-keys";

export function listSongs(params: SongListQuery, signal?: AbortSignal): Promise<SongListResponse> {
  const { sort, direction, page, search } = params;
  return apiClient.get<SongListResponse>(withQuery("/api/admin/songs", { sort, direction, page, search }), { signal });
}

export function songListQueryOptions(params: SongListQuery) {
  return queryOptions({
    queryKey: songKeys.list(params),
    queryFn: ({ signal }) => listSongs(params, signal),
    // Paging, sorting and searching keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useSongList(params: SongListQuery) {
  return useQuery(songListQueryOptions(params));
}
