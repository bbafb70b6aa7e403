import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { MusicianListResponse } from "@shared/schemas/musicians";
import { apiClient } from "@/lib/api-client";
import { withQuery } from "@/lib/with-query";
import { musicianKeys, type MusicianListFilters } from "./musician-keys";

export function listMusicians(filters: MusicianListFilters, signal?: AbortSignal): Promise<MusicianListResponse> {
  return apiClient.get<MusicianListResponse>(withQuery("/api/admin/musicians", { search: filters.search }), { signal });
}

export function musicianListQueryOptions(filters: MusicianListFilters) {
  return queryOptions({
    queryKey: musicianKeys.list(filters),
    queryFn: ({ signal }) => listMusicians(filters, signal),
    // While a new search loads, the previous results stay on screen (the skeleton is for the first load).
    placeholderData: keepPreviousData,
  });
}

export function useMusicians(filters: MusicianListFilters) {
  return useQuery(musicianListQueryOptions(filters));
}
