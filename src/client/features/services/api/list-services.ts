import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ServiceListQuery, ServiceListResponse } from "@shared/schemas/services";
import { apiClient } from "@/lib/api-client";
import { withQuery } from "@/lib/with-query";
import { serviceKeys } from "./service-keys";

export function listServices(params: ServiceListQuery, signal?: AbortSignal): Promise<ServiceListResponse> {
  const query = { page: params.page, search: params.search, inactive: params.inactive ? "1" : undefined };
  return apiClient.get<ServiceListResponse>(withQuery("/api/admin/services", query), { signal });
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
