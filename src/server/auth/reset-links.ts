import { and, eq, like } from "drizzle-orm";
import { type Database, users, verifications } from "../db";

/** better-auth keeps each reset link as a verification `reset-password:{token}` whose value is the user's id. */
const RESET_LINK_IDENTIFIER = "reset-password:%";

/**
 * Ends every password-reset link of a user still open (decision 459): after a reset or a password
 * change, a link mailed earlier must not set the password again.
 */
export async function endResetLinks(db: Database, userId: string): Promise<void> {
  await db.delete(verifications).where(and(eq(verifications.value, userId), like(verifications.identifier, RESET_LINK_IDENTIFIER)));
}

/**
 * After a reset: the link just used is consumed by better-auth; every other one of the account
 * ends too (decision 459). The link came by mail, so the address is confirmed (decision 490).
 */
export async function passwordResetDone(db: Database, userId: string): Promise<void> {
  await endResetLinks(db, userId);
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}
