import { hashKey, type DehydratedState, type QueryKey } from "@tanstack/react-query";

/**
 * The query cache as a server-rendered page carries it (docs/decisions/422): each query's key and
 * data, once. TanStack Query's dehydrated form adds, per query, its hash (the key again, as a
 * string), the time of dehydration and a dozen state fields that are the same for every query
 * the server sends (a success, fetched once, no error); those are rebuilt here on the client.
 */
export type SentQuery = {
  key: QueryKey;
  data: unknown;
  /** Only for an infinite query (its data holds `pages` and `pageParams`). */
  infinite?: true;
  meta?: Record<string, unknown>;
};

export type SentQueries = {
  /** When the oldest of the queries was fetched (ms since the epoch): their age for staleness. */
  at: number;
  list: SentQuery[];
};

/**
 * A query whose options carry `meta: { [SEND_WITH_PAGE]: false }` stays out of the page: what it
 * shows is never re-rendered by the client (a part of the page left as the server sent it, see
 * docs/decisions/419), so its data would be sent for nothing.
 */
export const SEND_WITH_PAGE = "sendWithPage";

/** The successful queries of a dehydrated cache (what `dehydrate` keeps by default), key and data only. */
export function packQueries(state: DehydratedState): SentQueries {
  const queries = state.queries.filter(
    (query) => query.state.status === "success" && query.state.data !== undefined && query.meta?.[SEND_WITH_PAGE] !== false,
  );
  return {
    at: queries.reduce((oldest, query) => Math.min(oldest, query.state.dataUpdatedAt), Number.POSITIVE_INFINITY) || 0,
    list: queries.map((query) => ({
      key: query.queryKey,
      data: query.state.data,
      ...(query.queryType === "infinite" && { infinite: true as const }),
      ...(query.meta && { meta: query.meta }),
    })),
  };
}

/** The dehydrated cache `hydrate` takes, from what the page carried. */
export function unpackQueries(sent: SentQueries): DehydratedState {
  const at = Number.isFinite(sent.at) ? sent.at : 0;
  return {
    mutations: [],
    queries: sent.list.map((query) => ({
      queryKey: query.key,
      // The cache's own hash of the key (the app sets no queryKeyHashFn).
      queryHash: hashKey(query.key),
      dehydratedAt: at,
      ...(query.infinite && { queryType: "infinite" as const }),
      ...(query.meta && { meta: query.meta }),
      state: {
        data: query.data,
        dataUpdateCount: 1,
        dataUpdatedAt: at,
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
        status: "success",
        fetchStatus: "idle",
      },
    })),
  };
}
