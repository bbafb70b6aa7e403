/**
 * Who PostgreSQL runs as. PostgreSQL refuses to run as root, so a root process runs it (and
 * initdb) as the unprivileged system user `louvor-postgres`, created here the first time, and
 * hands it the data folder as an open descriptor (see docs/decisions/001-embedded-postgres-supervisor.md).
 */
import { constants as fsConstants, promises as fs } from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import { describe, EmbeddedPostgresError } from "./errors";
import { runToCompletion, type RunAs } from "./run-program";
import { lastLines } from "./server-log";

/**
 * Who PostgreSQL runs as: undefined means "as this process"; when this process is root (which
 * PostgreSQL refuses), a real unprivileged user with no access to root's files.
 */
export type ServerUser = { name: string; uid: number; gid: number } | undefined;

/** The unprivileged system account PostgreSQL runs as when we are root (created if missing). */
export const SERVER_ACCOUNT = "louvor-postgres";
/** Used when the system has no `useradd` to create SERVER_ACCOUNT with. */
const FALLBACK_SERVER_ACCOUNT = "nobody";
/**
 * The fd under which a server run as another user inherits its data folder. It reaches that folder
 * through /proc/self/fd/N, so no folder above it (a checkout under /root, a 0700 temporary
 * folder) needs to let that user in, while every other path stays closed to it.
 */
const DATA_DIR_FD = 3;

let serverUserReady: Promise<ServerUser> | undefined;

/**
 * PostgreSQL refuses to run as root, so a root process runs it as the system user
 * `louvor-postgres`, created here the first time (useradd --system; no home, no shell, no
 * password). Without useradd it falls back to `nobody`.
 */
export async function resolveServerUser(logger: Logger): Promise<ServerUser> {
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
      { runAs: {}, cwd: "/", timeoutMs: 30_000 },
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
export function asServerUser(serverUser: ServerUser): RunAs {
  return serverUser === undefined ? {} : { uid: serverUser.uid, gid: serverUser.gid };
}

/**
 * How the server names a path inside the data folder: as is when it runs as us; through the
 * inherited folder descriptor when it runs as another user (see DATA_DIR_FD).
 */
export function serverPath(dataDir: string, serverUser: ServerUser, target: string): string {
  if (serverUser === undefined) return target;
  return path.posix.join(`/proc/self/fd/${DATA_DIR_FD}`, path.relative(dataDir, target));
}

/** The stdio entries that hand the server the data folder's descriptor (when it needs it). */
export async function withDataDirFd<T>(dataDir: string, serverUser: ServerUser, use: (extra: number[]) => Promise<T>): Promise<T> {
  if (serverUser === undefined) return use([]);
  const dir = await fs.open(dataDir, fsConstants.O_RDONLY | fsConstants.O_DIRECTORY);
  try {
    return await use([dir.fd]);
  } finally {
    await dir.close();
  }
}
