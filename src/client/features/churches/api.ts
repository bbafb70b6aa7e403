import { useQuery } from "@tanstack/react-query";
import type { ChurchInput, ChurchResponse, SlugAvailability } from "@shared/schemas/churches";
import { apiClient } from "@/lib/api-client";
import { useApiMutation, type CacheUpdate } from "@/lib/api-mutation";
import { adminApi, apiQuery } from "@/lib/api-query";
import { churchKeys } from "@/lib/current-church";
import { uploadFile } from "@/lib/upload";
import { withQuery } from "@/lib/with-query";

/**
 * The church settings' endpoints. A write puts the saved church in the cache and refreshes every
 * church query (the sidebar unlocks).
 */

/** Whether `slug` is free; runs only while `enabled`. Another church may take it at any moment: an answer is good for a short while only. */
export const useSlugAvailability = (slug: string, enabled: boolean) =>
  useQuery({
    ...apiQuery<SlugAvailability>(churchKeys.slugAvailability(slug), withQuery(adminApi("church", "slug-availability"), { slug }), {
      staleTime: 10_000,
      retry: false,
    }),
    enabled,
  });

const storeChurch: CacheUpdate<ChurchResponse, unknown> = {
  set: ({ church }) => ({ queryKey: churchKeys.current(), data: { church } }),
  invalidate: [churchKeys.all],
};

/** POST /api/admin/church registers the administrator's church; PUT changes it. */
export const useSaveChurch = () =>
  useApiMutation(
    ({ input, create }: { input: ChurchInput; create: boolean }) =>
      create ? apiClient.post<ChurchResponse>(adminApi("church"), input) : apiClient.put<ChurchResponse>(adminApi("church"), input),
    storeChurch,
  );

/** GET /api/admin/church/export: the church's data as one zip, downloaded by the browser with the session cookie. */
export const churchExportUrl = () => adminApi("church", "export");

/** POST /api/admin/church/logo (multipart field `file`): stores the logo and answers the church. */
export const useUploadChurchLogo = () =>
  useApiMutation(
    ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) =>
      uploadFile<ChurchResponse>(adminApi("church", "logo"), file, { onProgress }),
    storeChurch,
  );
