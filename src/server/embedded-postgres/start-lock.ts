/**
 * The start lock: one process at a time checks, starts, restarts or stops the server of a data
 * folder. A file created exclusively with the holder's pid inside, so that a lock left by a
 * crashed process is seen as stale at once, by whichever of our processes meets it (see
 * docs/decisions/270-embedded-postgres-supervisor-folder.md for why not proper-lockfile).
 */
import { promises as fs } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import type { Logger } from "pino";
import { describe, EmbeddedPostgresError, errorCode } from "./errors";
import { isProcessRunning, writtenByThisProcess } from "./processes";

/**
 * How long a start waits for another process's start: an initdb takes a few seconds, but on a busy
 * machine that start may also wait up to a minute for a previous server to exit and for its own
 * server to answer (postmaster.ts, readiness.ts), and that is not a reason to give up.
 */
export const LOCK_TIMEOUT_MS = 120_000;
/** How long stop() waits for the lock before stopping anyway. */
export const STOP_LOCK_TIMEOUT_MS = 5_000;

/**
 * Exclusive lock file (created with "wx", pid inside). A lock whose pid is dead is stale and
 * taken over. Returns the release function.
 */
export async function acquireLock(lockPath: string, timeoutMs: number, logger: Logger): Promise<() => Promise<void>> {
  const deadline = Date.now() + timeoutMs;
  let reportedWait = false;
  for (;;) {
    try {
      await fs.writeFile(lockPath, `${process.pid}\n`, { flag: "wx", mode: 0o644 });
      return () => fs.rm(lockPath, { force: true });
    } catch (error) {
      if (errorCode(error) !== "EEXIST") {
        throw new EmbeddedPostgresError(`Cannot create the lock file ${lockPath}: ${describe(error)}.`, { cause: error });
      }
    }
    const holder = await lockHolder(lockPath);
    if (holder.stale) {
      logger.warn({ lock: lockPath, pid: holder.pid }, "embedded PostgreSQL: taking over a stale start lock");
      await removeStaleLock(lockPath, holder.content);
      continue;
    }
    if (Date.now() >= deadline) {
      const holder = await lockHolder(lockPath);
      throw new EmbeddedPostgresError(
        `Timed out after ${timeoutMs / 1000} s waiting for ${lockPath}: process ${holder.pid ?? "?"} is ` +
          `starting or stopping PostgreSQL on this folder. If that process is stuck, stop it (or delete the lock file).`,
      );
    }
    if (!reportedWait) {
      reportedWait = true;
      logger.info({ lock: lockPath }, "embedded PostgreSQL: another process is starting the server; waiting");
    }
    await sleep(100);
  }
}

async function lockHolder(lockPath: string): Promise<{ pid: number | undefined; content: string | undefined; stale: boolean }> {
  let content: string;
  let ageMs: number;
  try {
    [content, ageMs] = await Promise.all([
      fs.readFile(lockPath, "utf8"),
      fs.stat(lockPath).then((stats) => Date.now() - stats.mtimeMs),
    ]);
  } catch {
    return { pid: undefined, content: undefined, stale: false }; // released meanwhile: just retry
  }
  const pid = Number(content.trim());
  if (!Number.isInteger(pid) || pid <= 0) {
    // Created but not written yet, or garbage left by a crash at that very moment.
    return { pid: undefined, content, stale: ageMs > 5_000 };
  }
  if (pid === process.pid) return { pid, content, stale: !(await writtenByThisProcess(lockPath, pid)) };
  return { pid, content, stale: !(await isProcessRunning(pid)) };
}

/**
 * Removes a stale lock, unless it changed since we judged it. A small guard file keeps two
 * processes from both "removing the stale lock" when one of them has already replaced it.
 */
async function removeStaleLock(lockPath: string, staleContent: string | undefined): Promise<void> {
  const guard = `${lockPath}.takeover`;
  try {
    await fs.writeFile(guard, `${process.pid}\n`, { flag: "wx" });
  } catch {
    const age = await fs.stat(guard).then((stats) => Date.now() - stats.mtimeMs, () => 0);
    if (age > 10_000) await fs.rm(guard, { force: true }); // its writer died within the guard
    await sleep(20);
    return;
  }
  try {
    const current = await fs.readFile(lockPath, "utf8").catch(() => undefined);
    if (current === staleContent) await fs.rm(lockPath, { force: true });
  } finally {
    await fs.rm(guard, { force: true });
  }
}
