import { useQuery } from "@tanstack/react-query";
import type { ReportFilter, ReportOverview, UsageCsvQuery, UsageQuery, UsageResponse } from "@shared/schemas/reports";
import type { RecordingAccuracy } from "@shared/schemas/recording";
import { adminApi, apiListQuery, apiQuery } from "@/lib/api-query";
import { withQuery } from "@/lib/with-query";

/**
 * The reports' endpoints. Any service or song write makes them stale: the figures are asked again
 * whenever the page shows them, and the previous ones stay on screen while a new filter loads.
 */

/** The query parameters of a report filter, as the API reads them. */
const filterParams = (filter: { de: string; ate: string; banda?: string | undefined }) => ({
  de: filter.de,
  ate: filter.ate,
  banda: filter.banda,
});

export const useReport = (filter: ReportFilter, enabled: boolean) =>
  useQuery({
    ...apiListQuery<ReportOverview>(["reports", "overview", filter], withQuery(adminApi("reports"), filterParams(filter)), {
      staleTime: 0,
    }),
    enabled,
  });

export const useUsage = (query: UsageQuery, enabled: boolean) => {
  const params = { ...filterParams(query), sort: query.sort, direction: query.direction, page: query.page };
  const url = withQuery(adminApi("reports", "usage"), params);
  return useQuery({ ...apiListQuery<UsageResponse>(["reports", "usage", query], url, { staleTime: 0 }), enabled });
};

/** Where 'Baixar CSV' points: the server streams the whole table as a file. */
export function usageCsvUrl(query: UsageCsvQuery): string {
  return withQuery(adminApi("reports", "usage.csv"), { ...filterParams(query), sort: query.sort, direction: query.direction });
}

/** 'Acerto das propostas' (issue 43): how close the church's reviewed recording analyses came; over every service, not the period. */
export const useRecordingAccuracy = () =>
  useQuery(apiQuery<RecordingAccuracy>(["reports", "recording-accuracy"], adminApi("reports", "recording-accuracy"), { staleTime: 0 }));
