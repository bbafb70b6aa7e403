import { and, eq, like, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAdmin, createChurch } from "../../../tests/factories";
import { readOutbox, resetLinkIn, softBreaksUndone } from "../../../tests/outbox";
import { signInFrom } from "../../../tests/support/sign-in-from";
import { createTestApp, type TestApp } from "../../../tests/test-app";
import { createApp } from "../app";
import { verifications } from "../db";

let app: TestApp;

afterEach(async () => {
  await app.close();
});

describe("sign-in", () => {
  beforeEach(async () => {
    app = await createTestApp();
  });

  it("signs in with the right password and sets an HttpOnly, SameSite=Lax session cookie", async () => {
    const admin = await createAdmin(app);
    const church = await createChurch(app.db, { adminUserId: admin.id, name: "Igreja do Teste" });

    const { response, cookie } = await app.signIn(admin.email, admin.password);

    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/;\s*Secure/i);
    const me = await app.request("/api/admin/church", { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ church: { id: church.id, name: "Igreja do Teste" } });
  });

  it("refuses a wrong password without creating a session", async () => {
    const admin = await createAdmin(app);
    const { response, cookie } = await app.signIn(admin.email, "senha-errada-123");

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
    expect(cookie).toBe("");
    const sessions = await app.db.execute(sql`select count(*)::int as n from sessions`);
    expect(sessions.rows[0]).toEqual({ n: 0 });
  });

  it("refuses a malformed e-mail and an empty password", async () => {
    const badEmail = await app.signIn("não-é-email", "qualquer-coisa");
    expect(badEmail.response.status).toBe(400);
    const emptyPassword = await app.request("/api/auth/sign-in/email", { method: "POST", json: { email: "a@b.com" } });
    expect(emptyPassword.status).toBe(400);
  });

  it("keeps sign-up closed: administrators come from the CLI", async () => {
    const response = await app.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { email: "intruso@example.com", password: "senha-do-intruso", name: "Intruso" },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    const users = await app.db.execute(sql`select count(*)::int as n from users`);
    expect(users.rows[0]).toEqual({ n: 0 });
  });

  it("marks the cookie Secure when the app is served over https", async () => {
    await app.close();
    app = await createTestApp({ PUBLIC_URL: "https://louvor.example.org" });
    const admin = await createAdmin(app);
    const response = await signInFrom(app, "https://louvor.example.org", admin);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join("\n")).toMatch(/;\s*Secure/i);
  });
});

describe("admin API access", () => {
  beforeEach(async () => {
    app = await createTestApp();
  });

  it("answers 401 with the error shape when nobody is signed in", async () => {
    const response = await app.request("/api/admin/church");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "unauthorized", message: "Faça login para continuar." } });
  });

  it("returns null for an administrator who has no church yet", async () => {
    const admin = await createAdmin(app);
    const { cookie } = await app.signIn(admin.email, admin.password);
    const response = await app.request("/api/admin/church", { headers: { cookie } });
    expect(await response.json()).toEqual({ church: null, role: null });
  });

  it("answers church-scoped routes with 409 and the spec's text until the administrator has a church", async () => {
    const admin = await createAdmin(app);
    const { cookie } = await app.signIn(admin.email, admin.password);
    for (const route of ["/api/admin/musicians", "/api/admin/bands/x", "/api/admin/dashboard"]) {
      const response = await app.request(route, { headers: { cookie } });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        error: { code: "church_required", message: "Você precisa cadastrar uma igreja primeiro." },
      });
    }
  });

  it("shows each administrator only their own church", async () => {
    const first = await createAdmin(app);
    const second = await createAdmin(app);
    await createChurch(app.db, { adminUserId: first.id, name: "Primeira" });
    const secondChurch = await createChurch(app.db, { adminUserId: second.id, name: "Segunda" });
    const { cookie } = await app.signIn(second.email, second.password);
    const response = await app.request("/api/admin/church", { headers: { cookie } });
    expect(await response.json()).toMatchObject({ church: { id: secondChurch.id, name: "Segunda" } });
  });

  it("ends the session on sign-out", async () => {
    const admin = await createAdmin(app);
    const { cookie } = await app.signIn(admin.email, admin.password);
    const signOut = await app.request("/api/auth/sign-out", { method: "POST", headers: { cookie }, json: {} });
    expect(signOut.status).toBe(200);
    const after = await app.request("/api/admin/church", { headers: { cookie } });
    expect(after.status).toBe(401);
  });
});

