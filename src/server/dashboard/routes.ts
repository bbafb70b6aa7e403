import { Hono } from "hono";
import type { AppEnv, ModuleDeps } from "../http/app-env";

/** Admin API for the dashboard: /api/admin/dashboard (built in its own issue). */
export function dashboardAdminRoutes(_deps: ModuleDeps) {
  return new Hono<AppEnv>();
}
