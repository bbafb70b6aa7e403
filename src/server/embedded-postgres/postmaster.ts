/**
 * The postmaster's life: spawned on a free 127.0.0.1 port (or the port it had, on a restart) in
 * its own process group, waited for until it answers, retried when it meets a dying predecessor,
 * and explained with the lines of its log when it refuses.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { promises as fs } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import getPort from "get-port";
import type { Cluster } from "./cluster";
import { HOST } from "./connection";
import { describe, EmbeddedPostgresError } from "./errors";
import { stopChild, waitForPredecessorExit } from "./processes";
import { READY_TIMEOUT_MS, waitUntilReady, type SpawnedServer } from "./readiness";
import { serverEnvironment } from "./run-program";
import { inspectRunningServer } from "./running-server";
import { lastLines, logSize, logTail, rotateLogIfLarge } from "./server-log";
import { asServerUser, serverPath, withDataDirFd } from "./server-user";

/**
 * How long a start keeps trying while a previous server of this folder finishes exiting or a port
 * is taken meanwhile. A bound in time, not a number of tries: on a busy machine a predecessor's
 * exit (its shutdown checkpoint, its backends noticing their postmaster died) takes seconds.
 */
export const START_TIMEOUT_MS = 60_000;
const FIRST_RETRY_DELAY_MS = 200;
const MAX_RETRY_DELAY_MS = 2_000;

/** Log lines that mean "try again in a moment" (a dying postmaster, a port taken meanwhile). */
const RETRYABLE_START_FAILURE =
  /lock file "postmaster\.pid" already exists|could not bind|address already in use|could not create any TCP\/IP sockets|pre-existing shared memory block/i;

/**
 * Settings for a small install: one app's database on a machine it shares. Fewer buffers and no
 * I/O worker, JIT or logical-replication processes keep the server's memory small and its start
 * quick. Durability settings (fsync, synchronous_commit, full_page_writes) stay at their defaults.
 */
const SERVER_SETTINGS = [
  "shared_buffers=16MB",
  "io_method=sync",
  "max_logical_replication_workers=0",
  "max_wal_senders=0",
  "wal_level=minimal",
  "jit=off",
  "huge_pages=off",
];

export type StartedServer = { child: ChildProcess; pid: number; port: number };

/** Starts the postmaster on `fixedPort` (a restart) or on a free port, and waits until it answers. */
export async function startServer(cluster: Cluster, password: string, fixedPort?: number): Promise<StartedServer> {
  const { paths, logger } = cluster;
  await rotateLogIfLarge(paths.log);
  const startedAt = Date.now();
  const deadline = startedAt + START_TIMEOUT_MS;
  for (let attempt = 1; ; attempt++) {
    await waitForNoPredecessor(cluster, deadline);
    const port = fixedPort ?? (await findFreePort());
    const logOffset = await logSize(paths.log);
    const spawned = await spawnPostgres(cluster, port);
    const { child } = spawned;
    const outcome = await waitUntilReady(spawned, { port, password, database: "postgres" });
    if (outcome.kind === "ready" && child.pid !== undefined) return { child, pid: child.pid, port };

    const tail = await logTail(paths.log, logOffset);
    if (outcome.kind === "timeout" || outcome.kind === "ready") {
      await stopChild(child, child.pid, logger);
      throw new EmbeddedPostgresError(
        `PostgreSQL did not accept connections within ${READY_TIMEOUT_MS / 1000} s on port ${port} ` +
          `(last error: ${outcome.kind === "timeout" ? outcome.lastError : "no process id"}). ` +
          `It has been stopped. Last lines of ${paths.log}:\n${tail || "(empty)"}`,
      );
    }
    const how =
      outcome.kind === "spawn-error"
        ? `could not be run: ${outcome.message}`
        : `exited during start-up (${outcome.code === null ? `signal ${outcome.signal ?? "?"}` : `exit code ${outcome.code}`})`;
    const retryable = RETRYABLE_START_FAILURE.test(tail);
    const delay = startRetryDelay(attempt, Date.now(), deadline);
    if (retryable && delay !== undefined) {
      logger.warn(
        { dataDir: paths.dataDir, attempt, delayMs: delay, waitedMs: Date.now() - startedAt, reason: lastLines(tail, 2) },
        "embedded PostgreSQL: start failed (a previous server of this folder still exiting, or the port taken); retrying",
      );
      await sleep(delay);
      continue;
    }
    const gaveUp = retryable ? `, and kept failing so for ${Math.round((Date.now() - startedAt) / 1000)} s (${attempt} attempts)` : "";
    throw new EmbeddedPostgresError(
      `PostgreSQL ${how}${gaveUp} (data directory ${paths.pgdata}, port ${port}). ${adviceFor(tail)}` +
        `Last lines of ${paths.log}:\n${tail || "(empty)"}`,
    );
  }
}

