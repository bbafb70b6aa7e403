import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import pg from "pg";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { PublicBandsResponse } from "@shared/schemas/public-catalogue";
import { createBand, signedInAdmin } from "../../../tests/factories";
import { databaseUrl } from "../../../tests/database-url";
import { createTestApp, type TestApp } from "../../../tests/test-app";
import type { AppEnv } from "../http";
import { publicSite } from "../ssr";
import { bands, churches } from "./schema";

/**
 * Against a real streaming replica (decision 477): TEST_DATABASE_URL is the primary, and
 * TEST_REPLICA_URL its replica (.ci/setup-replica builds 15/replica on port 5433).
 */
const replicaServerUrl = process.env.TEST_REPLICA_URL;
if (!replicaServerUrl || !process.env.TEST_DATABASE_URL) {
  throw new Error("The replica project needs TEST_DATABASE_URL (the primary) and TEST_REPLICA_URL (its streaming replica): see .ci/run");
}

type LogLine = { level: number; msg: string };
const lines: LogLine[] = [];
const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
const said = (text: string) => lines.filter((line) => line.msg.includes(text)).length;

let app: TestApp;
/** The test database on the replica, as a superuser (to pause and resume replay). */
let replica: pg.Client;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let clientDir: string;
/** The public pages as createApp serves them with a built client (without its server entry: the shell with the page's share tags). */
let site: Hono<AppEnv>;

/** Waits (bounded) until the replica has replayed everything the primary has written so far. */
async function replicaCaughtUp() {
  const { rows } = await app.db.$client.query<{ lsn: string }>("select pg_current_wal_lsn()::text as lsn");
  const lsn = rows[0]!.lsn;
  await vi.waitFor(
    async () => {
      const replayed = await replica.query<{ done: boolean }>("select pg_last_wal_replay_lsn() >= $1::pg_lsn as done", [lsn]);
      expect(replayed.rows[0]?.done).toBe(true);
    },
    { timeout: 10_000, interval: 10 },
  );
}

/** A visitor's read of the bands: the names, and the content version its ETag (W/"<version>.<minute>") names. */
async function publicBands(search = ""): Promise<{ names: string[]; version: string | undefined }> {
  const response = await app.request(`/api/public/churches/${admin.church.slug}/bands${search}`);
  expect(response.status).toBe(200);
  const version = /^W\/"(\d+)\./.exec(response.headers.get("etag") ?? "")?.[1];
  return { names: ((await response.json()) as PublicBandsResponse).bands.map((band) => band.name), version };
}

