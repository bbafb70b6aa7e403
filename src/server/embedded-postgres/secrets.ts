/** The generated passwords (superuser and app role), each in its own 0600 file. */
import { randomBytes } from "node:crypto";
import { promises as fs } from "node:fs";
import type { Paths } from "./cluster";
import { writeFileAtomically } from "./data-dir";
import { describe, EmbeddedPostgresError, errorCode } from "./errors";

export function newPassword(): string {
  return randomBytes(24).toString("base64url");
}

/** Written whole or not at all, readable by its owner only. */
export async function writeSecret(file: string, secret: string): Promise<void> {
  await writeFileAtomically(file, `${secret}\n`, 0o600);
}

/** The superuser's password; a cluster without one cannot be used. */
export async function readPassword(paths: Paths): Promise<string> {
  const password = await readSecret(paths.password);
  if (password !== undefined) return password;
  throw new EmbeddedPostgresError(
    `The PostgreSQL cluster in ${paths.pgdata} exists but its password file ${paths.password} is missing or ` +
      `empty, so nobody can log in. Restore that file, or delete ${paths.pgdata} to create a new, empty cluster ` +
      `(this deletes its data).`,
  );
}

/** The trimmed content of a password file, or undefined when it is missing or empty. */
export async function readSecret(file: string): Promise<string | undefined> {
  try {
    const secret = (await fs.readFile(file, "utf8")).trim();
    return secret === "" ? undefined : secret;
  } catch (error) {
    if (errorCode(error) === "ENOENT") return undefined;
    throw new EmbeddedPostgresError(`Cannot read the PostgreSQL password file ${file}: ${describe(error)}.`, { cause: error });
  }
}
