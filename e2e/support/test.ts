import { test as base, type APIRequestContext } from "@playwright/test";
import { registerChurch, type SeededChurch } from "../fixtures/church";
import { createAdminWithCliAsync, type Credentials } from "./admin";

export { expect } from "@playwright/test";

/** An administrator made with `npm run admin:create`, and the church they registered through the admin API. */
export type ChurchAdmin = Credentials & { church: SeededChurch };

type WorkerFixtures = {
  /** This worker's church administrators, one per spec file, made when a test of that file first asks. */
  churchAdminsBySpec: Map<string, Promise<ChurchAdmin>>;
};

type TestFixtures = {
  /**
   * The spec file's own administrator and church (e2e/fixtures/church.ts): the tests of one spec
   * share them, as they ran one after another on the demo church before; no two specs do, so
   * specs run in parallel workers without meeting (docs/decisions/300).
   */
  churchAdmin: ChurchAdmin;
};

async function signInThroughApi(request: APIRequestContext, credentials: Credentials) {
  const response = await request.post("/api/auth/sign-in/email", { data: credentials });
  if (!response.ok()) throw new Error(`sign-in answered ${response.status()}: ${await response.text()}`);
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  churchAdminsBySpec: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first argument
    async ({}, use) => {
      await use(new Map());
    },
    { scope: "worker" },
  ],
  churchAdmin: [
    async ({ churchAdminsBySpec, playwright, baseURL }, use, testInfo) => {
      let admin = churchAdminsBySpec.get(testInfo.file);
      if (!admin) {
        admin = (async () => {
          const credentials = await createAdminWithCliAsync();
          // The browser's Origin, as the admin screens send it.
          const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
          try {
            await signInThroughApi(request, credentials);
            return { ...credentials, church: await registerChurch(request) };
          } finally {
            await request.dispose();
          }
        })();
        churchAdminsBySpec.set(testInfo.file, admin);
      }
      await use(await admin);
    },
    // The CLI and some thirty API calls, within the first test's own time.
    { timeout: 60_000 },
  ],
});
