import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { serviceKeys } from "./service-keys";

export function deleteService(id: string): Promise<void> {
  return apiClient.delete<void>(`/api/admin/services/${encodeURIComponent(id)}`);
}

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: serviceKeys.detail(id) });
      // Its songs' statistics changed as well: everything cached goes stale; the list reloads.
      await queryClient.invalidateQueries();
    },
  });
}
