import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MusicianResponse } from "@shared/schemas/musicians";
import { uploadFile } from "@/lib/upload";
import { musicianKeys } from "./musician-keys";

export type UploadMusicianAvatarInput = { id: string; file: File; onProgress?: (fraction: number) => void };

export function uploadMusicianAvatar({ id, file, onProgress }: UploadMusicianAvatarInput): Promise<MusicianResponse> {
  return uploadFile<MusicianResponse>(`/api/admin/musicians/${encodeURIComponent(id)}/avatar`, file, { onProgress });
}

export function useUploadMusicianAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMusicianAvatar,
    onSettled: () => queryClient.invalidateQueries({ queryKey: musicianKeys.all }),
  });
}
