import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RouteErrorScreen } from "@/components/route-error-screen";
import { adminShellTexts } from "@/features/admin-shell/texts";
import { authTexts } from "@/features/auth/texts";
import { homeTexts } from "@/features/public/home/texts";
import { answerSignedIn } from "@/test-support/auth-fixtures";
import { fakeNetwork, jsonResponse } from "@/test-support/fake-network";
import { renderApp } from "@/test-support/render-app";

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
