import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanUpAdminScreen } from "@/test-support/admin-screen";
import { openAuthScreen, signedOutNetwork } from "@/test-support/auth-fixtures";
import { deferredResponse, jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { authTexts } from "./texts";

const texts = authTexts.forgotPassword;

let network: FakeNetwork;

beforeEach(() => {
  network = signedOutNetwork();
});

afterEach(cleanUpAdminScreen);

const openForgotPassword = () => openAuthScreen("/admin/forgot-password", texts.title);

describe("forgot password page", () => {
  it("validates the e-mail before asking for a recovery mail", async () => {
    const { user } = await openForgotPassword();

    await user.type(screen.getByLabelText(authTexts.fields.email), "ana");
    await user.click(screen.getByRole("button", { name: texts.submit }));

    expect(await screen.findByText(authTexts.validation.invalidEmail)).toBeVisible();
    expect(screen.getByLabelText(authTexts.fields.email)).toHaveAttribute("aria-invalid", "true");
    expect(network.requestsTo("POST", "/api/auth/request-password-reset")).toHaveLength(0);
  });

  it("requests the recovery mail pointing back to /reset-password and says to check the inbox", async () => {
    const answer = deferredResponse();
    network.on("POST", "/api/auth/request-password-reset", () => answer.promise);
    const { user } = await openForgotPassword();

    await user.type(screen.getByLabelText(authTexts.fields.email), "ana@igreja.org");
    await user.click(screen.getByRole("button", { name: texts.submit }));

    expect(await screen.findByRole("button", { name: texts.submitting })).toBeDisabled();
    expect(network.requestsTo("POST", "/api/auth/request-password-reset")[0]?.body).toEqual({
      email: "ana@igreja.org",
      redirectTo: "/reset-password",
    });

    answer.release(jsonResponse({ status: true, message: "If this email exists in our system, check your email for the reset link" }));

    expect(await screen.findByRole("status")).toHaveTextContent(texts.sent);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the recovery error when the server could not send the mail", async () => {
    network.on("POST", "/api/auth/request-password-reset", () =>
      jsonResponse({ code: "RECOVERY_MAIL_FAILED", message: texts.failed }, 503),
    );
    const { user } = await openForgotPassword();

    await user.type(screen.getByLabelText(authTexts.fields.email), "ana@igreja.org");
    await user.click(screen.getByRole("button", { name: texts.submit }));

    expect(await screen.findByRole("alert")).toHaveTextContent(texts.failed);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("shows an alert when the request fails", async () => {
    network.on("POST", "/api/auth/request-password-reset", () =>
      jsonResponse({ message: "Internal Server Error" }, 500),
    );
    const { user } = await openForgotPassword();

    await user.type(screen.getByLabelText(authTexts.fields.email), "ana@igreja.org");
    await user.click(screen.getByRole("button", { name: texts.submit }));

    expect(await screen.findByRole("alert")).toHaveTextContent(texts.failed);
    expect(screen.getByRole("button", { name: texts.submit })).toBeEnabled();
  });

  it("explains a refused address or too many requests in Portuguese", async () => {
    const refusal = "Abra o Louvor pelo endereço configurado: https://louvor.example.org";
    const { user } = await openForgotPassword();
    await user.type(screen.getByLabelText(authTexts.fields.email), "ana@igreja.org");

    network.on("POST", "/api/auth/request-password-reset", () =>
      jsonResponse({ error: { code: "invalid_origin", message: refusal } }, 403),
    );
    await user.click(screen.getByRole("button", { name: texts.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent(refusal);

    network.on("POST", "/api/auth/request-password-reset", () =>
      jsonResponse({ message: "Too many requests. Please try again later." }, 429),
    );
    await user.click(screen.getByRole("button", { name: texts.submit }));
    expect(await screen.findByText(authTexts.serverErrors.tooManyRequests)).toBeVisible();
    expect(screen.queryByText(/Too many requests/)).not.toBeInTheDocument();
  });

  it("goes back to the admin login", async () => {
    const { user, router } = await openForgotPassword();

    await user.click(screen.getByRole("link", { name: texts.backToLogin }));

    expect(await screen.findByRole("heading", { name: authTexts.login.title })).toBeVisible();
    expect(router.state.location.pathname).toBe("/admin/login");
  });
});
