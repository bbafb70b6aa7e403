import { expect, test, type Page } from "@playwright/test";
import { paths } from "../src/shared/paths";
import { DEMO_CHURCH } from "./fixtures/service-data";
import { waitForHydration } from "./support/hydration";

/**
 * Every control of the church's listing works at the first tap (issue 25, docs/decisions/411–414):
 * on a phone with the processor slowed 4×, each control is tapped the moment it shows, without
 * waiting for the page's scripts, and does its job whether the tap lands before hydration (a link
 * or a form the server answers) or after it (the page changes in place). With JavaScript off, the
 * listing's and the directory's controls all work through the server.
 */

const CHURCH = paths.church.root.href(DEMO_CHURCH);
const LISTING = paths.church.services.href(DEMO_CHURCH);
const API = `/api/public/churches/${DEMO_CHURCH}`;
/** A phone's browser: the server lays the page out for a phone by its User-Agent. */
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: ANDROID_CHROME };

type ServiceItem = { key: string; date: string; viewCount: number; band: { name: string } };
type SongItem = { key: string; serviceKey: string };

async function services(page: Page, query = ""): Promise<{ items: ServiceItem[]; total: number }> {
  return (await (await page.request.get(`${API}/services${query}`)).json()) as { items: ServiceItem[]; total: number };
}

/** The link of a service's card or row. */
const serviceLink = (page: Page, key: string) => page.locator(`main a[href="${paths.church.service.href(DEMO_CHURCH, key)}"]`).first();

