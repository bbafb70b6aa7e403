import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";
import pg from "pg";
import type { Database } from "../db";
import type { AppEnv, PublicChurchScope } from "../http";
import type { Logger } from "../logger";
import { directoryVersion } from "./church-queries";
import { normalisedKey, resolveChurch } from "./keys";

/**
 * What every public request asks first: which church its URL names, at which content version
 * (and, for the directory, the version of all churches). The answer cache is keyed on it.
 *
 * `readChurchVersions` asks the database each time. `listenForChurchChanges` keeps the answers in
 * memory while it is sure to hear of every change (decision 370): a trigger on `churches`
 * notifies CHANNEL when a church's key, name, logo or content version changes (0011), a
 * dedicated connection LISTENs, and each notification forgets everything kept. A kept answer
 * then costs no round trip to the database, which on these machines is most of a cached page's
 * cost. Writes made by this process forget at once, before their response is sent (`forget`).
 */
export type ChurchVersions = {
  /** The church a public URL names (slug, or id), with its content version; null when none. */
  church(key: string): Promise<PublicChurchScope | null>;
  /** The version of the directory: every church's id and content version. */
  directory(): Promise<string>;
  /** Drops what is kept: called after this process has committed a write. */
  forget(): void;
  /** Stops listening (shutdown). */
  close(): Promise<void>;
  /** Whether answers are kept now (a listening connection proven to receive notifications). */
  readonly listening: boolean;
};

/** The channel the `churches` trigger notifies (migration 0011). */
export const CHURCH_CHANGES_CHANNEL = "louvor_church_changes";
/** A notification whose payload starts so is a delivery check, not a change. */
const PROBE_PREFIX = "probe:";
/** More keys than this and the memory is emptied (each church has two: its slug and its id). */
const MAX_KEPT_KEYS = 10_000;

/** Asks the database on every request. */
export function readChurchVersions(db: Database): ChurchVersions {
  return {
    church: (key) => resolveChurch(db, key),
    directory: () => directoryVersion(db),
    forget: () => undefined,
    close: async () => undefined,
    listening: false,
  };
}

export type ListenOptions = {
  /** How often the listening connection proves a notification still reaches it (ms). */
  probeEveryMs?: number;
  /** How long a probe may take before the connection is taken as lost (ms). */
  probeTimeoutMs?: number;
  /** The first wait before connecting again after a loss (ms); it doubles up to 30 s. */
  retryAfterMs?: number;
};

/**
 * Keeps churches and the directory version in memory while a LISTEN connection is proven to
 * receive notifications; before that, and from any doubt (an error, a closed connection, a probe
 * that did not arrive) until it is proven again, every request reads the database.
 */
export function listenForChurchChanges(db: Database, logger: Logger, options: ListenOptions = {}): ChurchVersions {
  const reads = readChurchVersions(db);
  const memory = keptVersions();
  const listener = listenOnOwnConnection(db, logger, options, memory);
  return {
    church: (key) => memory.church(key, reads.church),
    directory: () => memory.directory(reads.directory),
    forget: memory.forget,
    get listening() {
      return memory.listening;
    },
    close: () => listener.close(),
  };
}

/** What is kept, and whether it may be: the listener switches it on and off. */
function keptVersions() {
  const kept = new Map<string, PublicChurchScope>();
  let keptDirectory: string | undefined;
  /** Advanced by every forgetting: a read that began before it is not kept. */
  let generation = 0;
  let listening = false;

  function forget() {
    generation += 1;
    kept.clear();
    keptDirectory = undefined;
  }

  /** `read`'s answer, kept by `keep` only when no change was heard while it was read. */
  async function remembered<T>(read: () => Promise<T>, keep: (value: T) => void): Promise<T> {
    const began = generation;
    const value = await read();
    if (listening && generation === began) keep(value);
    return value;
  }

  return {
    forget,
    get listening() {
      return listening;
    },
    /** On: from now on answers are kept (whatever came before was not heard, so it is forgotten). Off: nothing is. */
    setListening(on: boolean) {
      forget();
      listening = on;
    },
    async church(key: string, read: (key: string) => Promise<PublicChurchScope | null>) {
      const normalised = normalisedKey(key);
      const known = listening && normalised !== null ? kept.get(normalised) : undefined;
      if (known) return known;
      return remembered(
        () => read(key),
        (church) => {
          if (!church || normalised === null) return;
          if (kept.size >= MAX_KEPT_KEYS) kept.clear();
          kept.set(normalised, church);
        },
      );
    },
    async directory(read: () => Promise<string>) {
      if (listening && keptDirectory !== undefined) return keptDirectory;
      return remembered(read, (version) => (keptDirectory = version));
    },
  };
}

