/**
 * Backups, restore, and the church export and import, timed on the bench church (2,000 services
 * built through the admin API, views counted), printed as a markdown section.
 *
 * 1. The bench owns the embedded PostgreSQL (a temporary DATA_DIR) and the app (production mode)
 *    attaches to it, as `npm run backup` beside a running app does.
 * 2. `/api/health` is asked every 25 ms, as a monitor would, for 10 s with nothing else running and
 *    then for as long as a backup runs: the latency a visitor meets while a backup is made.
 * 3. The backup (export, then its proof by restoring it into a scratch cluster) is timed with its
 *    size; then it is restored into a new DATA_DIR (`npm run restore`'s function).
 * 4. The church is exported through the admin endpoint (as the button downloads it), and the file
 *    imported into the same install under another slug (`npm run church:import`'s function).
 *
 * Usage: npx tsx scripts/bench-durability.ts
 */
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream } from "node:stream/web";
import { pipeline } from "node:stream/promises";
import getPort from "get-port";
import pino from "pino";
import { createBackup, restoreBackup } from "../src/server/backups";
import { importChurch } from "../src/server/church-export/import";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/database-server";
import { BIG_SLUG, buildBigChurch, countViews, dataSetFigures, settle } from "./bench/data";
import { startProcess, stopChildren, type Running } from "./bench/processes";

const workDir = mkdtempSync(path.join(os.tmpdir(), "louvor-bench-durability-"));
const log = (line: string) => process.stderr.write(`${line}\n`);
const logger = pino({ level: "warn" });
const SAMPLE_EVERY_MS = 25;
const QUIET_SECONDS = 10;
/** The bench signs and restores its own backup (decision 492). */
const BENCH_SIGNING_KEY = randomBytes(32).toString("hex");

type Samples = { count: number; p50: number; p99: number; max: number; failures: number };

/** Asks `/api/health` every SAMPLE_EVERY_MS until `stop` resolves; latencies in ms. */
async function sampleHealth(base: string, until: Promise<unknown>): Promise<Samples> {
  const latencies: number[] = [];
  let failures = 0;
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    const started = performance.now();
    try {
      const response = await fetch(`${base}/api/health`);
      await response.arrayBuffer();
      if (response.ok) latencies.push(performance.now() - started);
      else failures++;
    } catch {
      failures++;
    }
    const rest = SAMPLE_EVERY_MS - (performance.now() - started);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { count: latencies.length, p50: at(0.5), p99: at(0.99), max: latencies.at(-1) ?? 0, failures };
}

const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
const s = (seconds: number) => seconds.toFixed(1);
const ms = (value: number) => value.toFixed(1);

async function main() {
  const environment: Record<string, string> = {
    NODE_ENV: "production",
    AUTH_SECRET: randomBytes(24).toString("hex"),
    SEED_DEMO: "true",
    LOG_LEVEL: "warn",
    DATA_DIR: path.join(workDir, "data"),
    BACKUP_TIME: "off",
    PUBLIC_READS_PER_MINUTE: "100000000",
  };
  const config = loadConfig({ ...environment, PUBLIC_URL: "http://127.0.0.1" });
  const database = await openDatabase(config, logger);
  const source = database.backupSource;
  if (!source) throw new Error("the bench needs the embedded PostgreSQL");
  const connectionString = (database.db.$client as unknown as { options: { connectionString: string } }).options.connectionString;
  let app: Running | undefined;
  try {
    app = await startProcess("src/server/main.ts", environment, await getPort({ host: "127.0.0.1" }));
    log("building the bench church through the admin API...");
    const built = await buildBigChurch(environment, app);
    await countViews(connectionString);
    await settle(connectionString);
    const figures = await dataSetFigures(connectionString);

    log("health alone...");
    const quiet = await sampleHealth(app.base, new Promise((resolve) => setTimeout(resolve, QUIET_SECONDS * 1000)));
    log("backup...");
    const backupRun = createBackup({ source, dir: path.join(workDir, "backups"), kind: "manual", keep: 14, signingKey: BENCH_SIGNING_KEY, logger });
    const during = await sampleHealth(app.base, backupRun.catch(() => undefined));
    const backup = await backupRun;

    log("restore into a new DATA_DIR...");
    const restored = await restoreBackup({ file: backup.file, dataDir: path.join(workDir, "restored"), signingKey: BENCH_SIGNING_KEY, logger });

    log("export through the admin endpoint...");
    const exportFile = path.join(workDir, "export.zip");
    const exportStarted = performance.now();
    const response = await fetch(`${app.base}/api/admin/church/export`, { headers: { cookie: built.cookie } });
    if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
    await pipeline(Readable.fromWeb(response.body as ReadableStream), createWriteStream(exportFile));
    const exportSeconds = (performance.now() - exportStarted) / 1000;
    const exportBytes = statSync(exportFile).size;

    log("import under another slug...");
    const importStarted = performance.now();
    const imported = await importChurch(database.db, exportFile, { adminEmail: "importado@example.com", slug: `${BIG_SLUG}-importada` });
    const importSeconds = (performance.now() - importStarted) / 1000;

    const lines = [
      "## Backups, restore, export and import",
      "",
      `Measured by \`scripts/bench-durability.ts\` on ${os.cpus().length} CPU(s), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}: ` +
        `the bench church (${figures.services} services, ${figures.segments} song segments, ${figures.songs} songs, ${figures.musicians} musicians, ` +
        `built through the admin API, views counted) beside the demo church, in the embedded PostgreSQL; the app (production mode) serving.`,
      "",
      "| What | Seconds | Size |",
      "|---|---:|---:|",
      `| Backup: writing the file (one snapshot, every table, gzip) | ${s(backup.exportSeconds)} | ${mib(backup.bytes)} MiB, ${backup.totalRows} rows |`,
      `| Backup: its proof (restored into a scratch cluster, rows counted) | ${s(backup.verifySeconds)} | |`,
      `| Backup in all (\`npm run backup\`'s work) | ${s(backup.seconds)} | |`,
      `| Restore into a new DATA_DIR (\`npm run restore\`) | ${s(restored.seconds)} | |`,
      `| Church export through \`GET /api/admin/church/export\` | ${s(exportSeconds)} | ${mib(exportBytes)} MiB zip |`,
      `| Church import (\`npm run church:import\`'s function, same install, another slug; ids ${imported.idsKept ? "kept" : "renewed"}) | ${s(importSeconds)} | |`,
      "",
      `\`/api/health\` asked every ${SAMPLE_EVERY_MS} ms, as a monitor does (one request at a time):`,
      "",
      "| While | Requests | p50 ms | p99 ms | max ms | failed |",
      "|---|---:|---:|---:|---:|---:|",
      `| nothing else (${QUIET_SECONDS} s) | ${quiet.count} | ${ms(quiet.p50)} | ${ms(quiet.p99)} | ${ms(quiet.max)} | ${quiet.failures} |`,
      `| a backup runs (${s(backup.seconds)} s) | ${during.count} | ${ms(during.p50)} | ${ms(during.p99)} | ${ms(during.max)} | ${during.failures} |`,
    ];
    process.stdout.write(`${lines.join("\n")}\n`);
  } finally {
    await app?.stop();
    await database.close();
  }
}

main()
  .catch((error: unknown) => {
    process.stderr.write(`bench-durability failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(() => {
    stopChildren();
    rmSync(workDir, { recursive: true, force: true });
  });
