import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { BandListResponse } from "@shared/schemas/bands";
import { apiClient } from "@/lib/api-client";
import { withQuery } from "@/lib/with-query";
import { bandKeys, type BandListFilters } from "./band-keys";

export function listBands(filters: BandListFilters, signal?: AbortSignal): Promise<BandListResponse> {
  return apiClient.get<BandListResponse>(withQuery("/api/admin/bands", { search: filters.search }), { signal });
}

export function bandListQueryOptions(filters: BandListFilters) {
  return queryOptions({
    queryKey: bandKeys.list(filters),
    queryFn: ({ signal }) => listBands(filters, signal),
    // While a new search loads, the previous results stay on screen (the skeleton is for the first load).
    placeholderData: keepPreviousData,
    // Members' names change on the musicians screen: refresh whenever the list is shown again.
    staleTime: 0,
  });
}

export function useBands(filters: BandListFilters) {
  return useQuery(bandListQueryOptions(filters));
}