describe("password recovery", () => {
  beforeEach(async () => {
    app = await createTestApp();
  });

  /** Asks for a recovery mail and lets the sender deliver what was queued (to the outbox). */
  async function requestRecovery(email: string) {
    const response = await app.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email, redirectTo: "/reset-password" },
    });
    expect(response.status).toBe(200);
    await app.deliverMail();
  }

  async function resetPassword(token: string, newPassword: string) {
    return app.request("/api/auth/reset-password", { method: "POST", json: { token, newPassword } });
  }

  it("mails a link that sets a new password once and ends the other sessions", async () => {
    const admin = await createAdmin(app);
    const { cookie: oldSession } = await app.signIn(admin.email, admin.password);

    await requestRecovery(admin.email);

    const [message] = readOutbox(app.config.outboxDir);
    expect(message).toBeDefined();
    expect(message).toContain(`To: ${admin.email}`);
    expect(softBreaksUndone(message!)).toContain("Recebemos um pedido para redefinir a senha");
    const link = resetLinkIn(message!);
    expect(link.origin).toBe("http://localhost:3000");
    expect(link.pathname).toBe("/reset-password");
    const token = link.searchParams.get("token")!;

    const reset = await resetPassword(token, "nova-senha-forte");
    expect(reset.status).toBe(200);

    expect((await app.signIn(admin.email, admin.password)).response.status).toBe(401);
    expect((await app.signIn(admin.email, "nova-senha-forte")).response.status).toBe(200);
    const old = await app.request("/api/admin/church", { headers: { cookie: oldSession } });
    expect(old.status).toBe(401);

    const reused = await resetPassword(token, "outra-senha-forte");
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ code: "INVALID_TOKEN" });
    expect((await app.signIn(admin.email, "nova-senha-forte")).response.status).toBe(200);
  });

  it("refuses an expired link (older than 1 hour) and keeps the old password", async () => {
    const admin = await createAdmin(app);
    await requestRecovery(admin.email);
    const token = resetLinkIn(readOutbox(app.config.outboxDir)[0]!).searchParams.get("token")!;
    const [row] = await app.db.select({ expiresAt: verifications.expiresAt }).from(verifications).where(like(verifications.identifier, "reset-password:%"));
    const lifetime = row!.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000);

    await app.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(verifications.value, admin.id), like(verifications.identifier, "reset-password:%")));

    const reset = await resetPassword(token, "nova-senha-forte");
    expect(reset.status).toBe(400);
    expect(await reset.json()).toMatchObject({ code: "INVALID_TOKEN" });
    expect((await app.signIn(admin.email, admin.password)).response.status).toBe(200);
  });

  it("answers the same for an unknown e-mail and sends nothing", async () => {
    await requestRecovery("ninguem@example.com");
    expect(readOutbox(app.config.outboxDir)).toEqual([]);
    expect((await app.db.execute(sql`select count(*)::int as n from mail_queue`)).rows[0]).toEqual({ n: 0 });
  });

  it("refuses a new password shorter than 8 characters", async () => {
    const admin = await createAdmin(app);
    await requestRecovery(admin.email);
    const token = resetLinkIn(readOutbox(app.config.outboxDir)[0]!).searchParams.get("token")!;
    const reset = await resetPassword(token, "curta");
    expect(reset.status).toBe(400);
    expect((await app.signIn(admin.email, admin.password)).response.status).toBe(200);
  });
});

describe("rate limits", () => {
  it("limits sign-in attempts per client address, shared by every app process on the database", async () => {
    app = await createTestApp({ TRUST_PROXY: "true", RATE_LIMIT_SIGN_IN_PER_MINUTE: "5" });
    const admin = await createAdmin(app);
    const from = (address: string) => ({ "x-forwarded-for": address });

    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await app.signIn(admin.email, "errada-123", from("203.0.113.7"))).response.status).toBe(401);
    }
    // A second process: its own app and auth instance, the same database.
    const { createAuth } = await import("./auth");
    const pino = (await import("pino")).default;
    const logger = pino({ level: "silent" });
    const secondAuth = createAuth({ db: app.db, config: app.config, logger });
    const second = createApp({ db: app.db, config: app.config, auth: secondAuth, logger, storage: app.storage });
    const signInOnSecond = () =>
      second.request("/api/auth/sign-in/email", {
        method: "POST",
        headers: { origin: "http://localhost:3000", "content-type": "application/json", ...from("203.0.113.7") },
        body: JSON.stringify({ email: admin.email, password: "errada-123" }),
      });
    expect((await signInOnSecond()).status).toBe(401);
    expect((await signInOnSecond()).status).toBe(401);

    const limited = await app.signIn(admin.email, admin.password, from("203.0.113.7"));
    expect(limited.response.status).toBe(429);
    expect(limited.cookie).toBe("");
    // Another address is not affected.
    expect((await app.signIn(admin.email, admin.password, from("198.51.100.2"))).response.status).toBe(200);
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY is set", async () => {
    app = await createTestApp({ RATE_LIMIT_SIGN_IN_PER_MINUTE: "2" });
    const admin = await createAdmin(app);
    await app.signIn(admin.email, "errada-123", { "x-forwarded-for": "203.0.113.1" });
    await app.signIn(admin.email, "errada-123", { "x-forwarded-for": "203.0.113.2" });
    const third = await app.signIn(admin.email, admin.password, { "x-forwarded-for": "203.0.113.3" });
    expect(third.response.status).toBe(429);
  });

  it("limits recovery requests per client address", async () => {
    app = await createTestApp({ TRUST_PROXY: "true", RATE_LIMIT_RECOVERY_PER_HOUR: "2" });
    const admin = await createAdmin(app);
    const ask = (address: string) =>
      app.request("/api/auth/request-password-reset", {
        method: "POST",
        headers: { "x-forwarded-for": address },
        json: { email: admin.email, redirectTo: "/reset-password" },
      });
    expect((await ask("203.0.113.9")).status).toBe(200);
    expect((await ask("203.0.113.9")).status).toBe(200);
    expect((await ask("203.0.113.9")).status).toBe(429);
    await app.deliverMail();
    expect(readOutbox(app.config.outboxDir)).toHaveLength(2);
    expect((await ask("198.51.100.9")).status).toBe(200);
  });
});
