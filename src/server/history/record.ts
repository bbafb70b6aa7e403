import type { HistoryAction, HistoryKind } from "@shared/schemas/history";
import { type Executor, auditEntries } from "../db";
import type { SessionUser } from "../http";

/** The signed-in member who makes a change (the session's user: `c.get("user")`). */
export type Actor = Pick<SessionUser, "id" | "name">;

export type Change = { kind: HistoryKind; recordId: string | null; action: HistoryAction; summary: string };

const SUMMARY_MAX_LENGTH = 500;

/**
 * Records who changed what (issue 24). Call it with the write's own transaction, once per admin
 * write, after the write succeeded: a write that fails rolls its entry back with it.
 */
export async function recordChange(tx: Executor, churchId: string, actor: Actor, change: Change): Promise<void> {
  await tx.insert(auditEntries).values({
    churchId,
    userId: actor.id,
    userName: actor.name,
    kind: change.kind,
    recordId: change.recordId,
    action: change.action,
    summary: shorten(change.summary),
  });
}

function shorten(summary: string): string {
  const characters = [...summary];
  return characters.length <= SUMMARY_MAX_LENGTH ? summary : `${characters.slice(0, SUMMARY_MAX_LENGTH - 1).join("")}…`;
}
