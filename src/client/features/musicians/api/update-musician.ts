import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MusicianFormValues, MusicianResponse } from "@shared/schemas/musicians";
import { apiClient } from "@/lib/api-client";
import { musicianKeys } from "./musician-keys";

export function updateMusician({ id, input }: { id: string; input: MusicianFormValues }): Promise<MusicianResponse> {
  return apiClient.put<MusicianResponse>(`/api/admin/musicians/${encodeURIComponent(id)}`, input);
}

export function useUpdateMusician() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMusician,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: musicianKeys.all }),
  });
}
