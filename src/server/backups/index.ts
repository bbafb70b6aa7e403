/**
 * Backups of the embedded database (docs/decisions/390-392): a logical export in one snapshot,
 * proven by restoring it into a scratch cluster, kept and rotated in BACKUP_DIR; restore builds
 * a new cluster beside the old one and swaps it in.
 *
 *   create-backup.ts     createBackup: lock, export to .partial, verify, rename, rotate, log
 *   export-snapshot.ts   the REPEATABLE READ snapshot of every table, as the file's lines
 *   backup-format.ts     the file: header, rows, trailer; reading it with every check
 *   load-backup.ts       a backup into a new cluster: migrations to its level, data, sequences, counts
 *   restore-backup.ts    restoreBackup: refuse while running, build beside, move the old aside
 *   backup-files.ts      names, rotation, leftovers of killed backups, the newest-good marker
 *   backup-lock.ts       one backup at a time (an advisory lock)
 *   backup-schedule.ts   the daily timer
 *   backup-status.ts     the newest good backup's age for /api/health
 *   backup-source.ts     the superuser URL of the app's database
 */
export { BackupError } from "./backup-error";
export { SAFETY_FOLDER } from "./backup-files";
export { backupSourceOf, type BackupSource } from "./backup-source";
export { backupStatus, operatorBackups, type BackupStatus, type NewestBackup } from "./backup-status";
export { nextBackupAt, startBackupSchedule, type BackupSchedule } from "./backup-schedule";
export { createBackup, type BackupResult, type CreateBackupOptions } from "./create-backup";
export { restoreBackup, type RestoreResult } from "./restore-backup";
export { recordGoodBackup } from "./backup-files";
