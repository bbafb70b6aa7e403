import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RouteErrorScreen } from "@/components/route-error-screen";
import { adminShellTexts } from "@/features/admin-shell/texts";
import { authTexts } from "@/features/auth/texts";
import { homeTexts } from "@/features/home/texts";
import { answerSignedIn } from "@/test-support/auth-fixtures";
import { fakeNetwork, jsonResponse } from "@/test-support/fake-network";
import { renderApp } from "@/test-support/render-app";

const { pageTitles } = adminShellTexts;

beforeEach(() => {
  const network = fakeNetwork();
  answerSignedIn(network);
  network.on("GET", "/api/admin/church", () =>
    jsonResponse({
      church: {
        id: "0b6f9d4e-2c1a-4e8b-9f3d-7a5c1e2b4d6f",
        name: "Igreja Batista Central",
        slug: "igreja-batista-central",
        address: null,
        youtubeChannel: "https://www.youtube.com/@ibcentral",
        logoUrl: null,
      },
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("router", () => {
  it("shows the public home with a way into the admin area", async () => {
    const { user, router } = renderApp("/");

    expect(await screen.findByRole("heading", { level: 1, name: homeTexts.productName })).toBeVisible();
    expect(screen.getByText(homeTexts.description)).toBeVisible();

    await user.click(screen.getByRole("link", { name: homeTexts.adminLink }));

    expect(await screen.findByRole("heading", { name: authTexts.login.title })).toBeVisible();
    expect(router.state.location.pathname).toBe("/admin/login");
  });

  it.each(["/qualquer/coisa", "/login", "/admin/nao-existe"])("sends the unknown path %s to /", async (path) => {
    const { router } = renderApp(path);

    expect(await screen.findByRole("heading", { level: 1, name: homeTexts.productName })).toBeVisible();
    expect(router.state.location.pathname).toBe("/");
  });

  it.each([
    ["/admin", pageTitles.dashboard],
    ["/admin/", pageTitles.dashboard],
    ["/admin/church", pageTitles.church],
    ["/admin/musicians", pageTitles.musicians],
    ["/admin/bands", pageTitles.bands],
    ["/admin/bands/new", pageTitles.bands],
    ["/admin/bands/5d1c2b3a-0000-4000-8000-000000000001", pageTitles.bands],
    ["/admin/services", pageTitles.services],
    ["/admin/services/new", pageTitles.services],
    ["/admin/services/5d1c2b3a-0000-4000-8000-000000000002", pageTitles.services],
    ["/admin/songs", pageTitles.songs],
    ["/admin/songs/new", pageTitles.songs],
    ["/admin/songs/5d1c2b3a-0000-4000-8000-000000000003", pageTitles.songs],
  ])("renders %s inside the admin layout as '%s'", async (path, title) => {
    renderApp(path);

    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeVisible();
    expect(screen.getByText(adminShellTexts.underConstruction)).toBeVisible();
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
