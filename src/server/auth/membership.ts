import { eq, sql } from "drizzle-orm";
import { type Executor, churches, churchMembers } from "../db";
import type { AdminChurchScope } from "../http";

/**
 * The church a user is a member of, with its content version and the user's role there; null
 * when they belong to none. Membership is the truth of "the church of this user" (decision 450).
 */
export async function findMembership(db: Executor, userId: string): Promise<AdminChurchScope | null> {
  const [row] = await db
    .select({ id: churches.id, contentVersion: sql<string>`${churches.contentVersion}::text`, plansVersion: sql<string>`${churches.plansVersion}::text`, role: churchMembers.role })
    .from(churchMembers)
    .innerJoin(churches, eq(churches.id, churchMembers.churchId))
    .where(eq(churchMembers.userId, userId));
  return row ?? null;
}

/** The id of the church a user belongs to, or null. */
export async function churchOfUser(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ churchId: churchMembers.churchId }).from(churchMembers).where(eq(churchMembers.userId, userId));
  return row?.churchId ?? null;
}
