import { Hono } from "hono";
import type { AppEnv, ModuleDeps } from "../http/app-env";

/** Admin API for musicians: /api/admin/musicians (built in its own issue). */
export function musicianAdminRoutes(_deps: ModuleDeps) {
  return new Hono<AppEnv>();
}
