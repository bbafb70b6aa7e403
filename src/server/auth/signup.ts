import { and, eq, sql } from "drizzle-orm";
import { SIGNUP_CONFIRMATION_VALID_HOURS, SIGNUP_MAIL_INTERVAL_MINUTES, type SignupConfirmInput, type SignupInput } from "@shared/schemas/signup";
import { type Database, type Executor, rows, accounts, sessions, users, verifications, inClientTransaction } from "../db";
import { enqueueMail } from "../mail-queue";
import { invitationTokenHash, newInvitationToken } from "./link-tokens";
import type { Auth } from "./auth";
import { grantChurchRegistration } from "./church-registration";
import { signupConfirmationLink, signupConfirmationMail } from "./signup-mail";

/**
 * Sign-up with SIGNUP=open (docs/decisions/463, 490). A sign-up makes no account: it is a pending
 * row in better-auth's verification table (`sign-up-confirmation:<SHA-256 of the link's token>`,
 * value `{ email, name }`, 24 hours) and a mailed link. The account comes into being only when
 * the link is used, with the password typed on the link's page: whoever holds the mailbox chooses
 * it, and every earlier session of the address ends.
 */
export const SIGNUP_CONFIRMATION_PREFIX = "sign-up-confirmation:";
/** The mail queue's kind of a sign-up's confirmation (migration 0018). */
const SIGNUP_MAIL_KIND = "sign-up-confirmation" as const;

type PendingSignup = { email: string; name: string };

/** One writer per address at a time: two sign-ups (or confirmations) of one e-mail queue up. */
const lockAddress = (tx: Executor, email: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`louvor:signup:${email}`}, 0))`);

/** The e-mail a pending row is for; rows of versions before decision 490 hold a user id instead. */
const pendingEmail = sql`(case when left(${verifications.value}, 1) = '{' then ${verifications.value}::jsonb ->> 'email' end)`;

/**
 * Records a sign-up and queues its link, in one transaction; always the same answer, whether the
 * address has an account or not. A confirmed address changes nothing and gets no mail. A mail goes
 * at most once per SIGNUP_MAIL_INTERVAL_MINUTES per address: a sign-up inside that interval only
 * updates the pending name (the link already mailed stays the one).
 */
export async function signUp(db: Database, mail: { mailKey: Buffer; publicUrl: string }, input: SignupInput & { email: string }): Promise<void> {
  const { token, tokenHash } = newInvitationToken();
  await inClientTransaction(db.$client, async (tx, client) => {
    await lockAddress(tx, input.email);
    const [existing] = await tx.select({ id: users.id, verified: users.emailVerified }).from(users).where(eq(users.email, input.email));
    if (existing?.verified) return;
    const value = JSON.stringify({ email: input.email, name: input.name } satisfies PendingSignup);
    const recent = await tx
      .update(verifications)
      .set({ value, updatedAt: new Date() })
      .where(
        and(
          sql`${verifications.identifier} like ${`${SIGNUP_CONFIRMATION_PREFIX}%`}`,
          sql`${pendingEmail} = ${input.email}`,
          sql`${verifications.expiresAt} > now()`,
          sql`${verifications.createdAt} > now() - make_interval(mins => ${SIGNUP_MAIL_INTERVAL_MINUTES})`,
        ),
      )
      .returning({ id: verifications.id });
    if (recent.length > 0) return;
    await endPendingSignups(tx, input.email, existing?.id);
    await tx.insert(verifications).values({
      identifier: `${SIGNUP_CONFIRMATION_PREFIX}${tokenHash}`,
      value,
      expiresAt: new Date(Date.now() + SIGNUP_CONFIRMATION_VALID_HOURS * 3_600_000),
    });
    const link = signupConfirmationLink(mail.publicUrl, token);
    await enqueueMail(client, mail.mailKey, SIGNUP_MAIL_KIND, signupConfirmationMail(input.email, link, SIGNUP_CONFIRMATION_VALID_HOURS));
  });
}

/** Every pending link of the address (and, from before decision 490, of its unconfirmed user). */
async function endPendingSignups(tx: Executor, email: string, legacyUserId: string | undefined) {
  await tx.execute(
    sql`delete from verifications
        where identifier like ${`${SIGNUP_CONFIRMATION_PREFIX}%`}
          and (${pendingEmail} = ${email} or value = ${legacyUserId ?? ""})`,
  );
}

/**
 * Uses a link, once: the address's account gets the password typed now (made, when it has none,
 * with the pending name), is confirmed, and every session and reset link it had ends; its other
 * pending links die. False when the link is unknown, used or expired (nothing changes).
 */
export async function confirmSignup(db: Database, auth: Auth, input: SignupConfirmInput): Promise<boolean> {
  const { password: hasher } = await auth.$context;
  const hash = await hasher.hash(input.password);
  return db.transaction(async (tx) => {
    const [claimed] = await rows<{ value: string }>(
      tx,
      sql`delete from verifications
          where identifier = ${SIGNUP_CONFIRMATION_PREFIX + invitationTokenHash(input.token)} and expires_at > now()
          returning value`,
    );
    if (!claimed) return false;
    const pending = await pendingOf(tx, claimed.value);
    if (!pending) return false;
    await lockAddress(tx, pending.email);
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, pending.email));
    let userId: string;
    if (existing) {
      userId = existing.id;
      await tx.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
      const updated = await tx
        .update(accounts)
        .set({ password: hash, updatedAt: new Date() })
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
        .returning({ id: accounts.id });
      if (updated.length === 0) await tx.insert(accounts).values({ userId, providerId: "credential", accountId: userId, password: hash });
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx.execute(sql`delete from verifications where value = ${userId} and identifier like 'reset-password:%'`);
    } else {
      const [user] = await tx.insert(users).values({ email: pending.email, name: pending.name, emailVerified: true }).returning({ id: users.id });
      if (!user) throw new Error("user insert returned nothing");
      userId = user.id;
      await tx.insert(accounts).values({ userId, providerId: "credential", accountId: userId, password: hash });
      // With SIGNUP=open a confirmed sign-up registers its church (decision 491).
      await grantChurchRegistration(tx, userId);
    }
    await endPendingSignups(tx, pending.email, userId);
    return true;
  });
}

/** The pending sign-up a claimed row names (before decision 490: an unconfirmed user's id). */
async function pendingOf(tx: Executor, value: string): Promise<PendingSignup | null> {
  if (value.startsWith("{")) return JSON.parse(value) as PendingSignup;
  const [user] = await tx.select({ email: users.email, name: users.name }).from(users).where(sql`${users.id}::text = ${value}`);
  return user ?? null;
}

/** Whether the user confirmed their e-mail (every account but one left unconfirmed before decision 490). */
export async function hasConfirmedEmail(db: Executor, userId: string): Promise<boolean> {
  const [user] = await db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, userId));
  return user?.verified ?? false;
}
