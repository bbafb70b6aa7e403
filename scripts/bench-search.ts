/**
 * The public searches under load (issue 39): the three search rows of `npm run bench` next to
 * `/api/health`, several rounds in one run, so that their p99 is compared with health's p99 of the
 * same minute on a shared machine. Prints a markdown table on stdout (progress on stderr).
 *
 * Starts the embedded PostgreSQL in a DATA_DIR and the app as scripts/bench.ts does, builds the
 * large church through the admin API (skipped when --data-dir already holds it), then runs each
 * row with wrk at 50 connections for --seconds (default 10, after a 1-s warm-up).
 *
 * Before the first round, the church's three listings (no search) are loaded for --seconds each,
 * as `npm run bench`'s JSON rows load them before its search rows: a new process's first seconds
 * compile the code every public answer runs through, which is not what a search costs.
 *
 * Usage: npx tsx scripts/bench-search.ts [--rounds=3] [--seconds=10] [--views] [--data-dir=path]
 *   [--search-concurrency=4,16]
 *   --data-dir keeps the database there (and reuses it on the next run); by default it is a
 *   temporary folder, removed at the end. --views counts views first (the bench's second phase).
 *   --search-concurrency: each round runs the app once with each PUBLIC_SEARCH_CONCURRENCY given
 *   (restarted between them), to compare them in one run; by default the app's own default.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import getPort from "get-port";
import pino from "pino";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/database-server";
import { BIG_SLUG, buildBigChurch, countViews, fillSmallChurches, settle } from "./bench/data";
import { load, measureAll, type Measured } from "./bench/load";
import { args, log } from "./bench/options";
import { startProcess, stopChildren, type Running } from "./bench/processes";

const ROUNDS = Number(args.get("rounds") ?? 3);
const CONCURRENCIES: (string | undefined)[] = args.get("search-concurrency")?.split(",") ?? [undefined];
const SEARCH_ROWS = ["search, a different term each request"];
const HEALTH = "GET /api/health (app)";

const keptDir = args.get("data-dir");
const dataDir = keptDir ? path.resolve(keptDir) : mkdtempSync(path.join(os.tmpdir(), "louvor-bench-search-"));

process.on("SIGINT", () => {
  stopChildren();
  process.exit(130);
});

async function main() {
  mkdirSync(dataDir, { recursive: true });
  const builtMarker = path.join(dataDir, "bench-church-built");
  const environment: Record<string, string> = {
    NODE_ENV: "production",
    AUTH_SECRET: existsSync(builtMarker) ? readFileSync(builtMarker, "utf8").trim() : randomBytes(24).toString("hex"),
    LOG_LEVEL: "warn",
    CLIENT_DIR: path.join(dataDir, "no-client"),
    PUBLIC_READS_PER_MINUTE: "100000000",
    DATA_DIR: dataDir,
  };
  const database = await openDatabase(loadConfig({ ...environment, PUBLIC_URL: "http://127.0.0.1" }), pino({ level: "warn" }));
  const connectionString = database.url;
  let app: Running | undefined;
  let bare: Running | undefined;
  try {
    app = await startProcess("src/server/main.ts", environment, await getPort({ host: "127.0.0.1" }));
    if (!existsSync(builtMarker)) {
      log("building the large church through the admin API...");
      await buildBigChurch(environment, app);
      await fillSmallChurches(connectionString);
      writeFileSync(builtMarker, environment.AUTH_SECRET!);
    }
    if (args.has("views")) await countViews(connectionString);
    await settle(connectionString);
    bare = await startProcess("scripts/bench-bare-server.ts", { DATABASE_URL: connectionString }, await getPort({ host: "127.0.0.1" }));

    await warmListings(app);
    const rounds: { label: string; rows: Measured[] }[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const concurrency of CONCURRENCIES) {
        const label = `${round}${concurrency ? `, concurrency ${concurrency}` : ""}`;
        if (concurrency) {
          await app.stop();
          app = await startProcess("src/server/main.ts", { ...environment, PUBLIC_SEARCH_CONCURRENCY: concurrency }, await getPort({ host: "127.0.0.1" }));
          await warmListings(app);
        }
        log(`round ${label} (of ${ROUNDS})`);
        rounds.push({ label, rows: await measureAll(app, bare, `round ${label}`, SEARCH_ROWS) });
      }
    }
    process.stdout.write(`${report(rounds).join("\n")}\n`);
  } finally {
    await app?.stop();
    await bare?.stop();
    await database.close();
  }
}

/** The church's services, songs tab and catalogue, without a search, under load (see above). */
async function warmListings(app: Running) {
  log("loading the listings once (no search), as the bench's JSON rows do before its searches");
  for (const listing of ["services", "songs?pageSize=100", "catalogue"]) await load({ url: `${app.base}/api/public/churches/${BIG_SLUG}/${listing}` });
}

/** Each round's health (the better of its two runs) and each search row's p99 against it. */
function report(rounds: { label: string; rows: Measured[] }[]): string[] {
  const lines = ["| Round | Row | req/s | p50 ms | p99 ms | p99 × health |", "|---|---|---:|---:|---:|---:|"];
  for (const { label, rows } of rounds) {
    const health = rows.filter((row) => row.name.startsWith(HEALTH)).reduce((best, row) => (row.result.rps > best.result.rps ? row : best));
    for (const row of [health, ...rows.filter((row) => row.kind === "search")]) {
      const { rps, p50, p99 } = row.result;
      lines.push(`| ${label} | ${row.name} | ${rps.toFixed(0)} | ${p50} | ${p99} | ${(p99 / Math.max(health.result.p99, 1)).toFixed(1)} |`);
    }
  }
  return lines;
}

main()
  .catch((error: unknown) => {
    process.stderr.write(`bench-search failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(() => {
    stopChildren();
    if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
  });
