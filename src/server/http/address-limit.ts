import { sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { type Executor, rows } from "../db";
import type { AppEnv } from "./app-env";
import { clientAddress } from "./client-address";
import { AppError } from "./errors";

/**
 * A per-address budget of requests per window, counted in the `rate_limits` table that
 * better-auth's sign-in limiter keeps (so app processes share it): one upsert per request.
 */
export function addressLimit(db: Executor, options: { name: string; max: number; windowMs: number; trustProxy: boolean; message: string }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = `louvor:${options.name}:${clientAddress(c, options.trustProxy)}`;
    const [row] = await rows<{ count: number }>(
      db,
      sql`insert into rate_limits (key, count, last_request)
          values (${key}, 1, (extract(epoch from clock_timestamp()) * 1000)::bigint)
          on conflict (key) do update set
            count = case when rate_limits.last_request <= excluded.last_request - ${options.windowMs} then 1 else rate_limits.count + 1 end,
            last_request = case when rate_limits.last_request <= excluded.last_request - ${options.windowMs}
                                then excluded.last_request else rate_limits.last_request end
          returning count`,
    );
    if ((row?.count ?? 0) > options.max) throw new AppError(429, "too_many_requests", options.message);
    await next();
  });
}
