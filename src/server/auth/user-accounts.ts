import { eq } from "drizzle-orm";
import { type Executor, accounts, sessions, users } from "../db";

// Writes of users, their credential accounts and sessions that other modules need (the team's
// invitations); better-auth's own endpoints write the rest.

/** A new user whose e-mail is proven, with the credential account that holds its password hash; its id. In the caller's transaction. */
export async function createVerifiedUser(tx: Executor, input: { email: string; name: string; passwordHash: string | null }): Promise<string> {
  const [user] = await tx.insert(users).values({ email: input.email, name: input.name, emailVerified: true }).returning({ id: users.id });
  if (!user) throw new Error("user insert returned nothing");
  await tx.insert(accounts).values({ userId: user.id, providerId: "credential", accountId: user.id, password: input.passwordHash });
  return user.id;
}

/** Ends every session of a user: their next request is a 401. */
export async function endSessions(tx: Executor, userId: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}
