/**
 * Start-up time and idle memory of `npm start`, printed as a markdown section.
 *
 * On a fresh DATA_DIR it starts the app once (initdb, migrations, demo data) and stops it with
 * Ctrl-C (SIGINT to the process group), then restarts it on the same data --runs=N times
 * (default 5) and times each restart from spawning `npm start` to the first 200 of /api/health.
 * After the last restart it leaves the app idle and sums the resident memory (VmRSS) of every
 * process `npm start` leaves running (npm, the server, PostgreSQL's processes), per process:
 * once shortly after start (--settle=S seconds, default 5) and once after the pool's idle
 * connections have closed (30 s idle timeout; --idle=S, default 35).
 *
 * Usage: npx tsx scripts/bench-startup.ts [--runs=5] [--settle=5] [--idle=35]
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describeProcess, processTree, startNpm, type TreeProcess } from "./npm-start-process";
import { args } from "./args";

const RUNS = Number(args.get("runs") ?? 5);
const SETTLE_S = Number(args.get("settle") ?? 5);
const IDLE_S = Number(args.get("idle") ?? 35);

const dataDir = mkdtempSync(path.join(os.tmpdir(), "louvor-bench-startup-"));
const log = (line: string) => process.stderr.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (kb: number) => (kb / 1024).toFixed(0);

try {
  log("first start (new cluster, migrations, demo data)...");
  const first = await startNpm(dataDir);
  log(`  healthy after ${(first.healthyAfterMs / 1000).toFixed(2)} s`);
  await first.stop("SIGINT");

  const restarts: number[] = [];
  let last: Awaited<ReturnType<typeof startNpm>> | undefined;
  for (let run = 1; run <= RUNS; run++) {
    const app = await startNpm(dataDir);
    restarts.push(app.healthyAfterMs);
    log(`  restart ${run}: healthy after ${(app.healthyAfterMs / 1000).toFixed(2)} s`);
    if (run < RUNS) await app.stop("SIGINT");
    else last = app;
  }
  const app = last!;
  await sleep(SETTLE_S * 1000);
  const settled = processTree(app.child.pid!);
  await sleep(Math.max(0, IDLE_S - SETTLE_S) * 1000);
  const idle = processTree(app.child.pid!);
  await app.stop("SIGINT");

  const sorted = [...restarts].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const total = (tree: TreeProcess[]) => tree.reduce((sum, item) => sum + item.rssKb, 0);
  const lines = [
    "## Start-up and idle memory (`npm start`)",
    "",
    `Measured by \`scripts/bench-startup.ts\` on ${os.cpus().length} CPU(s), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`,
    "",
    `Restart on existing data, from spawning \`npm start\` to the first 200 of \`/api/health\` (${RUNS} runs): ` +
      `median **${(median / 1000).toFixed(2)} s**, min ${((sorted[0] ?? 0) / 1000).toFixed(2)} s, max ${((sorted.at(-1) ?? 0) / 1000).toFixed(2)} s` +
      ` (first start on an empty DATA_DIR: ${(first.healthyAfterMs / 1000).toFixed(2)} s).`,
    "",
    `Resident memory (VmRSS) of every process \`npm start\` leaves running, ${SETTLE_S} s after start and ${IDLE_S} s after start ` +
      "(the pool has closed its idle connections by then). PostgreSQL's processes share its buffers, so their sum counts shared pages more than once.",
    "",
    `| Process | RSS after ${SETTLE_S} s (MB) | RSS after ${IDLE_S} s (MB) |`,
    "|---|---:|---:|",
  ];
  const names = [...new Set([...settled, ...idle].map((item) => item.pid))];
  for (const pid of names) {
    const before = settled.find((item) => item.pid === pid);
    const after = idle.find((item) => item.pid === pid);
    const name = describeProcess((before ?? after)!.command);
    lines.push(`| ${name} | ${before ? mb(before.rssKb) : "–"} | ${after ? mb(after.rssKb) : "–"} |`);
  }
  lines.push(`| **Total** | **${mb(total(settled))}** | **${mb(total(idle))}** |`, "");
  process.stdout.write(`${lines.join("\n")}\n`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
