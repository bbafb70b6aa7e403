/**
 * Runs `npm start` for the benchmark scripts (bench-startup.ts, bench-heal.ts) as a user would:
 * in its own process group, on a free port of 127.0.0.1, and stops it as a terminal does (a
 * signal to the whole group).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import getPort from "get-port";

export const root = fileURLToPath(new URL("..", import.meta.url));

export type NpmStart = {
  child: ChildProcess;
  url: string;
  output(): string;
  exited: Promise<number | null>;
  /** Milliseconds from spawning `npm start` until /api/health first answered 200. */
  healthyAfterMs: number;
  /** Sends `signal` to the whole process group and waits for npm to exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

export async function startNpm(dataDir: string, environment: Record<string, string> = {}): Promise<NpmStart> {
  const port = await getPort({ host: "127.0.0.1" });
  const url = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const child = spawn("npm", ["start", "--silent"], {
    cwd: root,
    detached: true,
    env: { ...process.env, NODE_ENV: "development", DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: url, LOG_LEVEL: "warn", ...environment },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const stop = async (signal: NodeJS.Signals = "SIGINT") => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, signal);
    return exited;
  };

  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
    if ((await healthStatus(url)) === 200) {
      return { child, url, output: () => output, exited, healthyAfterMs: performance.now() - startedAt, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await stop("SIGKILL");
  throw new Error(`npm start did not become healthy:\n${output}`);
}

export async function healthStatus(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(`${url}/api/health`);
    await response.arrayBuffer();
    return response.status;
  } catch {
    return undefined; // not listening
  }
}

export type TreeProcess = { pid: number; ppid: number; command: string; rssKb: number };

/** `pid` and all its descendants, with their resident memory (VmRSS). */
export function processTree(pid: number): TreeProcess[] {
  const all: TreeProcess[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const status = readFileSync(`/proc/${entry}/status`, "utf8");
      const rssKb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const command = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0").filter(Boolean).join(" ");
      all.push({ pid: Number(entry), ppid, command, rssKb });
    } catch {
      // gone meanwhile
    }
  }
  const tree: TreeProcess[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.shift()!;
    const found = all.find((candidate) => candidate.pid === current);
    if (found) tree.push(found);
    for (const child of all.filter((candidate) => candidate.ppid === current)) queue.push(child.pid);
  }
  return tree;
}

/** A short, readable name for a process of the tree. */
export function describeProcess(command: string): string {
  const relative = command.replaceAll(`${root}/`, "").replaceAll(root, ".");
  if (relative.startsWith("postgres:")) return relative.replace(/^postgres: /, "postgres: ");
  const words = relative.split(" ");
  return words.map((word) => (word.startsWith("/") ? path.basename(word) : word)).join(" ").slice(0, 80);
}
