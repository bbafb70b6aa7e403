import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";
import {
  HISTORY_PAGE_SIZE,
  type HistoryAction,
  type HistoryEntry,
  type HistoryKind,
  type HistoryMember,
  type HistoryQuery,
  type HistoryResponse,
  type RecordAuthorship,
} from "@shared/schemas/history";
import { type Executor, auditEntries } from "../db";

/** One page of the church's history, newest first, with the members its filter offers. */
export async function listHistory(db: Executor, churchId: string, query: HistoryQuery): Promise<HistoryResponse> {
  const where = and(
    eq(auditEntries.churchId, churchId),
    query.member ? eq(auditEntries.userId, query.member) : undefined,
    query.kind ? eq(auditEntries.kind, query.kind) : undefined,
  );
  const [rows, [totals], members] = await Promise.all([
    db
      .select({
        id: auditEntries.id,
        at: auditEntries.at,
        userId: auditEntries.userId,
        userName: auditEntries.userName,
        kind: auditEntries.kind,
        recordId: auditEntries.recordId,
        action: auditEntries.action,
        summary: auditEntries.summary,
      })
      .from(auditEntries)
      .where(where)
      .orderBy(desc(auditEntries.at), desc(auditEntries.id))
      .limit(HISTORY_PAGE_SIZE)
      .offset((query.page - 1) * HISTORY_PAGE_SIZE),
    db.select({ total: count() }).from(auditEntries).where(where),
    historyMembers(db, churchId),
  ]);
  return {
    entries: rows.map(
      (row): HistoryEntry => ({ ...row, at: row.at.toISOString(), kind: row.kind as HistoryKind, action: row.action as HistoryAction }),
    ),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: HISTORY_PAGE_SIZE,
    members,
  };
}

/**
 * The members who have entries, each under the name of their newest entry (a removed member's
 * account is gone, so their entries can no longer be told apart by id: they are not offered).
 */
async function historyMembers(db: Executor, churchId: string): Promise<HistoryMember[]> {
  const { rows } = await db.execute<HistoryMember>(sql`
    select distinct on (user_id) user_id as id, user_name as name
      from audit_entries
     where church_id = ${churchId} and user_id is not null
     order by user_id, created_at desc`);
  return rows.sort((a, b) => a.name.localeCompare(b.name, "pt-BR"));
}

/**
 * Who created a record (its first 'create' entry) and who changed it last (its newest other
 * entry). A record older than the history, or never changed since it was created, has null there.
 */
export async function recordAuthorship(db: Executor, churchId: string, kind: HistoryKind, recordId: string): Promise<RecordAuthorship> {
  const ofRecord = and(eq(auditEntries.churchId, churchId), eq(auditEntries.kind, kind), eq(auditEntries.recordId, recordId));
  const columns = { by: auditEntries.userName, at: auditEntries.at };
  const [[created], [lastChanged]] = await Promise.all([
    db
      .select(columns)
      .from(auditEntries)
      .where(and(ofRecord, eq(auditEntries.action, "create")))
      .orderBy(asc(auditEntries.at), asc(auditEntries.id))
      .limit(1),
    db
      .select(columns)
      .from(auditEntries)
      .where(and(ofRecord, ne(auditEntries.action, "create")))
      .orderBy(desc(auditEntries.at), desc(auditEntries.id))
      .limit(1),
  ]);
  const shown = (entry: { by: string; at: Date } | undefined) => (entry ? { by: entry.by, at: entry.at.toISOString() } : null);
  return { created: shown(created), lastChanged: shown(lastChanged) };
}
