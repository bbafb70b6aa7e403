import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SongInput, SongResponse } from "@shared/schemas/songs";
import { apiClient } from "@/lib/api-client";
import { songKeys } from "./song-keys";

export function updateSong(id: string, input: SongInput): Promise<SongResponse> {
  return apiClient.put<SongResponse>(`/api/admin/songs/${encodeURIComponent(id)}`, input);
}

export function useUpdateSong(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SongInput) => updateSong(id, input),
    onSuccess: async ({ song }) => {
      queryClient.setQueryData(songKeys.detail(id), { song });
      await queryClient.invalidateQueries({ queryKey: songKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: songKeys.nameAvailabilities() });
    },
  });
}
