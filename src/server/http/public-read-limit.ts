import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { clientAddress } from "./client-address";
import { AppError, errorResponse } from "./errors";

export const publicReadMessages = {
  tooMany: "Muitas solicitações em pouco tempo. Aguarde um minuto e tente novamente.",
  busy: "O servidor está ocupado. Tente novamente em instantes.",
} as const;

const WINDOW_MS = 60_000;

type Window = { start: number; current: number; previous: number };

/**
 * Public reads per client address, in this process (docs/decisions/197): a sliding window of one
 * minute, estimated from the current and the previous fixed minute (the previous one weighted by
 * how much of it still lies inside the window), so a burst at a minute's edge cannot pass twice
 * the limit. Two numbers per address; addresses silent for two minutes are forgotten on the next
 * sweep (at most one per minute, on a request: no timer to clean up).
 *
 * In process on purpose: it protects this process's pool, and a database write per public read
 * would cost more than the read it guards.
 */
export function createPublicReadLimit(options: { perMinute: number; trustProxy: boolean; now?: () => number }) {
  const now = options.now ?? Date.now;
  const windows = new Map<string, Window>();
  let lastSweep = now();

  function sweep(at: number) {
    if (at - lastSweep < WINDOW_MS) return;
    lastSweep = at;
    for (const [address, window] of windows) if (at - window.start >= 2 * WINDOW_MS) windows.delete(address);
  }

  /** Counts one read of `address`; the seconds to wait when it is over the limit, else 0. */
  function take(address: string): number {
    const at = now();
    sweep(at);
    const minuteStart = at - (at % WINDOW_MS);
    let window = windows.get(address);
    if (!window) {
      window = { start: minuteStart, current: 0, previous: 0 };
      windows.set(address, window);
    } else if (window.start !== minuteStart) {
      window.previous = minuteStart - window.start === WINDOW_MS ? window.current : 0;
      window.current = 0;
      window.start = minuteStart;
    }
    const previousWeight = 1 - (at - minuteStart) / WINDOW_MS;
    const estimate = window.previous * previousWeight + window.current;
    if (estimate >= options.perMinute) {
      // Refused reads do not count: a client that waits as told gets through.
      return Math.max(1, Math.ceil((minuteStart + WINDOW_MS - at) / 1000));
    }
    window.current += 1;
    return 0;
  }

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const wait = take(clientAddress(c, options.trustProxy));
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      return errorResponse(c, new AppError(429, "too_many_requests", publicReadMessages.tooMany));
    }
    return next();
  };
  return { middleware, trackedAddresses: () => windows.size };
}

/**
 * At most `concurrency` public searches run at once; the others wait their turn without holding a
 * pool connection, so a burst of searches cannot take every connection from the rest of the app
 * (a health check, a sign-in, a save). Beyond `queueLimit` waiting searches the answer is 503.
 */
export function createSearchGate(options: { concurrency: number; queueLimit?: number }) {
  const queueLimit = options.queueLimit ?? 200;
  let running = 0;
  const waiting: (() => void)[] = [];

  function release() {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method !== "GET" || !c.req.query("search")) return next();
    if (running >= options.concurrency) {
      if (waiting.length >= queueLimit) {
        c.header("Retry-After", "1");
        return errorResponse(c, new AppError(503, "server_busy", publicReadMessages.busy));
      }
      // The slot passes straight from the search that ends to this one.
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    try {
      await next();
    } finally {
      release();
    }
  };
  return { middleware, running: () => running, waiting: () => waiting.length };
}
