/**
 * One backup at a time: a session advisory lock on the app's database, held on a connection of
 * its own for the whole backup. Every process that backs up a DATA_DIR talks to its one server,
 * and a process that dies releases the lock with its connection: no stale lock to clean up.
 */
import pg from "pg";
import { BackupError, reasonOf } from "./backup-error";
import type { BackupSource } from "./backup-source";

// Any constant works; it only has to be the same in every process of this app (not the migrations' key).
const BACKUP_LOCK_KEY = 7_245_310_390;
const LOCK_NOT_AVAILABLE = "55P03";

/**
 * Takes the lock; when another backup holds it, calls `onWait` and waits up to `waitMs` (0: not at
 * all). Returns the release function.
 */
export async function acquireBackupLock(source: BackupSource, waitMs: number, onWait: () => void): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: source.url, application_name: "louvor-backup-lock" });
  client.on("error", () => undefined);
  const release = () => client.end().catch(() => undefined);
  try {
    await client.connect();
    const free = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [BACKUP_LOCK_KEY]);
    if (free.rows[0]?.locked) return release;
    if (waitMs <= 0) throw new BackupError("Another backup is running right now; try again when it has finished.");
    onWait();
    await client.query(`SET lock_timeout = ${Math.ceil(waitMs)}`);
    await client.query("SELECT pg_advisory_lock($1)", [BACKUP_LOCK_KEY]);
    return release;
  } catch (error) {
    await release();
    if (error instanceof BackupError) throw error;
    if ((error as { code?: string }).code === LOCK_NOT_AVAILABLE) {
      throw new BackupError(`Another backup is still running after ${Math.round(waitMs / 1000)} s of waiting; try again later.`, {
        cause: error,
      });
    }
    throw new BackupError(`Cannot reach the database to take the backup lock: ${reasonOf(error)}.`, { cause: error });
  }
}
