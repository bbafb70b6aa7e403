import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { UsageCsvQuery, UsageQuery, UsageResponse } from "@shared/schemas/reports";
import { apiClient } from "@/lib/api-client";
import { withQuery } from "@/lib/with-query";
import { filterParams } from "./filter-params";
import { reportKeys } from "./report-keys";

export function listUsage(query: UsageQuery, signal?: AbortSignal): Promise<UsageResponse> {
  const params = { ...filterParams(query), sort: query.sort, direction: query.direction, page: query.page };
  return apiClient.get<UsageResponse>(withQuery("/api/admin/reports/usage", params), { signal });
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
  return withQuery("/api/admin/reports/usage.csv", { ...filterParams(query), sort: query.sort, direction: query.direction });
}
