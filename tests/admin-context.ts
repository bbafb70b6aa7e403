import { signedInAdmin } from "./factories";
import { createTestApp } from "./test-app";

export type AdminRequest = (url: string, init?: RequestInit & { json?: unknown }, as?: string) => Promise<Response>;

/**
 * A test app with two churches, each with a signed-in administrator: the first is the one under
 * test, the other proves a church sees none of another's data. `api` sends the first
 * administrator's cookie unless told another.
 */
export async function createAdminContext() {
  const app = await createTestApp();
  const own = await signedInAdmin(app);
  const other = await signedInAdmin(app);
  const api: AdminRequest = async (url, init = {}, as = own.cookie) =>
    app.request(url, { ...init, headers: { cookie: as, ...(init.headers as Record<string, string>) } });
  return { app, api, own, other, churchId: own.church.id, cookie: own.cookie, otherChurchId: other.church.id, otherCookie: other.cookie };
}
