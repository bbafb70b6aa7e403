import type pg from "pg";
import { Counter, Gauge, type Registry } from "prom-client";
import type { BackupStatus } from "../backups";
import { mailBacklog, type MailBacklog } from "../mail-queue";
import type { Logger } from "../logger";

/**
 * Figures read when Prometheus scrapes, not kept up to date by the requests. Across workers
 * (decision 474): what each process owns is summed (its pool, its answer caches); what the whole
 * database or folder holds (the mail queue, the newest backup, the replica's lag) is read by every
 * worker alike, so it is their maximum, never their sum.
 */

/** A scrape never waits longer than this on the database for the mail queue (an exhausted pool must not hang it). */
const SCRAPE_QUERY_MS = 2_000;

export type PoolName = "primary" | "replica";

export function poolGauges(registry: Registry) {
  const pools = new Map<PoolName, pg.Pool>();
  const connections = new Gauge({
    name: "louvor_db_pool_connections",
    help: "Connections of this app's PostgreSQL pools, by pool and state (in_use, idle).",
    labelNames: ["pool", "state"],
    registers: [registry],
    aggregator: "sum",
    collect() {
      for (const [pool, { totalCount, idleCount }] of pools) {
        this.set({ pool, state: "in_use" }, totalCount - idleCount);
        this.set({ pool, state: "idle" }, idleCount);
      }
    },
  });
  const waiting = new Gauge({
    name: "louvor_db_pool_waiting_clients",
    help: "Queries waiting for a free connection of this app's PostgreSQL pools, by pool.",
    labelNames: ["pool"],
    registers: [registry],
    aggregator: "sum",
    collect() {
      for (const [pool, { waitingCount }] of pools) this.set({ pool }, waitingCount);
    },
  });
  void connections;
  void waiting;
  return { add: (name: PoolName, pool: pg.Pool) => pools.set(name, pool) };
}

export function mailQueueGauges(registry: Registry, pool: pg.Pool, logger: Logger) {
  // Both gauges are collected side by side at a scrape: they share its one statement.
  let reading: Promise<MailBacklog | undefined> | undefined;
  const backlog = () =>
    (reading ??= withinScrape(mailBacklog(pool))
      .catch((error: unknown) => {
        logger.warn({ err: error }, "metrics: the mail queue could not be read");
        return undefined;
      })
      .finally(() => (reading = undefined)));

  new Gauge({
    name: "louvor_mail_queue_pending",
    help: "Mails waiting to be sent (neither sent nor given up), in the whole database.",
    registers: [registry],
    aggregator: "max",
    async collect() {
      present(this, (await backlog())?.pending);
    },
  });
  new Gauge({
    name: "louvor_mail_queue_oldest_pending_age_seconds",
    help: "Age of the oldest mail waiting to be sent (0: none waits).",
    registers: [registry],
    aggregator: "max",
    async collect() {
      present(this, (await backlog())?.oldestAgeSeconds);
    },
  });
}

/** Absent until a good backup exists; not registered when backups are the operator's (DATABASE_URL). */
export function backupAgeGauge(registry: Registry, backups: BackupStatus, now: () => number = Date.now) {
  new Gauge({
    name: "louvor_backup_newest_age_seconds",
    help: "Age of the newest good (restored and checked) backup of the embedded database.",
    registers: [registry],
    aggregator: "min",
    async collect() {
      const newest = await backups.newest();
      present(this, newest ? Math.max(0, (now() - Date.parse(newest.newestAt)) / 1000) : undefined);
    },
  });
}

/** The replica's lag in seconds, from whoever knows it; undefined: unknown (the replica does not answer). */
export type ReplicaLagSource = () => Promise<number | undefined>;

export function replicaLagGauges(registry: Registry, logger: Logger) {
  let source: ReplicaLagSource | undefined;
  let reading: Promise<number | undefined> | undefined;
  const lag = () =>
    (reading ??= withinScrape(source ? source() : Promise.resolve(undefined))
      .catch((error: unknown) => {
        logger.warn({ err: error }, "metrics: the replica's lag could not be read");
        return undefined;
      })
      .finally(() => (reading = undefined)));

  new Gauge({
    name: "louvor_replica_lag_seconds",
    help: "How far the read replica's replay is behind the primary, in seconds (absent when unknown).",
    registers: [registry],
    aggregator: "max",
    async collect() {
      present(this, source ? await lag() : undefined);
    },
  });
  new Gauge({
    name: "louvor_replica_up",
    help: "1 when the read replica answered its lag at this scrape, 0 when it did not (absent without a replica).",
    registers: [registry],
    aggregator: "min",
    async collect() {
      present(this, source ? ((await lag()) === undefined ? 0 : 1) : undefined);
    },
  });
  return { setSource: (next: ReplicaLagSource) => (source = next) };
}

export function workerRestartsCounter(registry: Registry) {
  return new Counter({
    name: "louvor_worker_restarts_total",
    help: "HTTP worker processes replaced after they died (WEB_CONCURRENCY > 1).",
    registers: [registry],
    aggregator: "sum",
  });
}

/** A labelless gauge with this value, or with no sample at all (not a misleading 0). */
function present(gauge: Gauge, value: number | undefined) {
  if (value === undefined || !Number.isFinite(value)) gauge.remove();
  else gauge.set(value);
}

function withinScrape<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${SCRAPE_QUERY_MS} ms`)), SCRAPE_QUERY_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
