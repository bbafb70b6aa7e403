import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppProcess, type AppProcess } from "../../../tests/app-process";
import { createTestDatabase, type TestDatabase } from "../../../tests/database";
import { readOutbox } from "../../../tests/outbox";
import { createAdministrator, createAuth } from "../auth";
import { loadConfig } from "../config";
import { publicReadMessages } from "../http";
import { createChurch } from "../../../tests/factories/church";

// Two app processes, as `npm start` runs them, on one PostgreSQL (decision 470): what one
// instance writes, limits or queues holds in the other. Each has its own port, data folder and
// outbox; they share the database and AUTH_SECRET, as instances behind a load balancer do.

const AUTH_SECRET = "two-instances-secret-long-enough-for-better-auth";
const PASSWORD = "senha-de-teste-123";
const PUBLIC_READS_PER_MINUTE = 30;
const ENTRY_SOURCE = fileURLToPath(new URL("../../client/entry-server.tsx", import.meta.url));

let database: TestDatabase;
let a: AppProcess;
let b: AppProcess;
const dirs: string[] = [];
const dataDirs = new Map<AppProcess, string>();
const admin = { email: "ana@igreja.example", id: "" };
let churchSlug = "";
/** The instances' auth, in the test process: makes administrators as the CLI does. */
let auth: ReturnType<typeof createAuth>;

/**
 * A client folder whose server entry is the source one (the processes run TypeScript through
 * tsx), so that public pages are rendered with their data and kept under the content version,
 * as in a build.
 */
function clientFolder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "louvor-instances-client-"));
  dirs.push(dir);
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ type: "module" }));
  writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" /><title>Louvor</title><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(dir, ".vite"));
  writeFileSync(path.join(dir, ".vite/manifest.json"), JSON.stringify({ "index.html": { file: "assets/index-abc.js", isEntry: true } }));
  mkdirSync(path.join(dir, ".ssr"));
  writeFileSync(path.join(dir, ".ssr/entry-server.js"), `export * from ${JSON.stringify(ENTRY_SOURCE)};\n`);
  return dir;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: os.tmpdir(), DATABASE_URL: database.url, AUTH_SECRET, PUBLIC_URL: "http://127.0.0.1" });
  auth = createAuth({ db: database.db, config, logger: pino({ level: "silent" }) });
  admin.id = (await createAdministrator(database.db, auth, { email: admin.email, password: PASSWORD })).id;
  churchSlug = (await createChurch(database.db, { adminUserId: admin.id })).slug!;

  const clientDir = clientFolder();
  const instance = async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "louvor-instance-"));
    dirs.push(dataDir);
    const app = await startAppProcess({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      AUTH_SECRET,
      CLIENT_DIR: clientDir,
      SEED_DEMO: "false",
      TRUST_PROXY: "true",
      PUBLIC_READS_PER_MINUTE: String(PUBLIC_READS_PER_MINUTE),
    }, { fromSources: true });
    dataDirs.set(app, dataDir);
    return app;
  };
  [a, b] = await Promise.all([instance(), instance()]);
}, 120_000);

