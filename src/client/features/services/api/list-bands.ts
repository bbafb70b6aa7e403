import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Band } from "@shared/schemas/bands";
import { apiClient } from "@/lib/api-client";
import { serviceKeys } from "./service-keys";

/** The church's bands with their members, newest year first (the form's band select and lineup fallback). */
export function listBands(signal?: AbortSignal): Promise<{ bands: Band[] }> {
  return apiClient.get<{ bands: Band[] }>("/api/admin/bands", { signal });
}

export function bandsQueryOptions() {
  return queryOptions({ queryKey: serviceKeys.bands(), queryFn: ({ signal }) => listBands(signal) });
}

export function useBands() {
  return useQuery(bandsQueryOptions());
}
