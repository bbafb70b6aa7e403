import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { Counter, Histogram, type Registry } from "prom-client";

/** The route label of a request no route answered: one value for every unknown path. */
export const UNMATCHED_ROUTE = "unmatched";

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Seconds; from a kept public answer (about a millisecond) to a slow export. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Series = { count: () => void; observe: (seconds: number) => void };

/**
 * Requests by route pattern (as registered in Hono, never the raw URL), method and status, and
 * their latency by route pattern and method: the labels stay as few as the app's routes.
 */
export function httpMetrics(registry: Registry) {
  const requests = new Counter({
    name: "louvor_http_requests_total",
    help: "HTTP requests answered, by route pattern, method and status.",
    labelNames: ["route", "method", "status"],
    registers: [registry],
    aggregator: "sum",
  });
  const latency = new Histogram({
    name: "louvor_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer's headers, by route pattern and method.",
    labelNames: ["route", "method"],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
    aggregator: "sum",
  });

  // prom-client hashes the labels at every call; a request looks its series up once by one string.
  const series = new Map<string, Series>();
  function seriesOf(route: string, method: string, status: number): Series {
    const key = `${route} ${method} ${status}`;
    let found = series.get(key);
    if (!found) {
      const counter = requests.labels(route, method, String(status));
      const histogram = latency.labels(route, method);
      found = { count: () => counter.inc(), observe: (seconds) => histogram.observe(seconds) };
      series.set(key, found);
    }
    return found;
  }

  /** First in the chain: times the whole answer, errors and refusals included. */
  const middleware: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    await next();
    const seconds = (performance.now() - started) / 1000;
    const route = routeOf(c);
    const method = KNOWN_METHODS.has(c.req.method) ? c.req.method : "other";
    const { count, observe } = seriesOf(route, method, c.res.status);
    count();
    observe(seconds);
  };

  return { middleware };
}

/**
 * The pattern of the route that answers this method and path: the handler the request reached, or
 * would have reached when a middleware answered first (a kept public answer, a rate limit, a 413).
 * A middleware takes `(c, next)`, a handler `(c)` (Hono's route helper tells them apart the same
 * way); no handler at all is the one unmatched label.
 */
function routeOf(c: Context): string {
  const routes = matchedRoutes(c);
  for (let index = c.req.routeIndex; index < routes.length; index++) {
    const route = routes[index];
    if (route && route.handler.length < 2) return route.path;
  }
  return UNMATCHED_ROUTE;
}
