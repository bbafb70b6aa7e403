import { StrictMode, type ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { dehydrate, type Query, type QueryClient } from "@tanstack/react-query";
import { scriptSafeJson, type SsrRenderInput, type SsrRenderResult, type SsrState } from "@shared/ssr-contract";
import { AppProviders } from "./app-providers";
import { MobileHintContext } from "./hooks/use-is-mobile";
import { createQueryClient } from "./lib/query-client";
import { routes, type RouteSource } from "./router";

/**
 * The server-side entry (built with `vite build --ssr`, docs/decisions/260). It renders a public
 * page with React's streaming renderer and the router's static handler. The screens ask for
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

async function renderToStream(app: ReactNode, onError: (error: unknown) => void) {
  const stream = await renderToReadableStream(app, { onError });
  await stream.allReady;
  return stream;
}

export async function render({ url, isMobile }: SsrRenderInput): Promise<SsrRenderResult> {
  const context = await handler.query(new Request(url));
  // A redirect or an error the router itself answers: the client handles those.
  if (context instanceof Response || context.errors) return { rendered: false };
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  let failed = false;
  const app = (
    <StrictMode>
      <MobileHintContext value={isMobile}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </MobileHintContext>
    </StrictMode>
  );
  const onError = () => {
    failed = true;
  };

  for (let round = 0; round < MAX_DATA_ROUNDS; round += 1) {
    const discovery = await renderToStream(app, onError);
    await discovery.cancel();
    const waiting = waitingQueries(queryClient);
    if (waiting.length === 0) break;
    // No retries here: a visitor would wait for the backoff; the client retries if it must.
    await Promise.all(waiting.map((query) => query.fetch({ ...query.options, retry: false }).catch(() => undefined)));
  }
  const unfinished = queryClient.getQueryCache().getAll().some((query) => query.state.status !== "success" && isEnabled(query));
  if (failed || unfinished) return { rendered: false };

  const html = await renderToStream(app, onError);
  if (failed) {
    await html.cancel();
    return { rendered: false };
  }
  const state: SsrState = {
    router: { loaderData: context.loaderData, actionData: context.actionData },
    queries: dehydrate(queryClient),
    isMobile,
  };
  const routeSources = context.matches.flatMap(({ route }) => {
    const source = (route.handle as RouteSource | undefined)?.source;
    return source ? [source] : [];
  });
  queryClient.clear();
  return { rendered: true, html, state: scriptSafeJson(state), routeSources };
}
