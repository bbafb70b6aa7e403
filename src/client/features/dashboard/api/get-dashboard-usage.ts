import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DashboardUsage } from "@shared/schemas/reports";
import { apiClient } from "@/lib/api-client";
import { dashboardKeys } from "./get-dashboard";

export function getDashboardUsage(signal?: AbortSignal): Promise<DashboardUsage> {
  return apiClient.get<DashboardUsage>("/api/admin/reports/dashboard", { signal });
}

export function dashboardUsageQueryOptions() {
  return queryOptions({ queryKey: [...dashboardKeys.all, "usage"] as const, queryFn: ({ signal }) => getDashboardUsage(signal), staleTime: 0 });
}

export function useDashboardUsage() {
  return useQuery(dashboardUsageQueryOptions());
}
