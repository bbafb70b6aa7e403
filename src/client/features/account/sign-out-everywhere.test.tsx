import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { answerSignedOut } from "@/test-support/auth-fixtures";
import { cleanUpAdminScreen, fakeAdminNetwork, openAdminScreen, SCREEN_LOAD } from "@/test-support/admin-screen";
import { jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { accountTexts as texts } from "./texts";

// Signing out everywhere empties better-auth's one session store, so this story has its own file.

let network: FakeNetwork;

beforeEach(() => {
  network = fakeAdminNetwork();
});

afterEach(cleanUpAdminScreen);

const openPage = () => openAdminScreen("/admin/account", texts.title);

describe("'Sair de todos os dispositivos'", () => {
  it("signs out everywhere after confirming, and lands on the login page", async () => {
    network.on("POST", "/api/auth/revoke-sessions", () => {
      answerSignedOut(network);
      return jsonResponse({ status: true });
    });
    const { user, router } = await openPage();
    await user.click(screen.getByRole("button", { name: texts.signOutEverywhere.button }));
    const dialog = await screen.findByRole("alertdialog", { name: texts.signOutEverywhere.confirmTitle });
    await user.click(within(dialog).getByRole("button", { name: texts.signOutEverywhere.cancel }));
    expect(network.requestsTo("POST", "/api/auth/revoke-sessions")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: texts.signOutEverywhere.button }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: texts.signOutEverywhere.confirm }));
    expect(await screen.findByRole("heading", { name: "Entrar" }, SCREEN_LOAD)).toBeVisible();
    expect(router.state.location.pathname).toBe("/admin/login");
    expect(network.requestsTo("POST", "/api/auth/revoke-sessions")).toHaveLength(1);
  });

});