/**
 * The pause before the next try of a start that failed for a passing reason, or undefined once
 * that pause would end past `deadline`: the tries stop at a time, never after a count.
 */
export function startRetryDelay(attempt: number, now: number, deadline: number): number | undefined {
  const delay = Math.min(FIRST_RETRY_DELAY_MS * 2 ** (attempt - 1), MAX_RETRY_DELAY_MS);
  return now + delay < deadline ? delay : undefined;
}

/**
 * A live postmaster of this folder at this point is a predecessor going away: the orphan the
 * supervisor has just stopped, or a server that was killed and whose pid file is not gone yet.
 * PostgreSQL would refuse to start beside it ("lock file already exists"), so wait for its exit,
 * saying so, until `deadline`. A stale postmaster.pid (crashed server, zombie, reused pid) is
 * removed by the inspection.
 */
async function waitForNoPredecessor({ paths, logger }: Cluster, deadline: number): Promise<void> {
  for (;;) {
    const running = await inspectRunningServer(paths);
    if (running.kind === "none") return;
    await waitForPredecessorExit(running.postmasterPid, { what: `previous PostgreSQL server of ${paths.dataDir}`, deadline, logger });
  }
}

/** A hint for the common start-up failures, in front of the log lines that prove it. */
function adviceFor(logTail: string): string {
  if (/incompatible with server|was initialized by PostgreSQL version/i.test(logTail)) {
    return "The data directory was created by another PostgreSQL version: move it away to start a new cluster. ";
  }
  if (/could not bind|address already in use/i.test(logTail)) return "The port was taken; try again. ";
  if (/permission denied|wrong ownership|invalid permissions/i.test(logTail)) {
    return "Check the owner and permissions of the data directory. ";
  }
  if (/lock file .* already exists/i.test(logTail)) {
    return "Another PostgreSQL seems to run on this data directory; stop it first. ";
  }
  return "";
}

/**
 * A port free on 127.0.0.1 now. Another program may take it before the server binds it: that
 * start fails with "could not bind" and is retried on another port.
 */
async function findFreePort(): Promise<number> {
  try {
    return await getPort({ host: HOST });
  } catch (error) {
    throw new EmbeddedPostgresError(`Cannot find a free local port for PostgreSQL: ${describe(error)}.`, { cause: error });
  }
}

async function spawnPostgres({ paths, binaries, serverUser }: Cluster, port: number): Promise<SpawnedServer> {
  const logFile = await fs.open(paths.log, "a", 0o644);
  try {
    const args = [
      "-D", serverPath(paths.dataDir, serverUser, paths.pgdata),
      "-p", String(port),
      "-c", `listen_addresses=${HOST}`,
      // The default socket folder (/var/run/postgresql) needs privileges; TCP is enough.
      "-c", "unix_socket_directories=",
      ...SERVER_SETTINGS.flatMap((setting) => ["-c", setting]),
    ];
    const child = await withDataDirFd(paths.dataDir, serverUser, async (extraFds) =>
      spawn(binaries.postgres, args, {
        // Set before the switch to the server's user, so it starts inside its data folder.
        cwd: paths.pgdata,
        env: serverEnvironment(),
        // Own session and process group: a Ctrl-C in the terminal (or any signal to the app's
        // group) must not reach the server; the app stops it through stop(), after draining.
        detached: true,
        stdio: ["ignore", logFile.fd, logFile.fd, ...extraFds],
        ...asServerUser(serverUser),
      }),
    );
    // Listen at once: a failed spawn emits "error" asynchronously, and unheard it would crash us.
    const spawned: SpawnedServer = { child };
    child.once("exit", (code, signal) => (spawned.exit = { code, signal }));
    child.once("error", (error) => (spawned.spawnError = error));
    // Never keep the event loop alive for the server: the owner decides when it stops.
    child.unref();
    return spawned;
  } finally {
    await logFile.close();
  }
}
