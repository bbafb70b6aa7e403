/** The data folder: its permissions (what the server's user may enter and own) and its files. */
import { randomBytes } from "node:crypto";
import { constants as fsConstants, promises as fs, type Stats } from "node:fs";
import path from "node:path";
import type { Paths } from "./cluster";
import { describe, EmbeddedPostgresError } from "./errors";
import type { ServerUser } from "./server-user";

export async function prepareDataDir(paths: Paths, serverUser: ServerUser): Promise<void> {
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
export async function assertTraversable(folder: string, serverUser: ServerUser, what: string): Promise<void> {
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
export async function ensureOwnedBy(dir: string, user: { uid: number; gid: number }): Promise<void> {
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

export async function exists(target: string): Promise<boolean> {
  return fs.access(target).then(() => true, () => false);
}

/** Written whole or not at all (a temporary file renamed into place), with exactly `mode`. */
export async function writeFileAtomically(target: string, content: string, mode: number): Promise<void> {
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
