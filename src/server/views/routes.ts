import { Hono } from "hono";
import type { AppEnv, ModuleDeps } from "../http/app-env";

/** View counting: /api/views (built in its own issue). */
export function viewRoutes(_deps: ModuleDeps) {
  return new Hono<AppEnv>();
}
