import type { QueryKey } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { useApiMutation } from "@/lib/api-mutation";
import { adminApi } from "@/lib/api-query";
import { uploadFile } from "@/lib/upload";

export type ImageUpload = { id: string; file: File; onProgress?: (fraction: number) => void };

/**
 * The two writes of a record's picture at `/api/admin/<noun>/:id/<part>`: the upload (`POST`,
 * multipart field `file`, with progress) and the removal (`DELETE`). Both answer the record and
 * refresh `refresh` even after a failure: the file may be stored although the answer was lost.
 *
 *     const bandImage = imageMutations<BandResponse>("bands", "image", bandKeys.all);
 *     export const useUploadBandImage = bandImage.useUpload;
 */
export function imageMutations<TResponse>(noun: string, part: string, refresh: QueryKey) {
  const update = { invalidate: [refresh], invalidateOn: "settled" } as const;
  return {
    useUpload: () =>
      useApiMutation(
        ({ id, file, onProgress }: ImageUpload) => uploadFile<TResponse>(adminApi(noun, id, part), file, { onProgress }),
        update,
      ),
    useRemove: () => useApiMutation((id: string) => apiClient.delete<TResponse>(adminApi(noun, id, part)), update),
  };
}
