import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { SongExecutionsQuery, SongExecutionsResponse } from "@shared/schemas/songs";
import { apiClient } from "@/lib/api-client";
import { songKeys } from "./song-keys";

export function listSongExecutions(
  songId: string,
  params: SongExecutionsQuery,
  signal?: AbortSignal,
): Promise<SongExecutionsResponse> {
  const search = new URLSearchParams({ page: String(params.page) });
  if (params.search) search.set("search", params.search);
  return apiClient.get<SongExecutionsResponse>(
    `/api/admin/songs/${encodeURIComponent(songId)}/executions?${search}`,
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
