import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ServiceEditorState, ServiceInputBody } from "@shared/schemas/services";
import { apiClient } from "@/lib/api-client";
import { serviceKeys } from "./service-keys";

/** Creates (id null) or updates a service with its segments and lineups: one request. */
export function saveService({ id, body }: { id: string | null; body: ServiceInputBody }): Promise<ServiceEditorState> {
  return id
    ? apiClient.put<ServiceEditorState>(`/api/admin/services/${encodeURIComponent(id)}`, body)
    : apiClient.post<ServiceEditorState>("/api/admin/services", body);
}

export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveService,
    onSuccess: async (state) => {
      queryClient.setQueryData(serviceKeys.detail(state.service.id), state);
      // A service moves figures elsewhere too (catalogue statistics, dashboard counts, public
      // pages): everything cached is marked stale, and what is on screen reloads.
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== serviceKeys.all[0] });
      await queryClient.invalidateQueries({ queryKey: serviceKeys.lists() });
    },
  });
}
