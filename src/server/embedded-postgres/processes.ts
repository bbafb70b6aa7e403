import type { ChildProcess } from "node:child_process";
import { promises as fs } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import type { Logger } from "pino";
import { describe, EmbeddedPostgresError, errorCode } from "./errors";

const FAST_SHUTDOWN_TIMEOUT_MS = 10_000;
const IMMEDIATE_SHUTDOWN_TIMEOUT_MS = 5_000;

/**
 * When this process started. A lock file or server.json naming our own pid is ours if written
 * since then (another call, module copy or worker thread of this process), and a leftover of an
 * earlier process that had the same pid (common in containers) if older.
 */
const PROCESS_STARTED_AT = Date.now() - process.uptime() * 1000;

/** Alive and not a zombie (a zombie has exited; it only waits for its parent to reap it). */
export async function isProcessRunning(pid: number): Promise<boolean> {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8");
    const state = stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
    return state !== "Z" && state !== "X" && state !== "x";
  } catch (error) {
    if (errorCode(error) === "ENOENT" || errorCode(error) === "ESRCH") return false;
    try {
      process.kill(pid, 0);
      return true;
    } catch (killError) {
      return errorCode(killError) === "EPERM";
    }
  }
}

/** Does `file`, naming `pid`, come from this very process (and not from an earlier one with its pid)? */
export async function writtenByThisProcess(file: string, pid: number): Promise<boolean> {
  if (pid !== process.pid) return false;
  const stats = await fs.stat(file).catch(() => undefined);
  return stats !== undefined && stats.mtimeMs >= PROCESS_STARTED_AT;
}

/** Stops a server we spawned, unless it has exited already. */
export async function stopChild(child: ChildProcess, pid: number | undefined, logger: Logger): Promise<void> {
  if (pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  await shutDownProcess(pid, "PostgreSQL server", logger);
}

/**
 * Fast shutdown (SIGINT: disconnect clients, checkpoint, exit), then immediate shutdown
 * (SIGQUIT) and finally SIGKILL if the server does not go away.
 */
export async function shutDownProcess(pid: number, what: string, logger: Logger): Promise<void> {
  const steps: [NodeJS.Signals, number][] = [
    ["SIGINT", FAST_SHUTDOWN_TIMEOUT_MS],
    ["SIGQUIT", IMMEDIATE_SHUTDOWN_TIMEOUT_MS],
    ["SIGKILL", IMMEDIATE_SHUTDOWN_TIMEOUT_MS],
  ];
  for (const [signal, timeout] of steps) {
    if (!(await isProcessRunning(pid))) return;
    if (signal !== "SIGINT") {
      logger.warn({ pid, signal }, `embedded PostgreSQL: ${what} did not stop in time; escalating`);
    }
    try {
      process.kill(pid, signal);
    } catch (error) {
      if (errorCode(error) === "ESRCH") return;
      throw new EmbeddedPostgresError(
        `Cannot stop the ${what} (pid ${pid}): ${describe(error)}. Stop it by hand (kill ${pid}) and try again.`,
        { cause: error },
      );
    }
    if (await waitForExit(pid, timeout)) return;
  }
  throw new EmbeddedPostgresError(`The ${what} (pid ${pid}) survived SIGKILL; stop it by hand and try again.`);
}

/**
 * Waits until `pid` has exited, at most until `deadline` (epoch ms), logging what it waits for
 * and how long it took. Throws, naming the process, if it is still running then.
 */
export async function waitForPredecessorExit(
  pid: number,
  { what, deadline, logger }: { what: string; deadline: number; logger: Logger },
): Promise<void> {
  if (!(await isProcessRunning(pid))) return;
  const startedAt = Date.now();
  logger.info({ pid, deadlineInMs: deadline - startedAt }, `embedded PostgreSQL: waiting for the ${what} (pid ${pid}) to exit`);
  while (await isProcessRunning(pid)) {
    if (Date.now() >= deadline) {
      throw new EmbeddedPostgresError(
        `The ${what} (pid ${pid}) was still running after ${Math.round((Date.now() - startedAt) / 1000)} s of waiting ` +
          `for it to exit, so a new server cannot start. Stop it (kill ${pid}) and try again.`,
      );
    }
    await sleep(50);
  }
  logger.info({ pid, waitedMs: Date.now() - startedAt }, `embedded PostgreSQL: the ${what} (pid ${pid}) has exited`);
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!(await isProcessRunning(pid))) return true;
    await sleep(50);
  }
  return !(await isProcessRunning(pid));
}
