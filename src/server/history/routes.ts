import { Hono } from "hono";
import { historyQuerySchema } from "@shared/schemas/history";
import type { AppEnv, ModuleDeps } from "../http/app-env";
import { validate } from "../http/validate";
import { listHistory } from "./queries";

/** 'Histórico': /api/admin/history, the church's entries newest first, 50 per page. */
export function historyAdminRoutes({ db }: ModuleDeps) {
  return new Hono<AppEnv>().get("/", validate("query", historyQuerySchema), async (c) => {
    return c.json(await listHistory(db, c.get("churchId"), c.req.valid("query")));
  });
}
