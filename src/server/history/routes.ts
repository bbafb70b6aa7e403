import { Hono } from "hono";
import { historyQuerySchema } from "@shared/schemas/history";
import { type AppEnv, type ModuleDeps, validate } from "../http";
import { listHistory } from "./queries";

/** 'Histórico': /api/admin/history, the church's entries newest first, 50 per page. */
export function historyAdminRoutes({ db }: ModuleDeps) {
  return new Hono<AppEnv>().get("/", validate("query", historyQuerySchema), async (c) => {
    return c.json(await listHistory(db, c.get("churchId"), c.req.valid("query")));
  });
}
