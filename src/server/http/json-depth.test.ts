import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createService, signedInAdmin } from "../../../tests/factories";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../tests/test-app";
import { createApp } from "../app";
import { JSON_TOO_DEEP_CODE, JSON_TOO_DEEP_MESSAGE, MAX_JSON_DEPTH, nestedDeeperThan } from "./json-depth";

/** `{"a":{"a":…}}`, `levels` objects inside each other, as text (JSON.stringify would recurse). */
const nestedObjects = (levels: number, inner = "1") => `${'{"a":'.repeat(levels)}${inner}${"}".repeat(levels)}`;

describe("nestedDeeperThan", () => {
  it("counts objects and arrays inside each other, and nothing else", () => {
    expect(nestedDeeperThan(nestedObjects(MAX_JSON_DEPTH))).toBe(false);
    expect(nestedDeeperThan(nestedObjects(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(nestedDeeperThan(`${"[".repeat(MAX_JSON_DEPTH + 1)}${"]".repeat(MAX_JSON_DEPTH + 1)}`)).toBe(true);
    // Siblings are not depth: a long list of small objects is fine.
    expect(nestedDeeperThan(JSON.stringify(Array.from({ length: 5000 }, (_, i) => ({ i, tags: [i] }))))).toBe(false);
  });

  it("skips brackets inside strings, escaped quotes included", () => {
    const name = `${"{[".repeat(200)}\\"${"{[".repeat(200)}`;
    expect(nestedDeeperThan(`{"name":"${name}","ok":true}`)).toBe(false);
    expect(nestedDeeperThan(`{"name":"\\\\",${'"a":'.repeat(0)}"b":${nestedObjects(MAX_JSON_DEPTH + 1)}}`)).toBe(true);
  });
});

describe("a body nested thousands of levels deep", () => {
  let app: TestApp;
  let logs: string[];
  let deepApp: ReturnType<typeof createApp>;

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: "true", RATE_LIMIT_SIGN_IN_PER_MINUTE: "3" });
    logs = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(chunk.toString());
        done();
      },
    });
    // The same app with a logger the test reads: the refusal must not print a stack trace.
    deepApp = createApp({ db: app.db, config: app.config, auth: app.auth, logger: pino({ level: "info" }, sink), storage: app.storage });
  });
  afterAll(async () => {
    await app.close();
  });

  const send = (url: string, body: string, headers: Record<string, string> = {}, method = "POST") =>
    deepApp.request(url, { method, headers: { origin: TEST_ORIGIN, "content-type": "application/json", ...headers }, body });

  async function expectRefused(response: Response) {
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: JSON_TOO_DEEP_CODE, message: JSON_TOO_DEEP_MESSAGE } });
  }

  const count = async (table: string) => (await app.db.$client.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;

  it("is a 400 in Portuguese on every route family, changes nothing and logs no stack trace", async () => {
    const { cookie, church } = await signedInAdmin(app);
    const service = await createService(app.db, church.id);
    const deep = nestedObjects(5000);
    const before = { users: await count("users"), sessions: await count("sessions"), musicians: await count("musicians"), mail: await count("mail_queue") };
    logs.length = 0;

    const routes: [string, string][] = [
      ["POST", "/api/auth/sign-in/email"],
      ["POST", "/api/auth/request-password-reset"],
      ["POST", "/api/auth/reset-password"],
      ["POST", "/api/auth/change-password"],
      ["POST", "/api/admin/musicians"],
      ["PUT", "/api/admin/church"],
      ["PATCH", "/api/admin/account"],
      ["POST", "/api/public/churches/x/services"],
      ["POST", `/api/views/services/${service.id}`],
      ["POST", "/api/nao-existe"],
    ];
    for (const [method, url] of routes) {
      await expectRefused(await send(url, deep, { cookie }, method));
      // Deep inside an otherwise ordinary body too, and as arrays.
      await expectRefused(await send(url, `{"email":"a@b.com","x":${`${"[".repeat(3000)}${"]".repeat(3000)}`}}`, { cookie }, method));
    }

    expect({ users: await count("users"), sessions: await count("sessions"), musicians: await count("musicians"), mail: await count("mail_queue") }).toEqual(before);
    const [{ view_count: views }] = (await app.db.$client.query<{ view_count: number }>("select view_count from services where id = $1", [service.id])).rows as [{ view_count: number }];
    expect(views).toBe(0);
    const joined = logs.join("");
    expect(joined).toContain('"status":400');
    expect(joined).not.toMatch(/"err"|stack|RangeError|unhandled/i);
  });

  it("leaves bodies of ordinary depth to their routes", async () => {
    const { cookie } = await signedInAdmin(app);
    const created = await send("/api/admin/musicians", JSON.stringify({ name: "Ana Souza" }), { cookie });
    expect(created.status).toBe(201);
    // Malformed JSON is still the route's own answer, not this one.
    const malformed = await send("/api/auth/sign-in/email", `{"email": [`);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: { code: "invalid_json" } });
  });

  it("is refused before the sign-in rate limit and does not spend the address's attempts", async () => {
    const admin = await createAdmin(app);
    const from = { "x-forwarded-for": "203.0.113.58" };
    for (let attempt = 0; attempt < 6; attempt++) await expectRefused(await send("/api/auth/sign-in/email", nestedObjects(5000), from));
    // The limit is 3 a minute: the refusals above took none of them.
    const signIn = (password: string) => send("/api/auth/sign-in/email", JSON.stringify({ email: admin.email, password }), from);
    expect((await signIn("errada-123")).status).toBe(401);
    expect((await signIn("errada-123")).status).toBe(401);
    expect((await signIn(admin.password)).status).toBe(200);
    expect((await signIn(admin.password)).status).toBe(429);
    // Once limited, a deep body is still this 400: it reaches neither the limiter nor better-auth.
    await expectRefused(await send("/api/auth/sign-in/email", nestedObjects(5000), from));
  });
});
