import { Hono } from "hono";
import type { AppEnv, ModuleDeps } from "../http/app-env";

/** Admin API for bands: /api/admin/bands (built in its own issue). */
export function bandAdminRoutes(_deps: ModuleDeps) {
  return new Hono<AppEnv>();
}
