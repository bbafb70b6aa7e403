import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MusicianFormValues, MusicianResponse } from "@shared/schemas/musicians";
import { apiClient } from "@/lib/api-client";
import { musicianKeys } from "./musician-keys";

export function createMusician(input: MusicianFormValues): Promise<MusicianResponse> {
  return apiClient.post<MusicianResponse>("/api/admin/musicians", input);
}

export function useCreateMusician() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMusician,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: musicianKeys.all }),
  });
}
