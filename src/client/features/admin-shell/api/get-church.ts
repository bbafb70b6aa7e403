import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export type Church = {
  id: string;
  name: string;
  slug: string;
  address: string | null;
  youtubeChannel: string | null;
  logoUrl: string | null;
};

export type GetChurchResponse = { church: Church | null };

/**
 * Query keys of the signed-in administrator's church. Screens that create or
 * change the church invalidate `churchKeys.all` so the menu unlocks at once.
 */
export const churchKeys = {
  all: ["church"] as const,
  current: () => [...churchKeys.all, "current"] as const,
};

export function getChurch(signal?: AbortSignal): Promise<GetChurchResponse> {
  return apiClient.get<GetChurchResponse>("/api/admin/church", { signal });
}

export function churchQueryOptions() {
  return queryOptions({
    queryKey: churchKeys.current(),
    queryFn: ({ signal }) => getChurch(signal),
  });
}

export function useChurch() {
  return useQuery(churchQueryOptions());
}
