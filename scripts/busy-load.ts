/**
 * A busy machine for measurements (scripts/lighthouse.ts): processes that keep the cores busy, or
 * a command (a test suite) started again and again, until stopped.
 */
import { spawn, type ChildProcess } from "node:child_process";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { setTreePriority } from "./process-priority";

/** Something that keeps the machine busy until stopped, and says what it is. */
export type BusyLoad = { description: string; stop: () => Promise<void> };

/** A core's worth of work: hashing and JSON, in a loop, until killed. */
const SPIN = `
const { createHash } = require("node:crypto");
const block = Buffer.alloc(1 << 16, 7);
for (;;) {
  for (let i = 0; i < 200; i += 1) createHash("sha256").update(block).digest();
  JSON.parse(JSON.stringify({ list: Array.from({ length: 2000 }, (_, i) => ({ i, text: "louvor " + i })) }));
}`;

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    // Its own process group: a command's children (vitest's workers, PostgreSQL) end with it.
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      child.kill("SIGTERM");
    }
    setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // gone
      }
    }, 10_000).unref();
  });
}

/**
 * Starts the busy load: `workers` processes that each keep a core busy (default: one per core),
 * or `command` (a shell command line), started again whenever it ends.
 */
export async function startBusyLoad(options: { workers?: number; command?: string; nice?: number } = {}): Promise<BusyLoad> {
  const niceness = options.nice === undefined ? "" : ` at niceness ${options.nice}`;
  if (options.command) {
    const command = options.command;
    let current: ChildProcess | null = null;
    let stopped = false;
    const startOnce = () => {
      if (stopped) return;
      current = spawn(command, { shell: true, stdio: "ignore", detached: true, cwd: fileURLToPath(new URL("..", import.meta.url)) });
      // Its processes start after this (vitest's workers, PostgreSQL): their session's group is what counts.
      if (options.nice !== undefined) setTreePriority(current.pid!, options.nice);
      current.once("exit", () => setTimeout(startOnce, 100));
    };
    startOnce();
    // Let it get going (vitest starts its database and its workers) before measuring.
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    return {
      description: `\`${command}\` running beside it (started again whenever it ended)${niceness}`,
      stop: async () => {
        stopped = true;
        if (current) await stopChild(current);
      },
    };
  }
  const workers = options.workers ?? os.availableParallelism();
  const children = Array.from({ length: workers }, () => spawn(process.execPath, ["-e", SPIN], { stdio: "ignore", detached: true }));
  if (options.nice !== undefined) for (const child of children) setTreePriority(child.pid!, options.nice);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  return {
    description: `${workers} process${workers === 1 ? "" : "es"} each keeping a core busy (hashing and JSON in a loop)${niceness}`,
    stop: async () => {
      await Promise.all(children.map(stopChild));
    },
  };
}
