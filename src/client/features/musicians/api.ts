import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { MusicianFormValues, MusicianResponse, MusicianUsageResponse } from "@shared/schemas/musicians";
import { apiClient } from "@/lib/api-client";
import { useApiMutation } from "@/lib/api-mutation";
import { adminApi, apiQuery } from "@/lib/api-query";
import { imageMutations } from "@/lib/image-mutations";
import { musicianKeys, musicianListQuery, musicianWrites } from "@/lib/reference-data";

/**
 * The musicians screen's endpoints. Every write refreshes every musicians query (the musician
 * pickers of the other screens share the unsearched list's key, decision 505) and the bands,
 * whose members carry the musician.
 */

/** Unsearched, it is the church's one musician list (`musicianOptionsQuery`). */
export const useMusicians = (filters: { search: string }) =>
  useQuery({ ...musicianListQuery(filters.search), placeholderData: keepPreviousData });

/** What deleting the musician would do, asked when the deletion is (never a cached answer). */
export const musicianUsageQuery = (id: string) =>
  apiQuery<MusicianUsageResponse>(musicianKeys.of("usage", id), adminApi("musicians", id, "usage"), { staleTime: 0, retry: false });

export const useCreateMusician = () =>
  useApiMutation((input: MusicianFormValues) => apiClient.post<MusicianResponse>(adminApi("musicians"), input), musicianWrites);

export const useUpdateMusician = () =>
  useApiMutation(
    ({ id, input }: { id: string; input: MusicianFormValues }) =>
      apiClient.put<MusicianResponse>(adminApi("musicians", id), input),
    musicianWrites,
  );

export const useDeleteMusician = () =>
  useApiMutation((id: string) => apiClient.delete<void>(adminApi("musicians", id)), musicianWrites);

const avatar = imageMutations<MusicianResponse>("musicians", "avatar", musicianKeys.all);
export const useUploadMusicianAvatar = avatar.useUpload;
export const useRemoveMusicianAvatar = avatar.useRemove;
