import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GetChurchResponse } from "@shared/schemas/churches";
import { apiClient } from "@/lib/api-client";
import { churchKeys } from "./church-keys";

export function getChurch(signal?: AbortSignal): Promise<GetChurchResponse> {
  return apiClient.get<GetChurchResponse>("/api/admin/church", { signal });
}

export function churchQueryOptions() {
  return queryOptions({
    queryKey: churchKeys.current(),
    queryFn: ({ signal }) => getChurch(signal),
  });
}

/** The signed-in administrator's church (`church: null` before they register one). */
export function useChurch() {
  return useQuery(churchQueryOptions());
}
