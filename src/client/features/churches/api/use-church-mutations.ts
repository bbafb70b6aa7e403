import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Church, ChurchInput, GetChurchResponse } from "@shared/schemas/churches";
import { churchKeys } from "@/lib/current-church";
import { saveChurch } from "./save-church";
import { uploadChurchLogo } from "./upload-logo";

/** Puts the saved church in the cache and refreshes every church query (the sidebar unlocks). */
function useStoreChurch() {
  const queryClient = useQueryClient();
  return async (church: Church) => {
    queryClient.setQueryData<GetChurchResponse>(churchKeys.current(), { church });
    await queryClient.invalidateQueries({ queryKey: churchKeys.all });
  };
}

export function useSaveChurch() {
  const storeChurch = useStoreChurch();
  return useMutation({
    mutationFn: ({ input, create }: { input: ChurchInput; create: boolean }) => saveChurch(input, { create }),
    onSuccess: ({ church }) => storeChurch(church),
  });
}

export function useUploadChurchLogo() {
  const storeChurch = useStoreChurch();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) =>
      uploadChurchLogo(file, onProgress),
    onSuccess: ({ church }) => storeChurch(church),
  });
}
