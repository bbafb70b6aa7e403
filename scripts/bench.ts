/**
 * `npm run bench`: the public pages' speed on a large church, next to `GET /api/health` and a bare
 * Hono + pg handler on the same machine, in the same run. Writes docs/benchmarks.md.
 *
 * 1. Builds the client into a temporary folder and measures each public page's initial
 *    JavaScript (gzip).
 * 2. Starts the real app as `npm start` runs it (the server compiled into dist/server by
 *    scripts/build-server.mjs, run by plain Node, production mode) on a fresh database (embedded
 *    PostgreSQL in a temporary DATA_DIR, or a new database in BENCH_DATABASE_URL's server), with
 *    the demo church seeded, and builds the large church through the admin API, as a real
 *    church's data is made (so the read model is maintained as in real use): 2,000 services,
 *    16,000 segments, 1,500 songs, 150 musicians. 49 small churches are added in bulk beside it.
 * 3. Measures, with wrk (or autocannon: --load=autocannon) at 50 connections, every public JSON endpoint and every public
 *    route's HTML twice: as a fresh church (no views yet, no new songs: ties everywhere) and after
 *    views have been counted (the app restarted, so no answer is cached from before), each next
 *    to `GET /api/health` and the bare handler (scripts/bench-bare-server.ts).
 * 4. Runs Lighthouse (mobile, median of 3, quiet and busy) on the demo church's home, a service
 *    page and a song page, then measures the demo pages on a phone: HTML, DOM nodes and how soon a
 *    control tapped at once takes effect (scripts/first-taps.ts).
 * 5. Measures the escala on the large church (scripts/bench-escala.ts): 'Escalas' over 8 weekly
 *    plans of 20 positions at 50 connections, and 'Enviar escala' for 15 musicians.
 * 6. Measures the charts (scripts/bench-cifras.ts, issue 42): parsing and transposing a 120-line
 *    chart on the server and in Chromium with its CPU slowed 4×, and plan pages of six charted songs
 *    made in the large church (their HTML, and Lighthouse on the busy machine).
 * 7. Appends the sections of the other benchmark scripts (EXTRA_SCRIPTS), among them the
 *    backups, restore, export and import of scripts/bench-durability.ts.
 *
 * Options: --seconds=N (per run, default 10), --skip-bundle (no client build and no section of
 * the initial JavaScript: the app serves the build already in dist/client, made by `npm run build`),
 * --only=name[,name] (only the endpoints whose name contains one of these, beside the baselines; the
 * escala's section only when one of them is in "escala", the charts' only when one is in "cifras"; `npx tsx
 * scripts/bench-escala.ts` and `npx tsx scripts/bench-cifras.ts` run them alone),
 * --skip-lighthouse, --skip-taps, --skip-extra (not the EXTRA_SCRIPTS), --out=path (default docs/benchmarks.md),
 * --keep-database (with BENCH_DATABASE_URL), --load=autocannon (instead of Debian's wrk).
 * It is a benchmark, not a test: nothing here is asserted in `npm test`.
 */
import { randomBytes } from "node:crypto";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/database-server";
import { DEMO_CHURCH_SLUG } from "../src/server/demo/seed-demo";
import { paths } from "../src/shared/paths";
import { benchCifras } from "./bench-cifras";
import { benchEscala } from "./bench-escala";
import { benchReports } from "./bench-reports";
import { buildClient, bundleSection } from "./bench/bundle";
import { BIG_SLUG, WRITE_CONCURRENCY, buildBigChurch, countViews, dataSetFigures, fillSmallChurches, settle } from "./bench/data";
import { firstTapsBenchSection } from "./bench/first-taps";
import { lighthouseSection } from "./bench/lighthouse";
import { GENERATOR, json, loadSection, measureAll, type Measured } from "./bench/load";
import { OUT, args, log, onlyKeeps, root, type Section } from "./bench/options";
import getPort from "get-port";
import { startProcess, stopChildren, type Running } from "./bench/processes";

/**
 * Scripts of the other benchmarks: each prints a markdown section on stdout, appended to the
 * report as it is. One line each, e.g. "scripts/bench-startup.ts".
 */
