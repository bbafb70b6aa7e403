import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerSignedIn, answerSignedOut } from "@/test-support/auth-fixtures";
import { fakeNetwork, jsonResponse } from "@/test-support/fake-network";
import { renderApp } from "@/test-support/render-app";
import { authTexts } from "./texts";

// better-auth keeps one session store per page: this story has a file of its own.

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a session ended elsewhere", () => {
  it("sends the open page to the login at its next admin call answered 401", async () => {
    const network = fakeNetwork();
    answerSignedIn(network);
    network.on("GET", "/api/admin/church", () =>
      jsonResponse({
        church: { id: "0b6f9d4e-2c1a-4e8b-9f3d-7a5c1e2b4d6f", name: "Igreja Batista Central", slug: "igreja-batista-central", address: null, youtubeChannel: null, logoUrl: null },
        role: "editor",
      }),
    );
    // The member was removed: the server ended their sessions before this page asked for the bands.
    network.on("GET", "/api/admin/bands", () => {
      answerSignedOut(network);
      return jsonResponse({ error: { code: "unauthorized", message: "Faça login para continuar." } }, 401);
    });
    const { router } = renderApp("/admin/bands");

    expect(await screen.findByRole("heading", { name: authTexts.login.title })).toBeVisible();
    expect(router.state.location.pathname).toBe("/admin/login");
    // Signed in at first: the page was open and asked for its bands.
    expect(network.requestsTo("GET", "/api/admin/bands").length).toBeGreaterThan(0);
  });
});
