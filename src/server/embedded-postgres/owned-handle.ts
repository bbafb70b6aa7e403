/**
 * The handle of a server this process started. If the server exits while nobody asked it to
 * (killed, crashed), it is started again on the same port, with back-off, until it runs or stop()
 * is called; meanwhile queries fail and the app's pool reconnects once it is back.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { Cluster } from "./cluster";
import { asEmbeddedPostgresError } from "./errors";
import { handleUrls, type Credentials, type EmbeddedPostgresHandle } from "./handle";
import { startServer, type StartedServer } from "./postmaster";
import { stopChild } from "./processes";
import { removeServerRecordIfOurs, writeServerRecord } from "./running-server";
import { acquireLock, LOCK_TIMEOUT_MS, STOP_LOCK_TIMEOUT_MS } from "./start-lock";

/** Back-off between attempts to restart a server that exited unexpectedly. */
const HEAL_FIRST_DELAY_MS = 250;
const HEAL_MAX_DELAY_MS = 5_000;

export function ownedHandle(initial: StartedServer, cluster: Cluster, credentials: Credentials): EmbeddedPostgresHandle {
  const { paths, logger } = cluster;
  let current = initial;
  let stopping: Promise<void> | undefined;
  let healing: Promise<void> | undefined;
  const stopRequested = new AbortController();

  const watch = (server: StartedServer) => {
    server.child.once("exit", (code, signal) => {
      if (stopRequested.signal.aborted || server !== current) return;
      logger.error(
        { dataDir: paths.dataDir, code, signal, postmasterPid: server.pid, log: paths.log },
        "embedded PostgreSQL exited unexpectedly; restarting it (see its log)",
      );
      healing = heal().finally(() => (healing = undefined));
    });
  };
  watch(initial);

  async function heal(): Promise<void> {
    const startedAt = Date.now();
    for (let attempt = 1; !stopRequested.signal.aborted; attempt++) {
      const delay = attempt === 1 ? 0 : Math.min(HEAL_FIRST_DELAY_MS * 2 ** (attempt - 2), HEAL_MAX_DELAY_MS);
      if (delay > 0 && !(await sleepUnlessAborted(delay, stopRequested.signal))) return;
      // The start lock keeps another process (admin:create) from starting a second server on
      // this folder while ours is down.
      const release = await acquireLock(paths.lock, LOCK_TIMEOUT_MS, logger).catch((error: unknown) => {
        logger.error({ err: error, attempt }, "embedded PostgreSQL: cannot take the start lock to restart; retrying");
        return undefined;
      });
      if (release === undefined) continue;
      try {
        if (stopRequested.signal.aborted) return;
        const server = await startServer(cluster, credentials.password, credentials.port);
        current = server;
        watch(server);
        await writeServerRecord(paths, server);
        logger.warn(
          { dataDir: paths.dataDir, port: server.port, postmasterPid: server.pid, attempt, downMs: Date.now() - startedAt },
          "embedded PostgreSQL: restarted after an unexpected exit",
        );
        return;
      } catch (error) {
        logger.error({ err: error, attempt }, "embedded PostgreSQL: restart failed; trying again");
      } finally {
        await release();
      }
    }
  }

  async function stopOwnedServer(): Promise<void> {
    // Taking the start lock keeps a process that is about to attach from seeing a server that
    // is going away; if the lock stays busy, stop anyway.
    const release = await acquireLock(paths.lock, STOP_LOCK_TIMEOUT_MS, logger).catch(() => undefined);
    try {
      logger.info({ dataDir: paths.dataDir, port: current.port }, "embedded PostgreSQL: stopping");
      await stopChild(current.child, current.pid, logger);
      await removeServerRecordIfOurs(paths, current.pid);
      logger.info({ dataDir: paths.dataDir }, "embedded PostgreSQL: stopped");
    } finally {
      await release?.();
    }
  }

  return {
    ...handleUrls(credentials),
    ownsServer: true,
    stop() {
      stopRequested.abort();
      stopping ??= (async () => {
        try {
          await healing; // a restart in progress finishes (or gives up) first
          await stopOwnedServer();
        } catch (error) {
          stopping = undefined; // a later call may try again
          throw asEmbeddedPostgresError(error, `Cannot stop the embedded PostgreSQL in ${paths.dataDir}`);
        }
      })();
      return stopping;
    },
  };
}

/** Resolves true after `ms`, or false as soon as `signal` aborts. */
function sleepUnlessAborted(ms: number, signal: AbortSignal): Promise<boolean> {
  return sleep(ms, undefined, { signal }).then(() => true, () => false);
}
