import type { QueryKey } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { withQuery, type QueryValue } from "@/lib/with-query";

/** The public JSON API of one church: `/api/public/churches/{church}/{...parts}`, each part encoded. */
export function churchApiPath(churchKey: string, ...parts: string[]): string {
  return ["/api/public/churches", ...[churchKey, ...parts].map(encodeURIComponent)].join("/");
}

/** A GET of the public API; parameters that are unset are left out of the URL. */
export function getPublic<T>(path: string, params: Readonly<Record<string, QueryValue>> = {}, signal?: AbortSignal): Promise<T> {
  return apiClient.get<T>(withQuery(path, params), { signal });
}

/**
 * What every public read's query options hold: its key, its fetch (cancelled with the query) and,
 * spec §9, no refetch on focus (public data stays fresh 5 minutes: the client's default). A page
 * adds its own options beside them (`{ ...publicQuery(...), retry: false }`).
 */
export function publicQuery<T, K extends QueryKey>(queryKey: K, fetch: (signal: AbortSignal) => Promise<T>) {
  return { queryKey, queryFn: ({ signal }: { signal: AbortSignal }) => fetch(signal), refetchOnWindowFocus: false as const };
}
