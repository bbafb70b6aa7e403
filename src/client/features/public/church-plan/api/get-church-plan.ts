import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicPlanResponse } from "@shared/schemas/plans";
import { churchApiPath, getPublic, publicQuery } from "@/features/public/components/api/public-api";

/** Query keys of a plan's page. */
export const churchPlanKeys = {
  all: ["public", "plans"] as const,
  detail: (churchKey: string, planKey: string) => [...churchPlanKeys.all, churchKey, planKey] as const,
};

export function getChurchPlan(churchKey: string, planKey: string, signal?: AbortSignal): Promise<PublicPlanResponse> {
  return getPublic(churchApiPath(churchKey, "ensaio", planKey), {}, signal);
}

export function churchPlanQueryOptions(churchKey: string, planKey: string) {
  return queryOptions(publicQuery(churchPlanKeys.detail(churchKey, planKey), (signal) => getChurchPlan(churchKey, planKey, signal)));
}

export function useChurchPlan(churchKey: string, planKey: string) {
  return useQuery(churchPlanQueryOptions(churchKey, planKey));
}
