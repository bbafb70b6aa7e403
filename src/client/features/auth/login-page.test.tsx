import { screen, within } from "@testing-library/react";
import type { InitialEntry } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanUpAdminScreen } from "@/test-support/admin-screen";
import {
  answerSignedIn,
  answerSignInOk,
  answerSignOutOk,
  openAuthScreen,
  signedOutNetwork,
} from "@/test-support/auth-fixtures";
import { deferredResponse, jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import type { renderApp } from "@/test-support/render-app";
import { authTexts } from "./texts";

const texts = authTexts.login;

let network: FakeNetwork;

beforeEach(() => {
  network = signedOutNetwork();
  answerSignOutOk(network);
  network.on("GET", "/api/admin/church", () => jsonResponse({ church: null }));
});

afterEach(cleanUpAdminScreen);

const openLogin = (url: InitialEntry = "/admin/login") => openAuthScreen(url, texts.title);

async function fillIn(user: ReturnType<typeof renderApp>["user"], email: string, password: string) {
  await user.type(screen.getByLabelText(authTexts.fields.email), email);
  await user.type(screen.getByLabelText(authTexts.fields.password), password);
}

describe("login page", () => {
  it("shows the validation messages under the fields and marks them invalid", async () => {
    const { user } = await openLogin();

    await user.click(screen.getByRole("button", { name: texts.submit }));

    const email = screen.getByLabelText(authTexts.fields.email);
    const password = screen.getByLabelText(authTexts.fields.password);
    expect(await screen.findByText(authTexts.validation.invalidEmail)).toBeVisible();
    expect(screen.getByText(authTexts.validation.passwordRequired)).toBeVisible();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription(authTexts.validation.invalidEmail);
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(password).toHaveAccessibleDescription(authTexts.validation.passwordRequired);
    expect(network.requestsTo("POST", "/api/auth/sign-in/email")).toHaveLength(0);
  });

  it("rejects an address that does not look like an e-mail", async () => {
    const { user } = await openLogin();

    await fillIn(user, "ana@igreja", "segredo123");
    await user.click(screen.getByRole("button", { name: texts.submit }));

    expect(await screen.findByText(authTexts.validation.invalidEmail)).toBeVisible();
    expect(screen.getByLabelText(authTexts.fields.password)).toHaveAttribute("aria-invalid", "false");
  });

  it("signs out, then signs in showing 'Entrando...', and opens the admin area", async () => {
    const signIn = deferredResponse();
    network.on("POST", "/api/auth/sign-in/email", () => signIn.promise);
    const { user, router } = await openLogin();

    await fillIn(user, "ana@igreja.org", "segredo123");
    await user.click(screen.getByRole("button", { name: texts.submit }));

    const pending = await screen.findByRole("button", { name: texts.submitting });
    expect(pending).toBeDisabled();
    expect(network.requestsTo("POST", "/api/auth/sign-out")).toHaveLength(1);
    expect(network.requestsTo("POST", "/api/auth/sign-in/email")[0]?.body).toEqual({
      email: "ana@igreja.org",
      password: "segredo123",
    });

    answerSignedIn(network);
    signIn.release(
      jsonResponse({ redirect: false, token: "session-token", user: { id: "u1", email: "ana@igreja.org" } }),
    );

    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeVisible();
    expect(router.state.location.pathname).toBe("/admin");
  });

  it("maps wrong credentials to a Portuguese error toast", async () => {
    network.on("POST", "/api/auth/sign-in/email", () =>
      jsonResponse({ code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" }, 401),
    );
    const { user, router } = await openLogin();

    await fillIn(user, "ana@igreja.org", "errada123");
    await user.click(screen.getByRole("button", { name: texts.submit }));

    const toastRegion = screen.getByRole("region", { name: /Notificações/ });
    expect(await within(toastRegion).findByText(texts.errors.invalidCredentials)).toBeVisible();
    expect(within(toastRegion).getByText(texts.errorTitle)).toBeVisible();
    expect(screen.getByRole("button", { name: texts.submit })).toBeEnabled();
    expect(router.state.location.pathname).toBe("/admin/login");
  });

  it("clears the previous error when the user tries again", async () => {
    network.on("POST", "/api/auth/sign-in/email", () =>
      jsonResponse({ code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" }, 401),
    );
    const { user } = await openLogin();
    await fillIn(user, "ana@igreja.org", "errada123");
    await user.click(screen.getByRole("button", { name: texts.submit }));
    expect(await screen.findByText(texts.errors.invalidCredentials)).toBeVisible();

    const signIn = deferredResponse();
    network.on("POST", "/api/auth/sign-in/email", () => signIn.promise);
    await user.click(screen.getByRole("button", { name: texts.submit }));

    expect(await screen.findByRole("button", { name: texts.submitting })).toBeDisabled();
    expect(screen.queryByText(texts.errors.invalidCredentials)).not.toBeInTheDocument();
    signIn.release(jsonResponse({ code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" }, 401));
    expect(await screen.findByText(texts.errors.invalidCredentials)).toBeVisible();
  });

  it("asks to wait when the server rate-limits sign-in attempts", async () => {
    network.on("POST", "/api/auth/sign-in/email", () =>
      jsonResponse({ message: "Too many requests. Please try again later." }, 429),
    );
    const { user } = await openLogin();

    await fillIn(user, "ana@igreja.org", "segredo123");
    await user.click(screen.getByRole("button", { name: texts.submit }));

    expect(await screen.findByText(texts.errors.tooManyAttempts)).toBeVisible();
  });

  it("says which address to open when the app refuses the page's origin (PUBLIC_URL set)", async () => {
    const refusal = "Abra o Louvor pelo endereço configurado: https://louvor.example.org";
    network.on("POST", "/api/auth/sign-in/email", () =>
      jsonResponse({ error: { code: "invalid_origin", message: refusal } }, 403),
    );
    const { user } = await openLogin();

    await fillIn(user, "ana@igreja.org", "segredo123");
    await user.click(screen.getByRole("button", { name: texts.submit }));

    expect(await screen.findByText(refusal)).toBeVisible();
  });

  it("shows Portuguese, never the library's English, for every better-auth refusal", async () => {
    const cases: [Record<string, string>, number, string][] = [
      [{ code: "INVALID_ORIGIN", message: "Invalid origin" }, 403, authTexts.serverErrors.wrongAddress],
      [{ code: "MISSING_OR_NULL_ORIGIN", message: "Missing or null Origin" }, 403, authTexts.serverErrors.wrongAddress],
      [
        { code: "CROSS_SITE_NAVIGATION_LOGIN_BLOCKED", message: "Cross-site navigation login blocked." },
        403,
        authTexts.serverErrors.crossSite,
      ],
      [{ code: "INVALID_EMAIL", message: "Invalid email" }, 400, authTexts.validation.invalidEmail],
      [{ code: "FAILED_TO_CREATE_SESSION", message: "Failed to create session" }, 500, authTexts.serverErrors.sessionFailed],
      [{ code: "SOMETHING_NEW", message: "Something new went wrong" }, 400, texts.errors.fallback],
    ];
    const { user } = await openLogin();
    await fillIn(user, "ana@igreja.org", "segredo123");
    for (const [body, status, portuguese] of cases) {
      network.on("POST", "/api/auth/sign-in/email", () => jsonResponse(body, status));
      await user.click(screen.getByRole("button", { name: texts.submit }));
      expect(await screen.findByText(portuguese), body.code).toBeVisible();
      expect(screen.queryByText(body.message!)).not.toBeInTheDocument();
    }
  });

  it("falls back to the generic message when the server gives none", async () => {
    network.on("POST", "/api/auth/sign-in/email", () => new Response("", { status: 500 }));
    const { user } = await openLogin();

    await fillIn(user, "ana@igreja.org", "segredo123");
    await user.click(screen.getByRole("button", { name: texts.submit }));

    expect(await screen.findByText(texts.errors.fallback)).toBeVisible();
  });

  it("returns to the page the guard remembered", async () => {
    answerSignInOk(network);
    const { user, router } = await openLogin({
      pathname: "/admin/login",
      state: { from: { pathname: "/admin/church", search: "?aba=logo", hash: "" } },
    });

    await fillIn(user, "ana@igreja.org", "segredo123");
    answerSignedIn(network);
    await user.click(screen.getByRole("button", { name: texts.submit }));

    expect(await screen.findByRole("heading", { name: "Configurações da Igreja" })).toBeVisible();
    expect(router.state.location.pathname).toBe("/admin/church");
    expect(router.state.location.search).toBe("?aba=logo");
  });

  it("confirms a finished password reset", async () => {
    await openLogin("/admin/login?reset=ok");

    expect(screen.getByRole("status")).toHaveTextContent(texts.resetDone);
  });

  it("links to the password recovery screen", async () => {
    const { user } = await openLogin();

    await user.click(screen.getByRole("link", { name: texts.forgotPassword }));

    expect(
      await screen.findByRole("heading", { name: authTexts.forgotPassword.title }),
    ).toBeVisible();
  });
});
