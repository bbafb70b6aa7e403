import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { clientAddress } from "./client-address";
import type { Database } from "../db";
import type { Logger } from "../logger";
import { AppError, errorResponse } from "./errors";
import { addReadCounts, deleteReadCountsBefore, withCountsConnection, type ReadCountDelta, type ReadCountTotal } from "./public-read-counts";

export const publicReadMessages = {
  tooMany: "Muitas solicitações em pouco tempo. Aguarde um minuto e tente novamente.",
  busy: "O servidor está ocupado. Tente novamente em instantes.",
} as const;

const WINDOW_MS = 60_000;
/** How often a process adds its counts to the shared ones, while it has reads to add. */
const FLUSH_EVERY_MS = 250;

/** What is known of one address: reads in its current and previous minute, over all processes as of the last flush, plus this process's since. */
type Window = { start: number; current: number; previous: number };

export type PublicReadLimitOptions = {
  perMinute: number;
  trustProxy: boolean;
  now?: () => number;
  /**
   * Counts together with every process on this database (decision 469); in this process only
   * when omitted (decision 197).
   */
  shared?: { db: Database; logger: Logger; flushEveryMs?: number };
};

/**
 * Public reads per client address (docs/decisions/197, 469): a sliding window of one minute,
 * estimated from the current and the previous fixed minute (the previous one weighted by how much
 * of it still lies inside the window), so a burst at a minute's edge cannot pass twice the limit.
 *
 * Each read is decided in memory, without waiting for the database: a round trip per public
 * read would cost more than the read it guards. With `shared`, the reads counted here go to
 * PostgreSQL in batches (one statement for all addresses every `flushEveryMs`, only while there
 * are reads), and the answer brings back each address's totals over every process. So an address
 * reads at most the limit plus what each process lets through in one flush interval before it has
 * heard of the others. A database that does not answer leaves the limit to this process's own
 * counts (logged once), never a failed read.
 *
 * Addresses silent for two minutes are forgotten on the next sweep (at most one per minute, on a
 * request); the table forgets minutes no window reaches, from the flushes, once a minute.
 */
export function createPublicReadLimit(options: PublicReadLimitOptions) {
  const now = options.now ?? Date.now;
  const windows = new Map<string, Window>();
  let lastSweep = now();
  const shared = options.shared ? sharedCounts(options.shared, windows, now) : undefined;

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
      // Refused reads do not count: a client that waits as told gets through. The address is
      // still asked about on the next flush, so that it learns when the others' reads age.
      shared?.touch(address, minuteStart, 0);
      return Math.max(1, Math.ceil((minuteStart + WINDOW_MS - at) / 1000));
    }
    window.current += 1;
    shared?.touch(address, minuteStart, 1);
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
  return {
    middleware,
    trackedAddresses: () => windows.size,
    /** Adds the reads counted here to the shared counts and learns the totals now (tests; the timer does it otherwise). */
    flush: async () => shared?.flush(),
    /** Stops the timer after a last flush (shutdown). */
    close: async () => shared?.close(),
  };
}

/** The batches between this process's windows and the table. */
function sharedCounts(options: NonNullable<PublicReadLimitOptions["shared"]>, windows: Map<string, Window>, now: () => number) {
  const { db, logger } = options;
  const flushEveryMs = options.flushEveryMs ?? FLUSH_EVERY_MS;
  /** Reads counted since the last batch was taken, by address and minute. */
  let unsent = new Map<string, ReadCountDelta>();
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let failing = false;
  let closed = false;
  let lastCleanup = -Infinity;

  const keyOf = (address: string, minuteStart: number) => `${minuteStart} ${address}`;

  function touch(address: string, minuteStart: number, reads: number) {
    const key = keyOf(address, minuteStart);
    const delta = unsent.get(key);
    if (delta) delta.delta += reads;
    else unsent.set(key, { address, minuteStart, delta: reads });
    schedule();
  }

  function schedule() {
    if (timer || closed || unsent.size === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, flushEveryMs);
    // Pending counts never keep a process alive.
    timer.unref();
  }

  async function flush(): Promise<void> {
    while (inFlight) await inFlight;
    inFlight = send().finally(() => {
      inFlight = undefined;
      schedule();
    });
    return inFlight;
  }

  async function send() {
    if (unsent.size === 0) return;
    const at = now();
    const minuteStart = at - (at % WINDOW_MS);
    const batch = unsent;
    unsent = new Map();
    try {
      const cleanup = at - lastCleanup >= WINDOW_MS;
      const totals = await withCountsConnection(db, async (client) => {
        const added = await addReadCounts(client, [...batch.values()], minuteStart - WINDOW_MS);
        // The counts are in; a failed clean-up is tried again on the next flush, never counted twice.
        if (cleanup) await deleteReadCountsBefore(client, minuteStart - WINDOW_MS).catch(() => (lastCleanup = -Infinity));
        return added;
      });
      if (cleanup) lastCleanup = at;
      for (const total of totals) learn(total);
      if (failing) logger.info("public-read counts are shared again");
      failing = false;
    } catch (error) {
      // Fail open: the reads go on, limited by this process's counts, and are sent once the database answers.
      if (!failing) logger.warn({ err: error }, "public-read counts could not be shared; counting in this process meanwhile");
      failing = true;
      for (const delta of batch.values()) {
        if (delta.minuteStart < minuteStart - WINDOW_MS) continue; // no window reaches it any more
        const key = keyOf(delta.address, delta.minuteStart);
        const newer = unsent.get(key);
        if (newer) newer.delta += delta.delta;
        else unsent.set(key, delta);
      }
    }
  }

  /** One address's total of one minute over every process, plus what was counted here since the batch left. */
  function learn(total: ReadCountTotal) {
    const window = windows.get(total.address);
    if (!window) return;
    const since = unsent.get(keyOf(total.address, total.minuteStart))?.delta ?? 0;
    if (total.minuteStart === window.start) window.current = total.count + since;
    else if (total.minuteStart === window.start - WINDOW_MS) window.previous = total.count + since;
  }

  async function close() {
    closed = true;
    clearTimeout(timer);
    timer = undefined;
    await flush();
  }

  return { touch, flush, close };
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
