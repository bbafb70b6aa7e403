import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { churchExportFiles } from "@shared/schemas/church-export";
import { useAdminContext } from "../../../tests/admin-context";
import { zipEntries } from "../../../tests/support/zip";
import { createApp } from "../app";
import { createDatabase, type Database } from "../db";
import { heavyJobGate, HEAVY_JOBS_BUSY_MESSAGE } from "../heavy-jobs";
import { createDatabaseStorage } from "../storage";

/**
 * Issue 39: an export downloaded by a slow phone, and ten exports at once, on a small pool.
 * The app here runs on a real socket with a pool of 2 and one heavy-job slot with a queue of one.
 */

const ctx = useAdminContext();
const IMAGES = 4;
/**
 * Production's default: building the file on a very busy machine never comes near it. What tells
 * a transaction left waiting on the client is the count of open transactions once the answer began.
 */
const IDLE_IN_TRANSACTION_MS = 10_000;
const IMAGE_BYTES = 512 * 1024;
let db: Database;
let server: http.Server;
let base: string;
let images: Map<string, Buffer>;
const config = () => ({ ...ctx.app.config, heavyJobs: { concurrency: 1, queue: 1 } });

beforeAll(async () => {
  db = createDatabase(ctx.app.config.databaseUrl!, { max: 2, idleInTransactionTimeoutMs: IDLE_IN_TRANSACTION_MS, statementTimeoutMs: 30_000 });
  const app = createApp({ db, config: config(), auth: ctx.app.auth, logger: pino({ level: "silent" }), storage: createDatabaseStorage(db) });
  server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }) as http.Server;
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once("listening", () => resolve())));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Random bytes do not compress: the zip is about 2 MB, larger than every buffer on the way.
  images = new Map();
  for (let index = 0; index < IMAGES; index++) {
    const bytes = randomBytes(IMAGE_BYTES);
    const { rows } = await ctx.app.db.$client.query<{ sha256: string }>(
      "insert into images (church_id, content_type, bytes) values ($1, 'image/webp', $2) returning sha256",
      [ctx.churchId, bytes],
    );
    images.set(rows[0]!.sha256, bytes);
  }
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await db.$client.end();
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; response: http.IncomingMessage };

function get(path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${path}`, { headers: { cookie: ctx.cookie } }, (response) =>
      resolve({ status: response.statusCode ?? 0, headers: response.headers, response }),
    );
    request.on("error", reject);
  });
}

/** Reads a body a chunk at a time with a pause between chunks, as a phone on a poor network does. */
async function readSlowly(response: http.IncomingMessage, pauseMs: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) {
    chunks.push(chunk as Buffer);
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return Buffer.concat(chunks);
}

async function readAll(response: http.IncomingMessage): Promise<Buffer> {
  return readSlowly(response, 0);
}

async function expectWholeExport(answer: Answer, body: Buffer) {
  expect(answer.status).toBe(200);
  expect(Number(answer.headers["content-length"])).toBe(body.length);
  const files = await zipEntries(body);
  expect(JSON.parse(files.get(churchExportFiles.manifest)!.toString("utf8"))).toMatchObject({ counts: { images: IMAGES } });
  for (const [sha256, bytes] of images) expect(files.get(`${churchExportFiles.imageFolder}${sha256}.webp`)?.equals(bytes)).toBe(true);
}

/** Transactions open in the database right now, other than this query's own. */
async function openTransactions(): Promise<number> {
  const { rows } = await ctx.app.db.$client.query<{ open: number }>(
    `select count(*)::int as open from pg_stat_activity
      where datname = current_database() and backend_type = 'client backend' and xact_start is not null and pid <> pg_backend_pid()`,
  );
  return rows[0]!.open;
}

describe("a church export on a small pool", () => {
  it("is committed before its first byte is sent, and reaches a slow client whole", { timeout: 120_000 }, async () => {
    const answer = await get("/api/admin/church/export");
    expect(answer.status).toBe(200);
    // The answer has begun: no transaction waits on this client any more, no connection is held.
    expect(await openTransactions()).toBe(0);
    expect(db.$client.totalCount - db.$client.idleCount).toBe(0);
    // Slowly (a pause after every chunk), as a phone on a poor network: nothing waits on it.
    const body = await readSlowly(answer.response, 25);
    await expectWholeExport(answer, body);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });

  it("runs one at a time with one waiting; ten at once get two whole files and eight clear 503s", { timeout: 120_000 }, async () => {
    const gate = heavyJobGate({ db, config: config() });
    // The images are locked, so the first export holds its slot (and one connection) until the test lets it go.
    const lock = await ctx.app.db.$client.connect();
    await lock.query("begin");
    await lock.query("lock table images in access exclusive mode");
    const answers: Promise<Answer>[] = [get("/api/admin/church/export")];
    await vi.waitFor(() => expect(gate.running).toBe(1), { timeout: 10_000, interval: 10 });
    answers.push(get("/api/admin/church/export"));
    await vi.waitFor(() => expect(gate.waiting).toBe(1), { timeout: 10_000, interval: 10 });
    const refused = await Promise.all(Array.from({ length: 8 }, () => get("/api/admin/church/export")));
    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(answer.headers["retry-after"]).toMatch(/^\d+$/);
      expect(JSON.parse((await readAll(answer.response)).toString("utf8"))).toEqual({ error: { code: "server_busy", message: HEAVY_JOBS_BUSY_MESSAGE } });
    }
    // The rest of the app still answers meanwhile (the heavy jobs hold one connection of two).
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    await lock.query("commit");
    lock.release();

    const accepted = await Promise.all(answers);
    const bodies = await Promise.all(accepted.map((answer) => readSlowly(answer.response, 20)));
    for (const [index, answer] of accepted.entries()) await expectWholeExport(answer, bodies[index]!);
    expect(gate.running).toBe(0);
    expect(gate.waiting).toBe(0);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });
});
