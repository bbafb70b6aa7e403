/**
 * Two app instances on one PostgreSQL (issue 26, decisions 469 and 470): public requests/s with wrk
 * at 50 connections against one instance, then against two instances taking 25 connections each
 * (one run, summed), and the public-read limit's cost: the same rows against an instance of
 * BEFORE_ROOT (a checkout without decision 469: its limit counts in the process), on the same
 * database, in the same run. Prints a markdown section on stdout.
 *
 * Environment: BENCH_CLIENT_DIR (default dist/client), BENCH_DATABASE_URL (a server where it may create and drop a database; default the
 * CI's Debian server), BEFORE_ROOT (optional), SECONDS_PER_ROW (default 8). The instances serve the
 * client build in dist/client (`npm run build`); without it the HTML rows are left out.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import getPort from "get-port";
import pg from "pg";
import { DEMO_CHURCH_SLUG } from "../src/server/demo/seed-demo";
import { paths as pages } from "../src/shared/paths";

const root = fileURLToPath(new URL("..", import.meta.url));
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres";
const seconds = Number(process.env.SECONDS_PER_ROW ?? 8);
const beforeRoot = process.env.BEFORE_ROOT;
const clientDir = process.env.BENCH_CLIENT_DIR ?? path.join(root, "dist/client");
const children: ChildProcess[] = [];
const log = (message: string) => process.stderr.write(`${message}\n`);

type Instance = { url: string; child: ChildProcess };

async function startInstance(codeRoot: string, databaseUrl: string, seed: boolean): Promise<Instance> {
  const port = await getPort({ host: "127.0.0.1" });
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", path.join(codeRoot, "src/server/main.ts")], {
    cwd: codeRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: "bench-instances-secret-long-enough-for-better-auth",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      SEED_DEMO: String(seed),
      // wrk's every request comes from one address: the limit counts (and shares) them, never refuses.
      PUBLIC_READS_PER_MINUTE: "100000000",
      ...(existsSync(clientDir) ? { CLIENT_DIR: clientDir } : {}),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the instance of ${codeRoot} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** `errors`: non-2xx/3xx answers; `timeouts`: requests wrk gave up on after its 2 s. */
type Result = { rps: number; p99: number; errors: number; timeouts: number };

function wrkArgs(url: string, connections: number) {
  return ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency", url];
}

function parse(output: string): Result {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0);
  const p99Match = /99%\s+([\d.]+)(us|ms|s)/.exec(output);
  const factor = p99Match?.[2] === "us" ? 0.001 : p99Match?.[2] === "s" ? 1000 : 1;
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const errors = non2xx + (socketErrors ? socketErrors.slice(1, 4).reduce((sum, n) => sum + Number(n), 0) : 0);
  return { rps, p99: Number(p99Match?.[1] ?? 0) * factor, errors, timeouts: Number(socketErrors?.[4] ?? 0) };
}

function wrk(url: string, connections = 50): Result {
  return parse(spawnSync("wrk", wrkArgs(url, connections), { encoding: "utf8" }).stdout);
}

/** Several wrk at once (one per URL), their requests/s summed, the worst p99. */
async function wrkTogether(urls: string[], connections: number): Promise<Result> {
  const runs = urls.map(
    (url) =>
      new Promise<Result>((resolve) => {
        const child = spawn("wrk", wrkArgs(url, connections), { stdio: ["ignore", "pipe", "ignore"] });
        let output = "";
        child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
        child.once("close", () => resolve(parse(output)));
      }),
  );
  const results = await Promise.all(runs);
  const total = (key: "rps" | "errors" | "timeouts") => results.reduce((sum, r) => sum + r[key], 0);
  return { rps: total("rps"), p99: Math.max(...results.map((r) => r.p99)), errors: total("errors"), timeouts: total("timeouts") };
}

const row = (name: string, r: Result) => `| ${name} | ${Math.round(r.rps)} | ${r.p99.toFixed(1)} | ${r.errors} | ${r.timeouts} |`;

async function main() {
  const name = `louvor_bench_instances_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const lines: string[] = [];
  try {
    log("starting two instances of this checkout");
    const a = await startInstance(root, url.href, true);
    const b = await startInstance(root, url.href, false);
    const before = beforeRoot ? await startInstance(beforeRoot, url.href, false) : undefined;
    const church = DEMO_CHURCH_SLUG;
    const paths = {
      health: "/api/health",
      home: `/api/public/churches/${church}/home`,
      page: existsSync(clientDir) ? pages.church.root.href(church) : undefined,
    };
    const rows: string[] = [];
    const measure = (label: string, target: string | undefined, on: Instance) => {
      if (!target) return;
      log(`wrk ${label}`);
      rows.push(row(label, wrk(`${on.url}${target}`)));
    };
    measure("health, one instance (with 469)", paths.health, a);
    if (before) measure("health, one instance (before 469)", paths.health, before);
    measure(`church home JSON, one instance (with 469)`, paths.home, a);
    if (before) measure(`church home JSON, one instance (before 469)`, paths.home, before);
    measure(`church home page, one instance (with 469)`, paths.page, a);
    if (before) measure(`church home page, one instance (before 469)`, paths.page, before);
    log("wrk two instances");
    rows.push(row("church home JSON, two instances, 25 connections each (summed)", await wrkTogether([`${a.url}${paths.home}`, `${b.url}${paths.home}`], 25)));
    if (paths.page) rows.push(row("church home page, two instances, 25 connections each (summed)", await wrkTogether([`${a.url}${paths.page}`, `${b.url}${paths.page}`], 25)));
    const load = spawnSync("uptime", { encoding: "utf8" }).stdout.trim();
    lines.push(
      "## Two instances on one database (issue 26)",
      "",
      `\`scripts/bench-instances.ts\`: the demo church on one PostgreSQL (${url.host}), wrk at 50 connections for ${seconds} s a row, every row in one run.`,
      "“Before 469” is an instance of the same database from a checkout whose public-read limit counts in the process only.",
      `The machine was shared with other work while this ran (\`uptime\` at the end: ${load}): compare rows of this run with each other, not with other tables.`,
      "",
      "| Row | req/s | p99 ms | errors | wrk timeouts (> 2 s) |",
      "|---|---|---|---|---|",
      ...rows,
    );
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
    await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once("exit", resolve)) : undefined)));
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
  process.stdout.write(`${lines.join("\n")}\n`);
}

await main();