/**
 * The dedicated connection: LISTENs, proves with a probe sent through the pool that notifications
 * reach it (at start and every `probeEveryMs`), forgets on every change, and from any doubt
 * switches keeping off, closes the connection and connects again (1 s, doubling up to 30 s).
 */
function listenOnOwnConnection(db: Database, logger: Logger, options: ListenOptions, memory: ReturnType<typeof keptVersions>) {
  const { probeEveryMs = 10_000, probeTimeoutMs = 5_000, retryAfterMs = 1_000 } = options;
  let closed = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let retryMs = retryAfterMs;
  const probes = new Map<string, () => void>();

  function schedule(run: () => void, ms: number) {
    clearTimeout(timer);
    if (closed) return;
    timer = setTimeout(run, ms);
    // Shutdown closes it; nothing else should keep the process alive for it.
    timer.unref();
  }

  function lost(connection: pg.Client, reason: unknown) {
    if (client !== connection) return;
    if (memory.listening) logger.warn({ err: reason }, "church changes: listening stopped; public pages read the database until it is back");
    memory.setListening(false);
    client = undefined;
    connection.end().catch(() => undefined);
    schedule(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, 30_000);
  }

  /**
   * Sends a notification through the pool and waits for it on the listening connection. The
   * deadline counts from the start, the wait for a pool connection included (a busy pool is a
   * doubt like any other), and both promises are awaited together from the start: a deadline that
   * passes while the send still waits for a connection is a handled failure (the connection is
   * taken as lost and made again), not an unhandled rejection that ends the process.
   */
  async function probe(): Promise<void> {
    const token = `${PROBE_PREFIX}${randomUUID()}`;
    let deadline: NodeJS.Timeout | undefined;
    const arrived = new Promise<void>((resolve, reject) => {
      deadline = setTimeout(() => reject(new Error(`no notification within ${probeTimeoutMs} ms (a pooler in transaction mode does not deliver them)`)), probeTimeoutMs);
      deadline.unref();
      probes.set(token, resolve);
    });
    const sent = db.$client.query("select pg_notify($1, $2)", [CHURCH_CHANGES_CHANNEL, token]);
    try {
      await Promise.all([sent, arrived]);
    } finally {
      clearTimeout(deadline);
      probes.delete(token);
    }
  }

  function probeRegularly(connection: pg.Client) {
    schedule(() => {
      probe().then(
        () => probeRegularly(connection),
        (error: unknown) => lost(connection, error),
      );
    }, probeEveryMs);
  }

  async function connect() {
    if (closed) return;
    const connection = new pg.Client({ ...db.$client.options, keepAlive: true });
    client = connection;
    connection.on("notification", (message) => {
      if (message.channel !== CHURCH_CHANGES_CHANNEL) return;
      const payload = message.payload ?? "";
      if (payload.startsWith(PROBE_PREFIX)) probes.get(payload)?.();
      else memory.forget();
    });
    connection.on("error", (error) => lost(connection, error));
    connection.on("end", () => lost(connection, new Error("listening connection closed")));
    try {
      await connection.connect();
      await connection.query(`listen ${CHURCH_CHANGES_CHANNEL}`);
      await probe();
      if (client !== connection || closed) return;
      memory.setListening(true);
      retryMs = retryAfterMs;
      probeRegularly(connection);
    } catch (error) {
      lost(connection, error);
    }
  }

  void connect();

  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      memory.setListening(false);
      const connection = client;
      client = undefined;
      // A connection that died silently must not hold a shutdown up.
      await Promise.race([connection?.end().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
    },
  };
}

/** After a write request of this process (the admin API) has run: what was kept is forgotten. */
export function forgetAfterWrites(versions: ChurchVersions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    try {
      await next();
    } finally {
      if (c.req.method !== "GET" && c.req.method !== "HEAD") versions.forget();
    }
  });
}
