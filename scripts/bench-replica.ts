/**
 * The read replica's effect on the public reads (docs/decisions/477): requests/s and p99 of
 * public JSON answers read from the database (the answer cache keeps nothing here, so every
 * request reads), with the primary alone, with a streaming replica, and with that replica
 * lagging (replay paused after a save of the church: each read checks it once, then reads the
 * primary). Prints a markdown section.
 *
 * Needs BENCH_DATABASE_URL (a primary's server, superuser) and BENCH_REPLICA_URL (its streaming
 * replica), e.g. the CI's 15/main and 15/replica (.ci/setup-replica); and wrk. --seconds=N per run
 * (default 10), --connections=N (default 20). The app runs in this process over real HTTP.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Server } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import getPort from "get-port";
import pg from "pg";
import pino from "pino";
import { createApp } from "../src/server/app";
import { createAuth } from "../src/server/auth/auth";
import { loadConfig } from "../src/server/config";
import { createDatabase } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { createReplicaReads, primaryReads, type ReadDatabase } from "../src/server/db/read-replica";
import { DEMO_CHURCH_SLUG, seedDemoData } from "../src/server/demo/seed-demo";
import { createAnswerCache } from "../src/server/public/answer-cache";
import { createDatabaseStorage } from "../src/server/storage/storage";
import { args } from "./args";

const SECONDS = Number(args.get("seconds") ?? 10);
const CONNECTIONS = Number(args.get("connections") ?? 20);
const log = (line: string) => process.stderr.write(`${line}\n`);
const primaryServer = process.env.BENCH_DATABASE_URL;
const replicaServer = process.env.BENCH_REPLICA_URL;
if (!primaryServer || !replicaServer) throw new Error("BENCH_DATABASE_URL and BENCH_REPLICA_URL are required (see .ci/setup-replica)");

const withDatabase = (server: string, name: string) => Object.assign(new URL(server), { pathname: `/${name}` }).toString();
const name = `louvor_bench_replica_${process.pid}`;
const ENDPOINTS = [`/api/public/churches/${DEMO_CHURCH_SLUG}/home`, `/api/public/churches/${DEMO_CHURCH_SLUG}/bands`];

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: primaryServer });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Waits until the replica has replayed all the primary has written (bounded). */
async function caughtUp(primary: pg.Pool, replica: pg.Pool) {
  const { rows } = await primary.query<{ lsn: string }>("select pg_current_wal_lsn()::text as lsn");
  for (let tries = 0; tries < 1_000; tries += 1) {
    const replayed = await replica.query<{ done: boolean }>("select pg_last_wal_replay_lsn() >= $1::pg_lsn as done", [rows[0]!.lsn]);
    if (replayed.rows[0]?.done) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the replica did not catch up in 20 s");
}

/** wrk in a child process (asynchronously: the app it measures runs in this one). */
async function wrk(url: string): Promise<{ rps: number; p99: string }> {
  const run = await promisify(execFile)("wrk", ["-t1", `-c${CONNECTIONS}`, `-d${SECONDS}s`, "--latency", url], { encoding: "utf8" });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(run.stdout)?.[1] ?? Number.NaN);
  const p99 = /\s99%\s+(\S+)/.exec(run.stdout)?.[1] ?? "?";
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(run.stdout)?.[1];
  if (non2xx) throw new Error(`${url}: ${non2xx} answers were not 2xx`);
  return { rps, p99 };
}

async function main() {
  await admin((client) => client.query(`create database "${name}"`));
  const workDir = mkdtempSync(path.join(os.tmpdir(), "louvor-bench-replica-"));
  const logger = pino({ level: "warn" }, pino.destination(2));
  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: workDir,
    DATABASE_URL: withDatabase(primaryServer!, name),
    AUTH_SECRET: "bench-app-secret-that-is-long-enough-for-better-auth",
    PUBLIC_URL: "http://127.0.0.1",
    PUBLIC_READS_PER_MINUTE: "100000000",
  });
  const db = createDatabase(config.databaseUrl!, { max: 10 });
  const replicaPool = new pg.Pool({ connectionString: withDatabase(replicaServer!, name), max: 1 });
  const rows: string[] = [];
  try {
    await runMigrations(db);
    const auth = createAuth({ db, config, logger });
    await seedDemoData(db, auth);
    await caughtUp(db.$client, replicaPool);

    const measure = async (mode: string, readDatabase: ReadDatabase) => {
      const port = await getPort({ host: "127.0.0.1" });
      // Nothing kept: every request reads the database, where the replica makes a difference.
      const app = createApp({ db, config, auth, logger, storage: createDatabaseStorage(db), publicCache: createAnswerCache({ maxEntries: 0 }), readDatabase });
      const server = await new Promise<Server>((resolve) => {
        const started = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => resolve(started as Server));
      });
      for (const endpoint of ENDPOINTS) {
        log(`${mode}: ${endpoint}`);
        const { rps, p99 } = await wrk(`http://127.0.0.1:${port}${endpoint}`);
        rows.push(`| ${mode} | \`${endpoint.replace(DEMO_CHURCH_SLUG, ":church")}\` | ${rps.toFixed(0)} | ${p99} |`);
      }
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await readDatabase.close();
    };

    await measure("primary only", primaryReads(db));
    await measure("replica", createReplicaReads({ primary: db, url: withDatabase(replicaServer!, name), logger }));
    await replicaPool.query("select pg_wal_replay_pause()");
    try {
      // A save the paused replica has not replayed: the church's version is newer on the primary.
      await db.$client.query("update churches set name = name || ' ' where slug = $1", [DEMO_CHURCH_SLUG]);
      await measure("replica lagging (replay paused)", createReplicaReads({ primary: db, url: withDatabase(replicaServer!, name), logger }));
    } finally {
      await replicaPool.query("select pg_wal_replay_resume()");
    }
  } finally {
    await replicaPool.end();
    await db.$client.end();
    await admin((client) => client.query(`drop database if exists "${name}" with (force)`));
    rmSync(workDir, { recursive: true, force: true });
  }

  process.stdout.write(
    [
      "## Read replica (public reads from the database)",
      "",
      `wrk, ${CONNECTIONS} connections, ${SECONDS} s per run, answer cache off (every request reads); primary and replica are`,
      "Debian PostgreSQL 15 clusters on this same machine (15/main, 15/replica), so the replica adds no cores here:",
      "the figures show what the routing costs, not the capacity a replica on its own machine adds.",
      "",
      "| reads | endpoint | requests/s | p99 |",
      "|---|---|---|---|",
      ...rows,
      "",
    ].join("\n"),
  );
}

await main();
