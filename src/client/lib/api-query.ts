import { keepPreviousData, queryOptions, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

/**
 * The path of an admin endpoint, each part URL-encoded: `adminApi("bands", id, "image")` is
 * `/api/admin/bands/<id>/image`. Query parameters are added with `withQuery`.
 */
export function adminApi(...parts: readonly string[]): string {
  return ["/api/admin", ...parts.map(encodeURIComponent)].join("/");
}

/** What a query may set beside its key and URL; anything left out is the client's default (lib/query-client.ts). */
export type QuerySettings<TData> = Pick<UseQueryOptions<TData, Error, TData>, "staleTime" | "placeholderData" | "retry">;

/**
 * A GET of our JSON API as TanStack Query options: the key, the URL, and only the settings that
 * differ from the defaults. The request is cancelled when the query is.
 *
 *     const bandQuery = (id: string) => apiQuery<BandResponse>(bandKeys.detail(id), adminApi("bands", id));
 *     const useBand = (id: string) => useQuery(bandQuery(id));
 */
export function apiQuery<TData>(queryKey: QueryKey, url: string, settings: QuerySettings<TData> = {}) {
  return queryOptions<TData, Error, TData>({
    queryKey,
    queryFn: ({ signal }) => apiClient.get<TData>(url, { signal }),
    ...settings,
  });
}

/**
 * A list, a page or a search: like `apiQuery`, but while the next one loads the rows already on
 * screen stay there (the skeleton is for the first load only).
 */
export function apiListQuery<TData>(queryKey: QueryKey, url: string, settings: QuerySettings<TData> = {}) {
  return apiQuery<TData>(queryKey, url, { placeholderData: keepPreviousData, ...settings });
}
