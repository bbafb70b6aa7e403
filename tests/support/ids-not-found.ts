import type { AdminContext } from "../admin-context";

/** A well-formed id that no row has. */
export const MISSING_ID = "6f1c2b7a-3d4e-4f5a-8b9c-0d1e2f3a4b5c";

/**
 * The ids an administrator's route answers 404 for, each with the cookie that asks: an unknown id
 * and malformed ones ("nao-e-um-id", then any `malformed`) from the church's own administrator,
 * and `ownId`, a row of the church under test, from the other church's administrator.
 */
export function idsNotFound(ctx: Pick<AdminContext, "cookie" | "otherCookie">, ownId: string, ...malformed: string[]): [id: string, cookie: string][] {
  return [[MISSING_ID, ctx.cookie], ["nao-e-um-id", ctx.cookie], ...malformed.map((id): [string, string] => [id, ctx.cookie]), [ownId, ctx.otherCookie]];
}
