import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAdmin } from "../../../tests/factories";
import { readOutbox, softBreaksUndone } from "../../../tests/outbox";
import { useTestApp, type TestApp } from "../../../tests/test-app";
import { signupMessages } from "@shared/schemas/signup";
import { sessions, users } from "../db";

// Many sign-ups from one test address: the per-address budget is not what these tests are about.
const open = useTestApp({ SIGNUP: "open", RATE_LIMIT_SIGN_IN_PER_MINUTE: "100" });
const closed = useTestApp();

const church = () => ({ name: "Igreja Nova", slug: `igreja-nova-${Math.random().toString(36).slice(2, 8)}`, address: null, youtubeChannel: "https://www.youtube.com/@igrejanova" });
const uniqueEmail = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function mailsTo(app: TestApp, email: string): Promise<string[]> {
  await app.deliverMail();
  return readOutbox(app.config.outboxDir).map(softBreaksUndone).filter((m) => m.includes(email));
}

/** The token of the newest confirmation link mailed to `email`, read as its owner would. */
async function mailedToken(app: TestApp, email: string): Promise<string> {
  const match = (await mailsTo(app, email)).at(-1)?.match(/https?:\/\/\S+\/admin\/signup\/confirm\?token=[\w.~%-]+/);
  if (!match) throw new Error(`no confirmation link mailed to ${email}`);
  return new URL(match[0]).searchParams.get("token")!;
}

const signUp = (app: TestApp, json: Record<string, unknown>) => app.request("/api/signup", { method: "POST", json });
const confirm = (app: TestApp, token: string, password: string) => app.request("/api/signup/confirm", { method: "POST", json: { token, password } });
const registerChurch = (app: TestApp, cookie: string) => app.request("/api/admin/church", { method: "POST", json: church(), headers: { cookie } });

describe("SIGNUP=closed (the default)", () => {
  it("says so and refuses sign-up and confirmation with 404", async () => {
    expect(await (await closed.request("/api/signup")).json()).toEqual({ open: false });
    const response = await signUp(closed, { email: "a@example.com", name: "A" });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "signup_closed", message: signupMessages.closed } });
    expect((await confirm(closed, "x", "senha-nova-123")).status).toBe(404);
    expect(await closed.db.select().from(users).where(eq(users.email, "a@example.com"))).toEqual([]);
  });
});

describe("SIGNUP=open", () => {
  it("makes the account only at the mailed link, with the password chosen there; the link works once", async () => {
    expect(await (await open.request("/api/signup")).json()).toEqual({ open: true });
    const email = uniqueEmail("nova");
    expect((await signUp(open, { email: email.toUpperCase(), name: "Nova" })).status).toBe(202);
    expect(await open.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const token = await mailedToken(open, email);
    expect((await confirm(open, token, "curta")).status).toBe(422);
    const confirmed = await confirm(open, token, "senha-nova-123");
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ message: signupMessages.confirmed });
    expect((await confirm(open, token, "outra-senha-123")).status).toBe(410);

    const { response, cookie } = await open.signIn(email, "senha-nova-123");
    expect(response.status).toBe(200);
    const [user] = await open.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ name: "Nova", emailVerified: true });
    const registered = await registerChurch(open, cookie);
    expect(registered.status, await registered.clone().text()).toBe(201);
  });

  it("the first sign-up does not win the address: the mailbox's owner sets the password and every earlier session ends", async () => {
    const victim = uniqueEmail("vitima");
    // The attacker signs up with the victim's address (a password too, as the old form sent it) and tries to sign in.
    expect((await signUp(open, { email: victim, name: "Atacante", password: "senha-do-atacante" })).status).toBe(202);
    const early = await open.signIn(victim, "senha-do-atacante");
    expect(early.response.status).not.toBe(200);
    expect((await registerChurch(open, early.cookie)).status).toBe(401);

    // The victim signs up too, then opens the link in their own mailbox and types their password.
    expect((await signUp(open, { email: victim, name: "Vítima" })).status).toBe(202);
    expect((await confirm(open, await mailedToken(open, victim), "senha-da-vitima")).status).toBe(200);

    expect((await open.signIn(victim, "senha-do-atacante")).response.status).toBe(401);
    const mine = await open.signIn(victim, "senha-da-vitima");
    expect(mine.response.status).toBe(200);
    const [user] = await open.db.select().from(users).where(eq(users.email, victim));
    expect(user?.name).toBe("Vítima");
    expect((await registerChurch(open, mine.cookie)).status).toBe(201);
  });

  it("an unconfirmed account left by an older version does nothing, and confirming ends its sessions", async () => {
    // As the older sign-up left it: an unconfirmed account with the attacker's password and a session.
    const attacker = await createAdmin(open, { password: "senha-do-atacante" });
    const { cookie } = await open.signIn(attacker.email, attacker.password);
    await open.db.update(users).set({ emailVerified: false }).where(eq(users.id, attacker.id));

    expect((await open.request("/api/admin/church", { headers: { cookie } })).status).toBe(401);
    expect((await registerChurch(open, cookie)).status).toBe(401);
    expect((await open.signIn(attacker.email, attacker.password)).response.status).toBe(403);

    expect((await signUp(open, { email: attacker.email, name: "Dona" })).status).toBe(202);
    expect((await confirm(open, await mailedToken(open, attacker.email), "senha-da-dona-1")).status).toBe(200);
    expect(await open.db.select().from(sessions).where(eq(sessions.userId, attacker.id))).toEqual([]);
    expect((await open.signIn(attacker.email, attacker.password)).response.status).toBe(401);
    expect((await open.signIn(attacker.email, "senha-da-dona-1")).response.status).toBe(200);
  });

  it("mails one link per address in a few minutes, and answers a taken and a free address alike", async () => {
    const email = uniqueEmail("pressa");
    const answers: { status: number; body: unknown }[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await signUp(open, { email, name: `Pressa ${i}` });
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(await mailsTo(open, email)).toHaveLength(1);

    const admin = await createAdmin(open);
    const taken = await signUp(open, { email: admin.email, name: "Outro" });
    expect({ status: taken.status, body: await taken.json() }).toEqual(answers[0]);
    expect(answers.every((answer) => JSON.stringify(answer) === JSON.stringify(answers[0]))).toBe(true);
    // A confirmed address keeps its password and gets no mail.
    expect(await mailsTo(open, admin.email)).toEqual([]);
    expect((await open.signIn(admin.email, admin.password)).response.status).toBe(200);
  });

  it("refuses bad input with 422", async () => {
    for (const json of [{ email: "x", name: "A" }, { email: "b@example.com", name: " " }]) {
      expect((await signUp(open, json)).status).toBe(422);
    }
    expect((await open.request("/api/signup/confirm", { method: "POST", json: { token: "x" } })).status).toBe(422);
  });
});
