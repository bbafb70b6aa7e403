import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Band } from "@shared/schemas/bands";
import { apiClient } from "@/lib/api-client";
import { reportKeys } from "./report-keys";

/** The church's bands, for the band filter. */
export function listReportBands(signal?: AbortSignal): Promise<{ bands: Band[] }> {
  return apiClient.get<{ bands: Band[] }>("/api/admin/bands", { signal });
}

export function reportBandsQueryOptions() {
  return queryOptions({ queryKey: reportKeys.bands(), queryFn: ({ signal }) => listReportBands(signal) });
}

export function useReportBands() {
  return useQuery(reportBandsQueryOptions());
}
