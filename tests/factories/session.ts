import type { TestApp } from "../test-app";
import { createAdmin } from "./admin";
import { addMember, createChurch } from "./church";

/** An administrator with a church and a session cookie, signed in through the real auth endpoint. */
export async function signedInAdmin(app: TestApp) {
  const admin = await createAdmin(app);
  const church = await createChurch(app.db, { adminUserId: admin.id });
  const { cookie } = await app.signIn(admin.email, admin.password);
  return { admin, church, cookie };
}

/** Another member of an existing church, with a role, signed in through the real auth endpoint. */
export async function signedInMember(app: TestApp, churchId: string, role: "admin" | "editor") {
  const user = await createAdmin(app);
  const member = await addMember(app.db, churchId, user.id, role);
  const { cookie } = await app.signIn(user.email, user.password);
  return { user, member, cookie };
}
