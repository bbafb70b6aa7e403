import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { UsageCsvQuery, UsageQuery, UsageResponse } from "@shared/schemas/reports";
import { apiClient } from "@/lib/api-client";
import { filterSearch } from "./filter-search";
import { reportKeys } from "./report-keys";

export function listUsage(query: UsageQuery, signal?: AbortSignal): Promise<UsageResponse> {
  const search = filterSearch(query, { sort: query.sort, direction: query.direction, page: String(query.page) });
  return apiClient.get<UsageResponse>(`/api/admin/reports/usage?${search}`, { signal });
}

export function usageQueryOptions(query: UsageQuery) {
  return queryOptions({
    queryKey: reportKeys.usage(query),
    queryFn: ({ signal }) => listUsage(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useUsage(query: UsageQuery, enabled: boolean) {
  return useQuery({ ...usageQueryOptions(query), enabled });
}

/** Where 'Baixar CSV' points: the server streams the whole table as a file. */
export function usageCsvUrl(query: UsageCsvQuery): string {
  return `/api/admin/reports/usage.csv?${filterSearch(query, { sort: query.sort, direction: query.direction })}`;
}
