import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BandInputBody, BandResponse } from "@shared/schemas/bands";
import { apiClient } from "@/lib/api-client";
import { bandKeys } from "./band-keys";

export function createBand(input: BandInputBody): Promise<BandResponse> {
  return apiClient.post<BandResponse>("/api/admin/bands", input);
}

export function useCreateBand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBand,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bandKeys.all }),
  });
}
