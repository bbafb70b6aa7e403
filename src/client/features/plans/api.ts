import { useQuery } from "@tanstack/react-query";
import type { PlanInputBody, PlanListResponse, PlanResponse } from "@shared/schemas/plans";
import { localIsoDate } from "@shared/schemas/services";
import { apiClient } from "@/lib/api-client";
import { useApiMutation } from "@/lib/api-mutation";
import { adminApi, apiListQuery } from "@/lib/api-query";
import { entityKeys } from "@/lib/query-keys";
import { withQuery } from "@/lib/with-query";

/**
 * The 'Próximos cultos' screen's endpoints; its band select and song picker read the church's
 * reference lists (lib/reference-data). Writes refresh every plans query.
 */
export const planKeys = entityKeys<{ today: string }>("plans");

/** Upcoming plans from the browser's today on, and past ones not recorded yet. */
export const usePlans = () => {
  const today = localIsoDate();
  return useQuery(apiListQuery<PlanListResponse>(planKeys.list({ today }), withQuery(adminApi("plans"), { today }), { staleTime: 0 }));
};

const refresh = { invalidate: [planKeys.all] };

export const useCreatePlan = () => useApiMutation((input: PlanInputBody) => apiClient.post<PlanResponse>(adminApi("plans"), input), refresh);

export const useUpdatePlan = () =>
  useApiMutation(({ id, input }: { id: string; input: PlanInputBody }) => apiClient.put<PlanResponse>(adminApi("plans", id), input), refresh);

export const useDeletePlan = () =>
  useApiMutation((id: string) => apiClient.delete<void>(adminApi("plans", id)), {
    remove: (id) => [planKeys.detail(id)],
    invalidate: [planKeys.lists()],
  });
