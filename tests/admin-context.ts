import { afterAll, beforeAll, beforeEach } from "vitest";
import { emptyChurch, signedInAdmin } from "./factories";
import { createTestApp, madeInBeforeAll } from "./test-app";

export type AdminRequest = (url: string, init?: RequestInit & { json?: unknown }, as?: string) => Promise<Response>;

/**
 * A test app with two churches, each with a signed-in administrator: the first is the one under
 * test, the other proves a church sees none of another's data. `api` sends the first
 * administrator's cookie unless told another.
 */
export async function createAdminContext(environment: Record<string, string> = {}) {
  const app = await createTestApp(environment);
  const own = await signedInAdmin(app);
  const other = await signedInAdmin(app);
  const api: AdminRequest = async (url, init = {}, as = own.cookie) =>
    app.request(url, { ...init, headers: { cookie: as, ...(init.headers as Record<string, string>) } });
  return { app, api, own, other, churchId: own.church.id, cookie: own.cookie, otherChurchId: other.church.id, otherCookie: other.cookie };
}

export type AdminContext = Awaited<ReturnType<typeof createAdminContext>>;

/**
 * The file's admin context (`createAdminContext`): made before its first test, closed after its
 * last; with `emptyEachTest` both churches are emptied before each test.
 */
export function useAdminContext(options: { environment?: Record<string, string>; emptyEachTest?: boolean } = {}): AdminContext {
  let context: AdminContext | undefined;
  beforeAll(async () => {
    context = await createAdminContext(options.environment);
  });
  afterAll(async () => {
    await context?.app.close();
  });
  if (options.emptyEachTest) {
    beforeEach(async () => {
      await emptyChurch(context!.app.db, context!.churchId);
      await emptyChurch(context!.app.db, context!.otherChurchId);
    });
  }
  return madeInBeforeAll(() => context, "The admin context");
}
