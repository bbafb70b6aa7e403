import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SongResponse } from "@shared/schemas/songs";
import { apiClient } from "@/lib/api-client";
import { songKeys } from "./song-keys";

export function getSong(id: string, signal?: AbortSignal): Promise<SongResponse> {
  return apiClient.get<SongResponse>(`/api/admin/songs/${encodeURIComponent(id)}`, { signal });
}

export function songQueryOptions(id: string) {
  return queryOptions({
    queryKey: songKeys.detail(id),
    queryFn: ({ signal }) => getSong(id, signal),
  });
}

export function useSong(id: string) {
  return useQuery(songQueryOptions(id));
}
