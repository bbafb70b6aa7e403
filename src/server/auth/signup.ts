import { eq, sql } from "drizzle-orm";
import { SIGNUP_CONFIRMATION_VALID_HOURS, type SignupInput } from "@shared/schemas/signup";
import type { Database, Executor } from "../db/client";
import { postgresErrorCode, UNIQUE_VIOLATION } from "../db/postgres-errors";
import { rows } from "../db/rows";
import { accounts, users, verifications } from "../db/schema";
import { enqueueMail } from "../mail-queue/queries";
import { inClientTransaction } from "../team/client-transaction";
import { invitationTokenHash, newInvitationToken } from "../team/invitation-tokens";
import type { Auth } from "./auth";
import { signupConfirmationLink, signupConfirmationMail } from "./signup-mail";

/**
 * Sign-up with SIGNUP=open (docs/decisions/463): the account is made unconfirmed (email_verified
 * false) with its password, and a confirmation link (better-auth's verification table, the token's
 * SHA-256 only) is mailed; the account can sign in but registers a church only once confirmed.
 */
export const SIGNUP_CONFIRMATION_PREFIX = "sign-up-confirmation:";
/** The mail queue's kind of a sign-up's confirmation (migration 0018). */
const SIGNUP_MAIL_KIND = "sign-up-confirmation" as const;

/**
 * Makes the account and queues its confirmation, in one transaction. An e-mail that already has
 * an account gets the same answer and no account; an unconfirmed one gets a new link (its old one
 * dies), so the page never tells whether an address is taken.
 */
export async function signUp(
  db: Database,
  auth: Auth,
  mail: { mailKey: Buffer; publicUrl: string },
  input: SignupInput & { email: string },
): Promise<void> {
  const { password: hasher } = await auth.$context;
  const hash = await hasher.hash(input.password);
  const { token, tokenHash } = newInvitationToken();
  try {
    await inClientTransaction(db.$client, async (tx, client) => {
      const [existing] = await tx.select({ id: users.id, verified: users.emailVerified }).from(users).where(eq(users.email, input.email));
      if (existing?.verified) return;
      let userId = existing?.id;
      if (!userId) {
        const [user] = await tx.insert(users).values({ email: input.email, name: input.name, emailVerified: false }).returning({ id: users.id });
        if (!user) throw new Error("user insert returned nothing");
        userId = user.id;
        await tx.insert(accounts).values({ userId, providerId: "credential", accountId: userId, password: hash });
      }
      await tx.execute(sql`delete from verifications where identifier like ${`${SIGNUP_CONFIRMATION_PREFIX}%`} and value = ${userId}`);
      await tx.insert(verifications).values({
        identifier: `${SIGNUP_CONFIRMATION_PREFIX}${tokenHash}`,
        value: userId,
        expiresAt: new Date(Date.now() + SIGNUP_CONFIRMATION_VALID_HOURS * 3_600_000),
      });
      const link = signupConfirmationLink(mail.publicUrl, token);
      await enqueueMail(client, mail.mailKey, SIGNUP_MAIL_KIND, signupConfirmationMail(input.email, link, SIGNUP_CONFIRMATION_VALID_HOURS));
    });
  } catch (error) {
    // Two sign-ups of one e-mail at once: the other made the account; same answer.
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) return;
    throw error;
  }
}

/** Confirms the e-mail of the link's account, once; false when the link is unknown, used or expired. */
export async function confirmSignup(db: Executor, token: string): Promise<boolean> {
  const confirmed = await rows<{ id: string }>(
    db,
    sql`with used as (
          delete from verifications
          where identifier = ${SIGNUP_CONFIRMATION_PREFIX + invitationTokenHash(token)} and expires_at > now()
          returning value
        )
        update users set email_verified = true, updated_at = now()
        where id::text in (select value from used)
        returning id`,
  );
  return confirmed.length > 0;
}

/** Whether the user confirmed their e-mail (every account but an unconfirmed sign-up has). */
export async function hasConfirmedEmail(db: Executor, userId: string): Promise<boolean> {
  const [user] = await db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, userId));
  return user?.verified ?? false;
}
