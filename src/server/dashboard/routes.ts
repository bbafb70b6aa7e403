import { Hono } from "hono";
import type { AppEnv, ModuleDeps } from "../http";
import { dashboardCounts } from "./queries";

/** /api/admin/dashboard: the figures of the four dashboard cards, for the administrator's church. */
export function dashboardAdminRoutes({ db }: ModuleDeps) {
  return new Hono<AppEnv>().get("/", async (c) => c.json(await dashboardCounts(db, c.get("churchId"))));
}
