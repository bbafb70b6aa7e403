import type { MiddlewareHandler } from "hono";

/**
 * Marks the answer as never to be stored: what a signed-in administrator sees, auth answers
 * (sessions, tokens) and the admin pages. Applied after the handler, so it also covers errors.
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "no-store");
};
