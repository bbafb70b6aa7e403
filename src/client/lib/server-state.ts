import { hydrate, type DehydratedState, type Query, type QueryClient } from "@tanstack/react-query";

/**
 * Puts the data the server rendered the page with into the cache (docs/decisions/260). Each of
 * those queries skips the refetch on mount, even when its options call the data stale at once (the
 * service page's): it was read for this very page view, so the first screen makes no API request.
 * Once the page is left (or the data is fetched again), mounts refetch as usual.
 */
export function hydrateServerState(queryClient: QueryClient, state: DehydratedState): void {
  hydrate(queryClient, state);
  const fromServer = new WeakSet<Query>(queryClient.getQueryCache().getAll());
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      refetchOnMount: (query) => !fromServer.has(query),
    },
  });
  // Once the page that showed the data is left, the data counts as any other.
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "observerRemoved" && event.query.getObserversCount() === 0) fromServer.delete(event.query);
    if (event.type === "updated" && event.action.type === "success") fromServer.delete(event.query);
  });
}
