/**
 * How the app heals when its embedded PostgreSQL dies, printed as a markdown section.
 *
 * Starts `npm start` on a fresh DATA_DIR, then --kills=N times (default 10): commits a few rows
 * through the app (each sign-in stores a session), kills the postmaster with SIGKILL and times
 * how long /api/health takes to answer 200 again (the app itself keeps running; the supervisor
 * restarts PostgreSQL). At the end it checks that every committed session still signs in.
 *
 * Usage: npx tsx scripts/bench-heal.ts [--kills=10] [--writes=5]
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { healthStatus, startNpm } from "./npm-start-process";
import { args } from "./args";

const KILLS = Number(args.get("kills") ?? 10);
const WRITES = Number(args.get("writes") ?? 5);
const HEAL_LIMIT_MS = 10_000;

const dataDir = mkdtempSync(path.join(os.tmpdir(), "louvor-bench-heal-"));
const log = (line: string) => process.stderr.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function postmasterPid(): number {
  return Number(readFileSync(path.join(dataDir, "postgres", "pgdata", "postmaster.pid"), "utf8").split("\n")[0]);
}

function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

function newPostmasterRunning(killedPid: number): boolean {
  try {
    const pid = postmasterPid();
    return pid !== killedPid && alive(pid);
  } catch {
    return false; // no postmaster.pid between the two servers
  }
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email: "demo@louvor.app", password: "louvor-demo" }),
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${body.slice(0, 200)}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
}

try {
  log("starting npm start on a fresh DATA_DIR...");
  // Generous sign-in limit: the benchmark signs in many times from one address.
  const app = await startNpm(dataDir, { RATE_LIMIT_SIGN_IN_PER_MINUTE: "1000" });
  const committed: string[] = [];
  const rows: { kill: number; healMs: number; saw503: boolean; committed: number }[] = [];
  try {
    for (let kill = 1; kill <= KILLS; kill++) {
      for (let write = 0; write < WRITES; write++) {
        committed.push(await signIn(app.url));
      }
      const pid = postmasterPid();
      const killedAt = performance.now();
      process.kill(pid, "SIGKILL");
      let saw503 = false;
      let healMs = Number.POSITIVE_INFINITY;
      while (performance.now() - killedAt < 60_000) {
        const status = await healthStatus(app.url);
        if (status === 503) saw503 = true;
        // A pooled connection to a backend of the killed server can answer for a moment: healed
        // means a new postmaster runs and the app answers through it.
        if (status === 200 && !alive(pid) && newPostmasterRunning(pid)) {
          healMs = performance.now() - killedAt;
          break;
        }
        await sleep(20);
      }
      rows.push({ kill, healMs, saw503, committed: committed.length });
      log(`  kill ${kill}: healthy again after ${(healMs / 1000).toFixed(2)} s`);
    }
    let present = 0;
    for (const cookie of committed) {
      const response = await fetch(`${app.url}/api/admin/church`, { headers: { cookie } });
      await response.arrayBuffer();
      if (response.status === 200) present++;
    }
    const times = rows.map((row) => row.healMs).sort((a, b) => a - b);
    const within = rows.filter((row) => row.healMs <= HEAL_LIMIT_MS).length;
    const lines = [
      "## Healing after PostgreSQL is killed",
      "",
      `Measured by \`scripts/bench-heal.ts\` on ${os.cpus().length} CPU(s), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}: ` +
        `\`npm start\` serving, the postmaster killed with SIGKILL ${KILLS} times, ${WRITES} sessions committed through the app before each kill.`,
      "",
      `- Back to 200 on \`/api/health\`: median **${((times[Math.floor(times.length / 2)] ?? 0) / 1000).toFixed(2)} s**, ` +
        `max ${((times.at(-1) ?? 0) / 1000).toFixed(2)} s; ${within} of ${KILLS} within ${HEAL_LIMIT_MS / 1000} s.`,
      `- Committed sessions present afterwards: **${present} of ${committed.length}**.`,
      `- The app process was never restarted (${app.child.exitCode === null ? "still running at the end" : `exited with ${app.child.exitCode}`}).`,
      "",
      "| Kill | Healthy again after (s) | 503 seen meanwhile | Sessions committed so far |",
      "|---:|---:|---|---:|",
      ...rows.map((row) => `| ${row.kill} | ${(row.healMs / 1000).toFixed(2)} | ${row.saw503 ? "yes" : "no (too quick to see)"} | ${row.committed} |`),
      "",
    ];
    process.stdout.write(`${lines.join("\n")}\n`);
  } finally {
    await app.stop("SIGINT");
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
