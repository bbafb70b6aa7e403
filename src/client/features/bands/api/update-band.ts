import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BandInputBody, BandResponse } from "@shared/schemas/bands";
import { apiClient } from "@/lib/api-client";
import { bandKeys } from "./band-keys";

export function updateBand({ id, input }: { id: string; input: BandInputBody }): Promise<BandResponse> {
  return apiClient.put<BandResponse>(`/api/admin/bands/${encodeURIComponent(id)}`, input);
}

export function useUpdateBand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBand,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bandKeys.all }),
  });
}
