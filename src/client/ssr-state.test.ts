import { dehydrate, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { hydrateServerState } from "./lib/server-state";
import { packQueries, SEND_WITH_PAGE, unpackQueries } from "./ssr-state";

/** The cache as the server leaves it after rendering a page: what it showed, and a query that failed. */
async function serverCache() {
  const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await server.prefetchQuery({ queryKey: ["public", "church", "igreja-esperanca"], queryFn: () => ({ name: "Igreja Esperança" }) });
  await server.prefetchInfiniteQuery({
    queryKey: ["public", "listing", "igreja-esperanca", { sort: "date", direction: "desc" }],
    queryFn: () => ({ items: [{ key: "culto" }], nextCursor: null }),
    initialPageParam: null,
  });
  await server.prefetchQuery({ queryKey: ["public", "broken"], queryFn: () => Promise.reject(new Error("500")) });
  // Shown only in a part of the page the client leaves as the server sent it.
  await server.prefetchQuery({ queryKey: ["public", "island"], queryFn: () => ({ cards: [] }), meta: { [SEND_WITH_PAGE]: false } });
  return server;
}

describe("the query cache a server-rendered page carries", () => {
  it("holds each successful query's key and data once, without the cache's bookkeeping or the queries kept off the page", async () => {
    const sent = packQueries(dehydrate(await serverCache()));
    expect(sent.list).toEqual([
      { key: ["public", "church", "igreja-esperanca"], data: { name: "Igreja Esperança" } },
      {
        key: ["public", "listing", "igreja-esperanca", { sort: "date", direction: "desc" }],
        data: { pages: [{ items: [{ key: "culto" }], nextCursor: null }], pageParams: [null] },
        infinite: true,
      },
    ]);
    expect(sent.at).toBeGreaterThan(0);
    expect(JSON.stringify(sent)).not.toMatch(/queryHash|dehydratedAt|fetchStatus|broken|island/);
  });

  it("hydrates the client's cache as TanStack Query's own dehydrated state would: fresh data under the same keys", async () => {
    const sent = JSON.parse(JSON.stringify(packQueries(dehydrate(await serverCache())))) as ReturnType<typeof packQueries>;
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    hydrateServerState(client, unpackQueries(sent));

    expect(client.getQueryData(["public", "church", "igreja-esperanca"])).toEqual({ name: "Igreja Esperança" });
    // An object in the key is found whatever the order of its properties, as in the cache itself.
    const listing = client.getQueryCache().find({ queryKey: ["public", "listing", "igreja-esperanca", { direction: "desc", sort: "date" }], exact: true });
    expect(listing?.state).toMatchObject({ status: "success", fetchStatus: "idle", dataUpdatedAt: sent.at, error: null });
    expect(listing?.isStale()).toBe(false);
    expect(client.getQueryCache().getAll()).toHaveLength(2);
  });
});
