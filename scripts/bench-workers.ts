/**
 * Worker scaling (issue 26, docs/decisions/465), printed as a markdown section: the public pages
 * and `/api/health` with WEB_CONCURRENCY=1 and =2 in one run, and the idle memory of everything
 * `npm start` leaves running with 2 workers.
 *
 * Starts `npm start` (production, compiled server) on a fresh DATA_DIR with one process, builds the
 * bench church (2,000 services) through the admin API as scripts/bench.ts does, and loads three
 * public HTML pages and `/api/health` with wrk at 50 connections (--seconds=N each, default 10,
 * after a 1-s warm-up). Then restarts it on the same data with WEB_CONCURRENCY=2 and loads the same
 * URLs. With 2 workers left idle (--idle=S seconds, default 35: the pools' idle connections close
 * after 30 s), after that load and again after a restart without load, it sums the proportional set size (Pss of /proc/<pid>/smaps_rollup) of the whole
 * process tree, PostgreSQL included (Pss shares PostgreSQL's buffers between its processes, so
 * the sum counts each page once).
 *
 * Usage: npx tsx scripts/bench-workers.ts [--seconds=10] [--idle=35]   (also a section of `npm run bench`)
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { paths } from "../src/shared/paths";
import { args } from "./args";
import { BIG_SLUG, buildBigChurch } from "./bench/data";
import { runWrk, type LoadResult } from "./bench/wrk";
import { describeProcess, processTree, startNpm, type NpmStart } from "./npm-start-process";

const SECONDS = Number(args.get("seconds") ?? 10);
const IDLE_S = Number(args.get("idle") ?? 35);
const CONNECTIONS = 50;
const TARGETS = { pages: 1.5, health: 1.3, memoryMb: 300 };

const dataDir = mkdtempSync(path.join(os.tmpdir(), "louvor-bench-workers-"));
const log = (line: string) => process.stderr.write(`${line}\n`);
const environment = {
  NODE_ENV: "production",
  AUTH_SECRET: randomBytes(24).toString("hex"),
  SEED_DEMO: "false",
  LOG_LEVEL: "warn",
  // The load generator is one address: the per-address public read limit would answer 429.
  PUBLIC_READS_PER_MINUTE: "100000000",
};

type Row = { name: string; path: string; headers?: Record<string, string> };

async function urls(app: NpmStart): Promise<Row[]> {
  const home = (await (await fetch(`${app.url}/api/public/churches/${BIG_SLUG}/home`)).json()) as {
    recentServices: { key: string }[];
    recentSongs: { songKey: string }[];
  };
  const html = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };
  return [
    { name: "HTML church home", path: paths.church.root.href(BIG_SLUG), headers: html },
    { name: "HTML service page", path: paths.church.service.href(BIG_SLUG, home.recentServices[0]!.key), headers: html },
    { name: "HTML song page", path: paths.church.song.href(BIG_SLUG, home.recentSongs[0]!.songKey), headers: html },
    { name: "`/api/health`", path: "/api/health" },
  ];
}

async function measure(app: NpmStart, rows: Row[], label: string): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const row of rows) {
    const url = `${app.url}${row.path}`;
    const probe = await fetch(url, { headers: row.headers });
    await probe.arrayBuffer();
    if (probe.status !== 200) throw new Error(`${row.name} answered ${probe.status}`);
    await runWrk({ url, connections: CONNECTIONS, seconds: 1, headers: row.headers });
    const result = await runWrk({ url, connections: CONNECTIONS, seconds: SECONDS, headers: row.headers });
    log(`  [${label}] ${row.name.padEnd(24)} ${result.rps.toFixed(0).padStart(6)} req/s  p99 ${result.p99} ms  errors ${result.errors}`);
    results.push(result);
  }
  return results;
}

/** Proportional set size of a process, in kB (0 when it is gone or unreadable). */
function pssKb(pid: number): number {
  try {
    return Number(/^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The process tree `npm start` leaves running, with each process's Pss, after IDLE_S seconds idle. */
async function idleTree(app: NpmStart) {
  log(`leaving it idle for ${IDLE_S} s...`);
  await new Promise((resolve) => setTimeout(resolve, IDLE_S * 1000));
  return processTree(app.child.pid!).map((item) => ({ ...item, pssKb: pssKb(item.pid) }));
}

const geometricMean = (values: number[]) => Math.exp(values.reduce((sum, value) => sum + Math.log(value), 0) / values.length);
const mb = (kb: number) => (kb / 1024).toFixed(0);
const verdict = (ok: boolean) => (ok ? "met" : "**not met**");

try {
  log("npm start with WEB_CONCURRENCY=1 on a fresh DATA_DIR...");
  let app = await startNpm(dataDir, { ...environment, WEB_CONCURRENCY: "1" });
  log("building the large church through the admin API...");
  const built = await buildBigChurch({ ...environment, DATA_DIR: dataDir }, { base: app.url, stop: async () => undefined });
  log(`  built in ${built.seconds.toFixed(0)} s`);
  const rows = await urls(app);
  const one = await measure(app, rows, "1 process");
  await app.stop("SIGINT");

  log("npm start with WEB_CONCURRENCY=2 on the same data...");
  app = await startNpm(dataDir, { ...environment, WEB_CONCURRENCY: "2" });
  const two = await measure(app, rows, "2 workers");
  const afterLoad = await idleTree(app);
  await app.stop("SIGINT");
  log("npm start with WEB_CONCURRENCY=2 again, left idle without load...");
  app = await startNpm(dataDir, { ...environment, WEB_CONCURRENCY: "2" });
  const tree = await idleTree(app);
  await app.stop("SIGINT");

  const ratios = rows.map((_, index) => two[index]!.rps / one[index]!.rps);
  const pages = geometricMean(ratios.slice(0, 3));
  const health = ratios[3]!;
  const totalPss = tree.reduce((sum, item) => sum + item.pssKb, 0);
  const afterLoadPss = afterLoad.reduce((sum, item) => sum + item.pssKb, 0);
  const lines = [
    "## Worker scaling (`WEB_CONCURRENCY`)",
    "",
    `Measured by \`scripts/bench-workers.ts\` on ${os.cpus().length} CPU(s), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}: ` +
      `\`npm start\` (production) on the bench church (built through the admin API in ${built.seconds.toFixed(0)} s), ` +
      `with one process and then with two HTTP workers, in one run; wrk (2 threads) at ${CONNECTIONS} connections, ${SECONDS} s each ` +
      "after a 1-s warm-up, on the same machine (wrk needs part of the two cores).",
    "",
    "| URL | 1 process (req/s) | 2 workers (req/s) | ratio | p99, 2 workers (ms) |",
    "|---|---:|---:|---:|---:|",
    ...rows.map((row, index) => `| ${row.name} | ${one[index]!.rps.toFixed(0)} | ${two[index]!.rps.toFixed(0)} | ${ratios[index]!.toFixed(2)}× | ${two[index]!.p99} |`),
    "",
    `Public pages (geometric mean of the three): **${pages.toFixed(2)}×** (target ≥ ${TARGETS.pages}×: ${verdict(pages >= TARGETS.pages)}); ` +
      `\`/api/health\`: **${health.toFixed(2)}×** (target ≥ ${TARGETS.health}×: ${verdict(health >= TARGETS.health)}).`,
    "",
    `Idle memory with 2 workers, ${IDLE_S} s after a restart on the bench data: proportional set size (Pss) of every process \`npm start\` leaves running, ` +
      `PostgreSQL's included: **${mb(totalPss)} MB** (target ≤ ${TARGETS.memoryMb} MB: ${verdict(totalPss / 1024 <= TARGETS.memoryMb)}); ` +
      `idle ${IDLE_S} s after the load above (the workers' answer caches and heaps full): ${mb(afterLoadPss)} MB.`,
    "",
    "| Process | Pss, idle after restart (MB) |",
    "|---|---:|",
    ...tree.map((item) => `| ${describeProcess(item.command)} | ${mb(item.pssKb)} |`),
    `| **Total** | **${mb(totalPss)}** |`,
    "",
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
