import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAdmin, createChurch, signedInAdmin } from "../../../tests/factories";
import { readOutbox, softBreaksUndone } from "../../../tests/outbox";
import { runScript } from "../../../tests/app-process";
import { createTestApp, sessionCookie, useTestApp, type TestApp } from "../../../tests/test-app";
import { invitationMessages, type InvitationListResponse, type InvitationLookupResponse, type InvitationResponse } from "@shared/schemas/invitations";
import { signupMessages } from "@shared/schemas/signup";
import { churchMembers, invitations, users } from "../db";
import { inviteFirstAdministrator } from "./first-admin-invitations";

const t = useTestApp();

function api(app: TestApp, url: string, init: RequestInit & { json?: unknown } = {}, cookie?: string) {
  const headers = new Headers(init.headers);
  if (cookie) headers.set("cookie", cookie);
  return app.request(url, { ...init, headers });
}

const uniqueEmail = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The newest invitation link mailed to `email`, read from the outbox as the invitee would. */
async function mailedLink(app: TestApp, email: string): Promise<URL> {
  await app.deliverMail();
  const messages = readOutbox(app.config.outboxDir).map(softBreaksUndone).filter((message) => message.includes(email));
  const match = messages.at(-1)?.match(/https?:\/\/\S+\/convite\?token=[\w.~%-]+/);
  if (!match) throw new Error(`no invitation link mailed to ${email}`);
  return new URL(match[0]);
}

const tokenOf = (link: URL) => link.searchParams.get("token")!;

async function invite(cookie: string, email: string, role: "admin" | "editor" = "editor") {
  const response = await api(t, "/api/admin/team/invitations", { method: "POST", json: { email, role } }, cookie);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as InvitationResponse).invitation;
}

const lookup = (token: string) => api(t, "/api/invitations/lookup", { method: "POST", json: { token } });
const accept = (body: { token: string; name?: string; password: string }) => api(t, "/api/invitations/accept", { method: "POST", json: body });

