import { useQuery } from "@tanstack/react-query";
import type { MusicianFormValues, MusicianListResponse, MusicianResponse, MusicianUsageResponse } from "@shared/schemas/musicians";
import { apiClient } from "@/lib/api-client";
import { useApiMutation } from "@/lib/api-mutation";
import { adminApi, apiListQuery, apiQuery } from "@/lib/api-query";
import { imageMutations } from "@/lib/image-mutations";
import { entityKeys } from "@/lib/query-keys";
import { withQuery } from "@/lib/with-query";

/** The musicians screen's endpoints. Every write refreshes every musicians query. */
export const musicianKeys = entityKeys<{ search: string }>("musicians");

export const useMusicians = (filters: { search: string }) =>
  useQuery(
    apiListQuery<MusicianListResponse>(musicianKeys.list(filters), withQuery(adminApi("musicians"), { search: filters.search })),
  );

/** What deleting the musician would do, asked when the deletion is (never a cached answer). */
export const musicianUsageQuery = (id: string) =>
  apiQuery<MusicianUsageResponse>(musicianKeys.of("usage", id), adminApi("musicians", id, "usage"), { staleTime: 0, retry: false });

const refresh = { invalidate: [musicianKeys.all] };

export const useCreateMusician = () =>
  useApiMutation((input: MusicianFormValues) => apiClient.post<MusicianResponse>(adminApi("musicians"), input), refresh);

export const useUpdateMusician = () =>
  useApiMutation(
    ({ id, input }: { id: string; input: MusicianFormValues }) =>
      apiClient.put<MusicianResponse>(adminApi("musicians", id), input),
    refresh,
  );

export const useDeleteMusician = () =>
  useApiMutation((id: string) => apiClient.delete<void>(adminApi("musicians", id)), refresh);

const avatar = imageMutations<MusicianResponse>("musicians", "avatar", musicianKeys.all);
export const useUploadMusicianAvatar = avatar.useUpload;
export const useRemoveMusicianAvatar = avatar.useRemove;
