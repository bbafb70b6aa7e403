import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { type Database, postgresErrorCode, UNIQUE_VIOLATION, accounts, sessions, users } from "../db";
import type { Auth } from "./auth";
import { grantChurchRegistration } from "./church-registration";
import { MIN_PASSWORD_LENGTH } from "./auth";

export class AdministratorError extends Error {}

export const administratorInput = z.object({
  email: z.email("Informe um e-mail válido.").transform((value) => value.toLowerCase()),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `A senha deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`)
    .max(128, "A senha deve ter no máximo 128 caracteres."),
  name: z.string().trim().min(1).max(120).optional(),
});

/**
 * Creates an administrator with an e-mail/password account. Sign-up is closed on the web, so this
 * (through the CLI, the demo seed and the test factories) is the only way in.
 */
export async function createAdministrator(db: Database, auth: Auth, input: z.input<typeof administratorInput>) {
  const parsed = administratorInput.safeParse(input);
  if (!parsed.success) throw new AdministratorError(parsed.error.issues.map((issue) => issue.message).join(" "));
  const { email, password } = parsed.data;
  const name = parsed.data.name ?? email.split("@")[0] ?? email;

  const context = await auth.$context;
  const hash = await context.password.hash(password);
  try {
    // One transaction: a user never exists without the credential account that holds its password.
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email, name, emailVerified: true })
        .returning({ id: users.id, email: users.email, name: users.name });
      if (!user) throw new Error("user insert returned nothing");
      await tx.insert(accounts).values({ userId: user.id, providerId: "credential", accountId: user.id, password: hash });
      // Made to start a church: it may register one, even with sign-up closed (decision 491).
      await grantChurchRegistration(tx, user.id);
      return user;
    });
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw new AdministratorError(`Já existe um administrador com o e-mail ${email}.`);
    throw error;
  }
}


/** Removes an administrator (their accounts and sessions go with the user row). */
export async function deleteAdministrator(db: Database, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

/**
 * Replaces the password of the administrator with this e-mail when it is still `known`, and ends
 * their sessions. False when there is no such administrator or the password was already changed.
 */
export async function replaceKnownPassword(
  db: Database,
  auth: Auth,
  input: { email: string; known: string; replacement: string },
): Promise<boolean> {
  const [account] = await db
    .select({ id: accounts.id, userId: accounts.userId, hash: accounts.password })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.email, input.email), eq(accounts.providerId, "credential")));
  if (!account?.hash) return false;
  const { password: hasher } = await auth.$context;
  if (!(await hasher.verify({ hash: account.hash, password: input.known }))) return false;
  const hash = await hasher.hash(input.replacement);
  await db.transaction(async (tx) => {
    await tx.update(accounts).set({ password: hash, updatedAt: new Date() }).where(eq(accounts.id, account.id));
    await tx.delete(sessions).where(eq(sessions.userId, account.userId));
  });
  return true;
}