afterAll(async () => {
  for (const app of [a, b]) {
    if (app && app.child.exitCode === null && app.child.signalCode === null) {
      app.child.kill("SIGTERM");
      await app.exited;
    }
  }
  await database?.drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const outboxOf = (app: AppProcess) => path.join(dataDirs.get(app)!, "outbox");

/** A request from `address` (the instances trust X-Forwarded-For, as behind a proxy). */
function request(app: AppProcess, url: string, address: string, init: RequestInit & { json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  headers.set("x-forwarded-for", address);
  if (init.json !== undefined) {
    headers.set("content-type", "application/json");
    headers.set("origin", app.url);
  }
  return fetch(`${app.url}${url}`, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
}

async function signIn(app: AppProcess, address: string, password: string) {
  const response = await request(app, "/api/auth/sign-in/email", address, { method: "POST", json: { email: admin.email, password } });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { status: response.status, cookie };
}

describe("two app instances on one database", () => {
  it("a session made on A works on B, and a save through A shows on B's public JSON and page once B has heard of it, never the old again", async () => {
    const { status, cookie } = await signIn(a, "198.51.100.1", PASSWORD);
    expect(status).toBe(200);
    const church = await request(b, "/api/admin/church", "198.51.100.1", { headers: { cookie } });
    expect(church.status).toBe(200);

    // B answers (and keeps) the bands list and page before the save.
    const bandsJson = `/api/public/churches/${churchSlug}/bands`;
    const bandsPage = `/churches/${churchSlug}/bands`;
    const before = await request(b, bandsJson, "198.51.100.2");
    expect(before.status).toBe(200);
    const etagBefore = before.headers.get("etag");
    expect(JSON.stringify(await before.json())).not.toContain("Banda Ágape");
    const pageBefore = await request(b, bandsPage, "198.51.100.2");
    expect(pageBefore.status).toBe(200);
    expect(await pageBefore.text()).not.toContain("Banda Ágape");

    const saved = await request(a, "/api/admin/bands", "198.51.100.1", { method: "POST", headers: { cookie }, json: { name: "Banda Ágape", year: 2019 } });
    expect(saved.status).toBe(201);

    // B forgets its kept versions when A's commit reaches it through LISTEN (decision 370): that
    // notification is in flight for milliseconds after A has answered (decision 470), so B is
    // asked until it has heard, and from then on never answers the old version again.
    await expect
      .poll(async () => (await request(b, bandsJson, "198.51.100.2")).headers.get("etag"), { timeout: 10_000, interval: 5 })
      .not.toBe(etagBefore);
    const after = await request(b, bandsJson, "198.51.100.2");
    expect(after.headers.get("etag")).not.toBe(etagBefore);
    expect(JSON.stringify(await after.json())).toContain("Banda Ágape");
    expect(await (await request(b, bandsPage, "198.51.100.2")).text()).toContain("Banda Ágape");
  });

  it("ten failed sign-ins split across A and B are limited as if they went to one", async () => {
    const address = "198.51.100.10";
    const statuses: number[] = [];
    for (let n = 0; n < 10; n++) statuses.push((await signIn(n % 2 === 0 ? a : b, address, "senha-errada-1")).status);
    expect(statuses).toEqual(Array(10).fill(401));
    // Five on each: each instance alone would allow five more.
    expect((await signIn(a, address, "senha-errada-1")).status).toBe(429);
    expect((await signIn(b, address, PASSWORD)).status).toBe(429);
    // Another address is not limited.
    expect((await signIn(b, "198.51.100.11", PASSWORD)).status).toBe(200);
  });

  it("the public-read limit counts the reads of both", async () => {
    const address = "198.51.100.20";
    const read = (app: AppProcess) => request(app, `/api/public/churches/${churchSlug}/bands`, address);
    for (let n = 0; n < 20; n++) expect((await read(a)).status).toBe(200);
    // A adds its reads to the shared counts within a flush interval.
    await expect
      .poll(async () => (await database.db.$client.query<{ n: number }>("select coalesce(sum(count), 0)::int as n from public_read_counts where address = $1", [address])).rows[0]?.n, { timeout: 10_000 })
      .toBe(20);

    // B refuses once the two together reach the limit: after about ten of its own, not thirty.
    let allowedByB = 0;
    let refused: Response | undefined;
    await expect
      .poll(async () => {
        const response = await read(b);
        if (response.status === 200) allowedByB += 1;
        else refused = response;
        return response.status;
      }, { timeout: 20_000, interval: 100 })
      .toBe(429);
    // Counting alone, B would have let thirty through.
    expect(allowedByB).toBeLessThan(PUBLIC_READS_PER_MINUTE);
    expect(await refused!.json()).toEqual({ error: { code: "too_many_requests", message: publicReadMessages.tooMany } });
    expect(Number(refused!.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // And A, which let its twenty through, refuses too once it has heard of B's.
    await expect.poll(async () => (await read(a)).status, { timeout: 20_000, interval: 50 }).toBe(429);
  });

  it("the mail queue delivers each mail once with both senders running", async () => {
    const emails = ["bruno@igreja.example", "carla@igreja.example", "davi@igreja.example"];
    for (const email of emails) await createAdministrator(database.db, auth, { email, password: PASSWORD });

    for (const [n, email] of emails.entries()) {
      const app = n % 2 === 0 ? a : b;
      const response = await request(app, "/api/auth/request-password-reset", `198.51.100.${30 + n}`, {
        method: "POST",
        json: { email, redirectTo: "/reset-password" },
      });
      expect(response.status).toBe(200);
    }
    const pending = async () =>
      (await database.db.$client.query<{ n: number }>("select count(*)::int as n from mail_queue where sent_at is null and given_up_at is null")).rows[0]?.n;
    await expect.poll(pending, { timeout: 20_000 }).toBe(0);
    const delivered = [...readOutbox(outboxOf(a)), ...readOutbox(outboxOf(b))];
    expect(delivered).toHaveLength(emails.length);
    for (const email of emails) expect(delivered.filter((message) => message.includes(`To: ${email}`))).toHaveLength(1);
  });
});
