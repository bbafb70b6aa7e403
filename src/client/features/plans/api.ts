import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Band } from "@shared/schemas/bands";
import type { PlanInputBody, PlanListResponse, PlanResponse } from "@shared/schemas/plans";
import { localIsoDate } from "@shared/schemas/services";
import type { SongOptionsResponse } from "@shared/schemas/songs";
import { apiClient } from "@/lib/api-client";
import { useApiMutation } from "@/lib/api-mutation";
import { adminApi, apiListQuery, apiQuery } from "@/lib/api-query";
import { entityKeys } from "@/lib/query-keys";
import { withQuery } from "@/lib/with-query";

/** The 'Próximos cultos' screen's endpoints. Writes refresh every plans query. */
export const planKeys = entityKeys<{ today: string }>("plans");

/** Upcoming plans from the browser's today on, and past ones not recorded yet. */
export const usePlans = () => {
  const today = localIsoDate();
  return useQuery(apiListQuery<PlanListResponse>(planKeys.list({ today }), withQuery(adminApi("plans"), { today }), { staleTime: 0 }));
};

/** The church's bands (the form's band select). */
export const usePlanBands = () => useQuery(apiQuery<{ bands: Band[] }>(planKeys.of("bands"), adminApi("bands")));

/** The song picker's options: the latest songs, or the first by name containing `search`. */
export const usePlanSongOptions = (search: string, enabled: boolean) =>
  useQuery({
    ...apiQuery<SongOptionsResponse>(planKeys.of("song-options", search), withQuery(adminApi("songs", "options"), { search }), {
      staleTime: 30_000,
    }),
    enabled,
    placeholderData: keepPreviousData,
  });

const refresh = { invalidate: [planKeys.all] };

export const useCreatePlan = () => useApiMutation((input: PlanInputBody) => apiClient.post<PlanResponse>(adminApi("plans"), input), refresh);

export const useUpdatePlan = () =>
  useApiMutation(({ id, input }: { id: string; input: PlanInputBody }) => apiClient.put<PlanResponse>(adminApi("plans", id), input), refresh);

export const useDeletePlan = () =>
  useApiMutation((id: string) => apiClient.delete<void>(adminApi("plans", id)), {
    remove: (id) => [planKeys.detail(id)],
    invalidate: [planKeys.lists()],
  });
