import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanUpAdminScreen } from "@/test-support/admin-screen";
import { openAuthScreen, signedOutNetwork } from "@/test-support/auth-fixtures";
import { deferredResponse, jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import type { renderApp } from "@/test-support/render-app";
import { authTexts } from "./texts";

const texts = authTexts.resetPassword;

let network: FakeNetwork;

beforeEach(() => {
  network = signedOutNetwork();
});

afterEach(cleanUpAdminScreen);

const openReset = (url: string) => openAuthScreen(url, texts.title);

async function choosePasswords(
  user: ReturnType<typeof renderApp>["user"],
  newPassword: string,
  confirmation: string,
) {
  await user.type(screen.getByLabelText(authTexts.fields.newPassword), newPassword);
  await user.type(screen.getByLabelText(authTexts.fields.confirmPassword), confirmation);
  await user.click(screen.getByRole("button", { name: texts.submit }));
}

describe("reset password page", () => {
  it("explains an expired link and offers a new one", async () => {
    const { user, router } = await openReset("/reset-password?error=INVALID_TOKEN");

    expect(screen.getByRole("alert")).toHaveTextContent(texts.invalidLink);
    expect(screen.queryByLabelText(authTexts.fields.newPassword)).not.toBeInTheDocument();

    await user.click(screen.getByRole("link", { name: texts.requestNewLink }));

    expect(
      await screen.findByRole("heading", { name: authTexts.forgotPassword.title }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe("/admin/forgot-password");
  });

  it("treats a link without a token as invalid", async () => {
    await openReset("/reset-password");

    expect(screen.getByRole("alert")).toHaveTextContent(texts.invalidLink);
  });

  it("requires at least 8 characters", async () => {
    const { user } = await openReset("/reset-password?token=abc123");

    await choosePasswords(user, "curta", "curta");

    expect(await screen.findByText(authTexts.validation.passwordTooShort)).toBeVisible();
    expect(screen.getByLabelText(authTexts.fields.newPassword)).toHaveAttribute("aria-invalid", "true");
    expect(network.requestsTo("POST", "/api/auth/reset-password")).toHaveLength(0);
  });

  it("requires the confirmation to match", async () => {
    const { user } = await openReset("/reset-password?token=abc123");

    await choosePasswords(user, "novasenha123", "novasenha124");

    expect(await screen.findByText(authTexts.validation.passwordsDoNotMatch)).toBeVisible();
    expect(screen.getByLabelText(authTexts.fields.confirmPassword)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(authTexts.fields.newPassword)).toHaveAttribute("aria-invalid", "false");
    expect(network.requestsTo("POST", "/api/auth/reset-password")).toHaveLength(0);
  });

  it("saves the new password and sends the user to sign in with it", async () => {
    const answer = deferredResponse();
    network.on("POST", "/api/auth/reset-password", () => answer.promise);
    const { user, router } = await openReset("/reset-password?token=abc123");

    await choosePasswords(user, "novasenha123", "novasenha123");

    expect(await screen.findByRole("button", { name: texts.submitting })).toBeDisabled();
    expect(network.requestsTo("POST", "/api/auth/reset-password")[0]?.body).toEqual({
      newPassword: "novasenha123",
      token: "abc123",
    });
    // The token left the address bar as soon as the page opened (analytics and history never see it).
    expect(router.state.location.search).toBe("");

    answer.release(jsonResponse({ status: true }));

    expect(await screen.findByText(authTexts.login.resetDone)).toBeVisible();
    expect(router.state.location.pathname).toBe("/admin/login");
    expect(router.state.location.search).toBe("?reset=ok");
  });

  it("shows the expired-link message when the server rejects the token", async () => {
    network.on("POST", "/api/auth/reset-password", () =>
      jsonResponse({ code: "INVALID_TOKEN", message: "Invalid token" }, 400),
    );
    const { user } = await openReset("/reset-password?token=velho");

    await choosePasswords(user, "novasenha123", "novasenha123");

    expect(await screen.findByRole("alert")).toHaveTextContent(texts.invalidLink);
    expect(screen.getByRole("link", { name: texts.requestNewLink })).toBeVisible();
  });

  it("takes the token out of the address at once", async () => {
    const { router } = await openReset("/reset-password?token=abc123");
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(router.state.location.pathname).toBe("/reset-password");
    expect(screen.getByLabelText(authTexts.fields.newPassword)).toBeVisible();
  });

  it("shows Portuguese for any other refusal, never the library's English", async () => {
    network.on("POST", "/api/auth/reset-password", () =>
      jsonResponse({ code: "INVALID_ORIGIN", message: "Invalid origin" }, 403),
    );
    const { user } = await openReset("/reset-password?token=abc123");

    await choosePasswords(user, "novasenha123", "novasenha123");

    expect(await screen.findByText(authTexts.serverErrors.wrongAddress)).toBeVisible();
    expect(screen.queryByText("Invalid origin")).not.toBeInTheDocument();
  });
});