const EXTRA_SCRIPTS: string[] = [
  "scripts/bench-views.ts",
  "scripts/bench-heal.ts",
  "scripts/bench-startup.ts",
  "scripts/bench-workers.ts",
  "scripts/bench-durability.ts",
  "scripts/bench-chapters.ts",
  "scripts/bench-history-import.ts",
  "scripts/bench-slow-exports.ts",
];

/** What `npm start` runs once it has built the server (scripts/start.mjs). */
const SERVER_SCRIPT = "dist/server/main.js";

const workDir = mkdtempSync(path.join(os.tmpdir(), "louvor-bench-"));

process.on("SIGINT", () => {
  stopChildren();
  process.exit(130);
});

/** A section printed by another benchmark script (markdown on stdout). */
function scriptSection(script: string): Section {
  return {
    title: "",
    produce: async () => {
      const result = spawnSync(process.execPath, ["--import", "tsx", path.join(root, script)], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
      if (result.status !== 0) return [`*${script} failed (exit ${result.status}).*`];
      return [result.stdout.trimEnd()];
    },
  };
}

type BenchDatabase = { connectionString: string; close: () => Promise<void> };

/**
 * A new database in BENCH_DATABASE_URL's server (dropped at the end unless --keep-database), or
 * the embedded server in a temporary DATA_DIR. The bench owns the embedded server for the whole
 * run (started and migrated here); the app attaches to it, so its address stays the same when the
 * app restarts between the phases. Sets what the app needs to reach it in `environment`.
 */
async function openBenchDatabase(environment: Record<string, string>): Promise<BenchDatabase> {
  const externalUrl = process.env.BENCH_DATABASE_URL;
  if (!externalUrl) {
    environment.DATA_DIR = path.join(workDir, "data");
    const opened = await openDatabase(loadConfig({ ...environment, PUBLIC_URL: "http://127.0.0.1" }), pino({ level: "warn" }));
    const connectionString = (opened.db.$client as unknown as { options: { connectionString: string } }).options.connectionString;
    return { connectionString, close: () => opened.close() };
  }
  const name = `louvor_bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: externalUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(externalUrl);
  url.pathname = `/${name}`;
  const connectionString = url.toString();
  environment.DATABASE_URL = connectionString;
  if (args.has("keep-database")) {
    log(`database kept: ${connectionString.replace(/:[^:@/]+@/, ":***@")}`);
    return { connectionString, close: async () => {} };
  }
  const drop = async () => {
    const client = new pg.Client({ connectionString: externalUrl });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  };
  return { connectionString, close: drop };
}

async function writeReport(startedAt: Date, figures: Record<string, number | string>, sections: Section[]) {
  const lines = [
    "# Benchmarks",
    "",
    "Made by `npm run bench` (scripts/bench.ts). The app runs as `npm start` runs it (`dist/server/main.js`, NODE_ENV=production,",
    `log level warn) on 127.0.0.1; the load generator (${GENERATOR === "wrk" ? "Debian's wrk" : "autocannon, in the bench process"}) runs on the same machine.`,
    "",
    `Run: ${startedAt.toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? "unknown CPU"} · ` +
      `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB · Node ${process.version} · PostgreSQL ${figures.version}`,
    "",
  ];
  for (const section of sections) {
    log(`section: ${section.title || "(script)"}`);
    if (section.title) lines.push(`## ${section.title}`, "");
    lines.push(...(await section.produce()), "");
  }
  writeFileSync(OUT, `${lines.join("\n").trimEnd()}\n`);
  log(`written ${path.relative(root, OUT)}`);
}

/** The three demo pages Lighthouse opens. */
async function lighthousePages(app: Running): Promise<[string, string][]> {
  const demoHome = await json<{ recentServices: { key: string }[]; recentSongs: { songKey: string }[] }>(
    `${app.base}/api/public/churches/${DEMO_CHURCH_SLUG}/home`,
  );
  return [
    ["demo church home", `${app.base}${paths.church.root.href(DEMO_CHURCH_SLUG)}`],
    ["service page", `${app.base}${paths.church.service.href(DEMO_CHURCH_SLUG, demoHome.recentServices[0]!.key)}`],
    ["song page", `${app.base}${paths.church.song.href(DEMO_CHURCH_SLUG, demoHome.recentSongs[0]!.songKey)}`],
  ];
}

