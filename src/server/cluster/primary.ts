import cluster, { type Worker } from "node:cluster";
import type { Logger } from "../logger";
import { SHUTDOWN_GRACE_MS } from "./http-server";
import { isClusterMessage, workerEnvironmentVariables, type WorkerEnvironment } from "./worker";
import { recordWorkerRestart, restartDelayMs } from "./worker-restarts";

/** A worker that dies sooner than this after its fork counts as failing to start (back-off). */
const HEALTHY_AFTER_MS = 5_000;

export type Workers = {
  /** Asks every worker to drain and resolves when all have exited (killed past the grace time). */
  stop(): Promise<void>;
  readonly pids: number[];
};

/**
 * The primary's side of node:cluster (docs/decisions/465): forks `count` HTTP workers running
 * `entry` (main.ts), which share the one port; replaces a worker that dies, with a back-off while
 * they keep dying at start; `onFirstListening` once the port is served; `onFatal` when a worker
 * cannot listen at all (the port is taken), which no restart would cure.
 */
export function startWorkers(options: {
  count: number;
  entry: string;
  environment: WorkerEnvironment;
  drainDelayMs: number;
  logger: Logger;
  onFirstListening(port: number): void;
  onFatal(message: string): void;
}): Workers {
  const { logger } = options;
  cluster.setupPrimary({ exec: options.entry });
  const startedAt = new Map<number, { at: number; listened: boolean }>();
  const pending = new Set<NodeJS.Timeout>();
  let failuresInARow = 0;
  let stopping = false;
  let fatal = false;
  let served = false;
  let everyWorkerExited = () => undefined as void;
  const allExited = new Promise<void>((resolve) => (everyWorkerExited = resolve));

  const fork = () => {
    const worker = cluster.fork(workerEnvironmentVariables(options.environment));
    startedAt.set(worker.id, { at: Date.now(), listened: false });
    worker.on("message", (message: unknown) => {
      if (!isClusterMessage(message) || message.louvor !== "fatal" || fatal || stopping) return;
      fatal = true;
      options.onFatal(message.message);
    });
  };

  cluster.on("listening", (worker, address) => {
    const state = startedAt.get(worker.id);
    if (state) state.listened = true;
    logger.debug({ pid: worker.process.pid }, "HTTP worker listening");
    if (!served) {
      served = true;
      options.onFirstListening(address.port);
    }
  });

  cluster.on("exit", (worker: Worker, code, signal) => {
    const state = startedAt.get(worker.id);
    startedAt.delete(worker.id);
    if (stopping || fatal) {
      if (startedAt.size === 0) everyWorkerExited();
      return;
    }
    const failedAtStart = !state?.listened || Date.now() - state.at < HEALTHY_AFTER_MS;
    failuresInARow = failedAtStart ? failuresInARow + 1 : 0;
    const delayMs = restartDelayMs(failuresInARow);
    recordWorkerRestart({ pid: worker.process.pid, code, signal });
    logger.error({ pid: worker.process.pid, code, signal, delayMs }, "HTTP worker exited unexpectedly; starting another");
    const timer = setTimeout(() => {
      pending.delete(timer);
      if (!stopping && !fatal) fork();
    }, delayMs);
    pending.add(timer);
  });

  for (let index = 0; index < options.count; index++) fork();

  return {
    get pids() {
      return Object.values(cluster.workers ?? {}).flatMap((worker) => (worker?.process.pid ? [worker.process.pid] : []));
    },
    async stop() {
      stopping = true;
      for (const timer of pending) clearTimeout(timer);
      const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
      if (workers.length === 0 || startedAt.size === 0) return;
      // A signal, not a message: a worker still loading its modules has no message listener yet
      // (the message would be lost) and, owning nothing, may simply die of it; one that is up drains.
      for (const worker of workers) if (!worker.isDead()) worker.process.kill("SIGTERM");
      // A worker that hangs past its drain and grace time is killed; the database stops after it.
      const force = setTimeout(() => {
        for (const worker of workers) if (!worker.isDead()) worker.process.kill("SIGKILL");
      }, options.drainDelayMs + SHUTDOWN_GRACE_MS + 5_000);
      await allExited;
      clearTimeout(force);
    },
  };
}
