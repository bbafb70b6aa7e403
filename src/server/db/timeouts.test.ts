import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBand, createChurch, createService } from "../../../tests/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/database";
import { createApp } from "../app";
import { createAuth } from "../auth";
import { loadConfig } from "../config";
import { createDatabaseStorage } from "../storage";
import { openDatabase, type OpenDatabase } from "../database-server";
import { postgresErrorCode, QUERY_CANCELED } from "./postgres-errors";

/**
 * The pool that main.ts opens cuts a statement that runs past DB_STATEMENT_TIMEOUT_MS, and the
 * app keeps answering afterwards (docs/decisions/197).
 */

let database: TestDatabase;
let opened: OpenDatabase;
let dataDir: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "louvor-timeouts-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    AUTH_SECRET: "test-secret-that-is-long-enough-for-better-auth",
    PUBLIC_URL: "http://localhost:3000",
    TRUST_PROXY: "true",
    DB_STATEMENT_TIMEOUT_MS: "300",
    DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: "400",
  });
  const logger = pino({ level: "silent" });
  // The same opening as main.ts: migrations first (without the statement timeout), then the pool.
  opened = await openDatabase(config, logger, { poolSize: 2 });
  const auth = createAuth({ db: opened.db, config, logger });
  app = createApp({ db: opened.db, config, auth, logger, storage: createDatabaseStorage(opened.db) });
});

afterAll(async () => {
  await opened.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("database timeouts", () => {
  it("are set on the pool's connections, the one the migrations used included", async () => {
    const connections = await Promise.all(
      [0, 1].map(async () => {
        const client = await opened.db.$client.connect();
        try {
          const { rows } = await client.query<{ statement: string; idle: string }>(
            "select current_setting('statement_timeout') as statement, current_setting('idle_in_transaction_session_timeout') as idle",
          );
          return rows[0];
        } finally {
          client.release();
        }
      }),
    );
    expect(connections).toEqual([
      { statement: "300ms", idle: "400ms" },
      { statement: "300ms", idle: "400ms" },
    ]);
  });

  it("cut a slow statement, and the pool answers the next one", async () => {
    const error = await opened.db.execute(sql`select pg_sleep(30)`).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(postgresErrorCode(error)).toBe(QUERY_CANCELED);
    const { rows } = await opened.db.execute<{ answer: number }>(sql`select 42 as answer`);
    expect(rows).toEqual([{ answer: 42 }]);
  });

  it("cut a request stuck behind a lock with a 503, and the app keeps answering", async () => {
    const church = await createChurch(database.db);
    const band = await createBand(database.db, church.id);
    const service = await createService(database.db, church.id, { bandId: band.id });
    const view = (address: string) =>
      app.request(`/api/views/services/${service.id}`, { method: "POST", headers: { "x-forwarded-for": address } });

    // Another session (without timeouts) holds the service row, as a long transaction would.
    const holder = await database.db.$client.connect();
    let stuck: Response;
    try {
      await holder.query("begin");
      await holder.query("select id from services where id = $1 for update", [service.id]);
      stuck = await view("198.51.100.1");
    } finally {
      await holder.query("rollback");
      holder.release();
    }
    expect(stuck.status).toBe(503);
    expect(await stuck.json()).toEqual({
      error: { code: "timeout", message: "A operação demorou demais. Tente novamente em instantes." },
    });

    expect((await app.request("/api/health")).status).toBe(200);
    const counted = await view("198.51.100.2");
    expect(await counted.json()).toEqual({ counted: true, viewCount: 1 });
  });
});
