/**
 * `npm run restore -- FILE`: the backup becomes DATA_DIR/postgres. The file is checked whole
 * first; the new cluster is built beside the old one (DATA_DIR/postgres.restoring-…); only when
 * it is complete and counted is the old folder moved into DATA_DIR/before-restore-<date-time>/
 * and the new one renamed into place. Any refusal or failure before that changes nothing.
 */
import { randomBytes } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import { pathsFor, EmbeddedPostgresError, inspectRunningServer, acquireLock } from "../embedded-postgres";
import { BackupError, reasonOf } from "./backup-error";
import { localStamp } from "./backup-files";
import { checkBackupFile, type BackupHeader } from "./backup-format";
import { loadBackupIntoNewCluster, migrationsFor } from "./load-backup";

/** A start lock held this long by a live process means the app is starting or stopping. */
const START_LOCK_WAIT_MS = 3_000;

export type RestoreResult = {
  /** The backup's header (when it was made, its tables and migrations). */
  header: BackupHeader;
  rowCounts: Record<string, number>;
  /** Where the replaced data went; undefined when DATA_DIR had no database. */
  movedAsideTo: string | undefined;
  seconds: number;
  /** Checking the whole file before anything else. */
  checkSeconds: number;
};

export async function restoreBackup(options: {
  file: string;
  dataDir: string;
  logger: Logger;
  /** The operator's backup signing key: a file it did not sign is refused (decision 492). */
  signingKey: string;
  /** Restore a file that carries no signature at all (one made before decision 492). */
  allowUnsigned?: boolean;
}): Promise<RestoreResult> {
  const startedAt = performance.now();
  const file = path.resolve(options.file);
  const dataDir = path.resolve(options.dataDir);
  const { logger } = options;
  const verify = { signingKey: options.signingKey, allowUnsigned: options.allowUnsigned ?? false };

  const header = await checkBackupFile(file, { verify });
  migrationsFor(header, file); // a backup of a newer Louvor is refused here
  const checkSeconds = (performance.now() - startedAt) / 1000;

  const target = path.join(dataDir, "postgres");
  // Our start lock lives in that folder: an app starting meanwhile waits for the restore.
  const createdTarget = (await fs.mkdir(target, { recursive: true, mode: 0o700 })) !== undefined;
  const paths = pathsFor(target);
  const releaseLock = await acquireLock(paths.lock, START_LOCK_WAIT_MS, logger).catch((error: unknown) => {
    throw new BackupError(
      `Louvor is starting or stopping on ${dataDir} (${reasonOf(error)}). Stop the app, then restore. Nothing was changed.`,
      { cause: error },
    );
  });
  let building: string | undefined;
  let swapped = false;
  try {
    await refuseWhileRunning(paths, dataDir);
    const stamp = localStamp(new Date());
    building = path.join(dataDir, `postgres.restoring-${stamp}-${randomBytes(3).toString("hex")}`);
    const loaded = await loadBackupIntoNewCluster({ file, dataDir: building, logger, verify });
    const movedAsideTo = await swapInto(target, building, path.join(dataDir, `before-restore-${stamp}`));
    building = undefined;
    swapped = true;
    const result: RestoreResult = {
      header,
      rowCounts: loaded.rowCounts,
      movedAsideTo,
      seconds: (performance.now() - startedAt) / 1000,
      checkSeconds,
    };
    logger.info(
      { file, dataDir, movedAsideTo, rowCounts: result.rowCounts, seconds: Math.round(result.seconds * 100) / 100 },
      "restore ok",
    );
    return result;
  } catch (error) {
    if (building !== undefined) await fs.rm(building, { recursive: true, force: true }).catch(() => undefined);
    if (error instanceof BackupError) throw error;
    throw new BackupError(`The restore failed, and nothing was changed: ${reasonOf(error)}`, { cause: error });
  } finally {
    // After a swap our lock file went along with the old folder (and was removed there).
    if (!swapped) await releaseLock();
    if (!swapped && createdTarget) await fs.rmdir(target).catch(() => undefined);
  }
}

async function refuseWhileRunning(paths: ReturnType<typeof pathsFor>, dataDir: string): Promise<void> {
  let running;
  try {
    running = await inspectRunningServer(paths);
  } catch (error) {
    if (!(error instanceof EmbeddedPostgresError)) throw error;
    running = { kind: "unknown" as const };
  }
  if (running.kind === "none") return;
  const who = running.kind === "attachable" ? ` (process ${running.ownerPid})` : "";
  throw new BackupError(
    `Louvor's database is running on ${dataDir}${who}. Stop the app (and any other Louvor command using this DATA_DIR), ` +
      `then restore. Nothing was changed.`,
  );
}

/**
 * Moves the old folder aside (when it holds more than our start lock) and puts the new one in
 * its place. If the second rename fails, the first is undone.
 */
async function swapInto(target: string, building: string, asideDir: string): Promise<string | undefined> {
  const entries = await fs.readdir(target);
  const holdsData = entries.some((entry) => entry !== "start.lock");
  if (!holdsData) {
    await fs.rm(target, { recursive: true, force: true });
    await fs.rename(building, target);
    return undefined;
  }
  await fs.mkdir(asideDir, { mode: 0o700 });
  const aside = path.join(asideDir, "postgres");
  await fs.rename(target, aside);
  try {
    await fs.rename(building, target);
  } catch (error) {
    await fs.rename(aside, target).catch(() => undefined);
    await fs.rmdir(asideDir).catch(() => undefined);
    throw error;
  }
  await fs.rm(path.join(aside, "start.lock"), { force: true });
  return asideDir;
}
