import { createMiddleware } from "hono/factory";
import type { Logger } from "../logger";
import type { AppEnv } from "./app-env";

/** Gives each request a logger with its id, and logs the request when it is worth a line. */
export function requestLog(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const requestLogger = logger.child({ requestId: c.get("requestId") });
    c.set("logger", requestLogger);
    const started = performance.now();
    await next();
    // Writes and failures are worth a line each; successful reads (public pages, static files,
    // health checks: the bulk of the traffic) only when debugging, so a read pays no log write
    // (decision 243).
    const method = c.req.method;
    const level = c.res.status >= 400 || (method !== "GET" && method !== "HEAD") ? "info" : "debug";
    if (requestLogger.isLevelEnabled(level)) {
      const entry = { method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) };
      requestLogger[level](entry, "request");
    }
  });
}