describe("invitations of a church", () => {
  it("creates, lists, mails a working link valid for 7 days, and the invitee joins with a session", async () => {
    const { church, cookie, admin } = await signedInAdmin(t);
    const email = uniqueEmail("Editora").toLowerCase();
    const invitation = await invite(cookie, `  ${email.toUpperCase()} `);
    expect(invitation).toMatchObject({ email, role: "editor", invitedByName: admin.name });
    const days = (Date.parse(invitation.expiresAt) - Date.parse(invitation.sentAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);

    const list = (await (await api(t, "/api/admin/team/invitations", {}, cookie)).json()) as InvitationListResponse;
    expect(list.invitations.map((i) => i.email)).toEqual([email]);

    const link = await mailedLink(t, email);
    expect(link.origin + link.pathname).toBe(`${t.config.publicUrl}/convite`);
    const [stored] = await t.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(stored!.tokenHash).not.toContain(tokenOf(link));

    const looked = await lookup(tokenOf(link));
    expect(looked.status).toBe(200);
    expect((await looked.json()) as InvitationLookupResponse).toEqual({ email, role: "editor", churchName: church.name, hasAccount: false });

    const accepted = await accept({ token: tokenOf(link), name: "Ana Editora", password: "senha-nova-123" });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    expect(await accepted.json()).toEqual({ redirectTo: "/admin" });
    const session = await api(t, "/api/auth/get-session", {}, sessionCookie(accepted));
    expect(((await session.json()) as { user: { email: string; name: string } }).user).toMatchObject({ email, name: "Ana Editora" });

    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const [member] = await t.db.select().from(churchMembers).where(eq(churchMembers.userId, user!.id));
    expect(member).toMatchObject({ churchId: church.id, role: "editor" });
    const after = (await (await api(t, "/api/admin/team/invitations", {}, cookie)).json()) as InvitationListResponse;
    expect(after.invitations).toEqual([]);

    // Used once: the second use says so and changes nothing.
    const again = await accept({ token: tokenOf(link), name: "Outra", password: "senha-nova-456" });
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({ error: { code: "invitation_used", message: invitationMessages.used } });
    expect((await lookup(tokenOf(link))).status).toBe(410);
  });

  it("refuses bad input with 422 and an e-mail already on this team with 409", async () => {
    const { cookie, admin } = await signedInAdmin(t);
    for (const json of [{ email: "não é e-mail", role: "editor" }, { email: uniqueEmail("x"), role: "dono" }, {}]) {
      const response = await api(t, "/api/admin/team/invitations", { method: "POST", json }, cookie);
      expect(response.status).toBe(422);
    }
    const self = await api(t, "/api/admin/team/invitations", { method: "POST", json: { email: admin.email, role: "admin" } }, cookie);
    expect(self.status).toBe(409);
    expect(await self.json()).toMatchObject({ error: { code: "already_member", message: invitationMessages.alreadyMember } });
  });

  it("invites a member of another church as it invites anyone: the inviter learns nothing, the link refuses to move them", async () => {
    const { cookie } = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    const stranger = uniqueEmail("ninguem");
    const answers = [];
    for (const email of [other.admin.email, stranger]) {
      const response = await api(t, "/api/admin/team/invitations", { method: "POST", json: { email, role: "editor" } }, cookie);
      const body = (await response.json()) as InvitationResponse;
      answers.push({ status: response.status, keys: Object.keys(body.invitation).sort(), role: body.invitation.role, email: body.invitation.email === email });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toMatchObject({ status: 201 });

    // The mailbox's owner is told, at the link, that their account already has a church; nothing moves.
    const accepted = await accept({ token: tokenOf(await mailedLink(t, other.admin.email)), password: other.admin.password });
    expect(accepted.status).toBe(409);
    expect(await accepted.json()).toMatchObject({ error: { code: "member_of_another_church", message: invitationMessages.inAnotherChurch } });
    const [member] = await t.db.select().from(churchMembers).where(eq(churchMembers.userId, other.admin.id));
    expect(member).toMatchObject({ churchId: other.church.id, role: "admin" });
  });

  it("inviting a pending e-mail again renews that invitation: one row, the old link dead", async () => {
    const { cookie } = await signedInAdmin(t);
    const email = uniqueEmail("dup");
    const first = await invite(cookie, email, "editor");
    const oldLink = await mailedLink(t, email);
    const second = await invite(cookie, email, "admin");
    expect(second.id).toBe(first.id);
    expect(second.role).toBe("admin");
    const newLink = await mailedLink(t, email);
    expect(tokenOf(newLink)).not.toBe(tokenOf(oldLink));
    expect((await lookup(tokenOf(oldLink))).status).toBe(404);
    expect(((await (await lookup(tokenOf(newLink))).json()) as InvitationLookupResponse).role).toBe("admin");
  });

  it("resend mails a new link with a new 7 days; the old link dies", async () => {
    const { cookie } = await signedInAdmin(t);
    const email = uniqueEmail("resend");
    const invitation = await invite(cookie, email);
    const oldLink = await mailedLink(t, email);
    await t.db.update(invitations).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(invitations.id, invitation.id));
    expect(await (await lookup(tokenOf(oldLink))).json()).toMatchObject({ error: { code: "invitation_expired", message: invitationMessages.expired } });

    const resent = await api(t, `/api/admin/team/invitations/${invitation.id}/resend`, { method: "POST" }, cookie);
    expect(resent.status).toBe(200);
    const { invitation: renewed } = (await resent.json()) as InvitationResponse;
    expect(Date.parse(renewed.expiresAt) - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
    const newLink = await mailedLink(t, email);
    expect(tokenOf(newLink)).not.toBe(tokenOf(oldLink));
    expect((await lookup(tokenOf(oldLink))).status).toBe(404);
    expect((await lookup(tokenOf(newLink))).status).toBe(200);
  });

  it("a link past its 7 days says it expired and accepts nothing", async () => {
    const { cookie } = await signedInAdmin(t);
    const email = uniqueEmail("late");
    const invitation = await invite(cookie, email);
    const link = await mailedLink(t, email);
    await t.db.update(invitations).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(invitations.id, invitation.id));
    const response = await accept({ token: tokenOf(link), name: "Tarde", password: "senha-nova-123" });
    expect(response.status).toBe(410);
    expect(await response.json()).toMatchObject({ error: { code: "invitation_expired", message: invitationMessages.expired } });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("revoke cancels the link; another church cannot revoke or resend it", async () => {
    const { cookie } = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    const email = uniqueEmail("revoke");
    const invitation = await invite(cookie, email);
    const link = await mailedLink(t, email);
    expect((await api(t, `/api/admin/team/invitations/${invitation.id}`, { method: "DELETE" }, other.cookie)).status).toBe(404);
    expect((await api(t, `/api/admin/team/invitations/${invitation.id}/resend`, { method: "POST" }, other.cookie)).status).toBe(404);
    expect((await api(t, "/api/admin/team/invitations/not-an-id", { method: "DELETE" }, cookie)).status).toBe(404);
    expect((await api(t, `/api/admin/team/invitations/${invitation.id}`, { method: "DELETE" }, cookie)).status).toBe(204);
    const response = await accept({ token: tokenOf(link), name: "Cancelado", password: "senha-nova-123" });
    expect(await response.json()).toMatchObject({ error: { code: "invitation_revoked", message: invitationMessages.revoked } });
    expect((await api(t, `/api/admin/team/invitations/${invitation.id}`, { method: "DELETE" }, cookie)).status).toBe(404);
  });

  it("needs a session", async () => {
    expect((await api(t, "/api/admin/team/invitations")).status).toBe(401);
  });
});

describe("accepting", () => {
  it("of two accepts of one link at once, exactly one wins", async () => {
    const { cookie, church } = await signedInAdmin(t);
    const email = uniqueEmail("race");
    await invite(cookie, email);
    const token = tokenOf(await mailedLink(t, email));
    const answers = await Promise.all([
      accept({ token, name: "Um", password: "senha-nova-123" }),
      accept({ token, name: "Dois", password: "senha-nova-456" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410]);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(await t.db.select().from(churchMembers).where(eq(churchMembers.userId, user!.id))).toHaveLength(1);
    // The church: its Administrador and the one who won.
    expect((await t.db.select().from(churchMembers).where(eq(churchMembers.churchId, church.id))).length).toBe(2);
  });

  it("an account in no church joins with its own password only; a wrong password is 422", async () => {
    const { cookie, church } = await signedInAdmin(t);
    const loner = await createAdmin(t);
    await invite(cookie, loner.email, "admin");
    const token = tokenOf(await mailedLink(t, loner.email));
    expect(((await (await lookup(token)).json()) as InvitationLookupResponse).hasAccount).toBe(true);
    const wrong = await accept({ token, password: "nao-e-a-senha" });
    expect(wrong.status).toBe(422);
    const response = await accept({ token, password: loner.password });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(sessionCookie(response)).not.toBe("");
    const [member] = await t.db.select().from(churchMembers).where(eq(churchMembers.userId, loner.id));
    expect(member).toMatchObject({ churchId: church.id, role: "admin" });
  });

  it("a new account needs a name and an 8-character password (422)", async () => {
    const { cookie } = await signedInAdmin(t);
    const email = uniqueEmail("short");
    await invite(cookie, email);
    const token = tokenOf(await mailedLink(t, email));
    expect((await accept({ token, name: "Curta", password: "1234567" })).status).toBe(422);
    expect((await accept({ token, password: "senha-nova-123" })).status).toBe(422);
    expect((await lookup(token)).status).toBe(200);
  });

  it("an unknown token is 404 and a malformed body 422, never a 500", async () => {
    expect((await lookup("x".repeat(43))).status).toBe(404);
    expect((await api(t, "/api/invitations/lookup", { method: "POST", json: { token: 5 } })).status).toBe(422);
    expect((await api(t, "/api/invitations/accept", { method: "POST", json: [] })).status).toBe(422);
  });

  it("limits attempts per address like sign-in", async () => {
    const limited = await createTestApp({ RATE_LIMIT_SIGN_IN_PER_MINUTE: "3", TRUST_PROXY: "true" });
    try {
      const from = (address: string) =>
        limited.request("/api/invitations/lookup", { method: "POST", json: { token: "nada" }, headers: { "x-forwarded-for": address } });
      for (let i = 0; i < 3; i++) expect((await from("10.0.0.1")).status).toBe(404);
      expect((await from("10.0.0.1")).status).toBe(429);
      expect((await from("10.0.0.2")).status).toBe(404);
    } finally {
      await limited.close();
    }
  });
});

describe("starting a church with SIGNUP=closed (decision 491)", () => {
  const newChurch = () => ({ name: "Igreja Própria", slug: `propria-${Math.random().toString(36).slice(2, 8)}`, address: null, youtubeChannel: "https://www.youtube.com/@igrejapropria" });

  it("a removed member signs in again but cannot register a church; admin:invite lets them", async () => {
    const { cookie } = await signedInAdmin(t);
    const email = uniqueEmail("removida");
    await invite(cookie, email, "admin");
    expect((await accept({ token: tokenOf(await mailedLink(t, email)), name: "Removida", password: "senha-nova-123" })).status).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const [member] = await t.db.select().from(churchMembers).where(eq(churchMembers.userId, user!.id));
    expect((await api(t, `/api/admin/team/members/${member!.id}`, { method: "DELETE" }, cookie)).status).toBe(204);

    const again = await t.signIn(email, "senha-nova-123");
    expect(again.response.status).toBe(200);
    const refused = await api(t, "/api/admin/church", { method: "POST", json: newChurch() }, again.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: "church_registration_closed", message: signupMessages.registrationClosed } });
    expect(await t.db.select().from(churchMembers).where(eq(churchMembers.userId, user!.id))).toEqual([]);

    // The operator may let that account start a church: admin:invite, accepted with its password.
    await inviteFirstAdministrator(t.db, { email, publicUrl: t.config.publicUrl, authSecret: t.config.authSecret });
    const accepted = await accept({ token: tokenOf(await mailedLink(t, email)), password: "senha-nova-123" });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    const registered = await api(t, "/api/admin/church", { method: "POST", json: newChurch() }, sessionCookie(accepted));
    expect(registered.status, await registered.clone().text()).toBe(201);
  });

  it("an account made by admin:create registers its church once", async () => {
    const admin = await createAdmin(t);
    const { cookie } = await t.signIn(admin.email, admin.password);
    expect((await api(t, "/api/admin/church", { method: "POST", json: newChurch() }, cookie)).status).toBe(201);
  });
});

describe("a first administrator's invitation (admin:invite)", () => {
  it("mails a link that makes an account in no church, once", async () => {
    const email = uniqueEmail("primeiro");
    await inviteFirstAdministrator(t.db, { email, publicUrl: t.config.publicUrl, authSecret: t.config.authSecret });
    const token = tokenOf(await mailedLink(t, email));
    expect(await (await lookup(token)).json()).toEqual({ email, role: "admin", churchName: null, hasAccount: false });
    const response = await accept({ token, name: "Pastor", password: "senha-nova-123" });
    expect(response.status, await response.clone().text()).toBe(200);
    const church = await api(t, "/api/admin/church", {}, sessionCookie(response));
    expect(church.status).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(await t.db.select().from(churchMembers).where(eq(churchMembers.userId, user!.id))).toEqual([]);
    expect(await (await accept({ token, name: "Pastor", password: "senha-nova-123" })).json()).toMatchObject({ error: { code: "invitation_used" } });
  });

  it("a second invitation of the same e-mail kills the first link; an e-mail with an account is refused", async () => {
    const email = uniqueEmail("duas-vezes");
    await inviteFirstAdministrator(t.db, { email, publicUrl: t.config.publicUrl, authSecret: t.config.authSecret });
    const first = tokenOf(await mailedLink(t, email));
    await inviteFirstAdministrator(t.db, { email, publicUrl: t.config.publicUrl, authSecret: t.config.authSecret });
    const second = tokenOf(await mailedLink(t, email));
    expect((await lookup(first)).status).toBe(404);
    expect((await lookup(second)).status).toBe(200);
    const existing = await createAdmin(t);
    await createChurch(t.db, { adminUserId: existing.id });
    await expect(inviteFirstAdministrator(t.db, { email: existing.email, publicUrl: t.config.publicUrl, authSecret: t.config.authSecret })).rejects.toThrow(
      "já faz parte de uma igreja",
    );
  });

  it("npm run admin:invite queues the mail on the configured database", async () => {
    const email = uniqueEmail("cli");
    const env = { DATABASE_URL: t.config.databaseUrl!, DATA_DIR: t.config.dataDir, AUTH_SECRET: t.config.authSecret, PUBLIC_URL: t.config.publicUrl, SEED_DEMO: "false" };
    const invited = runScript("src/server/cli/admin-invite.ts", ["--email", email.toUpperCase()], env);
    expect(invited.stderr).toBe("");
    expect(invited.status).toBe(0);
    expect(invited.stdout).toContain(`Convite enviado para ${email}`);
    expect((await lookup(tokenOf(await mailedLink(t, email)))).status).toBe(200);
    const missing = runScript("src/server/cli/admin-invite.ts", [], env);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("Uso: npm run admin:invite");
  }, 120_000);
});
