import { describe, expect, it } from "vitest";
import { createAdmin } from "../../../tests/factories";
import { readOutbox, resetLinkIn } from "../../../tests/outbox";
import { useTestApp } from "../../../tests/test-app";

/**
 * A reset link ends with the password it was mailed for (decision 459): a reset ends every other
 * link of the account and every session; a password change from 'Minha conta' ends the links too;
 * asking for another link leaves the earlier ones open until one is used or they expire.
 */

const app = useTestApp();

/** Asks for a recovery mail, delivers the queue, and answers the token of the newest link to `email`. */
async function mailedToken(email: string): Promise<string> {
  const response = await app.request("/api/auth/request-password-reset", { method: "POST", json: { email, redirectTo: "/reset-password" } });
  expect(response.status).toBe(200);
  await app.deliverMail();
  const mails = readOutbox(app.config.outboxDir).filter((message) => message.includes(`To: ${email}`));
  return resetLinkIn(mails.at(-1)!).searchParams.get("token")!;
}

const resetPassword = (token: string, newPassword: string) =>
  app.request("/api/auth/reset-password", { method: "POST", json: { token, newPassword } });

const sessionWorks = async (cookie: string) => (await app.request("/api/admin/church", { headers: { cookie } })).status === 200;

describe("a password reset", () => {
  it("ends every other reset link of the account and every session", async () => {
    const admin = await createAdmin(app);
    const first = await app.signIn(admin.email, admin.password);
    const second = await app.signIn(admin.email, admin.password);
    const older = await mailedToken(admin.email);
    const newer = await mailedToken(admin.email);
    const newest = await mailedToken(admin.email);
    expect(new Set([older, newer, newest]).size).toBe(3);

    expect((await resetPassword(newer, "nova-senha-forte")).status).toBe(200);

    for (const token of [older, newest, newer]) {
      const reused = await resetPassword(token, "senha-do-atacante");
      expect(reused.status).toBe(400);
      expect(await reused.json()).toMatchObject({ code: "INVALID_TOKEN" });
    }
    expect(await sessionWorks(first.cookie)).toBe(false);
    expect(await sessionWorks(second.cookie)).toBe(false);
    expect((await app.signIn(admin.email, "senha-do-atacante")).response.status).toBe(401);
    expect((await app.signIn(admin.email, "nova-senha-forte")).response.status).toBe(200);
  });

  it("ends only the links of that account", async () => {
    const admin = await createAdmin(app);
    const other = await createAdmin(app);
    const othersLink = await mailedToken(other.email);
    expect((await resetPassword(await mailedToken(admin.email), "nova-senha-forte")).status).toBe(200);
    expect((await resetPassword(othersLink, "outra-senha-forte")).status).toBe(200);
    expect((await app.signIn(other.email, "outra-senha-forte")).response.status).toBe(200);
  });
});

describe("asking for another link", () => {
  it("leaves the earlier ones open: whichever mail arrives first works, once", async () => {
    const admin = await createAdmin(app);
    const older = await mailedToken(admin.email);
    await mailedToken(admin.email);
    expect((await resetPassword(older, "nova-senha-forte")).status).toBe(200);
    expect((await app.signIn(admin.email, "nova-senha-forte")).response.status).toBe(200);
  });
});

describe("a password change ('Minha conta')", () => {
  it("ends the reset links mailed before it", async () => {
    const admin = await createAdmin(app);
    const link = await mailedToken(admin.email);
    const { cookie } = await app.signIn(admin.email, admin.password);
    const changed = await app.request("/api/auth/change-password", {
      method: "POST",
      headers: { cookie },
      json: { currentPassword: admin.password, newPassword: "senha-nova-123", revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    const reset = await resetPassword(link, "senha-do-link-velho");
    expect(reset.status).toBe(400);
    expect(await reset.json()).toMatchObject({ code: "INVALID_TOKEN" });
    expect((await app.signIn(admin.email, "senha-nova-123")).response.status).toBe(200);
  });

  it("refused (a wrong current password) leaves the links open", async () => {
    const admin = await createAdmin(app);
    const link = await mailedToken(admin.email);
    const { cookie } = await app.signIn(admin.email, admin.password);
    const refused = await app.request("/api/auth/change-password", {
      method: "POST",
      headers: { cookie },
      json: { currentPassword: "nao-e-a-senha", newPassword: "senha-nova-123", revokeOtherSessions: true },
    });
    expect(refused.status).toBe(400);
    expect((await resetPassword(link, "nova-senha-forte")).status).toBe(200);
  });
});
