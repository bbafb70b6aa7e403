import { createMiddleware } from "hono/factory";
import type { Database } from "../db";
import { type AdminChurchScope, type AppEnv, AppError } from "../http";
import { findMembership } from "../auth";

export const NO_CHURCH_MESSAGE = "Você precisa cadastrar uma igreja primeiro.";

/**
 * For admin routes that work inside a church: sets `churchId` to the signed-in member's church
 * (never one the client names), `churchContentVersion` and `churchPlansVersion` to its versions and `role` to the
 * member's role there. Without a church the answer is 409 with the spec's text.
 */
export function requireChurch(db: Database) {
  return createMiddleware<AppEnv>(async (c, next) => {
    // Read with the session when it could be (one round trip for both); else on its own.
    const withSession: AdminChurchScope | null | undefined = c.get("sessionChurch");
    const church = withSession === undefined ? await findMembership(db, c.get("user").id) : withSession;
    if (!church) throw new AppError(409, "church_required", NO_CHURCH_MESSAGE);
    c.set("churchId", church.id);
    c.set("churchContentVersion", church.contentVersion);
    c.set("churchPlansVersion", church.plansVersion);
    c.set("role", church.role);
    await next();
  });
}
