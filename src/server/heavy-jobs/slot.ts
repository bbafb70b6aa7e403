import type { MiddlewareHandler } from "hono";
import type { Config } from "../config";
import type { Database } from "../db";
import { type AppEnv, AppError, errorResponse } from "../http";
import { createHeavyJobGate, HeavyJobsBusyError, type HeavyJobGate } from "./gate";

/** What a refused job answers (the admin UI shows it as it is). */
export const HEAVY_JOBS_BUSY_MESSAGE =
  "O servidor está ocupado com outras exportações ou importações. Tente novamente em alguns instantes.";

/** How long a job waits in the queue for a slot before it is refused. */
const MAX_WAIT_MS = 30_000;
/** A refusal's Retry-After, in seconds: about what a typical export or import takes. */
const RETRY_AFTER_SECONDS = 10;

/** The slots a pool of `poolSize` connections gives heavy jobs when HEAVY_JOBS_CONCURRENCY is not set. */
export const defaultHeavyJobSlots = (poolSize: number) => Math.max(1, Math.floor(poolSize / 4));

/** One gate per pool: the pool is what the slots share out, whichever module runs the job. */
const gates = new WeakMap<object, HeavyJobGate>();

/** The gate of `db`'s pool, made on first use from the configuration (docs/decisions/488). */
export function heavyJobGate({ db, config }: { db: Database; config: Pick<Config, "heavyJobs"> }): HeavyJobGate {
  const pool = db.$client;
  let gate = gates.get(pool);
  if (!gate) {
    const slots = config.heavyJobs.concurrency ?? defaultHeavyJobSlots(pool.options.max ?? 10);
    gate = createHeavyJobGate({ slots, queue: config.heavyJobs.queue ?? slots * 2, maxWaitMs: MAX_WAIT_MS, retryAfterSeconds: RETRY_AFTER_SECONDS });
    gates.set(pool, gate);
  }
  return gate;
}

/**
 * A route's handler runs as a heavy job: it takes a slot (or waits its turn) before it starts and
 * gives it back when the handler has returned its response, so a response that streams a file
 * already built holds no slot. A full queue or a long wait answers 503 with Retry-After, before
 * anything was done.
 */
export function heavyJobSlot(deps: { db: Database; config: Pick<Config, "heavyJobs"> }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const gate = heavyJobGate(deps);
    let release: () => void;
    try {
      release = await gate.acquire(c.req.raw.signal);
    } catch (error) {
      // The client went away while waiting: nobody reads the answer.
      if (c.req.raw.signal.aborted) return errorResponse(c, new AppError(503, "server_busy", HEAVY_JOBS_BUSY_MESSAGE));
      if (!(error instanceof HeavyJobsBusyError)) throw error;
      c.get("logger").warn({ reason: error.reason, running: gate.running, waiting: gate.waiting }, "heavy job refused: server busy");
      c.header("Retry-After", String(error.retryAfterSeconds));
      return errorResponse(c, new AppError(503, "server_busy", HEAVY_JOBS_BUSY_MESSAGE));
    }
    try {
      await next();
    } finally {
      release();
    }
  };
}
