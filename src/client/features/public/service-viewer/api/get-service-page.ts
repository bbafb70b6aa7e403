import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ServicePageResponse } from "@shared/schemas/public-service-viewer";
import { churchApiPath, getPublic, publicQuery } from "@/features/public/components/api/public-api";
import { serviceViewerKeys } from "./keys";

export type { ServicePageResponse };

/** The service, its songs and their musicians in one request; `songKey` is the song named by the URL. */
export function getServicePage(churchKey: string, serviceKey: string, songKey: string | null, signal?: AbortSignal) {
  return getPublic<ServicePageResponse>(churchApiPath(churchKey, "services", serviceKey), { song: songKey }, signal);
}

export function servicePageQueryOptions(churchKey: string, serviceKey: string, songKey: string | null) {
  return queryOptions({
    ...publicQuery(serviceViewerKeys.page(churchKey, serviceKey, songKey), (signal) => getServicePage(churchKey, serviceKey, songKey, signal)),
    // Spec §7: the service page's reads are not cached; a song named by a later URL keeps the page on screen.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useServicePage(churchKey: string, serviceKey: string, songKey: string | null) {
  return useQuery(servicePageQueryOptions(churchKey, serviceKey, songKey));
}
