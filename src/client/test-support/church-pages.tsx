import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { AppProviders } from "@/app-providers";
import { paths } from "@/lib/paths";
import { createQueryClient } from "@/lib/query-client";
import { jsonResponse, type FakeNetwork } from "./fake-network";

/** The church of the public pages' tests, and its public API. */
export const TEST_CHURCH = "igreja-esperanca";
export const TEST_CHURCH_API = `/api/public/churches/${TEST_CHURCH}`;

/**
 * Renders a church's public routes (`children` of /churches/:churchSlug; the church layout around
 * them is another feature's, so none is drawn) at `url`, with `history` entries before it and
 * `routes` beside the church's.
 */
export function renderChurchRoutes(
  children: RouteObject[],
  url: string,
  { history = [], routes = [] }: { history?: string[]; routes?: RouteObject[] } = {},
) {
  const router = createMemoryRouter([...routes, { path: paths.church.root.pattern, children }], {
    initialEntries: [...history, url],
    initialIndex: history.length,
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user, unmount: view.unmount };
}

/** What every church page asks for besides its own data: the church of the layout, and analytics' config (no ids: nothing is sent). */
export function answerChurchAndConfig(network: FakeNetwork) {
  network.on("GET", TEST_CHURCH_API, () =>
    jsonResponse({
      church: { id: "c0c0c0c0-0000-4000-8000-000000000000", slug: TEST_CHURCH, name: "Igreja Esperança", logoUrl: null, servicesTotal: 40, songsTotal: 279 },
    }),
  );
  network.on("GET", "/api/public/config", () => jsonResponse({ gtmId: null, gaMeasurementId: null }));
}

/** A band's or musician's listings with nothing in them (the page's own tests look at its header). */
export function answerEmptyListings(network: FakeNetwork) {
  const emptyPage = () => jsonResponse({ items: [], total: 0, page: 1, pageSize: 50 });
  network.on("GET", `${TEST_CHURCH_API}/services`, emptyPage);
  network.on("GET", `${TEST_CHURCH_API}/songs`, emptyPage);
}
