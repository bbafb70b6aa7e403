/**
 * How many HTTP workers the primary has replaced since it started (a worker that crashed or was
 * killed). Only the primary process counts; elsewhere it stays 0. For the metrics (issue 26):
 * read `workerRestarts.count` or subscribe with `onWorkerRestart`.
 */
export type WorkerRestart = { pid: number | undefined; code: number | null; signal: string | null };

type Listener = (restart: WorkerRestart, total: number) => void;

const listeners = new Set<Listener>();
let total = 0;

export const workerRestarts = {
  get count(): number {
    return total;
  },
};

/** Calls `listener` after each replaced worker; returns a function that unsubscribes. */
export function onWorkerRestart(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the primary when it replaces a dead worker. */
export function recordWorkerRestart(restart: WorkerRestart): void {
  total += 1;
  for (const listener of listeners) listener(restart, total);
}

/**
 * The wait before forking a replacement: none after a worker that had been serving, then doubling
 * from 100 ms up to 30 s while workers keep dying before they listen, so a broken worker cannot spin.
 */
export function restartDelayMs(failuresInARow: number): number {
  if (failuresInARow <= 0) return 0;
  return Math.min(100 * 2 ** (failuresInARow - 1), 30_000);
}
