import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BandResponse } from "@shared/schemas/bands";
import { apiClient } from "@/lib/api-client";
import { bandKeys } from "./band-keys";

export function getBand(id: string, signal?: AbortSignal): Promise<BandResponse> {
  return apiClient.get<BandResponse>(`/api/admin/bands/${encodeURIComponent(id)}`, { signal });
}

export function bandQueryOptions(id: string) {
  return queryOptions({
    queryKey: bandKeys.detail(id),
    queryFn: ({ signal }) => getBand(id, signal),
    // The form edits what the server has now, not a copy from minutes ago.
    staleTime: 0,
  });
}

export function useBand(id: string) {
  return useQuery(bandQueryOptions(id));
}
