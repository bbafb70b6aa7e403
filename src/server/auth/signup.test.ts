import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAdmin } from "../../../tests/factories";
import { readOutbox, softBreaksUndone } from "../../../tests/outbox";
import { useTestApp, type TestApp } from "../../../tests/test-app";
import { signupMessages } from "@shared/schemas/signup";
import { users } from "../db/schema";

const open = useTestApp({ SIGNUP: "open" });
const closed = useTestApp();

const church = { name: "Igreja Nova", slug: `igreja-nova-${Math.random().toString(36).slice(2, 8)}`, address: null, youtubeChannel: "https://www.youtube.com/@igrejanova" };

async function confirmationLink(app: TestApp, email: string): Promise<URL> {
  await app.deliverMail();
  const message = readOutbox(app.config.outboxDir).map(softBreaksUndone).filter((m) => m.includes(email)).at(-1);
  const match = message?.match(/https?:\/\/\S+\/admin\/signup\/confirm\?token=[\w.~%-]+/);
  if (!match) throw new Error(`no confirmation link mailed to ${email}`);
  return new URL(match[0]);
}

describe("SIGNUP=closed (the default)", () => {
  it("says so and refuses sign-up and confirmation with 404", async () => {
    expect(await (await closed.request("/api/signup")).json()).toEqual({ open: false });
    const response = await closed.request("/api/signup", { method: "POST", json: { email: "a@example.com", name: "A", password: "senha-nova-123" } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "signup_closed", message: signupMessages.closed } });
    expect((await closed.request("/api/signup/confirm", { method: "POST", json: { token: "x" } })).status).toBe(404);
    expect(await closed.db.select().from(users).where(eq(users.email, "a@example.com"))).toEqual([]);
  });
});

describe("SIGNUP=open", () => {
  it("makes an account that registers a church only after the mailed link is opened, once", async () => {
    expect(await (await open.request("/api/signup")).json()).toEqual({ open: true });
    const email = `nova-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const response = await open.request("/api/signup", { method: "POST", json: { email: email.toUpperCase(), name: "Nova", password: "senha-nova-123" } });
    expect(response.status).toBe(202);

    const { cookie } = await open.signIn(email, "senha-nova-123");
    const early = await open.request("/api/admin/church", { method: "POST", json: church, headers: { cookie } });
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ error: { code: "email_not_confirmed", message: signupMessages.confirmFirst } });

    const token = (await confirmationLink(open, email)).searchParams.get("token")!;
    expect((await open.request("/api/signup/confirm", { method: "POST", json: { token } })).status).toBe(200);
    expect((await open.request("/api/signup/confirm", { method: "POST", json: { token } })).status).toBe(410);
    const registered = await open.request("/api/admin/church", { method: "POST", json: church, headers: { cookie } });
    expect(registered.status, await registered.clone().text()).toBe(201);
  });

  it("answers an e-mail that has an account the same way, and changes nothing", async () => {
    const admin = await createAdmin(open);
    const response = await open.request("/api/signup", { method: "POST", json: { email: admin.email, name: "Outro", password: "outra-senha-1" } });
    expect(response.status).toBe(202);
    expect((await open.signIn(admin.email, admin.password)).response.status).toBe(200);
    expect((await open.signIn(admin.email, "outra-senha-1")).response.status).toBe(401);
  });

  it("refuses bad input with 422", async () => {
    for (const json of [{ email: "x", name: "A", password: "senha-nova-123" }, { email: "b@example.com", name: " ", password: "senha-nova-123" }, { email: "b@example.com", name: "B", password: "curta" }]) {
      expect((await open.request("/api/signup", { method: "POST", json })).status).toBe(422);
    }
  });
});
