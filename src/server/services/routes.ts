import { Hono } from "hono";
import type { AppEnv, ModuleDeps } from "../http/app-env";

/** Admin API for services, segments and lineups: /api/admin/services (built in its own issue). */
export function serviceAdminRoutes(_deps: ModuleDeps) {
  return new Hono<AppEnv>();
}