async function main() {
  const startedAt = new Date();
  const skipBundle = args.has("skip-bundle");
  const clientDir = skipBundle ? path.join(root, "dist/client") : path.join(workDir, "client");
  if (skipBundle && !existsSync(path.join(clientDir, "index.html"))) throw new Error("--skip-bundle serves dist/client: run `npm run build` first");
  if (!skipBundle) {
    log("building the client...");
    buildClient(clientDir);
  }

  const environment: Record<string, string> = {
    NODE_ENV: "production",
    AUTH_SECRET: randomBytes(24).toString("hex"),
    SEED_DEMO: "true",
    LOG_LEVEL: "warn",
    CLIENT_DIR: clientDir,
    // The load generator is one address: the per-address public read limit would answer 429.
    PUBLIC_READS_PER_MINUTE: "100000000",
  };
  // The server `npm start` runs: compiled by esbuild into dist/server, run by plain Node
  // (docs/decisions/501), serving the client built above.
  log("building the server...");
  const serverBuild = spawnSync(process.execPath, [path.join(root, "scripts/build-server.mjs")], { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (serverBuild.status !== 0) throw new Error("the server's build failed");
  const database = await openBenchDatabase(environment);
  const { connectionString } = database;
  let app = await startProcess(SERVER_SCRIPT, environment, await getPort({ host: "127.0.0.1" }));
  let bare: Running | undefined;
  try {
    log("building the large church through the admin API...");
    const built = await buildBigChurch(environment, app);
    await fillSmallChurches(connectionString);
    await settle(connectionString);
    const figures = await dataSetFigures(connectionString);
    log(`data set: ${JSON.stringify(figures)}`);
    bare = await startProcess("scripts/bench-bare-server.ts", { DATABASE_URL: connectionString }, await getPort({ host: "127.0.0.1" }));

    log("measuring the fresh church...");
    const fresh: Measured[] = await measureAll(app, bare, "fresh");

    log("counting views and restarting the app...");
    await countViews(connectionString);
    await settle(connectionString);
    await app.stop();
    app = await startProcess(SERVER_SCRIPT, environment, await getPort({ host: "127.0.0.1" }));
    log("measuring after views...");
    const viewed: Measured[] = await measureAll(app, bare, "views");
    const pages = await lighthousePages(app);
    const reportsBase = app.base;

    const sections: Section[] = [
      {
        title: "Data set",
        produce: async () => [
          `${figures.churches} churches. The large one (\`${BIG_SLUG}\`), built through the admin API in ${built.seconds.toFixed(0)} s ` +
            `(${WRITE_CONCURRENCY} requests in flight): ${figures.services} services, ${figures.segments} song segments, ` +
            `${figures.songs} songs, ${figures.musicians} musicians. Every endpoint below is asked about it.`,
        ],
      },
      ...(skipBundle ? [] : [bundleSection(clientDir)]),
      loadSection("API and HTML: a fresh church (no views yet, no new songs: ties everywhere)", () => fresh),
      loadSection("API and HTML: after views have been counted", () => viewed),
      { title: "", produce: async () => [await benchReports({ baseUrl: reportsBase, cookie: built.cookie, churchSlug: BIG_SLUG })] },
      // The escala (issue 41): its plans are made here, after the public pages were measured.
      ...(onlyKeeps("escala") ? [{ title: "", produce: async () => [await benchEscala({ baseUrl: reportsBase, cookie: built.cookie })] }] : []),
      // The charts (issue 42): their parse and transpose, and plan pages of six charted songs in the large church.
      ...(onlyKeeps("cifras") ? [{ title: "", produce: async () => [await benchCifras({
                    baseUrl: reportsBase,
                    cookie: built.cookie,
                    lighthouse: !args.has("skip-lighthouse"),
                    nice: args.has("lighthouse-nice") ? Number(args.get("lighthouse-nice")) : undefined,
                  })] }] : []),
      ...(args.has("skip-lighthouse") ? [] : [lighthouseSection(() => pages)]),
      ...(args.has("skip-taps") ? [] : [firstTapsBenchSection(() => reportsBase)]),
      ...(args.has("skip-extra") ? [] : EXTRA_SCRIPTS.map(scriptSection)),
    ];
    await writeReport(startedAt, figures, sections);
  } finally {
    await app.stop();
    await bare?.stop();
    await database.close();
  }
}

main()
  .catch((error: unknown) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(() => {
    stopChildren();
    rmSync(workDir, { recursive: true, force: true });
  });
