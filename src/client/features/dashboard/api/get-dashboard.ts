import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DashboardCounts } from "@shared/schemas/dashboard";
import { apiClient } from "@/lib/api-client";

export const dashboardKeys = {
  all: ["dashboard"] as const,
  counts: () => [...dashboardKeys.all, "counts"] as const,
};

export function getDashboardCounts(signal?: AbortSignal): Promise<DashboardCounts> {
  return apiClient.get<DashboardCounts>("/api/admin/dashboard", { signal });
}

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.counts(),
    queryFn: ({ signal }) => getDashboardCounts(signal),
    // Other screens change these figures without knowing about the dashboard: always refresh
    // when it is opened (the cached figures show meanwhile).
    staleTime: 0,
  });
}

export function useDashboardCounts() {
  return useQuery(dashboardQueryOptions());
}
