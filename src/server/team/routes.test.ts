import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { teamMessages, type TeamMember } from "@shared/schemas/team";
import { createService, signedInAdmin, signedInMember } from "../../../tests/factories";
import { useTestApp } from "../../../tests/test-app";
import { churchMembers, services, sessions, users } from "../db";

const app = useTestApp();

const send = (method: string, url: string, cookie: string, json?: unknown) => app.request(url, { method, headers: { cookie }, json });
const membersOf = async (cookie: string) => ((await (await send("GET", "/api/admin/team/members", cookie)).json()) as { members: TeamMember[] }).members;
const memberRow = async (id: string) => (await app.db.select().from(churchMembers).where(eq(churchMembers.id, id)))[0];
const sessionCount = async (userId: string) => (await app.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe("/api/admin/team/members", () => {
  it("lists the members with name, e-mail, role, since and last sign-in, Administradores first", async () => {
    const { admin, church, cookie } = await signedInAdmin(app);
    const editor = await signedInMember(app, church.id, "editor");
    const members = await membersOf(cookie);
    expect(members.map((member) => [member.email, member.role])).toEqual([
      [admin.email, "admin"],
      [editor.user.email, "editor"],
    ]);
    expect(members[1]).toMatchObject({ id: editor.member.id, userId: editor.user.id, name: editor.user.name });
    expect(new Date(members[1]!.since).getTime()).toBeGreaterThan(0);
    // Signing in is recorded (a trigger on sessions).
    expect(members[1]!.lastSignInAt).not.toBeNull();
  });

  it("changes a role and ends that member's sessions in the same transaction: their next request is 401", async () => {
    const { church, cookie } = await signedInAdmin(app);
    const editor = await signedInMember(app, church.id, "editor");
    expect((await send("GET", "/api/admin/dashboard", editor.cookie)).status).toBe(200);

    const response = await send("PATCH", `/api/admin/team/members/${editor.member.id}`, cookie, { role: "admin" });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { member: TeamMember }).member.role).toBe("admin");
    expect(await sessionCount(editor.user.id)).toBe(0);
    expect((await send("GET", "/api/admin/dashboard", editor.cookie)).status).toBe(401);

    // Signed in again, they are an Administrador.
    const again = await app.signIn(editor.user.email, editor.user.password);
    expect((await send("GET", "/api/admin/team/members", again.cookie)).status).toBe(200);
  });

  it("removes a member: their sessions end, the user and what they created stay", async () => {
    const { church, cookie } = await signedInAdmin(app);
    const editor = await signedInMember(app, church.id, "editor");
    const service = await createService(app.db, church.id);

    expect((await send("DELETE", `/api/admin/team/members/${editor.member.id}`, cookie)).status).toBe(204);
    expect(await memberRow(editor.member.id)).toBeUndefined();
    expect(await sessionCount(editor.user.id)).toBe(0);
    expect((await send("GET", "/api/admin/dashboard", editor.cookie)).status).toBe(401);
    expect(await app.db.select({ id: users.id }).from(users).where(eq(users.id, editor.user.id))).toHaveLength(1);
    expect(await app.db.select({ id: services.id }).from(services).where(eq(services.id, service.id))).toHaveLength(1);

    // Signed in again, they belong to no church.
    const again = await app.signIn(editor.user.email, editor.user.password);
    expect((await send("GET", "/api/admin/dashboard", again.cookie)).status).toBe(409);
  });

  it("keeps the last Administrador: not made an Editor, not removed (409), nothing changed", async () => {
    const { admin, church, cookie } = await signedInAdmin(app);
    const [self] = await app.db.select().from(churchMembers).where(eq(churchMembers.userId, admin.id));
    for (const [method, json] of [["PATCH", { role: "editor" }], ["DELETE", undefined]] as const) {
      const response = await send(method, `/api/admin/team/members/${self!.id}`, cookie, json);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: { code: "last_administrator", message: teamMessages.lastAdministrator } });
    }
    expect(await memberRow(self!.id)).toMatchObject({ role: "admin", churchId: church.id });
    expect(await sessionCount(admin.id)).toBe(1);
  });

  it("keeps one Administrador when two demote each other at the same moment", async () => {
    const first = await signedInAdmin(app);
    const second = await signedInMember(app, first.church.id, "admin");
    const [firstMember] = await app.db.select().from(churchMembers).where(eq(churchMembers.userId, first.admin.id));
    const responses = await Promise.all([
      send("PATCH", `/api/admin/team/members/${firstMember!.id}`, second.cookie, { role: "editor" }),
      send("PATCH", `/api/admin/team/members/${second.member.id}`, first.cookie, { role: "editor" }),
    ]);
    // The loser waits for the winner's lock, then finds itself no longer an Administrador (403), or
    // the other the last one (409), or its session ended (401): never both through.
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    expect(responses.map((response) => response.status).filter((status) => status !== 200)).toSatisfy((statuses: number[]) => statuses.every((status) => [401, 403, 409].includes(status)));
    const roles = await app.db.select({ role: churchMembers.role }).from(churchMembers).where(eq(churchMembers.churchId, first.church.id));
    expect(roles.filter((row) => row.role === "admin")).toHaveLength(1);
  });

  it("keeps one Administrador when two removals race", async () => {
    const first = await signedInAdmin(app);
    const second = await signedInMember(app, first.church.id, "admin");
    const [firstMember] = await app.db.select().from(churchMembers).where(eq(churchMembers.userId, first.admin.id));
    const responses = await Promise.all([
      send("DELETE", `/api/admin/team/members/${firstMember!.id}`, second.cookie),
      send("DELETE", `/api/admin/team/members/${second.member.id}`, first.cookie),
    ]);
    expect(responses.filter((response) => response.status === 204)).toHaveLength(1);
    expect(responses.map((response) => response.status).filter((status) => status !== 204)).toSatisfy((statuses: number[]) => statuses.every((status) => [401, 403, 409].includes(status)));
    expect(await app.db.select().from(churchMembers).where(eq(churchMembers.churchId, first.church.id))).toHaveLength(1);
  });

  it("answers 404 for a member of another church, or an id that names nobody, and changes nothing", async () => {
    const { cookie } = await signedInAdmin(app);
    const other = await signedInAdmin(app);
    const stranger = await signedInMember(app, other.church.id, "editor");
    for (const id of [stranger.member.id, "00000000-0000-4000-8000-000000000000", "nao-e-um-id"]) {
      expect((await send("PATCH", `/api/admin/team/members/${id}`, cookie, { role: "admin" })).status).toBe(404);
      expect((await send("DELETE", `/api/admin/team/members/${id}`, cookie)).status).toBe(404);
    }
    expect(await memberRow(stranger.member.id)).toMatchObject({ role: "editor" });
    expect(await sessionCount(stranger.user.id)).toBe(1);
  });

  it("refuses an unknown role with 422 and the field's message", async () => {
    const { church, cookie } = await signedInAdmin(app);
    const editor = await signedInMember(app, church.id, "editor");
    for (const json of [{ role: "owner" }, {}, { role: 1 }]) {
      const response = await send("PATCH", `/api/admin/team/members/${editor.member.id}`, cookie, json);
      expect(response.status).toBe(422);
      expect(((await response.json()) as { error: { issues: { path: string; message: string }[] } }).error.issues).toEqual([
        { path: "role", message: teamMessages.roleInvalid },
      ]);
    }
    expect(await memberRow(editor.member.id)).toMatchObject({ role: "editor" });
  });
});
