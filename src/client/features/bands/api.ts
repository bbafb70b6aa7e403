import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { BandInputBody, BandResponse, BandUsageResponse } from "@shared/schemas/bands";
import type { MusicianListResponse } from "@shared/schemas/musicians";
import { apiClient } from "@/lib/api-client";
import { useApiMutation } from "@/lib/api-mutation";
import { adminApi, apiQuery } from "@/lib/api-query";
import { imageMutations } from "@/lib/image-mutations";
import { bandKeys, bandListQuery, musicianKeys } from "@/lib/reference-data";
import { withQuery } from "@/lib/with-query";

/**
 * The bands screens' endpoints. Writes refresh every bands query (the band selects of the other
 * screens share the unsearched list's key, decision 505); a delete drops the band's own.
 */

/**
 * Members' names change on the musicians screen: the list refreshes whenever it is shown again.
 * Unsearched, it is the church's one band list (`bandOptionsQuery`).
 */
export const useBands = (filters: { search: string }) =>
  useQuery({ ...bandListQuery(filters.search), staleTime: 0, placeholderData: keepPreviousData });

/** The form edits what the server has now, not a copy from minutes ago. */
export const useBand = (id: string) =>
  useQuery(apiQuery<BandResponse>(bandKeys.detail(id), adminApi("bands", id), { staleTime: 0 }));

/** The church's musicians who are not multibanda, the only ones a band can have: asked each time the form opens, and after any musician's write. */
export const useBandCandidates = () =>
  useQuery(
    apiQuery<MusicianListResponse>(musicianKeys.of("band-candidates"), withQuery(adminApi("musicians"), { multibanda: "false" }), {
      staleTime: 0,
    }),
  );

/** What deleting the band would do, asked when the deletion is (never a cached answer). */
export const bandUsageQuery = (id: string) =>
  apiQuery<BandUsageResponse>(bandKeys.of("usage", id), adminApi("bands", id, "usage"), { staleTime: 0, retry: false });

const refresh = { invalidate: [bandKeys.all] };

export const useCreateBand = () =>
  useApiMutation((input: BandInputBody) => apiClient.post<BandResponse>(adminApi("bands"), input), refresh);

export const useUpdateBand = () =>
  useApiMutation(
    ({ id, input }: { id: string; input: BandInputBody }) => apiClient.put<BandResponse>(adminApi("bands", id), input),
    refresh,
  );

export const useDeleteBand = () =>
  useApiMutation((id: string) => apiClient.delete<void>(adminApi("bands", id)), {
    remove: (id) => [bandKeys.detail(id)],
    invalidate: [bandKeys.lists()],
  });

const bandImage = imageMutations<BandResponse>("bands", "image", bandKeys.all);
export const useUploadBandImage = bandImage.useUpload;
export const useRemoveBandImage = bandImage.useRemove;
