import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicBandsResponse } from "@shared/schemas/public-catalogue";
import { apiClient } from "@/lib/api-client";
import { withQuery } from "@/lib/with-query";
import { churchBandKeys } from "./church-band-keys";

export function listChurchBands(churchKey: string, search: string, signal?: AbortSignal): Promise<PublicBandsResponse> {
  return apiClient.get<PublicBandsResponse>(withQuery(`/api/public/churches/${encodeURIComponent(churchKey)}/bands`, { search }), { signal });
}

export function churchBandsQueryOptions(churchKey: string, search: string) {
  return queryOptions({
    queryKey: churchBandKeys.list(churchKey, search),
    // Spec §9: public data stays fresh 5 minutes (the client's default) and is not refetched on focus.
    refetchOnWindowFocus: false,
    queryFn: ({ signal }) => listChurchBands(churchKey, search, signal),
  });
}

/** The bands page's strip; while a new filter loads, the previous cards stay. */
export function useChurchBands(churchKey: string, search: string) {
  return useQuery({ ...churchBandsQueryOptions(churchKey, search), placeholderData: keepPreviousData });
}
