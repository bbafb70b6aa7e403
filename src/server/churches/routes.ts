import { Hono } from "hono";
import type { AppEnv, ModuleDeps } from "../http/app-env";
import { findChurchOfAdmin } from "./queries";

/** /api/admin/church: the signed-in administrator's church (null before they register one). */
export function churchAdminRoutes({ db }: ModuleDeps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const church = await findChurchOfAdmin(db, c.get("user").id);
    return c.json({ church });
  });
}
