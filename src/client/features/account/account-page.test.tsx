import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { adminUser, sessionPayload } from "@/test-support/auth-fixtures";
import { cleanUpAdminScreen, fakeAdminNetwork, openAdminScreen, SCREEN_LOAD, toastRegion } from "@/test-support/admin-screen";
import { deferredResponse, jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { renderApp } from "@/test-support/render-app";
import { accountTexts as texts } from "./texts";

let network: FakeNetwork;

beforeEach(() => {
  network = fakeAdminNetwork();
});

afterEach(cleanUpAdminScreen);

const openPage = () => openAdminScreen("/admin/account", texts.title);

const passwordForm = () => screen.getByRole("heading", { name: texts.password.title }).closest("[data-slot=card]") as HTMLElement;

/** Types the current password, the new one and its confirmation (the new one again unless given) in 'Alterar senha', and submits. */
async function submitPassword(user: UserEvent, current: string, next: string, confirmation = next) {
  const form = within(passwordForm());
  await user.type(form.getByLabelText(texts.password.current), current);
  await user.type(form.getByLabelText(texts.password.next), next);
  await user.type(form.getByLabelText(texts.password.confirm), confirmation);
  await user.click(form.getByRole("button", { name: texts.password.submit }));
  return form;
}

describe("'Minha conta'", () => {
  it("is reached from 'Minha conta' in the sidebar and shows the member's e-mail and name", async () => {
    const { user, router } = renderApp("/admin/church");
    await user.click(await screen.findByRole("link", { name: "Minha conta" }, SCREEN_LOAD));
    expect(await screen.findByRole("heading", { name: texts.title, level: 1 }, SCREEN_LOAD)).toBeVisible();
    expect(router.state.location.pathname).toBe("/admin/account");
    expect(screen.getByLabelText(texts.profile.email)).toHaveValue(adminUser.email);
    expect(screen.getByLabelText(texts.profile.name)).toHaveValue(adminUser.name);
  });

  it("saves the name, showing 'Salvando...' while the server answers", async () => {
    const answer = deferredResponse();
    network.on("POST", "/api/auth/update-user", () => answer.promise);
    const { user } = await openPage();
    const name = screen.getByLabelText(texts.profile.name);
    await user.clear(name);
    await user.type(name, "Ana Maria Souza");
    await user.click(screen.getByRole("button", { name: texts.profile.save }));

    expect(await screen.findByRole("button", { name: texts.profile.saving })).toBeDisabled();
    expect(network.requestsTo("POST", "/api/auth/update-user")[0]!.body).toEqual({ name: "Ana Maria Souza" });
    network.on("GET", "/api/auth/get-session", () => jsonResponse({ ...sessionPayload(), user: { ...adminUser, name: "Ana Maria Souza" } }));
    answer.release(jsonResponse({ status: true }));
    expect(await toastRegion().findByText(texts.profile.saved)).toBeVisible();
    expect(screen.getByLabelText(texts.profile.name)).toHaveValue("Ana Maria Souza");
  });

  it("does not send a blank name, and shows the server's reason under the field", async () => {
    network.on("POST", "/api/auth/update-user", () =>
      jsonResponse({ code: "VALIDATION_FAILED", message: "Dados inválidos.", issues: [{ path: "name", message: texts.messages.nameTooLong }] }, 422),
    );
    const { user } = await openPage();
    const name = screen.getByLabelText(texts.profile.name);
    await user.clear(name);
    await user.click(screen.getByRole("button", { name: texts.profile.save }));
    expect(await screen.findByText(texts.messages.nameRequired)).toBeVisible();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(network.requestsTo("POST", "/api/auth/update-user")).toHaveLength(0);

    await user.type(name, "Ana");
    await user.click(screen.getByRole("button", { name: texts.profile.save }));
    expect(await screen.findByText(texts.messages.nameTooLong)).toBeVisible();
  });

  it("changes the password with the current one and ends the other sessions", async () => {
    network.on("POST", "/api/auth/change-password", () => jsonResponse({ token: "nova-sessao", user: adminUser }));
    const { user } = await openPage();
    const form = await submitPassword(user, "senha-antiga-1", "senha-nova-123");

    expect(await toastRegion().findByText(texts.password.changed)).toBeVisible();
    expect(network.requestsTo("POST", "/api/auth/change-password")[0]!.body).toEqual({
      currentPassword: "senha-antiga-1",
      newPassword: "senha-nova-123",
      revokeOtherSessions: true,
    });
    expect(form.getByLabelText(texts.password.current)).toHaveValue("");
  });

  it("checks the new password before sending: 8 characters at least, typed twice alike", async () => {
    const { user } = await openPage();
    const form = within(passwordForm());
    await user.click(form.getByRole("button", { name: texts.password.submit }));
    expect(await form.findByText(texts.messages.currentPasswordRequired)).toBeVisible();
    await submitPassword(user, "senha-antiga-1", "curta", "outra");
    expect(await form.findByText(texts.messages.passwordTooShort)).toBeVisible();
    expect(form.getByText(texts.messages.passwordsDoNotMatch)).toBeVisible();
    expect(network.requestsTo("POST", "/api/auth/change-password")).toHaveLength(0);
  });

  it("says so under the field when the current password is wrong", async () => {
    network.on("POST", "/api/auth/change-password", () => jsonResponse({ code: "INVALID_PASSWORD", message: "Invalid password" }, 400));
    const { user } = await openPage();
    const form = await submitPassword(user, "nao-e-a-senha", "senha-nova-123");
    expect(await form.findByText(texts.messages.currentPasswordWrong)).toBeVisible();
    expect(form.getByLabelText(texts.password.current)).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText("Invalid password")).not.toBeInTheDocument();
  });

  it("tells too many attempts in Portuguese", async () => {
    network.on("POST", "/api/auth/change-password", () => jsonResponse({ message: "Too many requests. Please try again later." }, 429));
    const { user } = await openPage();
    await submitPassword(user, "senha-antiga-1", "senha-nova-123");
    expect(await toastRegion().findByText(texts.tooManyAttempts)).toBeVisible();
  });

  it("keeps the member signed in and says so when signing out everywhere fails", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    network.on("POST", "/api/auth/revoke-sessions", () => jsonResponse({ message: "boom" }, 500));
    const { user, router } = await openPage();
    await user.click(screen.getByRole("button", { name: texts.signOutEverywhere.button }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: texts.signOutEverywhere.confirm }));
    expect(await toastRegion().findByText(texts.signOutEverywhere.failed)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/account"));
    expect(logged).toHaveBeenCalledWith("Sign-out everywhere failed", expect.anything());
  });
});
