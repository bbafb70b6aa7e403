/**
 * The app as `npm start` builds it, on the embedded PostgreSQL in a temporary DATA_DIR with the demo
 * data, for the benchmark scripts that drive it over HTTP; and the demo administrator's requests.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import os from "node:os";
import path from "node:path";
import getPort from "get-port";
import { serve } from "@hono/node-server";
import pino from "pino";
import { createApp } from "../../src/server/app";
import { createAuth, type Auth } from "../../src/server/auth/auth";
import { loadConfig } from "../../src/server/config";
import type { Database } from "../../src/server/db/client";
import { openDatabase } from "../../src/server/database-server";
import { DEMO_ADMIN, seedDemoData } from "../../src/server/demo/seed-demo";
import { createDatabaseStorage } from "../../src/server/storage/storage";

const log = (line: string) => process.stderr.write(`${line}\n`);

export type BenchApp = { base: string; db: Database; auth: Auth; close: () => Promise<void> };

/**
 * The app as `npm start` builds it, on the embedded PostgreSQL in a temporary DATA_DIR, with the demo data;
 * with CLIENT_DIR in `environment`, it serves that client build and the server-rendered public pages.
 */
export async function startBenchApp(environment: Record<string, string> = {}): Promise<BenchApp> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), "louvor-bench-app-"));
  const logger = pino({ level: "warn" }, pino.destination(2));
  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: workDir,
    AUTH_SECRET: "bench-app-secret-that-is-long-enough-for-better-auth",
    PUBLIC_URL: "http://127.0.0.1",
    TRUST_PROXY: "true",
    SEED_DEMO: "true",
    LOG_LEVEL: "warn",
    ...environment,
  });
  log("starting the embedded PostgreSQL and loading the demo data...");
  const database = await openDatabase(config, logger);
  const { db } = database;
  const port = await getPort({ host: "127.0.0.1" });
  const base = `http://127.0.0.1:${port}`;
  // better-auth checks the Origin of POSTs against the public URL.
  const appConfig = { ...config, publicUrl: base };
  const auth = createAuth({ db, config: appConfig, logger });
  // The public pages too when the caller names the client build to serve (CLIENT_DIR), as `npm start` serves them.
  const clientDir = environment.CLIENT_DIR ? config.clientDir : undefined;
  const app = createApp({ db, config: appConfig, auth, logger, storage: createDatabaseStorage(db), clientDir });
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => resolve(started as Server));
  });
  const close = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await database.close();
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await seedDemoData(db, auth);
  } catch (error) {
    await close();
    throw error;
  }
  return { base, db, auth, close };
}

export type AdminFetch = (url: string, init?: RequestInit) => Promise<Response>;

/** The demo administrator's requests (signed in, with the Origin better-auth and the app check). */
export async function signInDemoAdmin(base: string): Promise<AdminFetch> {
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((entry) => entry.split(";")[0])
    .join("; ");
  return (url, init = {}) => fetch(`${base}${url}`, { ...init, headers: { cookie, origin: base, "content-type": "application/json", ...init.headers } });
}
