import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { rows } from "../db/rows";

/**
 * The church a user belongs to, or null. Today a church's registering administrator may have no
 * church_members row yet in code paths older than issue 24, so both are read.
 */
// after roles merge: church_members only
export async function churchOfUser(db: Executor, userId: string): Promise<string | null> {
  const [row] = await rows<{ church_id: string | null }>(
    db,
    sql`select coalesce(
          (select church_id from church_members where user_id = ${userId}),
          (select id from churches where admin_user_id = ${userId})
        ) as church_id`,
  );
  return row?.church_id ?? null;
}

/** Whether the user is an Administrador of this church. */
// after roles merge: church_members only (role = 'admin'); today having the church means Administrador
export async function isChurchAdministrator(db: Executor, userId: string, churchId: string): Promise<boolean> {
  return (await churchOfUser(db, userId)) === churchId;
}
