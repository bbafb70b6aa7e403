import { createMiddleware } from "hono/factory";
import type { Database } from "../db/client";
import type { AppEnv } from "../http/app-env";
import { AppError } from "../http/errors";
import type { Auth } from "./auth";
import { createSessionCheck } from "./session-check";

/** Admin routes need a signed-in administrator; the user is then `c.get("user")`. */
export function requireSession(auth: Auth, db: Database) {
  const signedInUser = createSessionCheck(auth, db);
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = await signedInUser(c.req.raw.headers);
    if (!user) throw new AppError(401, "unauthorized", "Faça login para continuar.");
    c.set("user", user);
    await next();
  });
}
