import { beforeAll } from "vitest";
import { signedInAdmin } from "../factories";
import { madeInBeforeAll, type TestApp } from "../test-app";

export type SignedInAdmin = Awaited<ReturnType<typeof signedInAdmin>>;

/**
 * The file's administrator (`signedInAdmin`: a church of their own and a session cookie) on the
 * file's app: signed in before its first test, once the app is made. Call it after `useTestApp`.
 */
export function useSignedInAdmin(app: TestApp): SignedInAdmin {
  let admin: SignedInAdmin | undefined;
  beforeAll(async () => {
    admin = await signedInAdmin(app);
  });
  return madeInBeforeAll(() => admin, "The signed-in administrator");
}
