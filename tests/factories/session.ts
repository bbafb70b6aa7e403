import type { TestApp } from "../test-app";
import { createAdmin } from "./admin";
import { createChurch } from "./church";

/** An administrator with a church and a session cookie, signed in through the real auth endpoint. */
export async function signedInAdmin(app: TestApp) {
  const admin = await createAdmin(app);
  const church = await createChurch(app.db, { adminUserId: admin.id });
  const { cookie } = await app.signIn(admin.email, admin.password);
  return { admin, church, cookie };
}