async function adminBands(): Promise<string[]> {
  const response = await app.request("/api/admin/bands", { headers: { cookie: admin.cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { bands: { name: string }[] }).bands.map((band) => band.name);
}

async function saveBand(name: string) {
  const response = await app.request("/api/admin/bands", { method: "POST", json: { name, year: 2025, members: [] }, headers: { cookie: admin.cookie } });
  expect(response.status).toBe(201);
}

/** The church's content version on the primary, as the public answers' ETags carry it. */
async function primaryVersion(): Promise<string> {
  const { rows } = await app.db.$client.query<{ version: string }>("select content_version::text as version from churches where id = $1", [admin.church.id]);
  return rows[0]!.version;
}

beforeAll(async () => {
  app = await createTestApp({}, { logger, replica: { serverUrl: replicaServerUrl, waitMs: 300 } });
  admin = await signedInAdmin(app);
  // The database was just made on the primary: the replica has it once it has replayed that far.
  const { rows } = await app.db.$client.query<{ lsn: string }>("select pg_current_wal_lsn()::text as lsn");
  await vi.waitFor(
    async () => {
      const probe = new pg.Client({ connectionString: databaseUrl(replicaServerUrl, app.databaseName) });
      await probe.connect();
      const replayed = await probe.query<{ done: boolean }>("select pg_last_wal_replay_lsn() >= $1::pg_lsn as done", [rows[0]!.lsn]);
      await probe.end();
      expect(replayed.rows[0]?.done).toBe(true);
    },
    { timeout: 10_000, interval: 20 },
  );
  replica = new pg.Client({ connectionString: databaseUrl(replicaServerUrl, app.databaseName) });
  await replica.connect();
  clientDir = mkdtempSync(path.join(os.tmpdir(), "louvor-replica-site-"));
  writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><html><head><title>Louvor</title></head><body><div id=\"root\"></div></body></html>");
  site = new Hono<AppEnv>();
  site.use(async (c, next) => {
    c.set("logger", logger);
    await next();
  });
  site.route("/", publicSite({ clientDir, db: app.db, reads: app.readDatabase, publicUrl: "https://louvor.example.org", api: app.app }));
});

afterEach(async () => {
  // A failed test must not leave the machine's replica paused.
  await replica.query("select pg_wal_replay_resume()");
});

afterAll(async () => {
  if (clientDir) rmSync(clientDir, { recursive: true, force: true });
  await replica?.end();
  await app?.close();
});

describe("public reads on a streaming replica", () => {
  it("serves a public read from the replica, while the administrator reads the primary", async () => {
    await createBand(app.db, admin.church.id, { name: "Banda Antiga" });
    await replicaCaughtUp();
    await replica.query("select pg_wal_replay_pause()");
    // A change on the primary that the triggers do not see (no new content version), so the
    // replica, paused before it, is still good for the version: only a read there shows the old name.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(bands).set({ name: "Banda Renomeada" }).where(eq(bands.churchId, admin.church.id));
      await tx.update(churches).set({ name: "Igreja Renomeada" }).where(eq(churches.id, admin.church.id));
    });

    expect((await publicBands()).names).toEqual(["Banda Antiga"]);
    expect(await adminBands()).toEqual(["Banda Renomeada"]);
    // The page's share tags too: the title names the church as the replica has it.
    const page = await site.request(`/churches/${admin.church.slug}`);
    expect(page.status).toBe(200);
    const title = /<title>([^<]*)<\/title>/.exec(await page.text())?.[1];
    expect(title).toContain(admin.church.name);
    expect(title).not.toContain("Renomeada");
    // And the directory, kept under the version of every church.
    const directory = await app.request(`/api/public/churches?search=${encodeURIComponent(admin.church.name)}`);
    expect(((await directory.json()) as { churches: { name: string }[] }).churches.map((church) => church.name)).toEqual([admin.church.name]);
    expect(said("read replica")).toBe(0);
  });

  it("shows an administrator's save to the administrator at once and on the public page once the replica has it", async () => {
    await saveBand("Banda Nova");
    expect(await adminBands()).toContain("Banda Nova");
    await replicaCaughtUp();
    const after = await publicBands("?search=nova");
    expect(after.names).toEqual(["Banda Nova"]);
    expect(after.version).toBe(await primaryVersion());
  });

  it("never answers with older content under a newer version while replay is paused, and reports the lag", async () => {
    await replicaCaughtUp();
    await replica.query("select pg_wal_replay_pause()");
    await saveBand("Banda Durante a Pausa");
    const version = await primaryVersion();

    for (const search of ["", "?search=pausa", "?search=banda"]) {
      const answer = await publicBands(search);
      expect(answer.version).toBe(version);
      expect(answer.names).toContain("Banda Durante a Pausa");
    }
    expect(said("read replica is behind the primary")).toBe(1);
    // The replica received the save but has not replayed it.
    expect(await app.readDatabase.lagSeconds()).toBeGreaterThan(0);
    const onReplica = await replica.query("select 1 from bands where name = 'Banda Durante a Pausa'");
    expect(onReplica.rowCount).toBe(0);

    await replica.query("select pg_wal_replay_resume()");
    await replicaCaughtUp();
    expect(await app.readDatabase.lagSeconds()).toBe(0);
    // Back on the replica: it has the save now, and the next read goes there.
    expect((await publicBands("?search=durante")).names).toEqual(["Banda Durante a Pausa"]);
    expect(said("read replica caught up")).toBe(1);
  });
});