test.beforeEach(async ({ page }) => {
  // The video host is out of reach in tests.
  await page.route(/^https:\/\/(i\.ytimg\.com|img\.youtube\.com)\//, (route) => route.abort());
});

test.describe("on a phone with the processor slowed 4×, a tap the moment a control shows", () => {
  test.use(PHONE);
  // A processor slowed 4× on a machine that runs two workers: everything takes longer, and a tap
  // after hydration may have a chunk and a page of the API to load before its effect shows.
  test.slow();
  const effect = { timeout: 30_000 };

  test.beforeEach(async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  });

  /** Opens the listing as a visitor does: it shows as soon as its HTML comes, scripts or not. */
  async function open(page: Page, url = LISTING) {
    await page.goto(url, { waitUntil: "commit" });
  }

  test("the Músicas tab shows the songs", async ({ page }) => {
    await open(page);
    await page.getByRole("tab", { name: "Músicas" }).tap();
    await expect(page).toHaveURL(new RegExp(`${LISTING}\\?tab=musicas$`), effect);
    await expect(page.getByRole("tab", { name: "Músicas", selected: true })).toBeVisible(effect);
    const table = page.getByRole("table", { name: "Músicas" });
    await expect(table.getByRole("row").nth(1).getByRole("link")).toHaveAttribute("href", new RegExp(`^${LISTING}/[^/]+/songs/`), effect);
  });

  test("the list view shows each service with its songs", async ({ page }) => {
    await open(page);
    await page.getByRole("link", { name: "Lista" }).tap();
    await expect(page).toHaveURL(/[?&]view=list(&|$)/, effect);
    await expect(page.getByRole("link", { name: "Lista" })).toHaveAttribute("aria-current", "true", effect);
    await expect(page.getByRole("article").first().getByRole("link", { name: "Assistir" })).toBeVisible(effect);
    await expect(page.getByRole("article").first().getByRole("table")).toBeVisible(effect);
  });

  test("a sort orders the services by it", async ({ page }) => {
    const mostViewed = (await services(page, "?sort=view_count&direction=desc")).items[0]!;
    await open(page);
    await page.getByRole("link", { name: "Visualizações", exact: true }).tap();
    await expect(page).toHaveURL(/[?&]dir=desc&sort=views&/, effect);
    await expect(page.getByRole("link", { name: /Visualizações/ })).toHaveAttribute("aria-current", "true", effect);
    await expect(page.getByRole("article").first().getByRole("link")).toHaveAttribute("href", paths.church.service.href(DEMO_CHURCH, mostViewed.key), effect);
  });

  test("'Carregar mais' shows the next services", async ({ page }) => {
    const all = await services(page);
    expect(all.total).toBeGreaterThan(12);
    const thirteenth = all.items[12]!;
    // Once hydrated, a scroll loads more by itself: the listing's requests wait until the tap, so
    // the link is still there to be tapped (it stays while a load runs) whenever the tap lands.
    let tapped = () => {};
    const tap = new Promise<void>((resolve) => (tapped = resolve));
    await page.route(new RegExp(`${API}/services\\?`), async (route) => {
      await tap;
      await route.continue();
    });
    await open(page);
    const more = page.getByRole("link", { name: "Carregar mais" });
    await more.tap();
    tapped();
    await expect(serviceLink(page, thirteenth.key)).toBeVisible(effect);
  });

  test("a search typed before the scripts have run is kept and applied when they run", async ({ page }) => {
    // The page's scripts are held until the visitor has typed: the tap and the typing surely come first.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\/assets\/[^?]+\.js(\?.*)?$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await open(page);
    const search = page.getByRole("searchbox", { name: "Buscar" });
    await search.tap();
    await search.pressSequentially("Kairós");
    await expect(page.getByRole("article").filter({ hasNotText: "Banda Kairós" }).first()).toBeVisible();

    releaseScripts();
    await waitForHydration(page);
    await expect(search).toHaveValue("Kairós");
    await expect(page).toHaveURL(/[?&]q=Kair%C3%B3s(&|$)/, effect);
    await expect(page.getByRole("article").filter({ hasNotText: "Banda Kairós" })).toHaveCount(0, effect);
    await expect(page.getByRole("article").first()).toContainText("Banda Kairós");
  });

  test("a search sent before the scripts have run is answered by the server", async ({ page }) => {
    await page.route(/\/assets\/[^?]+\.js(\?.*)?$/, (route) => route.abort());
    await open(page);
    const search = page.getByRole("searchbox", { name: "Buscar" });
    await search.fill("Kairós");
    await search.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${LISTING}\\?q=Kair%C3%B3s&tab=cultos&view=grid$`), effect);
    await expect(search).toHaveValue("Kairós");
    await expect(page.getByRole("article").first()).toContainText("Banda Kairós");
    await expect(page.getByRole("article").filter({ hasNotText: "Banda Kairós" })).toHaveCount(0);
  });
});

test.describe("with JavaScript disabled", () => {
  test.use({ ...PHONE, javaScriptEnabled: false });

  test("the Cultos tab's next and previous pages work through the server", async ({ page }) => {
    const all = await services(page);
    await page.goto(LISTING);
    await expect(page.getByRole("article")).toHaveCount(12);
    await page.getByRole("link", { name: "Carregar mais" }).click();
    await expect(page).toHaveURL(new RegExp(`${LISTING}\\?page=2&tab=cultos&view=grid$`));
    await expect(serviceLink(page, all.items[12]!.key)).toBeVisible();
    await expect(serviceLink(page, all.items[0]!.key)).toHaveCount(0);
    await page.getByRole("link", { name: "Página anterior" }).click();
    await expect(page).toHaveURL(new RegExp(`${LISTING}\\?tab=cultos&view=grid$`));
    await expect(serviceLink(page, all.items[0]!.key)).toBeVisible();
  });

  test("the Cultos tab's view and sort work through the server", async ({ page }) => {
    const mostViewed = (await services(page, "?sort=view_count&direction=desc")).items[0]!;
    await page.goto(LISTING);
    await expect(page.getByRole("link", { name: "Grade" })).toHaveAttribute("aria-current", "true");
    await page.getByRole("link", { name: "Lista" }).click();
    await expect(page).toHaveURL(new RegExp(`${LISTING}\\?tab=cultos&view=list$`));
    await expect(page.getByRole("article").first().getByRole("link", { name: "Assistir" })).toBeVisible();

    await page.getByRole("link", { name: "Visualizações", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${LISTING}\\?dir=desc&sort=views&tab=cultos&view=list$`));
    await expect(page.getByRole("article").first().getByRole("link").first()).toHaveAttribute("href", paths.church.service.href(DEMO_CHURCH, mostViewed.key));
    await page.getByRole("link", { name: /Visualizações/ }).click();
    await expect(page).toHaveURL(new RegExp(`${LISTING}\\?dir=asc&sort=views&tab=cultos&view=list$`));
  });

  test("the Cultos tab's search form works through the server, keeping the tab, view and order", async ({ page }) => {
    const kairos = await services(page, "?search=Kair%C3%B3s");
    await page.goto(`${LISTING}?dir=asc&sort=views&tab=cultos&view=list`);
    await page.getByRole("searchbox", { name: "Buscar" }).fill("Kairós");
    await page.getByRole("searchbox", { name: "Buscar" }).press("Enter");
    await expect(page).toHaveURL(new RegExp(`${LISTING}\\?dir=asc&q=Kair%C3%B3s&sort=views&tab=cultos&view=list$`));
    await expect(page.getByRole("searchbox", { name: "Buscar" })).toHaveValue("Kairós");
    await expect(page.getByRole("article")).toHaveCount(Math.min(6, kairos.total));
    await expect(page.getByRole("article").filter({ hasNotText: "Banda Kairós" })).toHaveCount(0);
  });

  test("the Músicas tab's rows, column sort and next page work through the server", async ({ page }) => {
    const songs = (await (await page.request.get(`${API}/songs?pageSize=50`)).json()) as { items: SongItem[]; total: number };
    expect(songs.total).toBeGreaterThan(25);

    await page.goto(LISTING);
    await page.getByRole("tab", { name: "Músicas" }).click();
    await expect(page).toHaveURL(new RegExp(`${LISTING}\\?tab=musicas$`));
    const table = page.getByRole("table", { name: "Músicas" });
    const firstSong = songs.items[0]!;
    await expect(table.getByRole("row").nth(1).getByRole("link")).toHaveAttribute("href", paths.church.serviceSong.href(DEMO_CHURCH, firstSong.serviceKey, firstSong.key));
    await page.getByRole("link", { name: "Carregar mais" }).click();
    await expect(page).toHaveURL(new RegExp(`${LISTING}\\?page=2&tab=musicas$`));
    await expect(table.getByRole("row").nth(1)).toContainText(/^26/);
    const song26 = songs.items[25]!;
    await expect(table.getByRole("row").nth(1).getByRole("link")).toHaveAttribute("href", paths.church.serviceSong.href(DEMO_CHURCH, song26.serviceKey, song26.key));
    await table.getByRole("link", { name: /Título/ }).click();
    await expect(page).toHaveURL(new RegExp(`${LISTING}\\?dir=desc&sort=name&tab=musicas$`));
    await expect(table.getByRole("columnheader", { name: /Título/ })).toHaveAttribute("aria-sort", "descending");
    await page.getByRole("tab", { name: "Cultos" }).click();
    await expect(page).toHaveURL(new RegExp(`${LISTING}\\?tab=cultos&view=grid$`));
  });

  test("the directory's search and the bands page's filter work through the server", async ({ page }) => {
    // Other specs register churches with close names (and logos named after them): the demo one is this link.
    const demoChurch = (on: Page) => on.getByRole("link", { name: "Igreja Esperança", exact: true }).and(on.locator(`[href="${CHURCH}"]`));
    await page.goto("/");
    const search = page.getByRole("searchbox", { name: "Buscar igreja" });
    await search.fill("esperança");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/\?q=esperan%C3%A7a$/);
    await expect(demoChurch(page)).toBeVisible();
    await page.getByRole("searchbox", { name: "Buscar igreja" }).fill("nenhuma igreja assim");
    await page.getByRole("searchbox", { name: "Buscar igreja" }).press("Enter");
    await expect(page.getByText("Nenhuma igreja encontrada. Tente um termo de busca diferente.")).toBeVisible();
    await page.getByRole("link", { name: "Apagar o texto da busca" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(demoChurch(page)).toBeVisible();

    await page.goto(paths.church.bands.href(DEMO_CHURCH));
    await page.getByRole("searchbox", { name: "Filtrar bandas" }).fill("2023");
    await page.getByRole("searchbox", { name: "Filtrar bandas" }).press("Enter");
    await expect(page).toHaveURL(`${paths.church.bands.href(DEMO_CHURCH)}?q=2023`);
    await expect(page.getByRole("link", { name: /Banda Kairós/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Banda Ágape/ })).toHaveCount(0);
  });
});
