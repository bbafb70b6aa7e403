import { createHash, timingSafeEqual } from "node:crypto";
import type { Handler } from "hono";
import { type AppEnv, AppError } from "../http";
import { ClusterMetricsUnavailable } from "./cluster-worker";
import type { Metrics } from "./metrics";

/**
 * GET /metrics: Prometheus text for `Authorization: Bearer <METRICS_TOKEN>` only; never stored.
 * The token is compared as SHA-256 digests in constant time (no length or prefix leaks).
 */
export function metricsRoute(metrics: Pick<Metrics, "exposition" | "contentType">, token: string): Handler<AppEnv> {
  const expected = digest(token);
  return async (c) => {
    c.header("Cache-Control", "no-store");
    const presented = /^Bearer +(\S+) *$/i.exec(c.req.header("authorization") ?? "")?.[1];
    if (presented === undefined || !timingSafeEqual(digest(presented), expected)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      throw new AppError(401, "unauthorized", "Token de métricas ausente ou inválido.");
    }
    try {
      return c.body(await metrics.exposition(), 200, { "Content-Type": metrics.contentType });
    } catch (error) {
      if (!(error instanceof ClusterMetricsUnavailable)) throw error;
      c.get("logger").warn({ err: error }, "metrics: the cluster's figures are unavailable");
      throw new AppError(503, "metrics_unavailable", `As métricas do cluster não responderam: ${error.message}.`);
    }
  };
}

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}
