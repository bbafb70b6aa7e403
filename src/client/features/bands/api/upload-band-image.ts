import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BandResponse } from "@shared/schemas/bands";
import { uploadFile } from "@/lib/upload";
import { bandKeys } from "./band-keys";

export type UploadBandImageInput = { id: string; file: File; onProgress?: (fraction: number) => void };

export function uploadBandImage({ id, file, onProgress }: UploadBandImageInput): Promise<BandResponse> {
  return uploadFile<BandResponse>(`/api/admin/bands/${encodeURIComponent(id)}/image`, file, { onProgress });
}

export function useUploadBandImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadBandImage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bandKeys.all }),
  });
}
