import { and, eq, like } from "drizzle-orm";
import type { Database } from "../db/client";
import { verifications } from "../db/schema";

/** better-auth keeps each reset link as a verification `reset-password:{token}` whose value is the user's id. */
const RESET_LINK_IDENTIFIER = "reset-password:%";

/**
 * Ends every password-reset link of a user still open (decision 459): after a reset or a password
 * change, a link mailed earlier must not set the password again.
 */
export async function endResetLinks(db: Database, userId: string): Promise<void> {
  await db.delete(verifications).where(and(eq(verifications.value, userId), like(verifications.identifier, RESET_LINK_IDENTIFIER)));
}
