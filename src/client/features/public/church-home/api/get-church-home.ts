import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ChurchHome } from "@shared/schemas/public-listing";
import { churchApiPath, getPublic, publicQuery } from "@/features/public/components/api/public-api";

export const churchHomeKeys = {
  all: ["public", "church-home"] as const,
  detail: (churchKey: string) => [...churchHomeKeys.all, churchKey] as const,
};

export function getChurchHome(churchKey: string, signal?: AbortSignal): Promise<ChurchHome> {
  return getPublic(churchApiPath(churchKey, "home"), {}, signal);
}

/** Everything the church home shows, in one request. */
export function churchHomeQueryOptions(churchKey: string) {
  return queryOptions(publicQuery(churchHomeKeys.detail(churchKey), (signal) => getChurchHome(churchKey, signal)));
}

export function useChurchHome(churchKey: string) {
  return useQuery(churchHomeQueryOptions(churchKey));
}
