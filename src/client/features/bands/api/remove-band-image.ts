import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BandResponse } from "@shared/schemas/bands";
import { apiClient } from "@/lib/api-client";
import { bandKeys } from "./band-keys";

export function removeBandImage(id: string): Promise<BandResponse> {
  return apiClient.delete<BandResponse>(`/api/admin/bands/${encodeURIComponent(id)}/image`);
}

export function useRemoveBandImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBandImage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bandKeys.all }),
  });
}
