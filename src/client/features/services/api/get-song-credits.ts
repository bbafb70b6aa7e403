import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SongCreditsResponse } from "@shared/schemas/reports";
import { apiClient } from "@/lib/api-client";
import { withQuery } from "@/lib/with-query";
import { serviceKeys } from "./service-keys";

/** Names and authors of the form's songs, for the chapters' 'Músicas:' lines. */
export function getSongCredits(ids: readonly string[], signal?: AbortSignal): Promise<SongCreditsResponse> {
  return apiClient.get<SongCreditsResponse>(withQuery("/api/admin/reports/song-credits", { ids: ids.join(",") }), { signal });
}

export function songCreditsQueryOptions(ids: readonly string[]) {
  const sorted = [...new Set(ids)].sort();
  return queryOptions({
    queryKey: [...serviceKeys.all, "song-credits", sorted] as const,
    queryFn: ({ signal }) => getSongCredits(sorted, signal),
  });
}

export function useSongCredits(ids: readonly string[], enabled: boolean) {
  return useQuery({ ...songCreditsQueryOptions(ids), enabled: enabled && ids.length > 0 });
}
