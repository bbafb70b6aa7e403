import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ServiceEditorState } from "@shared/schemas/services";
import { apiClient } from "@/lib/api-client";
import { serviceKeys } from "./service-keys";

export function getService(id: string, signal?: AbortSignal): Promise<ServiceEditorState> {
  return apiClient.get<ServiceEditorState>(`/api/admin/services/${encodeURIComponent(id)}`, { signal });
}

export function serviceQueryOptions(id: string) {
  return queryOptions({
    queryKey: serviceKeys.detail(id),
    queryFn: ({ signal }) => getService(id, signal),
    // The editor starts from what is saved now, not from a copy cached minutes ago.
    staleTime: 0,
  });
}

export function useService(id: string | undefined) {
  return useQuery({ ...serviceQueryOptions(id ?? ""), enabled: id !== undefined });
}
