import { Hono } from "hono";
import type { Database } from "../db/client";
import type { AppEnv } from "../http/app-env";
import { findChurchOfAdmin } from "./queries";

export function churchAdminRoutes(db: Database) {
  return new Hono<AppEnv>().get("/church", async (c) => {
    const church = await findChurchOfAdmin(db, c.get("user").id);
    return c.json({ church });
  });
}
