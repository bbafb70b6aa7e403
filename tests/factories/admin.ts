import { randomUUID } from "node:crypto";
import { createAdministrator } from "../../src/server/auth/administrators";
import type { TestApp } from "../test-app";

export const TEST_PASSWORD = "senha-de-teste-123";

/**
 * An administrator with an e-mail/password account. Takes the app, not the database: the password
 * is hashed by the app's auth, the way the CLI and the demo seed make administrators.
 */
export async function createAdmin(app: TestApp, overrides: { email?: string; password?: string } = {}) {
  const email = overrides.email ?? `admin-${randomUUID().slice(0, 8)}@example.com`;
  const password = overrides.password ?? TEST_PASSWORD;
  const user = await createAdministrator(app.db, app.auth, { email, password });
  return { ...user, password };
}
