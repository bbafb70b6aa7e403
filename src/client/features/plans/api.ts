import { useQuery } from "@tanstack/react-query";
import type { BlockedResponse, Plan, PlanInputBody, PlanListResponse, PlanResponse, ReplacementsResponse } from "@shared/schemas/plans";
import type { EscalaOverviewResponse, SendEscalaResponse } from "@shared/schemas/escala";
import { isCalendarDate, localIsoDate } from "@shared/schemas/services";
import { apiClient } from "@/lib/api-client";
import { useApiMutation } from "@/lib/api-mutation";
import { adminApi, apiListQuery, apiQuery } from "@/lib/api-query";
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

/** 'Escalas': the next 8 weeks from the browser's today on; under the plans' keys, so every plan write refreshes it. */
export const useEscalaOverview = () => {
  const today = localIsoDate();
  return useQuery(apiQuery<EscalaOverviewResponse>(planKeys.of("escalas", { today }), withQuery(adminApi("plans", "escalas"), { today }), { staleTime: 0 }));
};

/** Who blocked the plan form's day on 'Minhas escalas' (none asked until the day is a day). */
export const useBlockedOn = (date: string) =>
  useQuery({
    ...apiQuery<BlockedResponse>(planKeys.of("bloqueados", { date }), withQuery(adminApi("plans", "bloqueados"), { date })),
    enabled: isCalendarDate(date),
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

/** 'Enviar escala': the server queues the mails; the plans refresh to show who had it. */
export const useSendEscala = () => useApiMutation((id: string) => apiClient.post<SendEscalaResponse>(`${adminApi("plans", id)}/escala`), refresh);

/** Who could fill `position` of the plan; fetched when the leader opens the suggestions. */
export const useReplacements = (planId: string, position: string, enabled: boolean) =>
  useQuery({
    ...apiListQuery<ReplacementsResponse>([...planKeys.detail(planId), "replacements", position], withQuery(adminApi("plans", planId, "replacements"), { position }), {
      staleTime: 0,
    }),
    enabled,
  });

/** The plan as its form would save it, with `musicianId` added to `position`. */
export function planWithMember(plan: Plan, position: string, musicianId: string): PlanInputBody {
  return {
    date: plan.date,
    time: plan.time,
    bandId: plan.bandId,
    songs: plan.songs.map((song) => ({ songCatalogId: song.songCatalogId, musicalKey: song.musicalKey, note: song.note })),
    team: plan.team.map((entry) => ({
      position: entry.position,
      musicianIds: [...entry.members.map((member) => member.musicianId), ...(entry.position === position ? [musicianId] : [])],
    })),
  };
}
