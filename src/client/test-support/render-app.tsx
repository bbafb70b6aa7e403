import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, user };
}
