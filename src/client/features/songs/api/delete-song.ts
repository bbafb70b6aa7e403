import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { songKeys } from "./song-keys";

export function deleteSong(id: string): Promise<void> {
  return apiClient.delete<void>(`/api/admin/songs/${encodeURIComponent(id)}`);
}

export function useDeleteSong() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSong,
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: songKeys.detail(id) });
      queryClient.removeQueries({ queryKey: songKeys.executions(id) });
      // The spec: the list reloads after a delete.
      await queryClient.invalidateQueries({ queryKey: songKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: songKeys.nameAvailabilities() });
    },
  });
}
