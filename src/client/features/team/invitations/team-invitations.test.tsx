import { act, configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { invitationMessages, type PendingInvitation } from "@shared/schemas/invitations";
import { AppProviders } from "@/app-providers";
import { createQueryClient } from "@/lib/query-client";
import { cleanUpAdminScreen, toastRegion } from "@/test-support/admin-screen";
import { stubBrowserGaps } from "@/test-support/browser-gaps";
import { deferredResponse, fakeNetwork, jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { TeamInvitations } from "./team-invitations";
import { invitationsTexts as texts } from "./texts";

configure({ asyncUtilTimeout: 5000 });

const URL_PATH = "/api/admin/team/invitations";

const pending = (overrides: Partial<PendingInvitation> = {}): PendingInvitation => ({
  id: "0b7e0b6e-3f7a-4c47-9d4e-6d2b8b1c1a11",
  email: "maria@example.com",
  role: "editor",
  invitedByName: "Ana",
  sentAt: "2026-11-20T12:00:00.000Z",
  expiresAt: "2026-11-27T12:00:00.000Z",
  ...overrides,
});

let network: FakeNetwork;
let invitations: PendingInvitation[];

beforeEach(() => {
  stubBrowserGaps();
  network = fakeNetwork();
  invitations = [pending()];
  network.on("GET", URL_PATH, () => jsonResponse({ invitations }));
});

afterEach(cleanUpAdminScreen);

function renderInvitations() {
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createQueryClient()}>
      <TeamInvitations />
    </AppProviders>,
  );
  return user;
}

describe("TeamInvitations", () => {
  it("shows a skeleton, then each pending invitation with its role, who invited and the dates", async () => {
    const answer = deferredResponse();
    network.on("GET", URL_PATH, () => answer.promise);
    renderInvitations();
    expect(screen.getByLabelText(texts.loading)).toBeInTheDocument();
    act(() => answer.release(jsonResponse({ invitations })));
    const item = (await screen.findByText("maria@example.com")).closest("li")!;
    expect(within(item).getByText("Editor")).toBeInTheDocument();
    expect(within(item).getByText(/Convidado por Ana · Enviado em 20\.11\.2026 · Expira em 27\.11\.2026/)).toBeInTheDocument();
  });

  it("says when there is none", async () => {
    invitations = [];
    renderInvitations();
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
  });

  it("says when the list cannot be loaded, and 'Tentar novamente' asks again", async () => {
    let fail = true;
    network.on("GET", URL_PATH, () =>
      fail ? jsonResponse({ error: { code: "internal", message: "Erro interno." } }, 500) : jsonResponse({ invitations }),
    );
    const user = renderInvitations();
    expect(await screen.findByText(texts.loadFailed, undefined, { timeout: 15_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: texts.retry }));
    expect(await screen.findByText("maria@example.com")).toBeInTheDocument();
  }, 30_000);

  it("'Convidar' sends e-mail and role, closes, toasts and lists the new invitation", async () => {
    invitations = [];
    network.on("POST", URL_PATH, (request) => {
      const body = request.body as { email: string; role: "admin" | "editor" };
      invitations = [pending({ email: body.email, role: body.role })];
      return jsonResponse({ invitation: invitations[0] }, 201);
    });
    const user = renderInvitations();
    await screen.findByText(texts.empty);
    await user.click(screen.getByRole("button", { name: texts.invite }));
    const dialog = await screen.findByRole("dialog", { name: texts.dialog.title });
    await user.type(within(dialog).getByLabelText(texts.dialog.email), "joao@example.com");
    await user.click(within(dialog).getByRole("combobox", { name: texts.dialog.role }));
    await user.click(await screen.findByRole("option", { name: "Administrador" }));
    await user.click(within(dialog).getByRole("button", { name: texts.dialog.save }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(network.requestsTo("POST", URL_PATH)[0]?.body).toEqual({ email: "joao@example.com", role: "admin" });
    expect(await screen.findByText("joao@example.com")).toBeInTheDocument();
    expect(toastRegion().getByText(texts.toasts.sent)).toBeInTheDocument();
  });

  it("the dialog checks the e-mail before sending, and shows the server's refusal without closing", async () => {
    network.on("POST", URL_PATH, () =>
      jsonResponse({ error: { code: "member_of_another_church", message: invitationMessages.memberOfAnotherChurch } }, 409),
    );
    const user = renderInvitations();
    await screen.findByText("maria@example.com");
    await user.click(screen.getByRole("button", { name: texts.invite }));
    const dialog = await screen.findByRole("dialog", { name: texts.dialog.title });
    const email = within(dialog).getByLabelText(texts.dialog.email);
    await user.type(email, "não é e-mail");
    await user.click(within(dialog).getByRole("button", { name: texts.dialog.save }));
    expect(await within(dialog).findByText(invitationMessages.emailInvalid)).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(network.requestsTo("POST", URL_PATH)).toEqual([]);

    await user.clear(email);
    await user.type(email, "outra@example.com");
    await user.click(within(dialog).getByRole("button", { name: texts.dialog.save }));
    expect(await within(dialog).findByText(invitationMessages.memberOfAnotherChurch)).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("resends and revokes an invitation", async () => {
    network.on("POST", `${URL_PATH}/${pending().id}/resend`, () => jsonResponse({ invitation: pending() }));
    network.on("DELETE", `${URL_PATH}/${pending().id}`, () => {
      invitations = [];
      return new Response(null, { status: 204 });
    });
    const user = renderInvitations();
    await screen.findByText("maria@example.com");
    await user.click(screen.getByRole("button", { name: texts.resendFor("maria@example.com") }));
    expect(await toastRegion().findByText(texts.toasts.resent)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: texts.revokeFor("maria@example.com") }));
    const confirm = await screen.findByRole("alertdialog");
    await user.click(within(confirm).getByRole("button", { name: texts.revokeConfirm }));
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    expect(network.requestsTo("DELETE", `${URL_PATH}/${pending().id}`)).toHaveLength(1);
  });
});
