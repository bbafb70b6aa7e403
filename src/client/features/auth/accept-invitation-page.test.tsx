import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { invitationMessages, type InvitationLookupResponse } from "@shared/schemas/invitations";
import { cleanUpAdminScreen, testChurch } from "@/test-support/admin-screen";
import { answerSignedIn, openAuthScreen, signedOutNetwork } from "@/test-support/auth-fixtures";
import { jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { acceptInvitationTexts as texts } from "./accept-invitation-page";

let network: FakeNetwork;

const valid: InvitationLookupResponse = { email: "maria@example.com", role: "editor", churchName: "Igreja Central", hasAccount: false };

beforeEach(() => {
  network = signedOutNetwork();
});

afterEach(cleanUpAdminScreen);

function answerLookup(body: unknown, status = 200) {
  network.on("POST", "/api/invitations/lookup", () => jsonResponse(body, status));
}

describe("accept invitation page (/convite)", () => {
  for (const [code, message] of [
    ["invitation_expired", invitationMessages.expired],
    ["invitation_used", invitationMessages.used],
    ["invitation_revoked", invitationMessages.revoked],
  ] as const) {
    it(`says '${message}' and offers nothing else`, async () => {
      answerLookup({ error: { code, message } }, 410);
      await openAuthScreen("/convite?token=abc", texts.title);
      expect(await screen.findByRole("alert")).toHaveTextContent(message);
      expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
      expect(screen.queryByRole("button")).not.toBeInTheDocument();
    });
  }

  it("a link without a token is not valid", async () => {
    await openAuthScreen("/convite", texts.title);
    expect(screen.getByRole("alert")).toHaveTextContent(invitationMessages.invalid);
  });

  it("asks a new member for name and an 8-character password, then lands in /admin signed in", async () => {
    answerLookup(valid);
    let signedIn = false;
    network.on("POST", "/api/invitations/accept", () => {
      signedIn = true;
      answerSignedIn(network);
      return jsonResponse({ redirectTo: "/admin" });
    });
    network.on("GET", "/api/admin/church", () => jsonResponse({ church: testChurch }));
    const { user, router } = await openAuthScreen("/convite?token=abc", texts.title);
    expect(await screen.findByText(texts.joinChurch("Igreja Central", "Editor"))).toBeInTheDocument();
    // The token leaves the address bar at once.
    await waitFor(() => expect(router.state.location.search).toBe(""));

    await user.type(screen.getByLabelText(texts.name), "Maria");
    await user.type(screen.getByLabelText("Senha"), "curta");
    await user.click(screen.getByRole("button", { name: texts.submit }));
    expect(await screen.findByText(invitationMessages.passwordTooShort)).toBeVisible();
    expect(network.requestsTo("POST", "/api/invitations/accept")).toHaveLength(0);

    await user.clear(screen.getByLabelText("Senha"));
    await user.type(screen.getByLabelText("Senha"), "senha-nova-123");
    await user.click(screen.getByRole("button", { name: texts.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"));
    expect(signedIn).toBe(true);
    expect(network.requestsTo("POST", "/api/invitations/accept")[0]?.body).toEqual({ token: "abc", name: "Maria", password: "senha-nova-123" });
  });

  it("an existing account gives only its password; a wrong one shows under the field", async () => {
    answerLookup({ ...valid, hasAccount: true });
    network.on("POST", "/api/invitations/accept", () =>
      jsonResponse(
        { error: { code: "validation_failed", message: invitationMessages.wrongPassword, issues: [{ path: "password", message: invitationMessages.wrongPassword }] } },
        422,
      ),
    );
    const { user } = await openAuthScreen("/convite?token=abc", texts.title);
    expect(await screen.findByText(texts.existingAccount("maria@example.com"))).toBeInTheDocument();
    expect(screen.queryByLabelText(texts.name)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Senha"), "senha-errada-1");
    await user.click(screen.getByRole("button", { name: texts.submit }));
    expect(await screen.findByText(invitationMessages.wrongPassword)).toBeVisible();
    expect(network.requestsTo("POST", "/api/invitations/accept")[0]?.body).toEqual({ token: "abc", password: "senha-errada-1" });
  });

  it("a link used by someone else meanwhile says so", async () => {
    answerLookup(valid);
    network.on("POST", "/api/invitations/accept", () => jsonResponse({ error: { code: "invitation_used", message: invitationMessages.used } }, 410));
    const { user } = await openAuthScreen("/convite?token=abc", texts.title);
    await screen.findByLabelText(texts.name);
    await user.type(screen.getByLabelText(texts.name), "Maria");
    await user.type(screen.getByLabelText("Senha"), "senha-nova-123");
    await user.click(screen.getByRole("button", { name: texts.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent(invitationMessages.used);
  });
});
