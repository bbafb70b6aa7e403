import { useQuery } from "@tanstack/react-query";
import type { DashboardCounts } from "@shared/schemas/dashboard";
import type { DashboardUsage } from "@shared/schemas/reports";
import { adminApi, apiQuery } from "@/lib/api-query";

/**
 * The dashboard's figures. Other screens change them without knowing about the dashboard: they are
 * asked again whenever it is opened (the cached figures show meanwhile).
 */
export const useDashboardCounts = () =>
  useQuery(apiQuery<DashboardCounts>(["dashboard", "counts"], adminApi("dashboard"), { staleTime: 0 }));

export const useDashboardUsage = () =>
  useQuery(apiQuery<DashboardUsage>(["dashboard", "usage"], adminApi("reports", "dashboard"), { staleTime: 0 }));
