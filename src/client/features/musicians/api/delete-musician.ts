import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { musicianKeys } from "./musician-keys";

export function deleteMusician(id: string): Promise<void> {
  return apiClient.delete<void>(`/api/admin/musicians/${encodeURIComponent(id)}`);
}

export function useDeleteMusician() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMusician,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: musicianKeys.all }),
  });
}
