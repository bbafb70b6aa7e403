import { z } from "zod";
import type { Database } from "../db/client";
import { accounts, users } from "../db/schema";
import type { Auth } from "./auth";
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
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AdministratorError(`Já existe um administrador com o e-mail ${email}.`);
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } };
  return candidate.code === "23505" || candidate.cause?.code === "23505";
}
