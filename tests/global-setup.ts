import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import pino from "pino";
import type { TestProject } from "vitest/node";
import { createDatabase } from "../src/server/db/client";
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from "../src/server/embedded-postgres";
import { runMigrations } from "../src/server/db/migrate";
import { databaseUrl } from "./database-url";
import { buildServerEntries } from "./server-build";

const root = fileURLToPath(new URL("..", import.meta.url));

declare module "vitest" {
  export interface ProvidedContext {
    databaseAdminUrl: string;
    templateDatabase: string;
    /** The app and its command lines built once for the run (tests/server-build.ts). */
    serverBuildDir: string;
  }
}

/**
 * One PostgreSQL server per test run (the embedded one, or TEST_DATABASE_URL's), with a migrated
 * template database; each test file clones its own database from it (tests/database.ts). The
 * server's build for the tests that start processes is made beside it.
 */
export default async function setup(project: TestProject) {
  // Inside the repository, two folders down as dist/server is: the build's external packages
  // resolve from node_modules, and the client is found where the app looks for it.
  mkdirSync(path.join(root, ".tmp"), { recursive: true });
  const serverBuildDir = mkdtempSync(path.join(root, ".tmp", "server-build-"));
  // Built while the database starts.
  const building = buildServerEntries(serverBuildDir);
  let server: EmbeddedPostgresHandle | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "louvor-test-postgres-"));
    server = await startEmbeddedPostgres({ dataDir, database: "louvor", logger: pino({ level: "silent" }) });
    adminUrl = server.adminUrl;
  }

  const template = `louvor_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${template}"`);
  await admin.query(`create database "${template}"`);
  await admin.end();
  const db = createDatabase(databaseUrl(adminUrl, template), { max: 1 });
  await runMigrations(db);
  await db.$client.end();

  await building;
  project.provide("databaseAdminUrl", adminUrl);
  project.provide("templateDatabase", template);
  project.provide("serverBuildDir", serverBuildDir);

  return async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists "${template}" with (force)`);
    await cleanup.end();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    rmSync(serverBuildDir, { recursive: true, force: true });
  };
}
