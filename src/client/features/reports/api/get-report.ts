import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ReportFilter, ReportOverview } from "@shared/schemas/reports";
import { apiClient } from "@/lib/api-client";
import { withQuery } from "@/lib/with-query";
import { filterParams } from "./filter-params";
import { reportKeys } from "./report-keys";

export function getReport(filter: ReportFilter, signal?: AbortSignal): Promise<ReportOverview> {
  return apiClient.get<ReportOverview>(withQuery("/api/admin/reports", filterParams(filter)), { signal });
}

export function reportQueryOptions(filter: ReportFilter) {
  return queryOptions({
    queryKey: reportKeys.overview(filter),
    queryFn: ({ signal }) => getReport(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useReport(filter: ReportFilter, enabled: boolean) {
  return useQuery({ ...reportQueryOptions(filter), enabled });
}
