/**
 * One backup: under the backup lock, the snapshot is written to `<name>.partial`, fsynced,
 * proven by loading it into a scratch cluster and counting its rows, and only then renamed to
 * its name; older backups beyond the limits are rotated out. Any failure removes the partial
 * file and the scratch cluster and touches no earlier backup.
 */
import { createWriteStream, promises as fs } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import pg from "pg";
import type { Logger } from "pino";
import { BackupError, reasonOf } from "./backup-error";
import { freshBackupPath, folderFor, partialPathOf, recordGoodBackup, removeLeftovers, removeScratchCluster, rotateBackups, scratchClusterPath } from "./backup-files";
import type { BackupKind } from "./backup-format";
import { acquireBackupLock } from "./backup-lock";
import type { BackupSource } from "./backup-source";
import { exportSnapshot, type ExportResult } from "./export-snapshot";
import { loadBackupIntoNewCluster } from "./load-backup";

/** How long a backup waits for another one to finish before giving up. */
export const DEFAULT_WAIT_FOR_OTHER_MS = 15 * 60_000;

export type CreateBackupOptions = {
  source: BackupSource;
  /** BACKUP_DIR. */
  dir: string;
  kind: BackupKind;
  /** BACKUP_KEEP: daily and on-demand backups kept. */
  keep: number;
  /** The backup signing key (config.backups.signingKey, decision 492): every backup is signed with it. */
  signingKey: string;
  logger: Logger;
  signal?: AbortSignal;
  waitForOtherMs?: number;
  /** Called once when another backup holds the lock and this one starts waiting. */
  onWait?: () => void;
};

export type BackupResult = {
  file: string;
  bytes: number;
  createdAt: Date;
  rowCounts: Record<string, number>;
  totalRows: number;
  /** The whole backup: export, verification, rotation. */
  seconds: number;
  /** Writing the file. */
  exportSeconds: number;
  /** Restoring it into a scratch cluster and counting its rows. */
  verifySeconds: number;
  /** Older backups deleted by the rotation. */
  rotated: string[];
};

export async function createBackup(options: CreateBackupOptions): Promise<BackupResult> {
  const { dir, kind, logger, signal } = options;
  const startedAt = performance.now();
  let partial: string | undefined;
  let scratch: string | undefined;
  let release: (() => Promise<void>) | undefined;
  try {
    await fs.mkdir(folderFor(dir, kind), { recursive: true, mode: 0o700 });
    release = await acquireBackupLock(options.source, options.waitForOtherMs ?? DEFAULT_WAIT_FOR_OTHER_MS, () => {
      logger.info({ dir }, "another backup is running; waiting for it to finish");
      options.onWait?.();
    });
    await removeLeftovers(dir, logger);

    const file = await freshBackupPath(dir, kind, new Date());
    partial = partialPathOf(file);
    const exported = await writeSnapshot(options.source, partial, { kind, signingKey: options.signingKey }, signal);
    const bytes = (await fs.stat(partial)).size;
    const exportSeconds = (performance.now() - startedAt) / 1000;

    scratch = scratchClusterPath(dir);
    const verifyStart = performance.now();
    const verify = { signingKey: options.signingKey };
    const verified = await loadBackupIntoNewCluster({ file: partial, dataDir: scratch, logger, signal, verify }).catch((error: unknown) => {
      throw new BackupError(`The backup just written did not restore: ${reasonOf(error)}`, { cause: error });
    });
    await removeScratchCluster(scratch, logger);
    scratch = undefined;
    const verifySeconds = (performance.now() - verifyStart) / 1000;
    signal?.throwIfAborted();

    await fs.rename(partial, file);
    partial = undefined;
    await syncFile(path.dirname(file), "r");
    const createdAt = new Date(exported.header.createdAt);
    await recordGoodBackup(dir, file, createdAt);
    const rotated = await rotateBackups(dir, options.keep);

    const totalRows = Object.values(verified.rowCounts).reduce((sum, n) => sum + n, 0);
    const result: BackupResult = {
      file,
      bytes,
      createdAt,
      rowCounts: verified.rowCounts,
      totalRows,
      seconds: (performance.now() - startedAt) / 1000,
      exportSeconds,
      verifySeconds,
      rotated,
    };
    logger.info(
      {
        kind,
        file,
        bytes,
        totalRows,
        rowCounts: result.rowCounts,
        seconds: round(result.seconds),
        exportSeconds: round(exportSeconds),
        verifySeconds: round(verifySeconds),
        rotated,
      },
      "backup ok",
    );
    return result;
  } catch (error) {
    if (partial !== undefined) await fs.rm(partial, { force: true }).catch(() => undefined);
    if (scratch !== undefined) await removeScratchCluster(scratch, logger).catch(() => undefined);
    const failure =
      error instanceof BackupError
        ? error
        : new BackupError(
            signal?.aborted ? "The backup was interrupted (the app is stopping); no file was kept." : `The backup failed: ${reasonOf(error)}.`,
            { cause: error },
          );
    logger.error({ kind, dir, err: error, reason: failure.message }, "backup failed");
    throw failure;
  } finally {
    await release?.();
  }
}

/** Exports the snapshot through gzip into `partial` (created, never overwritten) and fsyncs it. */
async function writeSnapshot(
  source: BackupSource,
  partial: string,
  what: { kind: BackupKind; signingKey: string },
  signal: AbortSignal | undefined,
): Promise<ExportResult> {
  const client = new pg.Client({ connectionString: source.url, application_name: "louvor-backup" });
  client.on("error", () => undefined);
  await client.connect();
  try {
    await client.query("SET statement_timeout = 0");
    await client.query("SET idle_in_transaction_session_timeout = 0");
    const result: Partial<ExportResult> = {};
    await pipeline(
      Readable.from(exportSnapshot(client, { ...what, signal, result })),
      createGzip(),
      createWriteStream(partial, { flags: "wx", mode: 0o600 }),
      { signal },
    );
    await syncFile(partial, "r+");
    if (result.header === undefined || result.rowCounts === undefined) throw new Error("the export ended early");
    return result as ExportResult;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** fsync: the file's (or, for a folder, the renames') data is on disk once this returns. */
async function syncFile(target: string, flags: "r" | "r+"): Promise<void> {
  const handle = await fs.open(target, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function round(seconds: number): number {
  return Math.round(seconds * 100) / 100;
}
