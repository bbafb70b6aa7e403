import { and, like, sql } from "drizzle-orm";
import { type Executor, rows, verifications } from "../db";

/**
 * A church's first administrator's invitation link (`npm run admin:invite`, docs/decisions/462):
 * there is no church yet, and the invitations table needs one, so it is a row of better-auth's
 * verification table: identifier `first-admin-invitation:<sha256 of the token>`, value the JSON
 * `{ email, usedAt }`, expires_at when the link dies. The team sends and accepts it.
 */
const FIRST_ADMIN_PREFIX = "first-admin-invitation:";

type FirstAdminLinkValue = { email: string; usedAt: string | null };

/** Stores a new link for `email`; an earlier link of that e-mail dies. In the caller's transaction. */
export async function replaceFirstAdminLink(tx: Executor, input: { email: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await tx
    .delete(verifications)
    .where(and(like(verifications.identifier, `${FIRST_ADMIN_PREFIX}%`), sql`${verifications.value}::jsonb ->> 'email' = ${input.email}`));
  await tx.insert(verifications).values({
    identifier: `${FIRST_ADMIN_PREFIX}${input.tokenHash}`,
    value: JSON.stringify({ email: input.email, usedAt: null } satisfies FirstAdminLinkValue),
    expiresAt: input.expiresAt,
  });
}

/** The link of a token's hash, used or not, expired or not; null when there is none. */
export async function findFirstAdminLink(db: Executor, tokenHash: string): Promise<(FirstAdminLinkValue & { expired: boolean }) | null> {
  const [found] = await rows<{ value: string; expired: boolean }>(
    db,
    sql`select value, expires_at <= now() as expired from verifications where identifier = ${FIRST_ADMIN_PREFIX + tokenHash}`,
  );
  if (!found) return null;
  return { ...(JSON.parse(found.value) as FirstAdminLinkValue), expired: found.expired };
}

/** Marks the link used if it still can be; false when another accept came first or it expired. */
export async function claimFirstAdminLink(tx: Executor, tokenHash: string): Promise<boolean> {
  const claimed = await rows<{ id: string }>(
    tx,
    sql`update verifications
        set value = jsonb_set(value::jsonb, '{usedAt}', to_jsonb(now()))::text, updated_at = now()
        where identifier = ${FIRST_ADMIN_PREFIX + tokenHash} and expires_at > now() and value::jsonb ->> 'usedAt' is null
        returning id`,
  );
  return claimed.length > 0;
}
