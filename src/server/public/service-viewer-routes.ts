import { Hono } from "hono";
import type { AppEnv, ModuleDeps } from "../http/app-env";

/** Public API of the service viewing page and its recommendations: /api/public (built in the public-area issue). */
export function serviceViewerRoutes(_deps: ModuleDeps) {
  return new Hono<AppEnv>();
}
