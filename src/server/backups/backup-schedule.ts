/**
 * The daily backup, in the process that owns the embedded server: a timer to the next
 * BACKUP_TIME in the server's local time, unref'd (it never keeps the process alive), and a
 * backup that never reaches request serving (its failure is logged, and the next day's runs).
 */
import type { Logger } from "pino";

export type TimeOfDay = { hour: number; minute: number };

/** The first moment strictly after `now` whose local time is `at` (a day with a DST jump included). */
export function nextBackupAt(now: Date, at: TimeOfDay): Date {
  const candidate = new Date(now.getFullYear(), now.getMonth(), now.getDate(), at.hour, at.minute, 0, 0);
  if (candidate.getTime() > now.getTime()) return candidate;
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, at.hour, at.minute, 0, 0);
}

export type BackupSchedule = {
  /** When the next backup starts. */
  readonly nextAt: Date | undefined;
  /** No further backups; a backup in progress is interrupted, and awaited. */
  stop(): Promise<void>;
};

export function startBackupSchedule(options: {
  at: TimeOfDay;
  run: (signal: AbortSignal) => Promise<unknown>;
  logger: Logger;
  now?: () => Date;
}): BackupSchedule {
  const { at, run, logger, now = () => new Date() } = options;
  const stopped = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let nextAt: Date | undefined;
  let inProgress: Promise<void> | undefined;

  const schedule = (after: Date) => {
    if (stopped.signal.aborted) return;
    // Never the same minute twice, even if a timer fires a little early.
    const current = now();
    nextAt = nextBackupAt(current.getTime() > after.getTime() ? current : after, at);
    timer = setTimeout(fire, Math.max(0, nextAt.getTime() - now().getTime()));
    timer.unref();
  };
  const fire = () => {
    const planned = nextAt ?? now();
    inProgress = run(stopped.signal)
      .then(
        () => undefined,
        // createBackup has logged why; the app keeps serving and tries again tomorrow.
        () => undefined,
      )
      .finally(() => {
        inProgress = undefined;
        schedule(planned);
      });
  };

  schedule(now());
  logger.info({ nextAt: nextAt?.toISOString() }, "daily backups scheduled");
  return {
    get nextAt() {
      return nextAt;
    },
    async stop() {
      stopped.abort();
      clearTimeout(timer);
      await inProgress;
    },
  };
}
