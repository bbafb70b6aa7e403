import { createMiddleware } from "hono/factory";
import type { Database } from "../db";
import { type AppEnv, AppError } from "../http";
import type { Auth } from "./auth";
import { createSessionCheck } from "./session-check";

/**
 * Admin routes need a signed-in administrator; the user is then `c.get("user")`, and their church,
 * when it was read in the same statement, `c.get("sessionChurch")` (for requireChurch).
 */
export function requireSession(auth: Auth, db: Database) {
  const signedIn = createSessionCheck(auth, db);
  return createMiddleware<AppEnv>(async (c, next) => {
    const found = await signedIn(c.req.raw.headers);
    if (!found) throw new AppError(401, "unauthorized", "Faça login para continuar.");
    c.set("user", found.user);
    if (found.church !== undefined) c.set("sessionChurch", found.church);
    await next();
  });
}
