/** Raised when a heavy job can neither start nor wait its turn: the request answers 503 with Retry-After. */
export class HeavyJobsBusyError extends Error {
  constructor(
    readonly reason: "queue_full" | "waited_too_long",
    /** A fair guess, in seconds, of when a slot may be free (the Retry-After header). */
    readonly retryAfterSeconds: number,
  ) {
    super(reason === "queue_full" ? "every heavy-job slot is taken and the queue is full" : "waited too long for a heavy-job slot");
  }
}

export type HeavyJobGateOptions = {
  /** Jobs that run at once (each holds at most one pool connection at a time). */
  slots: number;
  /** Jobs that may wait for a slot; one more is refused at once. */
  queue: number;
  /** How long a job may wait in the queue before it is refused (ms). */
  maxWaitMs: number;
  /** The Retry-After of a refusal, in seconds. */
  retryAfterSeconds: number;
};

export type HeavyJobGate = {
  /**
   * A slot, now or after a wait in the queue; call the returned function once when the job is
   * done. Rejects with HeavyJobsBusyError when the queue is full or the wait runs past `maxWaitMs`,
   * and with the signal's reason when `signal` aborts while waiting (the client went away).
   */
  acquire(signal?: AbortSignal): Promise<() => void>;
  /** Jobs running now, and waiting. */
  readonly running: number;
  readonly waiting: number;
  readonly options: HeavyJobGateOptions;
};

type Waiter = { grant(): void };

/** N slots and a short first-come queue; a slot passes straight from a job that ends to the next waiting one. */
export function createHeavyJobGate(options: HeavyJobGateOptions): HeavyJobGate {
  let running = 0;
  const waiting: Waiter[] = [];

  const releaser = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = waiting.shift();
      if (next) next.grant();
      else running -= 1;
    };
  };

  return {
    options,
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    acquire(signal) {
      if (signal?.aborted) return Promise.reject(signal.reason as Error);
      if (running < options.slots) {
        running += 1;
        return Promise.resolve(releaser());
      }
      if (waiting.length >= options.queue) return Promise.reject(new HeavyJobsBusyError("queue_full", options.retryAfterSeconds));
      return new Promise((resolve, reject) => {
        const leave = () => {
          const index = waiting.indexOf(waiter);
          if (index >= 0) waiting.splice(index, 1);
          clearTimeout(timer);
          signal?.removeEventListener("abort", aborted);
        };
        const waiter: Waiter = {
          grant: () => {
            leave();
            resolve(releaser());
          },
        };
        const aborted = () => {
          leave();
          reject(signal?.reason as Error);
        };
        const timer = setTimeout(() => {
          leave();
          reject(new HeavyJobsBusyError("waited_too_long", options.retryAfterSeconds));
        }, options.maxWaitMs);
        timer.unref();
        signal?.addEventListener("abort", aborted, { once: true });
        waiting.push(waiter);
      });
    },
  };
}
