/**
 * What an operator watches (issue 26, docs/decisions/473-474): GET /metrics in the Prometheus
 * text format, on when METRICS_TOKEN is set.
 *
 *   metrics.ts            createMetrics: one process's registry (requests, caches, pools, mail queue, backups, replica)
 *   http-metrics.ts       the requests' middleware: counts and latency by route pattern
 *   collected-gauges.ts   figures read at a scrape, with their rule across workers
 *   metrics-route.ts      the handler: bearer token, no-store, 503 when the cluster does not answer
 *   cluster-primary.ts    setupPrimaryMetrics: the node:cluster primary aggregates every worker
 *   cluster-worker.ts     a worker's side: answer the primary's collections, ask it at a scrape
 *   cluster-messages.ts   the IPC messages between them
 */
export { createMetrics, type Metrics, type MetricsOptions } from "./metrics";
export { metricsRoute } from "./metrics-route";
export { setupPrimaryMetrics, type PrimaryMetrics, type PrimaryMetricsOptions } from "./cluster-primary";
export { UNMATCHED_ROUTE } from "./http-metrics";
export type { ReplicaLagSource, PoolName } from "./collected-gauges";
