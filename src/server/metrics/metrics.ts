import cluster from "node:cluster";
import type pg from "pg";
import { collectDefaultMetrics, Counter, Registry } from "prom-client";
import type { BackupStatus } from "../backups";
import type { Logger } from "../logger";
import { askPrimaryForMetrics, answerPrimaryCollections, type AskPrimaryOptions } from "./cluster-worker";
import {
  backupAgeGauge,
  mailQueueGauges,
  poolGauges,
  replicaLagGauges,
  workerRestartsCounter,
  type PoolName,
  type ReplicaLagSource,
} from "./collected-gauges";
import { withCanonicalNaN } from "./exposition-text";
import { httpMetrics } from "./http-metrics";

/** What /metrics reads of an answer cache: its running hit and miss counts. */
export type CountedCache = { readonly counts: { hits: number; misses: number } };

export type MetricsOptions = {
  /** The app's pool (the database's primary server): its connections, and the mail queue's one query. */
  pool: pg.Pool;
  logger: Logger;
  /** The newest good backup, as /api/health reads it; omit when backups are the operator's (DATABASE_URL). */
  backups?: BackupStatus;
  /**
   * A node:cluster worker answers a scrape with every worker's figures, asked of the primary
   * (which must call `setupPrimaryMetrics()`); default: whether this process is a worker.
   */
  clusterWorker?: boolean;
  /** The process's CPU, memory, event loop and GC figures (prom-client's defaults); on by default. */
  processMetrics?: boolean;
  /** How long a worker waits for the primary's answer. */
  primary?: AskPrimaryOptions;
};

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * This process's figures for `GET /metrics` (decision 473), all prefixed `louvor_`. Made once per
 * process (main.ts, or createApp when METRICS_TOKEN is set and none is given).
 */
export function createMetrics({ pool, logger, backups, clusterWorker = cluster.isWorker, processMetrics = true, primary }: MetricsOptions) {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry, prefix: "louvor_" });
  const http = httpMetrics(registry);
  const pools = poolGauges(registry);
  pools.add("primary", pool);
  mailQueueGauges(registry, pool, logger);
  if (backups) backupAgeGauge(registry, backups);
  const replica = replicaLagGauges(registry, logger);
  const restarts = workerRestartsCounter(registry);
  const caches = answerCacheCounters(registry);

  if (clusterWorker) answerPrimaryCollections(registry, logger);

  return {
    registry,
    contentType: registry.contentType,
    /** The requests' middleware, first in the app's chain. */
    http,
    /** Counts an answer cache's hits and misses under `cache="<name>"` (read at a scrape). */
    watchAnswerCache: (name: "api" | "page", cache: CountedCache) => caches.watch(name, cache),
    /** Another pool of this process, e.g. the read replica's (DATABASE_REPLICA_URL). */
    addPool: (name: PoolName, other: pg.Pool) => pools.add(name, other),
    /** Where `louvor_replica_lag_seconds` comes from: read at every scrape, within 2 s. */
    setReplicaLagSource: (source: ReplicaLagSource) => replica.setSource(source),
    /** For a process that replaces dead workers itself (the cluster's primary counts in its own registry). */
    countWorkerRestart: () => restarts.inc(),
    /** The scrape's text: this process's registry, or in a cluster worker every worker's, through the primary. */
    exposition: clusterWorker ? askPrimaryForMetrics(primary) : async () => withCanonicalNaN(await registry.metrics()),
  };
}

function answerCacheCounters(registry: Registry) {
  const caches = new Map<string, CountedCache>();
  const read = (counter: Counter, which: "hits" | "misses") => {
    counter.reset();
    for (const [cache, { counts }] of caches) counter.inc({ cache }, counts[which]);
  };
  new Counter({
    name: "louvor_answer_cache_hits_total",
    help: "Public answers (API and rendered pages) given from the in-process cache without computing them.",
    labelNames: ["cache"],
    registers: [registry],
    aggregator: "sum",
    collect() {
      read(this, "hits");
    },
  });
  new Counter({
    name: "louvor_answer_cache_misses_total",
    help: "Public answers computed because the cache did not hold them at their version.",
    labelNames: ["cache"],
    registers: [registry],
    aggregator: "sum",
    collect() {
      read(this, "misses");
    },
  });
  return { watch: (name: string, cache: CountedCache) => caches.set(name, cache) };
}
