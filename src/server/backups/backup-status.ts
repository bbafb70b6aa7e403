/**
 * The age of the newest good backup, for /api/health. Read from the marker's mtime (one stat),
 * at most once a second: the health check stays as cheap as it was.
 */
import { newestGoodBackupTime } from "./backup-files";

export type NewestBackup = { newestAt: string; ageHours: number };

export type BackupStatus = {
  /** null: no good backup yet, or backups are not ours (DATABASE_URL). Never throws. */
  newest(): Promise<NewestBackup | null>;
};

const CACHE_MS = 1_000;

export function backupStatus(dir: string, options: { now?: () => number } = {}): BackupStatus {
  const now = options.now ?? Date.now;
  let cached: { at: number; value: Date | undefined } | undefined;
  return {
    async newest() {
      const current = now();
      if (cached === undefined || current - cached.at >= CACHE_MS) {
        cached = { at: current, value: await newestGoodBackupTime(dir).catch(() => undefined) };
      }
      const newestAt = cached.value;
      if (newestAt === undefined) return null;
      return {
        newestAt: newestAt.toISOString(),
        ageHours: Math.max(0, Math.round(((current - newestAt.getTime()) / 3_600_000) * 10) / 10),
      };
    },
  };
}

/** With DATABASE_URL the server's own backups are the operator's: nothing to report. */
export const operatorBackups: BackupStatus = { newest: () => Promise.resolve(null) };
