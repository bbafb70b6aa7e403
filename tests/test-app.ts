import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll } from "vitest";
import { createApp } from "../src/server/app";
import { createAnswerCache } from "../src/server/public/answer-cache";
import { listenForChurchChanges, readChurchVersions } from "../src/server/public/church-versions";
import { createAuth } from "../src/server/auth/auth";
import { createMailer } from "../src/server/mail-queue/mailer";
import { createMailSender } from "../src/server/mail-queue/sender";
import { loadConfig } from "../src/server/config";
import { createDatabaseStorage } from "../src/server/storage/storage";
import { createReplicaReads, primaryReads } from "../src/server/db/read-replica";
import type { Logger } from "../src/server/logger";
import { createTestDatabase } from "./database";
import { databaseUrl } from "./database-url";

export const TEST_ORIGIN = "http://localhost:3000";

/**
 * The real app (same createApp as production) on a fresh database of its own, with mail going to
 * a temporary outbox. Requests go through `app.request`, which has no socket: pass
 * `TRUST_PROXY: "true"` and an X-Forwarded-For header to give requests distinct addresses.
 */
export type TestAppOptions = {
  clock?: () => number;
  /** Keep church versions in memory while listening for changes, as the server does (decision 370). */
  listen?: boolean;
  /** The app's log (silent when omitted): tests of what an operator reads pass one that records. */
  logger?: Logger;
  /** A server replicating the test database's (its URL, any database): the public reads go to it (decision 477). */
  replica?: { serverUrl: string; waitMs?: number; retryMs?: number };
};

export async function createTestApp(environment: Record<string, string> = {}, options: TestAppOptions = {}) {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "louvor-test-app-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    AUTH_SECRET: "test-secret-that-is-long-enough-for-better-auth",
    PUBLIC_URL: TEST_ORIGIN,
    RATE_LIMIT_SIGN_IN_PER_MINUTE: "1000",
    RATE_LIMIT_RECOVERY_PER_HOUR: "1000",
    // Every request of app.request() shares one address: only the public-read limit's own tests lower these.
    PUBLIC_READS_PER_MINUTE: "1000000",
    PUBLIC_SEARCH_CONCURRENCY: "100",
    ...environment,
  });
  const logger = options.logger ?? pino({ level: "silent" });
  const mailer = createMailer({ from: config.mailFrom, outboxDir: config.outboxDir, logger });
  const auth = createAuth({ db: database.db, config, logger });
  // Not started: a test sends the queued mail when it wants, with `deliverMail()` (decision 400).
  const mailSender = createMailSender({ db: database.db, mailer, authSecret: config.authSecret, logger });
  const storage = createDatabaseStorage(database.db);
  const publicCache = createAnswerCache({ now: options.clock });
  const churchVersions = options.listen ? listenForChurchChanges(database.db, logger, { retryAfterMs: 300 }) : readChurchVersions(database.db);
  const readDatabase = options.replica
    ? createReplicaReads({ primary: database.db, url: databaseUrl(options.replica.serverUrl, database.name), logger, waitMs: options.replica.waitMs, retryMs: options.replica.retryMs })
    : primaryReads(database.db);
  const app = createApp({ db: database.db, config, auth, logger, storage, publicCache, churchVersions, readDatabase });

  /** A request as the browser makes it: same-origin, JSON bodies. */
  function request(url: string, init: RequestInit & { json?: unknown } = {}) {
    const headers = new Headers(init.headers);
    headers.set("origin", TEST_ORIGIN);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    return app.request(url, { ...init, headers, body });
  }

  async function signIn(email: string, password: string, headers: Record<string, string> = {}) {
    const response = await request("/api/auth/sign-in/email", { method: "POST", json: { email, password }, headers });
    return { response, cookie: sessionCookie(response) };
  }

  return {
    app,
    db: database.db,
    config,
    auth,
    storage,
    /** The app's cache of public answers: tests that count a request's statements clear it first. */
    publicCache,
    churchVersions,
    readDatabase,
    /** The test database's name (the same on a replica of its server). */
    databaseName: database.name,
    request,
    signIn,
    /** Sends the mail queued so far (to the outbox), as the app's sender would. */
    deliverMail: () => mailSender.deliverDue(),
    async close() {
      await mailSender.close();
      mailer.close();
      await churchVersions.close();
      await readDatabase.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The cookie header a browser would send back after this response. */
export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
}

/**
 * Stands for the value `read` gives once a `beforeAll` hook has made it: a file declares its
 * fixture at the top (`const t = useTestApp()`) and reads it inside tests and hooks, where it exists.
 */
export function madeInBeforeAll<T extends object>(read: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const value = read();
      if (value === undefined) throw new Error(`${what} is made in beforeAll: read it inside a test or a hook`);
      return Reflect.get(value, key) as unknown;
    },
  });
}

/** The file's test app: made before its first test, closed after its last. */
export function useTestApp(environment: Record<string, string> = {}, options: TestAppOptions = {}): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(environment, options);
  });
  afterAll(async () => {
    await app?.close();
  });
  return madeInBeforeAll(() => app, "The test app");
}
