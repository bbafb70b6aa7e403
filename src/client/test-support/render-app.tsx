import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { flushSync } from "react-dom";
import { createMemoryRouter, RouterProvider, type InitialEntry } from "react-router";
import { AppProviders } from "@/app-providers";
import { createQueryClient } from "@/lib/query-client";
import { routes } from "@/router";

/** Renders the real app (routes, providers, toasts) at the given URL. */
export function renderApp(initialEntry: InitialEntry) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      {/* As react-router/dom's provider does in the app (one copy of the router under Vitest). */}
      <RouterProvider router={router} flushSync={(draw) => void flushSync(draw)} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, user };
}
