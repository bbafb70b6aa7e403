import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture, setUpFixture } from "../../tests/fuzz/fixture";
import { requestOf, routes, type GeneratedRequest, type Route } from "../../tests/fuzz/routes";
import { snapshot } from "../../tests/fuzz/snapshot";
import { TEST_ORIGIN, useTestApp } from "../../tests/test-app";

/**
 * Property-based tests of every endpoint (DESIGN, "Validation at the edge"): generated paths,
 * queries and bodies — NUL and other control characters, lone surrogates, invisible names, huge
 * strings, wrong types, malformed ids, and valid-looking values — sent to the real app on a real
 * database. Whatever arrives, the answer is never a 5xx, and a refused request (4xx) changes no
 * row: every table but the rate-limit counters (uploaded images included) is compared before and
 * after.
 *
 * `npm test` runs a few cases per route (FUZZ_RUNS, default 10) with a fixed seed, so a run is
 * repeatable; `npm run test:fuzz` runs 200 per route with a fresh seed and prints the figures.
 * FUZZ_SEED replays a run.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.FUZZ_RUNS ? Date.now() % 2 ** 31 : 20_261_124;
const REPORT = process.env.FUZZ_RUNS !== undefined;

// Sign-up open, so its routes read what they are sent (closed, they answer 404 before the body).
const app = useTestApp({ TRUST_PROXY: "true", SIGNUP: "open" });
let cookie: string;

let addressCounter = 0;

async function send(route: Route, generated: GeneratedRequest): Promise<Response> {
  const headers = new Headers({ origin: TEST_ORIGIN, "x-forwarded-for": `10.9.${(addressCounter >> 8) & 255}.${addressCounter++ & 255}` });
  if (route.as === "admin") headers.set("cookie", cookie);
  let body: BodyInit | undefined;
  if (generated.body?.form) body = generated.body.form;
  else if (generated.body?.text !== undefined) {
    body = generated.body.text;
    if (generated.body.contentType) headers.set("content-type", generated.body.contentType);
  }
  return app.app.request(generated.url, { method: route.method, headers, body });
}

type Figures = { cases: number; serverErrors: number; refused: number; refusedThatChanged: number };
const figures = new Map<string, Figures>();

beforeAll(async () => {
  cookie = await setUpFixture(app);
});

afterAll(async () => {
  if (REPORT) {
    const rows = [...figures].map(([route, f]) => `${route.padEnd(62)} ${String(f.cases).padStart(5)} ${String(f.serverErrors).padStart(4)} ${String(f.refused).padStart(6)} ${String(f.refusedThatChanged).padStart(4)}`);
    const total = [...figures.values()].reduce((sum, f) => ({ cases: sum.cases + f.cases, serverErrors: sum.serverErrors + f.serverErrors, refused: sum.refused + f.refused, refusedThatChanged: sum.refusedThatChanged + f.refusedThatChanged }), { cases: 0, serverErrors: 0, refused: 0, refusedThatChanged: 0 });
    process.stdout.write(
      `\nEndpoint fuzzing, seed ${SEED}, ${RUNS} cases per route\n${"route".padEnd(62)} cases  5xx  4xx   changed\n${rows.join("\n")}\n` +
        `${"total".padEnd(62)} ${String(total.cases).padStart(5)} ${String(total.serverErrors).padStart(4)} ${String(total.refused).padStart(6)} ${String(total.refusedThatChanged).padStart(4)}\n`,
    );
  }
});

describe("every endpoint, whatever it is sent", () => {
  it.each(routes.map((route, index) => [`${route.method} ${route.path}`, route, index] as const))(
    "%s: never a 5xx, and a refused request changes nothing",
    async (name, route, index) => {
      const counts: Figures = { cases: 0, serverErrors: 0, refused: 0, refusedThatChanged: 0 };
      figures.set(name, counts);
      await fc.assert(
        fc.asyncProperty(requestOf(route), async (generated) => {
          const before = await snapshot(app.db);
          const response = await send(route, generated);
          const bodyText = await response.text();
          counts.cases += 1;
          if (response.status >= 500) counts.serverErrors += 1;
          expect(response.status, `${route.method} ${generated.url}: ${bodyText.slice(0, 300)}`).toBeLessThan(500);
          if (response.status >= 400) {
            counts.refused += 1;
            const after = await snapshot(app.db);
            if (after !== before) counts.refusedThatChanged += 1;
            expect(after, `${route.method} ${generated.url} answered ${response.status} but changed data`).toBe(before);
            if (generated.url.startsWith("/api/") && !generated.url.startsWith("/api/auth/")) {
              expect(JSON.parse(bodyText), bodyText).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
            }
          }
        }),
        { numRuns: RUNS, seed: SEED + index, endOnFailure: true },
      );
    },
    Math.max(60_000, RUNS * 2_000),
  );
});

describe("requests that answered 500 before the text rule", () => {
  it.each([
    ["GET", "/api/public/churches?search=a%00", "anonymous", undefined, 400, "search"],
    ["GET", "/api/public/churches/igreja%00", "anonymous", undefined, 400, "path"],
    ["GET", "/api/public/churches/:slug/musicians/jo%C3%A3o%00", "anonymous", undefined, 400, "path"],
    ["GET", "/api/admin/musicians?search=%00", "admin", undefined, 400, "search"],
    ["POST", "/api/admin/musicians", "admin", { name: "Ana\u0000" }, 422, "name"],
    ["POST", "/api/admin/bands", "admin", { name: "Banda", year: 2020, members: [{ musicianId: "6f1c2b7a-3d4e-4f5a-8b9c-0d1e2f3a4b5c", instrument: ["Vo\u0000z"] }] }, 422, "members.0.instrument.0"],
    ["PUT", "/api/admin/church", "admin", { name: "Igreja", slug: "igreja-x", youtubeChannel: "@igreja", address: "Rua\u0000" }, 422, "address"],
    ["POST", "/api/auth/reset-password", "anonymous", { newPassword: "uma-senha-nova-123", token: "abc\u0000" }, 400, "token"],
    ["POST", "/api/auth/sign-in/email", "anonymous", { email: "a\u0000@example.com", password: "x" }, 400, "email"],
    ["POST", "/api/auth/request-password-reset", "anonymous", { email: "a@example.com\u0000" }, 400, "email"],
    ["GET", "/api/auth/reset-password/abc%00", "anonymous", undefined, 400, "path"],
  ] as const)("%s %s answers %s/%s naming the field", async (method, url, as, json, status, field) => {
    const before = await snapshot(app.db);
    const headers = new Headers({ origin: TEST_ORIGIN });
    if (as === "admin") headers.set("cookie", cookie);
    if (json) headers.set("content-type", "application/json");
    const response = await app.app.request(url.replace(":slug", fixture.slug), { method, headers, body: json ? JSON.stringify(json) : undefined });
    expect(response.status).toBe(status);
    const body = (await response.json()) as { error: { issues: { path: string; message: string }[] } };
    expect(body.error.issues[0]).toEqual({ path: field, message: "O texto contém caracteres inválidos." });
    expect(await snapshot(app.db)).toBe(before);
  });

  it("an image name that is not a stored hash, or a URL of the old folder store, is a 404", async () => {
    for (const name of [`${"a".repeat(300)}.webp`, `${"a".repeat(64)}.webp`, `${"a".repeat(300)}/4fb35412-c668-48be-9288-538d9893e712.webp`]) {
      expect((await app.app.request(`/uploads/${name}`)).status).toBe(404);
    }
  });
});
