import { Hono } from "hono";
import type { AppEnv, ModuleDeps } from "../http/app-env";

/** Public API of bands, musicians and songs pages: /api/public (built in the public-area issue). */
export function publicCatalogueRoutes(_deps: ModuleDeps) {
  return new Hono<AppEnv>();
}
