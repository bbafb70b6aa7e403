import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreatedSongResponse, SongInput } from "@shared/schemas/songs";
import { apiClient } from "@/lib/api-client";
import { songKeys } from "./song-keys";

export function createSong(input: SongInput): Promise<CreatedSongResponse> {
  return apiClient.post<CreatedSongResponse>("/api/admin/songs", input);
}

export function useCreateSong() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSong,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: songKeys.all }),
  });
}
