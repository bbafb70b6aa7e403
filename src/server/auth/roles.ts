import { teamMessages } from "@shared/schemas/team";
import { createMiddleware } from "hono/factory";
import type { Database } from "../db";
import { type AppEnv, AppError } from "../http";
import { findMembership } from "./membership";

export const forbidden = () => new AppError(403, "forbidden", teamMessages.forbidden);

/**
 * Only an Administrador of the church passes (decision 451); anyone else signed in gets 403 before
 * the handler runs, so nothing changes. A user with no church yet passes: the routes that need a
 * church answer their own 409 (registering a church is how its first Administrador begins).
 */
export function requireAdministrator(db: Database) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const withSession = c.get("sessionChurch");
    const member = withSession === undefined ? await findMembership(db, c.get("user").id) : withSession;
    if (member && member.role !== "admin") throw forbidden();
    await next();
  });
}
