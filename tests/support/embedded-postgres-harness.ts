/**
 * What the supervisor's tests share: real PostgreSQL binaries, one fresh temporary data directory
 * per test, a child process that owns a server (embedded-postgres-child.ts), and a clean-up that
 * never leaves a server behind. Each test file calls `afterEach(cleanUp)`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { pino } from "pino";
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from "../../src/server/embedded-postgres";
import { nodeArgumentsFor } from "../app-process";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const childScript = path.join(repoRoot, "tests", "support", "embedded-postgres-child.ts");
export const logger = pino({ level: "silent" });
/** Per-test timeout: a first start runs initdb. */
export const SLOW = 60_000;

const handles: EmbeddedPostgresHandle[] = [];
const children: ChildProcess[] = [];
const dirs: string[] = [];

export async function cleanUp(): Promise<void> {
  for (const handle of handles.splice(0)) await handle.stop();
  for (const child of children.splice(0)) await endChild(child);
  for (const dir of dirs.splice(0)) {
    await killPostmasterOf(path.join(dir, "pgdata")); // safety net: never leave a server behind
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** A fresh data directory holding an initialised, stopped cluster. */
export async function initialisedDir(): Promise<string> {
  const dir = await tempDir();
  await (await startEmbeddedPostgres({ dataDir: dir, database: "louvor", logger })).stop();
  return dir;
}

export async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "louvor-pg-test-"));
  dirs.push(dir);
  return dir;
}

export async function start(dataDir: string, database = "louvor"): Promise<EmbeddedPostgresHandle> {
  const handle = await startEmbeddedPostgres({ dataDir, database, logger });
  handles.push(handle);
  return handle;
}

/** A process the clean-up ends (SIGTERM, then SIGKILL). */
export function track(child: ChildProcess): ChildProcess {
  children.push(child);
  return child;
}

export async function sql<T extends pg.QueryResultRow = Record<string, unknown>>(
  url: string,
  text: string,
  values?: unknown[],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export async function postmasterPid(dataDir: string): Promise<number> {
  const text = await fs.readFile(path.join(dataDir, "pgdata", "postmaster.pid"), "utf8");
  return Number(text.split("\n")[0]);
}

/** Running and not a zombie (an exited process waiting to be reaped does not count). */
export async function isRunning(pid: number): Promise<boolean> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8");
    const state = stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
    return state !== "Z" && state !== "X";
  } catch {
    return false;
  }
}

async function killPostmasterOf(pgdata: string): Promise<void> {
  const pid = await fs
    .readFile(path.join(pgdata, "postmaster.pid"), "utf8")
    .then((text) => Number(text.split("\n")[0]), () => 0);
  if (pid <= 1 || !(await isRunning(pid))) return;
  const cwd = await fs.readlink(`/proc/${pid}/cwd`).catch(() => "");
  if (cwd !== (await fs.realpath(pgdata))) return;
  process.kill(pid, "SIGQUIT");
  for (let i = 0; i < 100 && (await isRunning(pid)); i++) await sleep(50);
}

/** Runs the fixture in its own Node process; resolves when it printed READY. */
export function startChild(dataDir: string, note?: string): Promise<{ child: ChildProcess; url: string; owns: boolean }> {
  const child = spawn(process.execPath, [...nodeArgumentsFor(childScript), dataDir, ...(note ? [note] : [])], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "pipe"],
  });
  track(child);
  return new Promise((resolve, reject) => {
    let stdout = "";
    let stderr = "";
    const timer = setTimeout(() => reject(new Error(`child not ready after 45 s:\n${stderr}`)), 45_000);
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
      const match = /^READY (\S+) owns=(true|false)$/m.exec(stdout);
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        resolve({ child, url: match[1], owns: match[2] === "true" });
      }
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`child exited (${code ?? signal}) before READY:\n${stderr}`));
    });
  });
}

export async function endChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM"); // the fixture stops its supervisor on SIGTERM
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

export function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

export async function chownTree(target: string, uid: number, gid: number): Promise<void> {
  await fs.lchown(target, uid, gid);
  if (!(await fs.lstat(target)).isDirectory()) return;
  for (const entry of await fs.readdir(target)) await chownTree(path.join(target, entry), uid, gid);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function listDir(dir: string): Promise<string[]> {
  return (await fs.readdir(dir)).sort();
}
