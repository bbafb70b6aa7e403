import { Hono } from "hono";
import type { AppEnv, ModuleDeps } from "../http/app-env";

/** Public read API of the church pages: /api/public (built in its own issue). */
export function publicRoutes(_deps: ModuleDeps) {
  return new Hono<AppEnv>();
}
