import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { paths } from "../src/shared/paths";
import { useFakePlayer } from "./fixtures/fake-player";
import { createAdminWithCli, signInAsAdmin } from "./support/admin";
import { gotoHydrated } from "./support/hydration";
import { adminRoutes, publicRoutes } from "./support/routes";

/**
 * axe-core on every route of both areas: the public pages and the admin screens on the demo data,
 * then the empty state (an administrator without a church, then with a church and nothing in it,
 * and that church's public pages). No violation of impact serious or critical may remain.
 */

const DEMO = "igreja-esperanca";

type Violation = { id: string; impact?: string | null; help: string; nodes: { target: unknown; failureSummary?: string }[] };

/** Waits until the page has settled (no skeleton, no pending request) and runs axe on it. */
async function expectAccessible(page: Page, url: string) {
  await gotoHydrated(page, url);
  // The settled page, not the check itself: the first screen of a run loads its route's chunks
  // cold, which has taken over 7 s on a machine busy with another run's build.
  await expect(page.locator("h1").first()).toBeVisible({ timeout: 20_000 });
  // Settled when nothing shows as loading: waiting for the network to go quiet as well cost half
  // a second a screen and checked nothing more (decision 529).
  await expect(page.locator('[aria-busy="true"], [data-slot="skeleton"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const blocking = (results.violations as Violation[]).filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  const report = blocking.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => ({ target: node.target, summary: node.failureSummary })),
  }));
  expect.soft(report, `axe on ${url}`).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await useFakePlayer(page);
});

test("the public pages on the demo data", async ({ page }) => {
  test.setTimeout(420_000);
  for (const url of ["/", ...(await publicRoutes(page.request, DEMO))]) await expectAccessible(page, url);
});

test("the signed-out screens", async ({ page }) => {
  // Three screens, each checked at two widths and in both themes: over a minute once, with another
  // run building beside it.
  test.setTimeout(180_000);
  for (const url of [paths.admin.login.href(), paths.admin.forgotPassword.href(), paths.resetPassword.href("abc")]) await expectAccessible(page, url);
});

test("the admin screens on the demo data", async ({ page }) => {
  test.setTimeout(420_000);
  await signInAsAdmin(page);
  for (const url of await adminRoutes(page.request)) await expectAccessible(page, url);
});

test("the empty state: an administrator without a church, then with an empty church, and its public pages", async ({ page }) => {
  test.setTimeout(420_000);
  const admin = createAdminWithCli();
  await signInAsAdmin(page, admin);
  for (const url of [paths.admin.dashboard.href(), paths.admin.church.href()]) await expectAccessible(page, url);

  const slug = `igreja-vazia-${randomUUID().slice(0, 6)}`;
  const created = await page.request.post("/api/admin/church", {
    data: { name: "Igreja Vazia", slug, youtubeChannel: "https://www.youtube.com/@igrejavazia" },
  });
  expect(created.ok()).toBe(true);
  for (const url of await adminRoutes(page.request)) await expectAccessible(page, url);
  for (const url of await publicRoutes(page.request, slug)) await expectAccessible(page, url);
});
