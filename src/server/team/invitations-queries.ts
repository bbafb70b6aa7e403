import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { PendingInvitation, InvitationRole } from "@shared/schemas/invitations";
import { invitationMessages } from "@shared/schemas/invitations";
import { type Database, type Executor, churches, invitations, users, inClientTransaction } from "../db";
import { AppError } from "../http";
import { enqueueMail } from "../mail-queue";
import { recordChange, type Actor, historySummaries } from "../history";
import { invitationLink, invitationMail } from "./invitation-mail";
import { INVITATION_VALID_MS, newInvitationToken, churchOfUser } from "../auth";

/** The mail queue's kind for an invitation (migration 0018 let the queue take it). */
export const INVITATION_MAIL_KIND = "invitation" as const;

export const invitationNotFound = () => new AppError(404, "not_found", invitationMessages.notFound);

const pendingColumns = {
  id: invitations.id,
  email: invitations.email,
  role: invitations.role,
  invitedByName: users.name,
  sentAt: invitations.updatedAt,
  expiresAt: invitations.expiresAt,
};

type PendingRow = { id: string; email: string; role: InvitationRole; invitedByName: string | null; sentAt: Date; expiresAt: Date };

const asPending = (row: PendingRow): PendingInvitation => ({
  ...row,
  sentAt: row.sentAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

const isPending = () => and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, sql`now()`));

/** The church's invitations still waiting: not used, not revoked, not expired; newest first. */
export async function listPendingInvitations(db: Executor, churchId: string): Promise<PendingInvitation[]> {
  const found = await db
    .select(pendingColumns)
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedByUserId))
    .where(and(eq(invitations.churchId, churchId), isPending()))
    .orderBy(desc(invitations.updatedAt));
  return found.map(asPending);
}

async function pendingById(db: Executor, churchId: string, id: string): Promise<PendingInvitation | null> {
  const [row] = await db
    .select(pendingColumns)
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedByUserId))
    .where(and(eq(invitations.churchId, churchId), eq(invitations.id, id)));
  return row ? asPending(row) : null;
}

type MailContext = { mailKey: Buffer; publicUrl: string };

/**
 * Invites an e-mail to the church with a role, and queues the mail, in one transaction. An e-mail
 * with a pending invitation of this church gets that invitation renewed (new role, new link, new 7
 * days; the old link dies) rather than a second one (docs/decisions/461).
 */
export async function createInvitation(
  db: Database,
  mail: MailContext,
  input: { churchId: string; by: Actor; email: string; role: InvitationRole },
): Promise<PendingInvitation> {
  return inClientTransaction(db.$client, async (tx, client) => {
    // One invitation per church and e-mail at a time, also for two 'Convidar' at once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invitation:${input.churchId}:${input.email}`}))`);
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
    // Only this church's own members are refused. An address of another church's member is invited
    // like any other (its owner learns at the link that their account has a church): the answer
    // must not tell the inviter who has an account where (decision 490).
    if (user && (await churchOfUser(tx, user.id)) === input.churchId) throw new AppError(409, "already_member", invitationMessages.alreadyMember);
    const { token, tokenHash } = newInvitationToken();
    const values = {
      role: input.role,
      tokenHash,
      invitedByUserId: input.by.id,
      expiresAt: sql`now() + ${`${INVITATION_VALID_MS} milliseconds`}::interval`,
      updatedAt: sql`now()`,
    };
    const [renewed] = await tx
      .update(invitations)
      .set(values)
      .where(and(eq(invitations.churchId, input.churchId), eq(invitations.email, input.email), isPending()))
      .returning({ id: invitations.id });
    const id =
      renewed?.id ??
      (await tx.insert(invitations).values({ churchId: input.churchId, email: input.email, ...values }).returning({ id: invitations.id }))[0]?.id;
    if (!id) throw new Error("invitation insert returned nothing");
    await queueInvitationMail(tx, client, mail, { churchId: input.churchId, email: input.email, role: input.role, token });
    await recordChange(tx, input.churchId, input.by, { kind: "invitation", recordId: id, action: renewed ? "update" : "create", summary: historySummaries.invitation(input.email, renewed ? "reenviado" : "enviado") });
    const invitation = await pendingById(tx, input.churchId, id);
    if (!invitation) throw new Error("invitation vanished in its own transaction");
    return invitation;
  });
}

/** A new link for a pending invitation (new token, new 7 days; the old link dies) and a new mail. */
export async function resendInvitation(db: Database, mail: MailContext, churchId: string, by: Actor, id: string): Promise<PendingInvitation> {
  return inClientTransaction(db.$client, async (tx, client) => {
    const { token, tokenHash } = newInvitationToken();
    const [row] = await tx
      .update(invitations)
      .set({ tokenHash, expiresAt: sql`now() + ${`${INVITATION_VALID_MS} milliseconds`}::interval`, updatedAt: sql`now()` })
      // An expired invitation can be resent too; a used or revoked one cannot.
      .where(and(eq(invitations.churchId, churchId), eq(invitations.id, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
      .returning({ email: invitations.email, role: invitations.role });
    if (!row) throw invitationNotFound();
    await queueInvitationMail(tx, client, mail, { churchId, email: row.email, role: row.role, token });
    await recordChange(tx, churchId, by, { kind: "invitation", recordId: id, action: "update", summary: historySummaries.invitation(row.email, "reenviado") });
    const invitation = await pendingById(tx, churchId, id);
    if (!invitation) throw new Error("invitation vanished in its own transaction");
    return invitation;
  });
}

/** Cancels a pending invitation: its link says 'Este convite foi cancelado.' from now on. */
export async function revokeInvitation(db: Database, churchId: string, by: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(invitations)
      .set({ revokedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(invitations.churchId, churchId), eq(invitations.id, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
      .returning({ email: invitations.email });
    if (!row) throw invitationNotFound();
    await recordChange(tx, churchId, by, { kind: "invitation", recordId: id, action: "delete", summary: historySummaries.invitation(row.email, "cancelado") });
  });
}

async function queueInvitationMail(
  tx: Executor,
  client: Parameters<typeof enqueueMail>[0],
  mail: MailContext,
  invite: { churchId: string; email: string; role: InvitationRole; token: string },
) {
  const [church] = await tx.select({ name: churches.name }).from(churches).where(eq(churches.id, invite.churchId));
  const link = invitationLink(mail.publicUrl, invite.token);
  await enqueueMail(client, mail.mailKey, INVITATION_MAIL_KIND, invitationMail(invite.email, link, { churchName: church?.name ?? null, role: invite.role }));
}
