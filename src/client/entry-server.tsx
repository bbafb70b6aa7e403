import { StrictMode, type ReactNode } from "react";
import { PassThrough, Readable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { dehydrate, type Query, type QueryClient } from "@tanstack/react-query";
import { scriptSafeJson, type SsrRenderInput, type SsrRenderResult, type SsrState } from "@shared/ssr-contract";
import { AppProviders } from "./app-providers";
import { MobileHintContext } from "./hooks/use-is-mobile";
import { ApiError } from "./lib/api-client";
import { createQueryClient } from "./lib/query-client";
import { routes, type RouteSource } from "./router";
import { packQueries } from "./ssr-state";

/**
 * The server-side entry (built with `vite build --ssr`, docs/decisions/260). It renders a public
 * page with React's streaming renderer (renderToPipeableStream) and the router's static handler. The screens ask for
 * their data with the same query options as in the browser: a render shows which queries the
 * page needs, they are fetched (the server routes the API's relative URLs to itself, in
 * process), and the page is rendered again until nothing it shows is still waiting (dependent
 * queries take another round). The client hydrates with that cache and fetches nothing for its
 * first screen.
 */

/** A page whose queries depend on each other (church, then service, then recommendations) needs a few rounds. */
const MAX_DATA_ROUNDS = 4;

const handler = createStaticHandler(routes);

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === "function" ? enabled(query) : enabled !== false;
}

/** Queries the last render asked for and that hold no data yet. */
function waitingQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === "pending" && query.state.fetchStatus === "idle" && isEnabled(query));
}

/**
 * Renders `app` completely (every Suspense boundary resolved, lazy components loaded) before a
 * byte is written, so the HTML comes in document order with no inline scripts (the page's CSP
 * allows none) and no boundary left for the client to finish.
 */
function renderComplete(app: ReactNode): Promise<{ failed: boolean; stream: () => ReadableStream<Uint8Array>; abort: () => void }> {
  return new Promise((resolve, reject) => {
    let done = false;
    let failed = false;
      const { pipe, abort } = renderToPipeableStream(app, {
      // Large boundaries are otherwise sent out of order and put in place by inline scripts.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError: () => {
        // Errors after the render completed come from aborting it, not from the page.
        if (!done) failed = true;
      },
      onShellError: reject,
      onAllReady: () => {
        done = true;
        resolve({ failed, stream: () => Readable.toWeb(pipe(new PassThrough())) as ReadableStream<Uint8Array>, abort: () => abort() });
      },
    });
  });
}

export async function render({ url, isMobile }: SsrRenderInput): Promise<SsrRenderResult> {
  const context = await handler.query(new Request(url));
  // A redirect or an error the router itself answers: the client handles those.
  if (context instanceof Response || context.errors) return { rendered: false };
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  const app = (
    <StrictMode>
      <MobileHintContext value={isMobile}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </MobileHintContext>
    </StrictMode>
  );

  for (let round = 0; round < MAX_DATA_ROUNDS; round += 1) {
    const discovery = await renderComplete(app);
    discovery.abort();
    if (discovery.failed) return { rendered: false };
    const waiting = waitingQueries(queryClient);
    if (waiting.length === 0) break;
    // No retries here: a visitor would wait for the backoff; the client retries if it must.
    await Promise.all(waiting.map((query) => query.fetch({ ...query.options, retry: false }).catch(() => undefined)));
  }
  const unfinished = queryClient.getQueryCache().getAll().filter((query) => query.state.status !== "success" && isEnabled(query));
  if (unfinished.length > 0) {
    const notFound = unfinished.some(({ state }) => state.error instanceof ApiError && state.error.status === 404);
    queryClient.clear();
    return { rendered: false, notFound };
  }

  const final = await renderComplete(app);
  if (final.failed) {
    final.abort();
    return { rendered: false };
  }
  const html = final.stream();
  // Routes without a loader have an entry of `undefined` (JSON leaves it out anyway).
  const hasRouterData = Object.values(context.loaderData).some((data) => data !== undefined) || context.actionData !== null;
  const { pathname, search } = new URL(url);
  const state: SsrState = {
    url: `${pathname}${search}`,
    ...(hasRouterData && { router: { loaderData: context.loaderData, actionData: context.actionData } }),
    queries: packQueries(dehydrate(queryClient)),
    isMobile,
  };
  const routeSources = context.matches.flatMap(({ route }) => {
    const source = (route.handle as RouteSource | undefined)?.source;
    return source ? [source] : [];
  });
  queryClient.clear();
  return { rendered: true, html, state: scriptSafeJson(state), routeSources };
}
