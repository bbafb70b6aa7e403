import { randomUUID } from "node:crypto";
import { createAdministrator } from "../src/server/auth/administrators";
import { churches } from "../src/server/db/schema";
import type { TestApp } from "./test-app";

export const TEST_PASSWORD = "senha-de-teste-123";

export async function createAdmin(app: TestApp, overrides: { email?: string; password?: string } = {}) {
  const email = overrides.email ?? `admin-${randomUUID().slice(0, 8)}@example.com`;
  const password = overrides.password ?? TEST_PASSWORD;
  const user = await createAdministrator(app.db, app.auth, { email, password });
  return { ...user, password };
}

export async function createChurch(app: TestApp, adminUserId: string, overrides: Partial<typeof churches.$inferInsert> = {}) {
  const suffix = randomUUID().slice(0, 8);
  const [church] = await app.db
    .insert(churches)
    .values({ adminUserId, name: `Igreja ${suffix}`, slug: `igreja-${suffix}`, youtubeChannel: "https://www.youtube.com/@igreja", ...overrides })
    .returning();
  if (!church) throw new Error("church insert returned nothing");
  return church;
}

/** An administrator with a church and a signed-in session cookie. */
export async function signedInAdmin(app: TestApp) {
  const admin = await createAdmin(app);
  const church = await createChurch(app, admin.id);
  const { cookie } = await app.signIn(admin.email, admin.password);
  return { admin, church, cookie };
}
