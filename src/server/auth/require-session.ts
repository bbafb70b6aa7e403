import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../http/app-env";
import { AppError } from "../http/errors";
import type { Auth } from "./auth";

/** Admin routes need a signed-in administrator; the user is then `c.get("user")`. */
export function requireSession(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError(401, "unauthorized", "Faça login para continuar.");
    c.set("user", { id: session.user.id, email: session.user.email, name: session.user.name });
    await next();
  });
}
