import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { matchRoutes } from "react-router";
import { RouterProvider } from "react-router/dom";
import { SSR_STATE_ELEMENT_ID, type SsrState } from "@shared/ssr-contract";
import { AppProviders } from "./app-providers";
import { setHydratingServerPage } from "./hooks/use-hydrated";
import { MobileHintContext } from "./hooks/use-is-mobile";
import { prepareClassMerging } from "./lib/cn";
import { createQueryClient } from "./lib/query-client";
import { hydrateServerState } from "./lib/server-state";
import { createRouter, routes } from "./router";
import { unpackQueries, type SentQueries } from "./ssr-state";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

/** The state the server rendered a public page with (docs/decisions/260), when it did. */
function readServerState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}

/**
 * Lets the browser handle input and paint before the next step of the start: on a phone each step
 * of a server-rendered page's start stays a short task (docs/decisions/263).
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The matched routes' code, loaded before hydrating, so the first render is the server's page.
 * One route at a time, each evaluated in a task of its own (docs/decisions/484): their modules
 * are already on their way (the boot script preloads them).
 */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  for (const { route } of matches) {
    if (typeof route.lazy !== "function") continue;
    const loaded = await route.lazy();
    Object.assign(route, { ...loaded, lazy: undefined });
    await yieldToBrowser();
  }
}

/**
 * The address the server rendered the page at (docs/decisions/407): a shared link's tracking
 * parameters (`?utm_source=…`, `?fbclid=…`) leave the address bar, and the client reads exactly
 * the query the server rendered, so hydration finds the same page.
 */
function settleAddress({ url }: SsrState) {
  const { pathname, search, hash } = window.location;
  if (url && url !== `${pathname}${search}`) window.history.replaceState(window.history.state, "", `${url}${hash}`);
}

async function start(container: HTMLElement) {
  const serverState = readServerState();
  if (!serverState) {
    createRoot(container).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={createRouter()} />
        </AppProviders>
      </StrictMode>,
    );
    return;
  }
  settleAddress(serverState);
  await yieldToBrowser();
  const queryClient = createQueryClient();
  hydrateServerState(queryClient, unpackQueries(serverState.queries as SentQueries));
  await yieldToBrowser();
  await loadMatchedRoutes();
  await yieldToBrowser();
  prepareClassMerging();
  await yieldToBrowser();
  const router = createRouter({ hydrationData: serverState.router ?? { loaderData: {}, actionData: null } });
  setHydratingServerPage(true);
  const serverLocation = router.state.location;
  const stopWatching = router.subscribe(({ location }) => {
    if (location === serverLocation) return;
    setHydratingServerPage(false);
    stopWatching();
  });
  await yieldToBrowser();
  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (what Lighthouse counts as blocking time).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <MobileHintContext value={serverState.isMobile}>
          <AppProviders queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProviders>
        </MobileHintContext>
      </StrictMode>,
    );
  });
}

void start(container);
