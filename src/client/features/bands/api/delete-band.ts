import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { bandKeys } from "./band-keys";

export function deleteBand(id: string): Promise<void> {
  return apiClient.delete<void>(`/api/admin/bands/${encodeURIComponent(id)}`);
}

export function useDeleteBand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBand,
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: bandKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: bandKeys.lists() });
    },
  });
}
