import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToasts } from "@/components/ui/use-toast";
import { answerSignedIn, answerSignedOut, answerSignOutOk } from "@/test-support/auth-fixtures";
import { fakeNetwork, jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { renderApp } from "@/test-support/render-app";
import { adminShellTexts as texts } from "./texts";

// Signing out changes better-auth's one session store, so this story has its own file.

let network: FakeNetwork;

beforeEach(() => {
  network = fakeNetwork();
  answerSignedIn(network);
  network.on("GET", "/api/admin/church", () => jsonResponse({ church: null }));
});

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

describe("'Sair' in the sidebar", () => {
  it("asks before signing out, and signs out on confirmation", async () => {
    answerSignOutOk(network);
    const { user, router } = renderApp("/admin/church");

    await user.click(await screen.findByRole("button", { name: texts.signOut.button }));
    const dialog = await screen.findByRole("alertdialog", { name: texts.signOut.title });
    expect(dialog).toHaveAccessibleDescription(texts.signOut.description);

    await user.click(within(dialog).getByRole("button", { name: texts.signOut.cancel }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(network.requestsTo("POST", "/api/auth/sign-out")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: texts.signOut.button }));
    answerSignedOut(network);
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: texts.signOut.confirm }),
    );

    expect(await screen.findByRole("heading", { name: "Entrar" })).toBeVisible();
    expect(router.state.location.pathname).toBe("/admin/login");
    expect(network.requestsTo("POST", "/api/auth/sign-out")).toHaveLength(1);
  });
});
