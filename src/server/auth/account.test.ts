import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAdmin } from "../../../tests/factories";
import { createTestApp, sessionCookie, useTestApp } from "../../../tests/test-app";
import { users } from "../db";
import { accountMessages } from "@shared/schemas/account";

/**
 * 'Minha conta' on better-auth's own endpoints behind the app's /api/auth handler (decision 460):
 * /update-user (the name only, through the text rule), /change-password (the current password;
 * the member's other sessions end, this one goes on) and /revoke-sessions (every session).
 */

const app = useTestApp();

const post = (path: string, cookie: string, json: unknown, headers: Record<string, string> = {}) =>
  app.request(`/api/auth${path}`, { method: "POST", headers: { cookie, ...headers }, json });

const sessionWorks = async (cookie: string) => (await app.request("/api/admin/church", { headers: { cookie } })).status === 200;

const nameOf = async (id: string) => (await app.db.select({ name: users.name }).from(users).where(eq(users.id, id)))[0]!.name;

describe("changing one's name", () => {
  it("saves the name through the text rule (trimmed, NFC) and the session shows it", async () => {
    const admin = await createAdmin(app);
    const { cookie } = await app.signIn(admin.email, admin.password);
    const response = await post("/update-user", cookie, { name: "  Jose\u0301 da Silva " });
    expect(response.status).toBe(200);
    expect(await nameOf(admin.id)).toBe("José da Silva");
    const session = await app.request("/api/auth/get-session", { headers: { cookie } });
    expect(await session.json()).toMatchObject({ user: { name: "José da Silva", email: admin.email } });
  });

  it("refuses a blank, too long or invisible name, another field, and no session, changing nothing", async () => {
    const admin = await createAdmin(app);
    const { cookie } = await app.signIn(admin.email, admin.password);
    const before = await nameOf(admin.id);
    for (const [body, message] of [
      [{ name: "   " }, accountMessages.nameRequired],
      [{ name: "\u200b" }, accountMessages.nameRequired],
      [{ name: "a".repeat(121) }, accountMessages.nameTooLong],
      [{ name: 42 }, accountMessages.textInvalid],
      [{}, accountMessages.nameRequired],
    ] as const) {
      const response = await post("/update-user", cookie, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(await response.json()).toMatchObject({ code: "VALIDATION_FAILED", issues: [{ path: "name", message }] });
    }
    const withImage = await post("/update-user", cookie, { name: "Ana", image: "https://example.com/x.png" });
    expect(withImage.status).toBe(422);
    const withNul = await post("/update-user", cookie, { name: "An\u0000a" });
    expect(withNul.status).toBe(400);
    const anonymous = await post("/update-user", "", { name: "Intruso" });
    expect(anonymous.status).toBe(401);
    expect(await nameOf(admin.id)).toBe(before);
  });

  it("is refused from another site's page", async () => {
    const admin = await createAdmin(app);
    const { cookie } = await app.signIn(admin.email, admin.password);
    const response = await app.app.request("/api/auth/update-user", {
      method: "POST",
      headers: { cookie, origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ name: "Invadido" }),
    });
    expect(response.status).toBe(403);
    expect(await nameOf(admin.id)).not.toBe("Invadido");
  });
});

describe("changing one's password", () => {
  it("asks the current password, ends the other sessions and keeps this one (with a new cookie)", async () => {
    const admin = await createAdmin(app);
    const here = await app.signIn(admin.email, admin.password);
    const elsewhere = await app.signIn(admin.email, admin.password);

    const response = await post("/change-password", here.cookie, {
      currentPassword: admin.password,
      newPassword: "senha-nova-forte",
      revokeOtherSessions: true,
    });
    expect(response.status).toBe(200);
    const renewed = sessionCookie(response);
    expect(renewed).not.toBe("");
    expect(await sessionWorks(renewed)).toBe(true);
    expect(await sessionWorks(elsewhere.cookie)).toBe(false);
    expect((await app.signIn(admin.email, admin.password)).response.status).toBe(401);
    expect((await app.signIn(admin.email, "senha-nova-forte")).response.status).toBe(200);
  });

  it("refuses a wrong current password or a short new one, and nothing changes", async () => {
    const admin = await createAdmin(app);
    const here = await app.signIn(admin.email, admin.password);
    const elsewhere = await app.signIn(admin.email, admin.password);

    const wrong = await post("/change-password", here.cookie, { currentPassword: "nao-e-a-senha", newPassword: "senha-nova-forte", revokeOtherSessions: true });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: "INVALID_PASSWORD" });
    const short = await post("/change-password", here.cookie, { currentPassword: admin.password, newPassword: "curta", revokeOtherSessions: true });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ code: "PASSWORD_TOO_SHORT" });

    expect(await sessionWorks(here.cookie)).toBe(true);
    expect(await sessionWorks(elsewhere.cookie)).toBe(true);
    expect((await app.signIn(admin.email, admin.password)).response.status).toBe(200);
  });

  it("needs a session and a page of our own", async () => {
    const admin = await createAdmin(app);
    const { cookie } = await app.signIn(admin.email, admin.password);
    const body = { currentPassword: admin.password, newPassword: "senha-nova-forte", revokeOtherSessions: true };
    expect((await post("/change-password", "", body)).status).toBe(401);
    const foreign = await app.app.request("/api/auth/change-password", {
      method: "POST",
      headers: { cookie, origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(foreign.status).toBe(403);
    expect((await app.signIn(admin.email, admin.password)).response.status).toBe(200);
  });
});

describe("signing out everywhere", () => {
  it("ends every session of the member, this one included, and no one else's", async () => {
    const admin = await createAdmin(app);
    const other = await createAdmin(app);
    const here = await app.signIn(admin.email, admin.password);
    const elsewhere = await app.signIn(admin.email, admin.password);
    const someoneElse = await app.signIn(other.email, other.password);

    const response = await post("/revoke-sessions", here.cookie, {});
    expect(response.status).toBe(200);
    expect(await sessionWorks(here.cookie)).toBe(false);
    expect(await sessionWorks(elsewhere.cookie)).toBe(false);
    expect(await sessionWorks(someoneElse.cookie)).toBe(true);
  });
});

describe("guessing the current password", () => {
  it("is limited per address as sign-in is", async () => {
    const limited = await createTestApp({ TRUST_PROXY: "true", RATE_LIMIT_SIGN_IN_PER_MINUTE: "3" });
    try {
      const admin = await createAdmin(limited);
      const from = { "x-forwarded-for": "203.0.113.77" };
      const { cookie } = await limited.signIn(admin.email, admin.password, { "x-forwarded-for": "198.51.100.77" });
      const guess = (currentPassword: string) =>
        limited.request("/api/auth/change-password", {
          method: "POST",
          headers: { cookie, ...from },
          json: { currentPassword, newPassword: "senha-nova-forte", revokeOtherSessions: true },
        });
      for (let attempt = 0; attempt < 3; attempt++) expect((await guess(`errada-${attempt}`)).status).toBe(400);
      expect((await guess(admin.password)).status).toBe(429);
      expect((await limited.signIn(admin.email, admin.password, { "x-forwarded-for": "198.51.100.78" })).response.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
