import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RouteErrorScreen } from "@/components/route-error-screen";
import { adminShellTexts } from "@/features/admin-shell/texts";
import { authTexts } from "@/features/auth/texts";
import { homeTexts } from "@/features/public/home/texts";
import { cleanUpAdminScreen, fakeAdminNetwork } from "@/test-support/admin-screen";
import { renderApp } from "@/test-support/render-app";
import { pagePatterns } from "@/lib/paths";
import { routes } from "./router";

beforeEach(() => {
  fakeAdminNetwork();
});

afterEach(cleanUpAdminScreen);

/** The whole pattern of every page the routes match (a child's relative path joined to its parent's). */
function routedPatterns(routeObjects: RouteObject[], parent = ""): string[] {
  return routeObjects.flatMap((route) => {
    const path = route.path;
    const own = path === undefined ? parent : path.startsWith("/") ? path : `${parent}/${path}`;
    const matched = (path !== undefined && path !== "*") || route.index ? [own] : [];
    return [...matched, ...routedPatterns(route.children ?? [], own)];
  });
}

describe("router", () => {
  it("shows the public home with a way into the admin area", async () => {
    const { user, router } = renderApp("/");

    expect(await screen.findByRole("heading", { level: 1, name: homeTexts.productName })).toBeVisible();
    expect(screen.getByText(homeTexts.description)).toBeVisible();

    await user.click(screen.getByRole("link", { name: homeTexts.adminLink }));

    expect(await screen.findByRole("heading", { name: authTexts.login.title })).toBeVisible();
    expect(router.state.location.pathname).toBe("/admin/login");
  });

  it("routes exactly the pages of the route table", () => {
    expect(new Set(routedPatterns(routes))).toEqual(new Set(pagePatterns()));
  });

  it.each(["/qualquer/coisa", "/login", "/admin/nao-existe"])("sends the unknown path %s to /", async (path) => {
    const { router } = renderApp(path);

    expect(await screen.findByRole("heading", { level: 1, name: homeTexts.productName })).toBeVisible();
    expect(router.state.location.pathname).toBe("/");
  });

  it("renders an admin screen inside the admin layout", async () => {
    renderApp("/admin/church");

    expect(await screen.findByRole("heading", { level: 1, name: adminShellTexts.pageTitles.church })).toBeVisible();
    expect(screen.getByRole("heading", { name: adminShellTexts.menuHeading })).toBeVisible();
  });

  it("shows the generic error screen with the error's message", async () => {
    const router = createMemoryRouter([
      {
        path: "/",
        loader: () => {
          throw new Error("Falha ao carregar");
        },
        element: <p>nunca</p>,
        hydrateFallbackElement: <p>carregando</p>,
        errorElement: <RouteErrorScreen />,
      },
    ]);
    render(<RouterProvider router={router} />);

    expect(
      await screen.findByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeVisible();
    expect(screen.getByText("Falha ao carregar")).toBeVisible();
  });
});
