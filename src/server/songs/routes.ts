import { Hono } from "hono";
import type { AppEnv, ModuleDeps } from "../http/app-env";

/** Admin API for the song catalogue: /api/admin/songs (built in its own issue). */
export function songAdminRoutes(_deps: ModuleDeps) {
  return new Hono<AppEnv>();
}
