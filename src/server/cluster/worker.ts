import cluster from "node:cluster";
import { createAuth } from "../auth";
import type { Config } from "../config";
import { createDatabase } from "../db";
import type { Logger } from "../logger";
import { drainHttpServer, startHttpServer, type HttpServer } from "./http-server";
import type { StopSignals } from "./stop-signals";

/** What the primary hands each worker (in its environment: the URL may carry the embedded server's password). */
export type WorkerEnvironment = {
  databaseUrl: string;
  /** The embedded server's backups are reported by /api/health. */
  embeddedBackups: boolean;
  /** Connections of this worker's pool. */
  poolSize: number;
};

const WORKER_ENVIRONMENT = "LOUVOR_CLUSTER_WORKER";

/** Messages between the primary and its workers. */
export type ClusterMessage = { louvor: "fatal"; message: string };

export function workerEnvironmentVariables(environment: WorkerEnvironment): Record<string, string> {
  return { [WORKER_ENVIRONMENT]: JSON.stringify(environment) };
}

/** This process's part when it is a Louvor cluster worker; undefined in the primary or a single process. */
export function workerEnvironment(): WorkerEnvironment | undefined {
  const raw = process.env[WORKER_ENVIRONMENT];
  if (!cluster.isWorker || raw === undefined) return undefined;
  return JSON.parse(raw) as WorkerEnvironment;
}

export function isClusterMessage(message: unknown): message is ClusterMessage {
  return typeof message === "object" && message !== null && "louvor" in message;
}

/**
 * An HTTP worker: its own pool on the primary's database, auth, the app and the church-versions
 * listener, listening on the shared port. No migrations, backups or mail here (the primary's).
 * It drains on a stop signal (the process group's, or the primary's when it stops), then exits 0.
 */
export function runWorker(environment: WorkerEnvironment, config: Config, primaryLogger: Logger, stopSignals: StopSignals): void {
  const logger = primaryLogger.child({ worker: process.pid });
  const db = createDatabase(environment.databaseUrl, {
    max: environment.poolSize,
    statementTimeoutMs: config.databaseTimeouts.statementMs,
    idleInTransactionTimeoutMs: config.databaseTimeouts.idleInTransactionMs,
    onIdleError: (error) => logger.warn({ err: error }, "idle database connection lost"),
  });
  const auth = createAuth({ db, config, logger });
  let stopping: Promise<void> | undefined;
  const stop = (reason: string) => {
    stopping ??= (async () => {
      logger.info({ reason }, "worker draining");
      await drainHttpServer(http, config.drainDelayMs, logger);
      await db.$client.end();
      process.exit(0);
    })();
    return stopping;
  };
  const http: HttpServer = startHttpServer({
    db,
    config,
    auth,
    logger,
    embeddedBackups: environment.embeddedBackups,
    onListening: (port) => logger.debug({ port }, "worker listening"),
    onError: (error) => {
      logger.fatal({ err: error }, "HTTP server failed");
      // The primary stops everything (this is not a crash to retry: e.g. the port is taken).
      process.send?.({ louvor: "fatal", message: error.message } satisfies ClusterMessage, () => process.exit(1));
    },
  });
  stopSignals.handleWith((signal) => stop(signal));
}
