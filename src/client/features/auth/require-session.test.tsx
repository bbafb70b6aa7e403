import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answerSignedIn, answerSignInOk, answerSignOutOk } from "@/test-support/auth-fixtures";
import {
  deferredResponse,
  fakeNetwork,
  jsonResponse,
  type FakeNetwork,
} from "@/test-support/fake-network";
import { renderApp } from "@/test-support/render-app";
import { authTexts } from "./texts";

// better-auth keeps one session store per page, so this file follows one visitor's story.

let network: FakeNetwork;

beforeEach(() => {
  network = fakeNetwork();
  // Bands need a church: without one the admin area sends the administrator to register it.
  network.on("GET", "/api/admin/church", () =>
    jsonResponse({
      church: {
        id: "0b6f9d4e-2c1a-4e8b-9f3d-7a5c1e2b4d6f",
        name: "Igreja Batista Central",
        slug: "igreja-batista-central",
        address: null,
        youtubeChannel: null,
        logoUrl: null,
      },
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("access guard", () => {
  it("waits for the session, sends a signed-out visitor to login, and lets them back in after signing in", async () => {
    const firstCheck = deferredResponse();
    network.on("GET", "/api/auth/get-session", () => firstCheck.promise);
    const { user, router } = renderApp("/admin/bands?busca=louvor");

    expect(await screen.findByRole("status")).toHaveTextContent(authTexts.loading);
    expect(screen.queryByRole("heading", { name: "Bandas" })).not.toBeInTheDocument();

    network.on("GET", "/api/auth/get-session", () => jsonResponse(null));
    firstCheck.release(jsonResponse(null));

    expect(await screen.findByRole("heading", { name: authTexts.login.title })).toBeVisible();
    expect(router.state.location.pathname).toBe("/admin/login");

    answerSignOutOk(network);
    answerSignInOk(network);
    await user.type(screen.getByLabelText(authTexts.fields.email), "ana@igreja.org");
    await user.type(screen.getByLabelText(authTexts.fields.password), "segredo123");
    answerSignedIn(network);
    await user.click(screen.getByRole("button", { name: authTexts.login.submit }));

    expect(await screen.findByRole("heading", { name: "Bandas" })).toBeVisible();
    expect(router.state.location.pathname).toBe("/admin/bands");
    expect(router.state.location.search).toBe("?busca=louvor");
  });
});
