import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ServiceListQuery, ServiceListResponse } from "@shared/schemas/services";
import { apiClient } from "@/lib/api-client";
import { serviceKeys } from "./service-keys";

export function listServices(params: ServiceListQuery, signal?: AbortSignal): Promise<ServiceListResponse> {
  const search = new URLSearchParams({ page: String(params.page) });
  if (params.search) search.set("search", params.search);
  if (params.inactive) search.set("inactive", "1");
  return apiClient.get<ServiceListResponse>(`/api/admin/services?${search}`, { signal });
}

export function serviceListQueryOptions(params: ServiceListQuery) {
  return queryOptions({
    queryKey: serviceKeys.list(params),
    queryFn: ({ signal }) => listServices(params, signal),
    // Paging and searching keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useServiceList(params: ServiceListQuery) {
  return useQuery(serviceListQueryOptions(params));
}
