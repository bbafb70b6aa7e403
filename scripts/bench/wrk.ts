/**
 * wrk (Debian's, written in C) as the bench's load generator (docs/decisions/345). A run is
 * `wrk -t2 -c50 -dNs` with a generated Lua script that picks each request's path (the searches'
 * different terms, split between the threads so no term is asked twice) and prints the figures.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const WRK = "/usr/bin/wrk";

/** wrk's threads: one per core of this machine, at most 2 (the app and PostgreSQL share them). */
const THREADS = Math.min(2, os.cpus().length);

export type LoadResult = { rps: number; p50: number; p99: number; errors: number };

/** Whether wrk is there, installing Debian's package when it is missing and we may. */
export function ensureWrk(log: (line: string) => void): boolean {
  if (existsSync(WRK)) return true;
  if (process.getuid?.() !== 0) {
    log("wrk is missing (apt-get install wrk, as root); the bench uses autocannon");
    return false;
  }
  log("Installing wrk with apt-get");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  spawnSync("apt-get", ["install", "-y", "-qq", "wrk"], { stdio: "inherit", env });
  return existsSync(WRK);
}

const luaString = (value: string) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/** The Lua script: the paths to take in turn (none: the URL's own), and the figures as one JSON line. */
function script(paths: string[] | undefined): string {
  const lines = [
    "local threads = 0",
    "function setup(thread)",
    "  thread:set('first', threads)",
    "  threads = threads + 1",
    "end",
  ];
  if (paths) {
    // LuaJIT keeps at most 65,536 constants per function: the list is built in chunks.
    const chunks: string[] = [];
    for (let at = 0; at < paths.length; at += 20_000) {
      chunks.push(`local function chunk${chunks.length}() return {${paths.slice(at, at + 20_000).map(luaString).join(",\n")}} end`);
    }
    lines.push(
      ...chunks,
      "local paths = {}",
      ...chunks.map((_, n) => `for _, p in ipairs(chunk${n}()) do paths[#paths + 1] = p end`),
      "function init(args)",
      "  index = first",
      "end",
      "function request()",
      "  local path = paths[(index % #paths) + 1]",
      `  index = index + ${THREADS}`,
      "  return wrk.format(nil, path)",
      "end",
    );
  }
  lines.push(
    "function done(summary, latency, requests)",
    "  local e = summary.errors",
    "  io.write(string.format('RESULT {\"requests\":%d,\"micros\":%d,\"p50\":%d,\"p99\":%d,\"errors\":%d}\\n',",
    "    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),",
    "    e.connect + e.read + e.write + e.status + e.timeout))",
    "end",
  );
  return lines.join("\n");
}

/** One wrk run: requests/s, p50 and p99 in ms (one decimal), and every failed or non-2xx/3xx answer. */
export function runWrk(options: { url: string; connections: number; seconds: number; headers?: Record<string, string>; paths?: string[] }): Promise<LoadResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "louvor-wrk-"));
  const file = path.join(dir, "run.lua");
  writeFileSync(file, script(options.paths));
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const args = [`-t${THREADS}`, `-c${options.connections}`, `-d${options.seconds}s`, "--timeout", "10s", "-s", file, ...headerArgs, options.url];
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      rmSync(dir, { recursive: true, force: true });
      const line = /RESULT (\{.*\})/.exec(out)?.[1];
      if (code !== 0 || !line) return reject(new Error(`wrk exited with ${code}: ${out.slice(-500)}`));
      const figures = JSON.parse(line) as { requests: number; micros: number; p50: number; p99: number; errors: number };
      const ms = (micros: number) => Math.round(micros / 100) / 10;
      resolve({ rps: figures.requests / (figures.micros / 1e6), p50: ms(figures.p50), p99: ms(figures.p99), errors: figures.errors });
    });
  });
}
