import { serve } from "@hono/node-server";
import type { Server } from "node:http";
import { createApp } from "../app";
import type { Auth } from "../auth";
import { backupStatus, operatorBackups } from "../backups";
import type { Config } from "../config";
import { type Database, openReadDatabase, type ReadDatabase } from "../db";
import { httpServerOptions, createDrainState, type DrainState } from "../http";
import type { Logger } from "../logger";
import { listenForChurchChanges, type ChurchVersions } from "../public";
import { createDatabaseStorage } from "../storage";

/** In-flight requests get this long to finish after the server stops accepting connections. */
export const SHUTDOWN_GRACE_MS = 10_000;

export type HttpServer = {
  server: Server;
  churchVersions: ChurchVersions;
  /** The public reads' database: DATABASE_REPLICA_URL's replica, or the primary (decision 477). */
  readDatabase: ReadDatabase;
  drain: DrainState;
};

/**
 * The HTTP side of a process (the single process, or one cluster worker): the church-versions
 * listener, the app and the listening server. `onListening` runs once the port is open;
 * `onError` when the server cannot listen (e.g. the port is taken).
 */
export function startHttpServer(parts: {
  db: Database;
  config: Config;
  auth: Auth;
  logger: Logger;
  /** True when the embedded server's backups are ours to report (/api/health). */
  embeddedBackups: boolean;
  onListening: (port: number) => void;
  onError: (error: Error) => void;
}): HttpServer {
  const { db, config, auth, logger } = parts;
  // Public pages know each church's version without asking the database while this listens (decision 370).
  const churchVersions = listenForChurchChanges(db, logger);
  const drain = createDrainState();
  const readDatabase = openReadDatabase(config, db, logger);
  const app = createApp({
    db,
    config,
    auth,
    logger,
    storage: createDatabaseStorage(db),
    clientDir: config.clientDir,
    churchVersions,
    readDatabase,
    backups: parts.embeddedBackups ? backupStatus(config.backups.dir) : operatorBackups,
    drain,
  });
  const serverOptions = httpServerOptions(config.httpTimeouts);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host, serverOptions }, (info) => parts.onListening(info.port)) as Server;
  server.on("error", parts.onError);
  return { server, churchVersions, readDatabase, drain };
}

/**
 * Drains the server (docs/decisions/466): health answers 503 "draining" at once; new connections
 * are still served for `delayMs` (a load balancer needs a few health checks to notice); then the
 * port closes, idle keep-alive sockets go, and requests in flight get SHUTDOWN_GRACE_MS to finish.
 */
export async function drainHttpServer(http: HttpServer, delayMs: number, logger: Logger): Promise<void> {
  http.drain.start();
  if (delayMs > 0) {
    logger.info({ delayMs }, "draining: health answers 503; still accepting connections for a while");
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  const { server } = http;
  const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  // A keep-alive connection whose request finishes after this becomes idle: it goes too, rather
  // than holding the close for its keep-alive timeout.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    logger.info("stopped accepting connections; finishing requests in flight");
  });
  clearTimeout(force);
  clearInterval(idle);
  await http.churchVersions.close();
  await http.readDatabase.close();
}
