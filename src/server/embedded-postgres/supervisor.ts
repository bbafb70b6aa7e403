/** The start: under the start lock, attach to a live owner's server or start our own. */
import path from "node:path";
import type { Logger } from "pino";
import { ensureAppRoleAndDatabase, validateDatabaseName } from "./app-role";
import { loadBinaries } from "./binaries";
import { pathsFor, type Cluster, type Paths } from "./cluster";
import { initialiseClusterIfNeeded } from "./cluster-init";
import { APP_ROLE } from "./connection";
import { assertTraversable, ensureOwnedBy, prepareDataDir } from "./data-dir";
import { asEmbeddedPostgresError } from "./errors";
import { attachedHandle, type EmbeddedPostgresHandle } from "./handle";
import { ownedHandle } from "./owned-handle";
import { startServer } from "./postmaster";
import { shutDownProcess, stopChild } from "./processes";
import { waitForExistingServer } from "./readiness";
import { inspectRunningServer, writeServerRecord, type RunningServer } from "./running-server";
import { readPassword } from "./secrets";
import { resolveServerUser } from "./server-user";
import { acquireLock, LOCK_TIMEOUT_MS } from "./start-lock";

export type EmbeddedPostgresOptions = {
  /** Folder owned by the supervisor, e.g. `${DATA_DIR}/postgres`; created if missing. */
  dataDir: string;
  /** Database to ensure exists, e.g. "louvor" (created if missing). */
  database: string;
  logger: Logger;
};

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  try {
    return await start(options);
  } catch (error) {
    throw asEmbeddedPostgresError(error, `Cannot start the embedded PostgreSQL in ${path.resolve(options.dataDir)}`);
  }
}

async function start(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const { logger, database } = options;
  validateDatabaseName(database);
  const paths = pathsFor(path.resolve(options.dataDir));
  const serverUser = await resolveServerUser(logger);
  const binaries = await loadBinaries(serverUser);
  const cluster: Cluster = { paths, binaries, serverUser, logger };

  await assertTraversable(path.dirname(binaries.postgres), serverUser, "the PostgreSQL binaries");
  await prepareDataDir(paths, serverUser);

  const releaseLock = await acquireLock(paths.lock, LOCK_TIMEOUT_MS, logger);
  try {
    const running = await inspectRunningServer(paths);
    if (running.kind === "attachable") return await attach(running, paths, database, logger);
    if (running.kind === "orphan") {
      logger.warn(
        { dataDir: paths.dataDir, postmasterPid: running.postmasterPid },
        "embedded PostgreSQL: found a server whose owner process is gone (crash?); shutting it down",
      );
      await shutDownProcess(running.postmasterPid, "orphaned PostgreSQL server", logger);
    }
    return await startOwnServer(cluster, database);
  } finally {
    await releaseLock();
  }
}

/** Shares the server that another live process of ours started on this folder. */
async function attach(
  running: Extract<RunningServer, { kind: "attachable" }>,
  paths: Paths,
  database: string,
  logger: Logger,
): Promise<EmbeddedPostgresHandle> {
  const password = await readPassword(paths);
  const target = { port: running.port, password, database: "postgres" };
  await waitForExistingServer(target, paths);
  const appPassword = await ensureAppRoleAndDatabase(paths, target, database, logger);
  logger.info(
    { dataDir: paths.dataDir, port: running.port, ownerPid: running.ownerPid },
    "embedded PostgreSQL: attached to the server another process started",
  );
  return attachedHandle({ port: running.port, password, appPassword, database }, paths, logger);
}

/** Initialises the cluster if needed, starts the server and prepares the app's role and database. */
async function startOwnServer(cluster: Cluster, database: string): Promise<EmbeddedPostgresHandle> {
  const { paths, serverUser, logger } = cluster;
  const initialised = await initialiseClusterIfNeeded(cluster);
  const password = await readPassword(paths);
  // A cluster made by an earlier version (or as another user) must belong to the server's user.
  if (serverUser !== undefined && !initialised) await ensureOwnedBy(paths.pgdata, serverUser);

  const server = await startServer(cluster, password);
  let appPassword: string;
  try {
    appPassword = await ensureAppRoleAndDatabase(paths, { port: server.port, password, database: "postgres" }, database, logger);
    await writeServerRecord(paths, server);
  } catch (error) {
    await stopChild(server.child, server.pid, logger);
    throw asEmbeddedPostgresError(
      error,
      `PostgreSQL started but could not be prepared (role "${APP_ROLE}", database "${database}", ${paths.serverJson}); it has been stopped`,
    );
  }
  logger.info(
    { dataDir: paths.dataDir, port: server.port, postmasterPid: server.pid, initialised },
    "embedded PostgreSQL: started",
  );
  return ownedHandle(server, cluster, { port: server.port, password, appPassword, database });
}
