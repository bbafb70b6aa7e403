import { expect, test, type Page } from "@playwright/test";
import { paths } from "../src/shared/paths";
import { fakePlayerTime, useFakePlayer } from "./fixtures/fake-player";
import { DEMO_CHURCH, findService, serviceUrl } from "./fixtures/service-data";
import { waitForHydration } from "./support/hydration";

/**
 * Issue 39, "no tap is lost" (docs/decisions/497, 498). The church menu on a phone is a disclosure
 * the browser opens by itself, scripts or not. The controls only a script can run (the player's
 * shuffle, play and repeat, the side navigation's toggle) keep a tap made before they hydrated and
 * do it once they have. The app's scripts are held until the taps are done, so the taps surely
 * land before hydration, whatever the machine's speed.
 */

const CHURCH = paths.church.root.href(DEMO_CHURCH);
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: ANDROID_CHROME };

/** Holds the app's scripts (the boot script, the entry, the chunks) until `release()`: the page stays as the server sent it. */
async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]+\.js(\?.*)?$/, async (route) => {
    await held;
    // A request of a document the visitor has left is gone by then.
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Whether React has hydrated any of the page (its elements carry React's fibers). */
const isHydrated = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll("#root *")].some((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"))));

const menuButton = (page: Page) => page.getByRole("button", { name: "Alternar menu lateral" });
const menu = (page: Page) => page.getByRole("region", { name: "Menu da igreja" });
const pending = (page: Page, control: string) => page.locator(`style[data-replay-pending="${control}"]`);

test.describe("on a phone", () => {
  test.use(PHONE);

  test.beforeEach(async ({ page }) => {
    await useFakePlayer(page, { duration: 4 * 3600 });
  });

  test("shuffle, repeat, play and the menu tapped before the scripts run: each is done once they have", async ({ page, request }) => {
    // A player starts and a page is hydrated on a machine that runs two workers.
    test.slow();
    const service = await findService(request, (s) => s.songs.length >= 3 && s.service.videoId !== null);
    const first = service.songs[0]!;
    const url = serviceUrl(service.service.key);
    const release = await holdScripts(page);
    await page.goto(url, { waitUntil: "commit" });

    const shuffle = page.getByRole("button", { name: "Aleatório" });
    const repeat = page.getByRole("button", { name: "Repetir", exact: true });
    await shuffle.tap();
    await repeat.tap();
    // A tap more on the same control, because nothing seemed to happen, counts once.
    await repeat.tap();
    await page.getByRole("button", { name: "Reproduzir", exact: true }).tap();
    // The menu opens by itself: it is the browser's disclosure (the one shown once the stylesheet has come).
    await expect(menuButton(page)).toHaveCount(1);
    await menuButton(page).tap();
    await expect(menu(page).getByRole("link", { name: "Cultos" })).toBeVisible();

    // Kept, not done: play did not leave for the video's host, and the kept controls are dimmed.
    await expect(pending(page, "shuffle")).toHaveCount(1);
    await expect(pending(page, "play")).toHaveCount(1);
    expect(page.url()).toMatch(new RegExp(`${url}$`));
    await expect(shuffle).toHaveAttribute("aria-pressed", "false");
    expect(await isHydrated(page)).toBe(false);

    release();
    await waitForHydration(page);
    await expect(shuffle).toHaveAttribute("aria-pressed", "true");
    await expect(repeat).toHaveAttribute("aria-pressed", "true");
    await expect(repeat).toHaveAttribute("title", "Repetir todas as músicas");
    // Play started the player here, once: it plays (a second play would have paused it).
    await expect(page.getByTestId("fake-youtube-player")).toBeVisible();
    await expect(page.getByRole("button", { name: "Pausar" })).toBeVisible();
    await expect.poll(() => fakePlayerTime(page)).toBeGreaterThanOrEqual(first.startTime);
    await expect(page.locator("style[data-replay-pending]")).toHaveCount(0);
    // The menu opened before hydration is still open, and a choice in it closes it, in place.
    await expect(menu(page)).toBeVisible();
    await menu(page).getByRole("link", { name: "Cultos" }).tap();
    await expect(page).toHaveURL(paths.church.services.href(DEMO_CHURCH));
    await expect(menu(page)).toBeHidden();
    await expect(shuffle).toBeHidden();
  });

  test.describe("with JavaScript disabled", () => {
    test.use({ javaScriptEnabled: false });

    test("the church menu opens, closes and leads to the church's pages", async ({ page }) => {
      await page.goto(CHURCH);
      await expect(page.getByRole("navigation", { name: "Navegação" })).toBeHidden();
      await menuButton(page).click();
      await expect(menu(page)).toBeVisible();
      await expect(menu(page).getByRole("link", { name: "Início" })).toBeVisible();
      await menuButton(page).click();
      await expect(menu(page)).toBeHidden();

      await menuButton(page).click();
      await menu(page).getByRole("link", { name: "Bandas" }).click();
      await expect(page).toHaveURL(paths.church.bands.href(DEMO_CHURCH));
      // The new page's stylesheet decides which of the two toggles shows; the browser paints nothing before it.
      await expect(menuButton(page)).toHaveCount(1);
      await menuButton(page).click();
      await expect(menu(page).getByRole("link", { name: "Bandas" })).toHaveAttribute("aria-current", "page");
    });
  });
});

test("on a desktop, the side navigation's toggle tapped before the scripts run collapses it once they have", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(paths.church.bands.href(DEMO_CHURCH), { waitUntil: "commit" });
  const sideNavigation = page.locator("aside[data-state]");
  // Until the stylesheet has come, the phone's menu (a disclosure) shows too: the visitor taps the one the styles leave.
  await expect(menuButton(page)).toHaveCount(1);
  await menuButton(page).click();
  await expect(pending(page, "church-nav")).toHaveCount(1);
  await expect(sideNavigation).toHaveAttribute("data-state", "expanded");
  expect(await isHydrated(page)).toBe(false);

  release();
  await waitForHydration(page);
  await expect(sideNavigation).toHaveAttribute("data-state", "collapsed");
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  // Once hydrated it toggles as it always has.
  await menuButton(page).click();
  await expect(sideNavigation).toHaveAttribute("data-state", "expanded");
});
