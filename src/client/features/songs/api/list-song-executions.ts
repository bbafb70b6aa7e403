import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { SongExecutionsQuery, SongExecutionsResponse } from "@shared/schemas/songs";
import { apiClient } from "@/lib/api-client";
import { withQuery } from "@/lib/with-query";
import { songKeys } from "./song-keys";

export function listSongExecutions(
  songId: string,
  params: SongExecutionsQuery,
  signal?: AbortSignal,
): Promise<SongExecutionsResponse> {
  return apiClient.get<SongExecutionsResponse>(
    withQuery(`/api/admin/songs/${encodeURIComponent(songId)}/executions`, { page: params.page, search: params.search }),
    { signal },
  );
}

export function songExecutionsQueryOptions(songId: string, params: SongExecutionsQuery) {
  return queryOptions({
    queryKey: songKeys.executionPage(songId, params),
    queryFn: ({ signal }) => listSongExecutions(songId, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSongExecutions(songId: string, params: SongExecutionsQuery) {
  return useQuery(songExecutionsQueryOptions(songId, params));
}
