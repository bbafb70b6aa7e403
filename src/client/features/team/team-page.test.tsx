import { configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { teamMessages, type TeamMember } from "@shared/schemas/team";
import { cleanUpAdminScreen, fakeAdminNetwork } from "@/test-support/admin-screen";
import { jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { renderApp } from "@/test-support/render-app";
import { teamTexts as texts } from "./texts";

// Lazy routes and a busy machine: give async queries more than the default second.
configure({ asyncUtilTimeout: 5000 });

const ana: TeamMember = {
  id: "11111111-1111-4111-8111-111111111111",
  userId: "a1111111-1111-4111-8111-111111111111",
  name: "Ana Souza",
  email: "ana@igreja.example",
  role: "admin",
  since: "2026-01-10T12:00:00.000Z",
  lastSignInAt: "2026-11-20T22:30:00.000Z",
};
const edu: TeamMember = {
  id: "22222222-2222-4222-8222-222222222222",
  userId: "a2222222-2222-4222-8222-222222222222",
  name: "Edu Lima",
  email: "edu@igreja.example",
  role: "editor",
  since: "2026-02-01T12:00:00.000Z",
  lastSignInAt: null,
};

let network: FakeNetwork;

beforeEach(() => {
  network = fakeAdminNetwork();
  network.on("GET", "/api/admin/church", () => jsonResponse({ church: { id: "c1", name: "Igreja", slug: "igreja", address: null, youtubeChannel: null, logoUrl: null }, role: "admin" }));
  network.on("GET", "/api/admin/team/members", () => jsonResponse({ members: [ana, edu] }));
});

afterEach(cleanUpAdminScreen);

function rowOf(name: string) {
  const row = screen.getByRole("cell", { name }).closest("tr");
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

describe("team page", { timeout: 20_000 }, () => {
  it("lists the members with e-mail, role, since and last sign-in", async () => {
    renderApp("/admin/team");
    expect(await screen.findByRole("heading", { level: 1, name: texts.title })).toBeVisible();
    expect(await screen.findByRole("cell", { name: "Ana Souza" })).toBeVisible();
    expect(rowOf("Ana Souza").getByText("ana@igreja.example")).toBeVisible();
    expect(rowOf("Ana Souza").getByText("Administrador")).toBeVisible();
    expect(rowOf("Ana Souza").getByText("10/01/2026")).toBeVisible();
    expect(rowOf("Edu Lima").getByText("Editor")).toBeVisible();
    expect(rowOf("Edu Lima").getByText(texts.never)).toBeVisible();
    for (const column of Object.values(texts.columns)) expect(screen.getByRole("columnheader", { name: column })).toBeVisible();
  });

  it("makes an Editor an Administrador after asking", async () => {
    network.on("PATCH", `/api/admin/team/members/${edu.id}`, () => jsonResponse({ member: { ...edu, role: "admin" } }));
    const { user } = renderApp("/admin/team");
    await user.click(await screen.findByRole("button", { name: texts.makeAdministrator("Edu Lima") }));
    const dialog = within(await screen.findByRole("alertdialog"));
    expect(dialog.getByText(texts.roleDialog.describe("Edu Lima", "admin"))).toBeVisible();
    await user.click(dialog.getByRole("button", { name: texts.roleDialog.confirm }));
    await waitFor(() => expect(network.requestsTo("PATCH", `/api/admin/team/members/${edu.id}`)).toHaveLength(1));
    expect(network.requestsTo("PATCH", `/api/admin/team/members/${edu.id}`)[0]?.body).toEqual({ role: "admin" });
    expect(await screen.findByText(texts.roleDialog.done("Edu Lima", "admin"))).toBeVisible();
  });

  it("tells why the last Administrador cannot become an Editor", async () => {
    network.on("PATCH", `/api/admin/team/members/${ana.id}`, () =>
      jsonResponse({ error: { code: "last_administrator", message: teamMessages.lastAdministrator } }, 409),
    );
    const { user } = renderApp("/admin/team");
    await user.click(await screen.findByRole("button", { name: texts.makeEditor("Ana Souza") }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: texts.roleDialog.confirm }));
    expect(await screen.findByText(`${texts.roleDialog.failed} ${teamMessages.lastAdministrator}`)).toBeVisible();
  });

  it("removes a member after asking, and cancelling sends nothing", async () => {
    network.on("DELETE", `/api/admin/team/members/${edu.id}`, () => new Response(null, { status: 204 }));
    const { user } = renderApp("/admin/team");
    const removeEdu = await screen.findByRole("button", { name: texts.removeMember("Edu Lima") });
    await user.click(removeEdu);
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancelar" }));
    expect(network.requestsTo("DELETE", `/api/admin/team/members/${edu.id}`)).toHaveLength(0);

    await user.click(removeEdu);
    const dialog = within(await screen.findByRole("alertdialog"));
    expect(dialog.getByText(texts.removeDialog.describe("Edu Lima"))).toBeVisible();
    await user.click(dialog.getByRole("button", { name: texts.removeDialog.confirm }));
    expect(await screen.findByText(texts.removeDialog.done("Edu Lima"))).toBeVisible();
    expect(network.requestsTo("DELETE", `/api/admin/team/members/${edu.id}`)).toHaveLength(1);
  });
});
