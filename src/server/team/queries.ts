import { and, asc, eq, sql } from "drizzle-orm";
import { teamMessages, type MemberRole, type TeamMember } from "@shared/schemas/team";
import { type Database, type Executor, churchMembers, users, inTransaction, type Transaction } from "../db";
import { recordChange, type Actor, historySummaries } from "../history";
import { endChurchRegistration, endSessions, forbidden } from "../auth";
import { AppError, notFound } from "../http";

export const memberNotFound = () => notFound(teamMessages.memberNotFound);
export const lastAdministrator = () => new AppError(409, "last_administrator", teamMessages.lastAdministrator);
const busy = () => new AppError(409, "conflict", "A equipe mudou enquanto você salvava. Tente novamente.");

const memberColumns = {
  id: churchMembers.id,
  userId: churchMembers.userId,
  name: users.name,
  email: users.email,
  role: churchMembers.role,
  since: sql<string>`to_char(${churchMembers.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  lastSignInAt: sql<string | null>`to_char(${users.lastSignInAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

/** The church's members, Administradores first, then by name. */
export async function listMembers(db: Executor, churchId: string): Promise<TeamMember[]> {
  return db
    .select(memberColumns)
    .from(churchMembers)
    .innerJoin(users, eq(users.id, churchMembers.userId))
    .where(eq(churchMembers.churchId, churchId))
    .orderBy(asc(churchMembers.role), asc(sql`lower(${users.name})`), asc(churchMembers.createdAt));
}

/**
 * Makes a user a member of the church with a role (a church's first Administrador when it is
 * registered, or an accepted invitation), in the caller's transaction; the new member's id.
 */
export async function addMember(tx: Executor, input: { churchId: string; userId: string; role: MemberRole }): Promise<string | null> {
  const [member] = await tx.insert(churchMembers).values(input).returning({ id: churchMembers.id });
  return member?.id ?? null;
}

async function findMember(db: Executor, churchId: string, memberId: string): Promise<TeamMember | null> {
  const [member] = await db
    .select(memberColumns)
    .from(churchMembers)
    .innerJoin(users, eq(users.id, churchMembers.userId))
    .where(and(eq(churchMembers.churchId, churchId), eq(churchMembers.id, memberId)));
  return member ?? null;
}

/**
 * Locks every member row of the church (in id order, so two team writes queue instead of
 * deadlocking) and returns the one asked for with the count of Administradores as they stand: the
 * last-Administrador rule then holds against any concurrent change (decision 453).
 */
async function lockTeam(tx: Transaction, churchId: string, actorUserId: string, memberId: string) {
  const rows = await tx
    .select({ id: churchMembers.id, userId: churchMembers.userId, role: churchMembers.role })
    .from(churchMembers)
    .where(eq(churchMembers.churchId, churchId))
    .orderBy(asc(churchMembers.id))
    .for("update");
  // The role was checked as the request began; under the lock it is checked again, so a member
  // demoted or removed a moment ago changes nothing.
  if (rows.find((row) => row.userId === actorUserId)?.role !== "admin") throw forbidden();
  const target = rows.find((row) => row.id === memberId);
  if (!target) throw memberNotFound();
  return { target, administrators: rows.filter((row) => row.role === "admin").length };
}

/**
 * Gives a member another role, in one transaction with the end of their sessions. The church's
 * last Administrador cannot become an Editor (409). The same role again changes nothing.
 */
export async function changeMemberRole(db: Database, churchId: string, actor: Actor, memberId: string, role: MemberRole): Promise<TeamMember> {
  return inTransaction(
    db,
    async (tx) => {
      const { target, administrators } = await lockTeam(tx, churchId, actor.id, memberId);
      const changed = target.role !== role;
      if (changed) {
        if (target.role === "admin" && administrators <= 1) throw lastAdministrator();
        await tx.update(churchMembers).set({ role, updatedAt: sql`now()` }).where(eq(churchMembers.id, memberId));
        await endSessions(tx, target.userId);
      }
      const member = await findMember(tx, churchId, memberId);
      if (!member) throw memberNotFound();
      if (changed) await recordChange(tx, churchId, actor, { kind: "member", recordId: memberId, action: "update", summary: historySummaries.memberRole(member.name, role) });
      return member;
    },
    busy,
  );
}

/**
 * Removes a member from the church, in one transaction with the end of their sessions. What they
 * created stays, and so does their user (an account in no church, decision 453). The church's last
 * Administrador cannot be removed (409).
 */
export async function removeMember(db: Database, churchId: string, actor: Actor, memberId: string): Promise<void> {
  await inTransaction(
    db,
    async (tx) => {
      const { target, administrators } = await lockTeam(tx, churchId, actor.id, memberId);
      if (target.role === "admin" && administrators <= 1) throw lastAdministrator();
      const member = await findMember(tx, churchId, memberId);
      if (!member) throw memberNotFound();
      await tx.delete(churchMembers).where(eq(churchMembers.id, memberId));
      await endSessions(tx, target.userId);
      // Nor may they start a church of their own (decision 491).
      await endChurchRegistration(tx, target.userId);
      await recordChange(tx, churchId, actor, { kind: "member", recordId: memberId, action: "delete", summary: historySummaries.memberRemoved(member.name) });
    },
    busy,
  );
}
