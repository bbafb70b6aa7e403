import { screen } from "@testing-library/react";
import type { InitialEntry } from "react-router";
import { fakeNetwork, jsonResponse, type FakeNetwork } from "./fake-network";
import { renderApp } from "./render-app";

/** Answers in the shapes better-auth's endpoints give, for the client under test. */

export const adminUser = {
  id: "3f1e7c52-1a2b-4c3d-9e8f-0a1b2c3d4e5f",
  name: "Ana Souza",
  email: "ana@igreja.org",
  emailVerified: true,
  image: null,
  createdAt: "2025-01-10T12:00:00.000Z",
  updatedAt: "2025-01-10T12:00:00.000Z",
};

export function sessionPayload() {
  return {
    session: {
      id: "a7c9e1f3-5b7d-4f9a-8c2e-4d6f8a0b2c4e",
      userId: adminUser.id,
      token: "session-token",
      expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
      createdAt: "2025-01-10T12:00:00.000Z",
      updatedAt: "2025-01-10T12:00:00.000Z",
      ipAddress: null,
      userAgent: null,
    },
    user: adminUser,
  };
}

export function answerSignedIn(network: FakeNetwork) {
  network.on("GET", "/api/auth/get-session", () => jsonResponse(sessionPayload()));
}

export function answerSignedOut(network: FakeNetwork) {
  network.on("GET", "/api/auth/get-session", () => jsonResponse(null));
}

export function answerSignOutOk(network: FakeNetwork) {
  network.on("POST", "/api/auth/sign-out", () => jsonResponse({ success: true }));
}

export function answerSignInOk(network: FakeNetwork) {
  network.on("POST", "/api/auth/sign-in/email", () =>
    jsonResponse({ redirect: false, token: "session-token", user: adminUser }),
  );
}

/** A fake network on which nobody is signed in: what the sign-in screens see. */
export function signedOutNetwork(): FakeNetwork {
  const network = fakeNetwork();
  answerSignedOut(network);
  return network;
}

/** Renders the app at a sign-in screen's `url` and waits for its title. */
export async function openAuthScreen(url: InitialEntry, title: string) {
  const app = renderApp(url);
  await screen.findByRole("heading", { name: title });
  return app;
}
