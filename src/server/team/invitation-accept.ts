import { and, eq, gt, isNull, sql } from "drizzle-orm";
import {
  invitationMessages,
  type InvitationLookupResponse,
  type InvitationRole,
} from "@shared/schemas/invitations";
import {
  type Auth, endChurchRegistration, grantChurchRegistration, claimFirstAdminLink, findFirstAdminLink, invitationTokenHash, churchOfUser,
  createVerifiedUser,
} from "../auth";
import { type Database, type Executor, postgresErrorCode, UNIQUE_VIOLATION, accounts, churches, invitations, users } from "../db";
import { AppError } from "../http";
import { recordChange, historySummaries } from "../history";
import { addMember } from "./queries";

/** What a token names: a church's invitation or a first administrator's (no church). */
type Found =
  | { state: "valid"; email: string; role: InvitationRole; churchId: string | null; churchName: string | null }
  | { state: "expired" | "used" | "revoked" | "invalid" };

const deadLink: Record<Exclude<Found["state"], "valid">, () => AppError> = {
  expired: () => new AppError(410, "invitation_expired", invitationMessages.expired),
  used: () => new AppError(410, "invitation_used", invitationMessages.used),
  revoked: () => new AppError(410, "invitation_revoked", invitationMessages.revoked),
  invalid: () => new AppError(404, "invitation_invalid", invitationMessages.invalid),
};

async function findByToken(db: Executor, token: string): Promise<Found> {
  const tokenHash = invitationTokenHash(token);
  const [invitation] = await db
    .select({
      email: invitations.email,
      role: invitations.role,
      churchId: invitations.churchId,
      churchName: churches.name,
      acceptedAt: invitations.acceptedAt,
      revokedAt: invitations.revokedAt,
      expired: sql<boolean>`${invitations.expiresAt} <= now()`,
    })
    .from(invitations)
    .innerJoin(churches, eq(churches.id, invitations.churchId))
    .where(eq(invitations.tokenHash, tokenHash));
  if (invitation) {
    if (invitation.acceptedAt) return { state: "used" };
    if (invitation.revokedAt) return { state: "revoked" };
    if (invitation.expired) return { state: "expired" };
    return { state: "valid", email: invitation.email, role: invitation.role, churchId: invitation.churchId, churchName: invitation.churchName };
  }
  const first = await findFirstAdminLink(db, tokenHash);
  if (!first) return { state: "invalid" };
  if (first.usedAt) return { state: "used" };
  if (first.expired) return { state: "expired" };
  return { state: "valid", email: first.email, role: "admin", churchId: null, churchName: null };
}

async function validInvitation(db: Executor, token: string) {
  const found = await findByToken(db, token);
  if (found.state !== "valid") throw deadLink[found.state]();
  return found;
}

async function accountOf(db: Executor, email: string) {
  const [account] = await db
    .select({ userId: users.id, hash: accounts.password })
    .from(users)
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, "credential")))
    .where(eq(users.email, email));
  return account ?? null;
}

/** What the accept page shows for a token; a dead link is its 410 (or 404) with the sentence. */
export async function lookUpInvitation(db: Executor, token: string): Promise<InvitationLookupResponse> {
  const found = await validInvitation(db, token);
  const account = await accountOf(db, found.email);
  return { email: found.email, role: found.role, churchName: found.churchName, hasAccount: account !== null };
}

const inAnotherChurch = () => new AppError(409, "member_of_another_church", invitationMessages.inAnotherChurch);

/**
 * Accepts an invitation: a new account (name and password) or an existing one in no church (its
 * password), the membership with the invitation's role, and the link used, in one transaction.
 * The link is claimed by a conditional update, so of two accepts of one token one wins and the
 * other reads 'Este convite já foi usado.' (docs/decisions/461). Returns the e-mail to sign in.
 */
export async function acceptInvitation(db: Database, auth: Auth, input: { token: string; name?: string; password: string }): Promise<{ email: string }> {
  const found = await validInvitation(db, input.token);
  const existing = await accountOf(db, found.email);
  const { password: hasher } = await auth.$context;
  let newAccountHash: string | null = null;
  if (existing) {
    if (!existing.hash || !(await hasher.verify({ hash: existing.hash, password: input.password }))) {
      // Another accept of this same link may have made this account a moment ago: the link is used, not the password wrong.
      const now = await findByToken(db, input.token);
      if (now.state !== "valid") throw deadLink[now.state]();
      throw new AppError(422, "validation_failed", invitationMessages.wrongPassword, [{ path: "password", message: invitationMessages.wrongPassword }]);
    }
    if (await churchOfUser(db, existing.userId)) throw inAnotherChurch();
  } else {
    if (!input.name) {
      throw new AppError(422, "validation_failed", invitationMessages.nameRequired, [{ path: "name", message: invitationMessages.nameRequired }]);
    }
    newAccountHash = await hasher.hash(input.password);
  }

  const tokenHash = invitationTokenHash(input.token);
  try {
    await db.transaction(async (tx) => {
      const claimed = await claim(tx, tokenHash, found.churchId !== null);
      if (!claimed) {
        const now = await findByToken(tx, input.token);
        throw deadLink[now.state === "valid" ? "used" : now.state]();
      }
      let userId: string;
      let name: string;
      if (existing) {
        userId = existing.userId;
        name = (await tx.select({ name: users.name }).from(users).where(eq(users.id, userId)))[0]?.name ?? found.email;
        if (await churchOfUser(tx, userId)) throw inAnotherChurch();
      } else {
        name = input.name ?? found.email;
        // The invitation's mail proved the address.
        userId = await createVerifiedUser(tx, { email: found.email, name, passwordHash: newAccountHash });
      }
      // A first administrator's link (admin:invite) lets the account start a church; a church's
      // invitation makes it a member there, and a later removal leaves it none (decision 491).
      if (found.churchId) await endChurchRegistration(tx, userId);
      else await grantChurchRegistration(tx, userId);
      if (found.churchId) {
        const memberId = await addMember(tx, { churchId: found.churchId, userId, role: found.role });
        await recordChange(tx, found.churchId, { id: userId, name }, { kind: "member", recordId: memberId, action: "create", summary: historySummaries.memberJoined(name, found.role) });
      }
    });
  } catch (error) {
    // Another request made this e-mail's account or membership first.
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw inAnotherChurch();
    throw error;
  }
  return { email: found.email };
}

/** Marks the link used if it still can be; false when another accept (or a revoke) came first. */
async function claim(tx: Executor, tokenHash: string, ofChurch: boolean): Promise<boolean> {
  if (ofChurch) {
    const claimed = await tx
      .update(invitations)
      .set({ acceptedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(invitations.tokenHash, tokenHash), isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, sql`now()`)))
      .returning({ id: invitations.id });
    return claimed.length > 0;
  }
  return claimFirstAdminLink(tx, tokenHash);
}
