import { AsyncLocalStorage } from "node:async_hooks";
import { setTimeout as delay } from "node:timers/promises";
import type pg from "pg";
import type { Config } from "../config";
import type { Logger } from "../logger";
import { createDatabase, type Database } from "./client";

/**
 * Where the public reads go (docs/decisions/477): a streaming replica when one is configured and
 * has caught up with what the primary promised, else the primary.
 *
 * `db` is the one database the public modules are built with. It sends each query to the server
 * that `run` chose for the read around it (an AsyncLocalStorage), and to the primary outside any
 * such read; so the query functions stay as they are, taking `(db, churchId, input)`.
 */
export type ReadDatabase = {
  readonly db: Database;
  /**
   * Runs `read` with `db` on the replica when `caughtUp(replica)` says it holds at least what the
   * caller is about to cache the answer under; otherwise polls it for a short while, then gives
   * up and runs `read` on the primary. A replica that does not answer sends reads to the primary.
   */
  run<T>(caughtUp: ReplicaCheck, read: () => Promise<T>): Promise<T>;
  /** The replica's replay lag in seconds (0 when it has replayed all it received); null without a replica or when it does not answer. */
  lagSeconds(): Promise<number | null>;
  /** The replica's pool (for /metrics' pool gauges); undefined without a replica. */
  readonly replicaPool: pg.Pool | undefined;
  /** Closes the replica's pool (shutdown); the primary's belongs to its owner. */
  close(): Promise<void>;
};

/** Whether the replica holds what a read needs (`holds`), and a name for that need (`key`: a church's id and version). */
export type ReplicaCheck = { key: string; holds: (replica: Database) => Promise<boolean> };

/** More needs than this found behind at once and they are forgotten (each then waits once more). */
const MAX_BEHIND_KEYS = 10_000;

/** No replica: every read on the primary, at no cost. */
export function primaryReads(primary: Database): ReadDatabase {
  return {
    db: primary,
    replicaPool: undefined,
    run: (_caughtUp, read) => read(),
    lagSeconds: async () => null,
    close: async () => undefined,
  };
}

/** What main.ts opens: the replica of DATABASE_REPLICA_URL, with the primary's statement timeout, or none. */
export function openReadDatabase(config: Config, primary: Database, logger: Logger): ReadDatabase {
  if (!config.databaseReplicaUrl) return primaryReads(primary);
  logger.info("public reads go to the read replica (DATABASE_REPLICA_URL)");
  return createReplicaReads({ primary, url: config.databaseReplicaUrl, logger, statementTimeoutMs: config.databaseTimeouts.statementMs });
}

export type ReplicaOptions = {
  primary: Database;
  /** DATABASE_REPLICA_URL. */
  url: string;
  logger: Logger;
  /** How long a read waits for a replica behind the primary before it goes to the primary (ms). */
  waitMs?: number;
  /** How often it asks the replica meanwhile (ms). */
  pollMs?: number;
  /** After the replica failed to answer, how long reads go straight to the primary before asking it again (ms). */
  retryMs?: number;
  /** Getting a connection to the replica may take this long before it counts as down (ms). */
  connectTimeoutMs?: number;
  max?: number;
  statementTimeoutMs?: number;
};

export function createReplicaReads(options: ReplicaOptions): ReadDatabase {
  const { primary, logger, waitMs = 300, pollMs = 15, retryMs = 1_000, connectTimeoutMs = 1_000 } = options;
  const replica = createDatabase(options.url, {
    max: options.max ?? 10,
    connectionTimeoutMs: connectTimeoutMs,
    applicationName: "louvor-replica",
    statementTimeoutMs: options.statementTimeoutMs,
    onIdleError: (error) => down(error),
  });
  const chosen = new AsyncLocalStorage<Database>();
  const health = { down: false, skipUntil: 0 };
  /** The needs the replica was found behind for: their reads look once and go to the primary at once. */
  const behindFor = new Set<string>();

  function down(error: unknown) {
    // Once per outage: every read until it answers again goes to the primary without a word.
    if (!health.down) logger.warn({ err: error }, "read replica does not answer: public reads go to the primary until it does");
    health.down = true;
    health.skipUntil = Date.now() + retryMs;
  }

  function answered(key: string, caughtUp: boolean) {
    if (health.down) logger.info("read replica answers again: public reads go to it");
    health.down = false;
    if (caughtUp && behindFor.delete(key) && behindFor.size === 0) logger.info("read replica caught up: public reads go to it again");
  }

  function behind(key: string) {
    if (behindFor.size === 0) logger.warn({ waitedMs: waitMs }, "read replica is behind the primary: public reads of newer content go to the primary");
    if (behindFor.size >= MAX_BEHIND_KEYS) behindFor.clear();
    behindFor.add(key);
  }

  /** The replica when it holds what the read needs, in time; else the primary. */
  async function choose({ key, holds }: ReplicaCheck): Promise<Database> {
    if (health.down && Date.now() < health.skipUntil) return primary;
    // Already waited for in vain: one look, no wait (a lagging replica costs one query per read, not waitMs).
    const deadline = performance.now() + (behindFor.has(key) ? 0 : waitMs);
    try {
      for (;;) {
        const ok = await holds(replica);
        answered(key, ok);
        if (ok) return replica;
        if (performance.now() + pollMs > deadline) {
          behind(key);
          return primary;
        }
        await delay(pollMs);
      }
    } catch (error) {
      down(error);
      return primary;
    }
  }

  return {
    db: routedDatabase(primary, chosen),
    replicaPool: replica.$client,
    async run(caughtUp, read) {
      const target = await choose(caughtUp);
      // Inside another read's choice (a rendered page's in-process API request), this one's holds.
      return target === primary && chosen.getStore() === undefined ? read() : chosen.run(target, read);
    },
    async lagSeconds() {
      try {
        const { rows } = await replica.$client.query<{ lag: number | null }>(REPLAY_LAG);
        return rows[0]?.lag ?? null;
      } catch {
        return null;
      }
    },
    close: () => replica.$client.end(),
  };
}

/**
 * Seconds since the last transaction the replica replayed was committed on the primary, or 0 when
 * it has replayed everything it received (an idle primary sends nothing: its age is not lag).
 */
const REPLAY_LAG = `select case
    when not pg_is_in_recovery() then 0
    when pg_last_wal_receive_lsn() is not distinct from pg_last_wal_replay_lsn() then 0
    else greatest(0, extract(epoch from now() - pg_last_xact_replay_timestamp()))
  end::float8 as lag`;

/** A Database whose every use goes to the one `chosen` holds for the current read, or the primary. */
function routedDatabase(primary: Database, chosen: AsyncLocalStorage<Database>): Database {
  return new Proxy(primary, {
    get(_target, property) {
      const db = chosen.getStore() ?? primary;
      const value: unknown = Reflect.get(db, property, db);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(db) : value;
    },
  });
}
