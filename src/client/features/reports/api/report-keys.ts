import type { ReportFilter, UsageQuery } from "@shared/schemas/reports";

/** Query keys of the reports; any service or song write makes them stale (they refetch on open). */
export const reportKeys = {
  all: ["reports"] as const,
  overview: (filter: ReportFilter) => [...reportKeys.all, "overview", filter] as const,
  usage: (query: UsageQuery) => [...reportKeys.all, "usage", query] as const,
  bands: () => [...reportKeys.all, "bands"] as const,
};
