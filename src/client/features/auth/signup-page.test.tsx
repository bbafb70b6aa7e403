import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { signupMessages } from "@shared/schemas/signup";
import { cleanUpAdminScreen } from "@/test-support/admin-screen";
import { openAuthScreen, signedOutNetwork } from "@/test-support/auth-fixtures";
import { jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { signupTexts as texts } from "./signup-page";
import { signupLinkText } from "./signup-status";
import { authTexts } from "./texts";

let network: FakeNetwork;

beforeEach(() => {
  network = signedOutNetwork();
});

afterEach(cleanUpAdminScreen);

const answerStatus = (open: boolean) => network.on("GET", "/api/signup", () => jsonResponse({ open }));

describe("'Criar conta' (SIGNUP)", () => {
  it("closed: the page says so and offers no form", async () => {
    answerStatus(false);
    await openAuthScreen("/admin/signup", texts.title);
    expect(await screen.findByRole("alert")).toHaveTextContent(signupMessages.closed);
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("closed: the login page has no 'Criar conta' link", async () => {
    answerStatus(false);
    await openAuthScreen("/admin/login", authTexts.login.title);
    await screen.findByLabelText(authTexts.fields.password);
    expect(network.requestsTo("GET", "/api/signup")).toHaveLength(1);
    expect(screen.queryByRole("link", { name: signupLinkText })).not.toBeInTheDocument();
  });

  it("open: the login page links to it; the form sends e-mail and name (no password) and says to check the mail", async () => {
    answerStatus(true);
    network.on("POST", "/api/signup", () => jsonResponse({ message: signupMessages.sent }, 202));
    const { user, router } = await openAuthScreen("/admin/login", authTexts.login.title);
    await user.click(await screen.findByRole("link", { name: signupLinkText }));
    await screen.findByRole("heading", { name: texts.title });
    expect(router.state.location.pathname).toBe("/admin/signup");
    expect(screen.queryByLabelText(authTexts.fields.password)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(authTexts.fields.email), "Nova@Example.com");
    await user.type(screen.getByLabelText(texts.name), "Nova");
    await user.click(screen.getByRole("button", { name: texts.submit }));
    expect(await screen.findByText(signupMessages.sent)).toBeVisible();
    expect(network.requestsTo("POST", "/api/signup")[0]?.body).toEqual({ email: "nova@example.com", name: "Nova" });
  });

  it("the confirmation link asks the password, sends it with the token once, and points to the login", async () => {
    answerStatus(true);
    network.on("POST", "/api/signup/confirm", () => jsonResponse({ message: signupMessages.confirmed }));
    const { user } = await openAuthScreen("/admin/signup/confirm?token=abc", texts.confirmTitle);
    // Opening the link alone confirms nothing (a mail scanner that follows it changes nothing).
    expect(network.requestsTo("POST", "/api/signup/confirm")).toHaveLength(0);
    await user.type(await screen.findByLabelText(authTexts.fields.newPassword), "senha-nova-123");
    await user.type(screen.getByLabelText(authTexts.fields.confirmPassword), "senha-nova-124");
    await user.click(screen.getByRole("button", { name: texts.confirmSubmit }));
    expect(await screen.findByText(authTexts.validation.passwordsDoNotMatch)).toBeVisible();
    await user.clear(screen.getByLabelText(authTexts.fields.confirmPassword));
    await user.type(screen.getByLabelText(authTexts.fields.confirmPassword), "senha-nova-123");
    await user.click(screen.getByRole("button", { name: texts.confirmSubmit }));
    expect(await screen.findByText(signupMessages.confirmed)).toBeVisible();
    expect(network.requestsTo("POST", "/api/signup/confirm").map((request) => request.body)).toEqual([{ token: "abc", password: "senha-nova-123" }]);
    expect(screen.getByRole("link", { name: texts.goToLogin })).toBeInTheDocument();
  });

  it("a dead link says so on the page", async () => {
    answerStatus(true);
    network.on("POST", "/api/signup/confirm", () => jsonResponse({ error: { code: "signup_link_invalid", message: signupMessages.linkInvalid } }, 410));
    const { user } = await openAuthScreen("/admin/signup/confirm?token=velho", texts.confirmTitle);
    await user.type(await screen.findByLabelText(authTexts.fields.newPassword), "senha-nova-123");
    await user.type(screen.getByLabelText(authTexts.fields.confirmPassword), "senha-nova-123");
    await user.click(screen.getByRole("button", { name: texts.confirmSubmit }));
    expect(await screen.findByRole("alert")).toHaveTextContent(signupMessages.linkInvalid);
  });
});
