import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicSongChartResponse } from "@shared/schemas/public-catalogue";
import { churchApiPath, getPublic, publicQuery } from "@/features/public/components/api/public-api";
import { serviceViewerKeys } from "./keys";

/**
 * The chart of the current song for 'Modo ensaio' (issue 42), by its catalogue song's id: the
 * church's chart and its original key, both null unless the church publishes its charts.
 */
export function getSongChart(churchKey: string, songCatalogId: string, signal?: AbortSignal) {
  return getPublic<PublicSongChartResponse>(churchApiPath(churchKey, "catalogue", songCatalogId, "cifra"), {}, signal);
}

export function songChartQueryOptions(churchKey: string, songCatalogId: string) {
  return queryOptions(publicQuery(serviceViewerKeys.chart(churchKey, songCatalogId), (signal) => getSongChart(churchKey, songCatalogId, signal)));
}

/**
 * Asked only while 'Modo ensaio' is on (`songCatalogId` null otherwise): a visitor who never opens
 * it never loads a chart. While the next song's chart loads the last answer stays as a placeholder
 * (`isPlaceholderData`), so the page keeps its place for a chart instead of jumping.
 */
export function useSongChart(churchKey: string, songCatalogId: string | null) {
  return useQuery({ ...songChartQueryOptions(churchKey, songCatalogId ?? ""), enabled: songCatalogId !== null, placeholderData: keepPreviousData });
}
