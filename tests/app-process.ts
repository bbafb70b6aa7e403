import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import getPort from "get-port";
import { afterEach, inject } from "vitest";
import { nodeArguments } from "./server-build";

const root = fileURLToPath(new URL("..", import.meta.url));

export type AppProcess = {
  child: ChildProcess;
  url: string;
  output(): string;
  exited: Promise<number | null>;
};

/**
 * The app's HTTP port is taken from below Linux's ephemeral range (32768 and up), where the
 * embedded PostgreSQL's port (the system's choice of a free one) never falls: the two could
 * otherwise pick the same port, the server binding it between our pick and the app's listen.
 * Random, so test files starting side by side do not reach for the same one.
 */
function portsBelowTheEphemeralRange(): number[] {
  return Array.from({ length: 20 }, () => 20_000 + Math.floor(Math.random() * 12_000));
}

/** How Node runs `source` here: its build for this run (tests/server-build.ts). */
export const nodeArgumentsFor = (source: string) => nodeArguments(inject("serverBuildDir"), source);

/**
 * Runs the app the way `npm start` does (its build, with plain Node), in a child process, and waits for health.
 * `fromSources` runs src/server/main.ts through the TypeScript loader instead.
 * `detached` gives it its own process group (as a terminal or a service manager would), so a
 * test can signal the whole group.
 */
export async function startAppProcess(
  environment: Record<string, string>,
  options: { detached?: boolean; fromSources?: boolean } = {},
): Promise<AppProcess> {
  const port = await getPort({ host: "127.0.0.1", port: portsBelowTheEphemeralRange() });
  const url = `http://127.0.0.1:${port}`;
  // From the sources (through the TypeScript loader) when the app must load more TypeScript itself.
  const entry = options.fromSources ? ["--import", "tsx", path.join(root, "src/server/main.ts")] : nodeArgumentsFor("src/server/main.ts");
  const child = spawn(process.execPath, entry, {
    cwd: root,
    detached: options.detached ?? false,
    // One process unless a test asks for workers (WEB_CONCURRENCY): on these two-core machines the
    // default would fork two HTTP workers for every app a test starts (src/server/cluster/cluster.test.ts covers them).
    env: { ...process.env, NODE_ENV: "development", PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: url, LOG_LEVEL: "warn", WEB_CONCURRENCY: "1", ...environment },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // "exit" can come before the last output: "close" comes once its stdout and stderr are read to the end.
  const closed = new Promise<void>((resolve) => child.once("close", () => resolve()));
  const startedAt = Date.now();
  const lastOutput = async () => {
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    return `after ${Date.now() - startedAt} ms; its output:\n${output || "(none)"}`;
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`app exited with ${child.exitCode ?? child.signalCode} during start-up, ${await lastOutput()}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, url, output: () => output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`app did not become healthy, ${await lastOutput()}`);
}

/** Runs an entry point to completion (e.g. the CLI) and returns its exit code and output. */
export function runScript(script: string, args: string[], environment: Record<string, string>) {
  const result = spawnSync(process.execPath, [...nodeArgumentsFor(script), ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "warn", ...environment },
    encoding: "utf8",
    timeout: 90_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * What a file of app-process tests shares: fresh DATA_DIRs, the processes it started (stopped with
 * SIGTERM after each test, their folders removed), and two looks at them from outside. Call at the
 * top of the file; it registers its own afterEach.
 */
export function appProcessTests(folderPrefix: string) {
  const dirs: string[] = [];
  const running: AppProcess[] = [];
  afterEach(async () => {
    for (const app of running.splice(0)) {
      if (app.child.exitCode === null && app.child.signalCode === null) {
        app.child.kill("SIGTERM");
        await app.exited;
      }
    }
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return {
    running,
    /** A new, empty DATA_DIR, removed after the test. */
    dataDir: () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), folderPrefix));
      dirs.push(dir);
      return dir;
    },
    /** The embedded PostgreSQL's pid in `dir`, from its postmaster.pid, when there is one. */
    postmasterPid: (dir: string) => {
      const file = path.join(dir, "postgres", "pgdata", "postmaster.pid");
      return existsSync(file) ? Number(readFileSync(file, "utf8").split("\n")[0]) : undefined;
    },
  };
}

/** A running process (a zombie waiting for its parent to reap it has already exited). */
export function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}
