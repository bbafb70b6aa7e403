import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MusicianResponse } from "@shared/schemas/musicians";
import { apiClient } from "@/lib/api-client";
import { musicianKeys } from "./musician-keys";

export function removeMusicianAvatar(id: string): Promise<MusicianResponse> {
  return apiClient.delete<MusicianResponse>(`/api/admin/musicians/${encodeURIComponent(id)}/avatar`);
}

export function useRemoveMusicianAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMusicianAvatar,
    onSettled: () => queryClient.invalidateQueries({ queryKey: musicianKeys.all }),
  });
}
