/**
 * The backup folder (BACKUP_DIR, default DATA_DIR/backups):
 *
 *   louvor-2025-03-01-030000.backup          daily and on-demand backups: the newest BACKUP_KEEP stay
 *   before-upgrade/louvor-…-….backup          safety points before migrations: the newest SAFETY_KEEP stay
 *   *.backup.partial                          a backup being written (or left by a killed process)
 *   .verify-<pid>-<hex>/                      the scratch cluster that checks a new backup
 *   .newest-good-backup                       marker: its mtime is the newest good backup's snapshot time
 */
import { randomBytes } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import { pathsFor, shutDownProcess, inspectRunningServer } from "../embedded-postgres";
import type { BackupKind } from "./backup-format";

export const SAFETY_FOLDER = "before-upgrade";
/** Safety points are rare (one per upgrade); the newest five cover several upgrades back. */
export const SAFETY_KEEP = 5;
const MARKER = ".newest-good-backup";
const REGULAR = /^louvor-\d{4}-\d{2}-\d{2}-\d{6}(-\d+)?\.backup$/;
const SAFETY = /^louvor-before-upgrade-\d{4}-\d{2}-\d{2}-\d{6}(-\d+)?\.backup$/;
const VERIFY_PREFIX = ".verify-";

/** The folder a backup of this kind goes to. */
export function folderFor(dir: string, kind: BackupKind): string {
  return kind === "before-upgrade" ? path.join(dir, SAFETY_FOLDER) : dir;
}

/** A name in local time that no file in the folder has yet (its .partial neither). */
export async function freshBackupPath(dir: string, kind: BackupKind, at: Date): Promise<string> {
  const folder = folderFor(dir, kind);
  const base = `louvor-${kind === "before-upgrade" ? "before-upgrade-" : ""}${localStamp(at)}`;
  for (let attempt = 1; ; attempt++) {
    const candidate = path.join(folder, `${base}${attempt === 1 ? "" : `-${attempt}`}.backup`);
    const taken = await Promise.all([candidate, `${candidate}.partial`].map((file) => fs.access(file).then(() => true, () => false)));
    if (!taken.includes(true)) return candidate;
  }
}

export function partialPathOf(file: string): string {
  return `${file}.partial`;
}

export function scratchClusterPath(dir: string): string {
  return path.join(dir, `${VERIFY_PREFIX}${process.pid}-${randomBytes(4).toString("hex")}`);
}

/** YYYY-MM-DD-HHMMSS in the server's local time: sorts by time, reads like one. */
export function localStamp(at: Date): string {
  const two = (value: number) => String(value).padStart(2, "0");
  return (
    `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}-` +
    `${two(at.getHours())}${two(at.getMinutes())}${two(at.getSeconds())}`
  );
}

/**
 * Deletes the oldest daily and on-demand backups beyond `keep`, and the oldest safety points
 * beyond SAFETY_KEEP; nothing else in the folder is touched. Returns the deleted files.
 */
export async function rotateBackups(dir: string, keep: number): Promise<string[]> {
  const deleted: string[] = [];
  for (const [folder, pattern, limit] of [
    [dir, REGULAR, keep],
    [path.join(dir, SAFETY_FOLDER), SAFETY, SAFETY_KEEP],
  ] as const) {
    const files = await listBackups(folder, pattern);
    for (const file of files.slice(limit)) {
      await fs.rm(file.path, { force: true });
      deleted.push(file.path);
    }
  }
  return deleted;
}

/** Complete backups of one folder, newest first (by the time in their name, then by mtime). */
async function listBackups(folder: string, pattern: RegExp): Promise<{ path: string; mtimeMs: number }[]> {
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  const files = await Promise.all(
    names
      .filter((name) => pattern.test(name))
      .map(async (name) => ({ path: path.join(folder, name), name, mtimeMs: (await fs.stat(path.join(folder, name))).mtimeMs })),
  );
  return files.sort((a, b) => b.name.localeCompare(a.name) || b.mtimeMs - a.mtimeMs);
}

/**
 * What a killed backup left: half-written files (never mistaken for backups: they end in
 * .partial) and scratch clusters, whose server is stopped if it still runs. Called while
 * holding the backup lock, so none of it belongs to a backup in progress.
 */
export async function removeLeftovers(dir: string, logger: Logger): Promise<void> {
  for (const folder of [dir, path.join(dir, SAFETY_FOLDER)]) {
    for (const name of await fs.readdir(folder).catch(() => [] as string[])) {
      const target = path.join(folder, name);
      if (name.endsWith(".backup.partial")) {
        await fs.rm(target, { force: true });
        logger.warn({ file: target }, "removed a half-written backup left by an interrupted backup");
      } else if (folder === dir && name.startsWith(VERIFY_PREFIX)) {
        await removeScratchCluster(target, logger);
      }
    }
  }
}

/** A scratch cluster's folder, after stopping its server if an interrupted backup left it running. */
export async function removeScratchCluster(target: string, logger: Logger): Promise<void> {
  const running = await inspectRunningServer(pathsFor(target)).catch(() => ({ kind: "none" as const }));
  if (running.kind !== "none") await shutDownProcess(running.postmasterPid, "PostgreSQL of an interrupted backup check", logger);
  await fs.rm(target, { recursive: true, force: true });
}

/** Records a good backup's snapshot time (the marker's mtime), unless a newer one is recorded. */
export async function recordGoodBackup(dir: string, file: string, createdAt: Date): Promise<void> {
  const marker = path.join(dir, MARKER);
  const current = await fs.stat(marker).then((stats) => stats.mtimeMs, () => -Infinity);
  if (current >= createdAt.getTime()) return;
  const temp = `${marker}.tmp-${process.pid}-${randomBytes(4).toString("hex")}`;
  await fs.writeFile(temp, `${JSON.stringify({ file, createdAt: createdAt.toISOString() })}\n`, { mode: 0o644 });
  await fs.utimes(temp, createdAt, createdAt);
  await fs.rename(temp, marker);
}

/** The newest good backup's snapshot time, from the marker's mtime (one stat). */
export async function newestGoodBackupTime(dir: string): Promise<Date | undefined> {
  return fs.stat(path.join(dir, MARKER)).then((stats) => stats.mtime, () => undefined);
}
