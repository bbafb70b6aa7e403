import { expect, test, type Page } from "@playwright/test";
import { paths } from "../src/shared/paths";
import { DEMO_CHURCH } from "./fixtures/service-data";
import { waitForHydration } from "./support/hydration";

/**
 * Public pages come rendered from the server (docs/decisions/260): their content shows without
 * JavaScript, the client hydrates them without a warning, and the first screen costs no API
 * request.
 */

const pages = paths.church;
const CHURCH = pages.root.href(DEMO_CHURCH);
const SERVICES = pages.services.href(DEMO_CHURCH);

/** The video host is out of reach in tests: thumbnails fall back to the stock image at once. */
async function blockVideoHost(page: Page) {
  await page.route(/^https:\/\/(i\.ytimg\.com|img\.youtube\.com)\//, (route) => route.abort());
}

/** Links to a service (from the church home) and a catalogue song (from the public API) of the demo church. */
async function demoLinks(page: Page) {
  await page.goto(CHURCH);
  const service = await page.getByRole("region", { name: "Cultos Recentes" }).locator(`a[href^="${SERVICES}/"]`).first().getAttribute("href");
  expect(service).toMatch(new RegExp(`^${SERVICES}/`));
  const songs = (await (await page.request.get(`/api/public/churches/${DEMO_CHURCH}/songs?limit=1`)).json()) as { items: { songKey: string }[] };
  return { service: service!, song: pages.song.href(DEMO_CHURCH, songs.items[0]!.songKey) };
}

/**
 * Console errors and uncaught errors (a production React reports a hydration mismatch as one),
 * and the API requests made, while the page loads and hydrates. Failed thumbnails are expected.
 */
function watch(page: Page) {
  const errors: string[] = [];
  const apiRequests: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("request", (request) => {
    const url = new URL(request.url());
    // The analytics configuration and view counting are not the page's content.
    if (url.pathname.startsWith("/api/") && url.pathname !== "/api/public/config" && !url.pathname.startsWith("/api/views")) {
      apiRequests.push(`${request.method()} ${url.pathname}${url.search}`);
    }
  });
  return { errors, apiRequests };
}

test.beforeEach(async ({ page }) => {
  await blockVideoHost(page);
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("the church home, a service and a song show their content", async ({ page }) => {
    const { service, song } = await demoLinks(page);
    await expect(page.getByRole("heading", { level: 1, name: "Igreja Esperança" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Cultos Recentes" }).getByRole("article")).toHaveCount(8);

    await page.goto(service);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Culto");
    await expect(page.getByTestId("current-song")).not.toBeEmpty();

    await page.goto(song);
    await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
    await expect(page.getByRole("link", { name: "Igreja Esperança" }).first()).toBeVisible();
  });
});

test("public pages hydrate without errors and without fetching their first screen", async ({ page }) => {
  // Seven pages, each loaded and hydrated: over a minute on a machine busy with other work.
  test.setTimeout(180_000);
  const { service, song } = await demoLinks(page);
  const listings = [pages.services.href(DEMO_CHURCH, { tab: "musicas" }), pages.services.href(DEMO_CHURCH, { tab: "cultos", view: "list" })];
  for (const path of [CHURCH, song, ...listings, pages.band.href(DEMO_CHURCH, "banda-agape-2019"), paths.home.href()]) {
    const seen = watch(page);
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    expect(seen.errors, path).toEqual([]);
    expect(seen.apiRequests, path).toEqual([]);
    page.removeAllListeners("console");
    page.removeAllListeners("pageerror");
    page.removeAllListeners("request");
  }

  // The service page: its data came with the HTML; only the recommendations (shown after a delay) are fetched.
  const seen = watch(page);
  await page.goto(service);
  await waitForHydration(page);
  await expect(page.getByTestId("current-song")).not.toBeEmpty();
  expect(seen.errors).toEqual([]);
  expect(seen.apiRequests.filter((request) => !request.includes("/recommendations"))).toEqual([]);

  // Still a live app: the navigation goes to another page on the client.
  await page.getByRole("link", { name: "Início" }).first().click();
  await expect(page).toHaveURL(CHURCH);
  await expect(page.getByRole("heading", { level: 1, name: "Igreja Esperança" })).toBeVisible();
  expect(seen.errors).toEqual([]);
});

test("a search typed before the page's script has run is searched once it runs", async ({ page }) => {
  // The page's scripts are held until the visitor has typed, as on a slow phone.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/[^?]+\.js(\?.*)?$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  // The HTML is there: the page's load waits for the held scripts, the visitor does not.
  await page.goto(SERVICES, { waitUntil: "commit" });
  const search = page.getByRole("searchbox", { name: "Buscar" });
  await expect(page.getByRole("article").filter({ hasNotText: "Banda Kairós" }).first()).toBeVisible();
  await search.fill("Kairós");

  releaseScripts();
  await waitForHydration(page);
  await expect(page.getByRole("article").filter({ hasNotText: "Banda Kairós" })).toHaveCount(0);
  await expect(page.getByRole("article").first()).toContainText("Banda Kairós");
  await expect(search).toHaveValue("Kairós");
});

test("a public page links its stylesheet and its icons' sprite, both kept for a year, and carries no icon drawing", async ({ page }) => {
  const { service, song } = await demoLinks(page);
  let sprite = "";
  for (const path of [CHURCH, service, song]) {
    const html = await (await page.request.get(path)).text();
    // The stylesheet is a file the browser keeps, not a copy in every page (decision 420).
    expect(html, path).not.toContain("<style");
    const stylesheet = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/.exec(html)?.[1];
    expect(stylesheet, path).toBeDefined();
    // Each icon names a symbol of the sprite: none of lucide's paths or attributes (decision 421).
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf("louvor-ssr-state"));
    const icons = [...root.matchAll(/<svg [^>]*class="lucide[^"]*"[^>]*>(.*?)<\/svg>/g)];
    expect(icons.length, path).toBeGreaterThan(0);
    for (const [, inside] of icons) expect(inside).toMatch(/^<use href="\/assets\/icons-[\w-]+\.svg#[a-z0-9-]+"><\/use>$/);
    expect(root, path).not.toMatch(/<path |stroke-linecap/);
    sprite ||= /href="(\/assets\/icons-[\w-]+\.svg)#/.exec(root)![1]!;

    for (const asset of [stylesheet!, sprite]) {
      const response = await page.request.get(asset, { headers: { "accept-encoding": "br, gzip" } });
      expect(response.status(), asset).toBe(200);
      expect(response.headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable");
      expect(response.headers()["content-encoding"], asset).toBe("br");
    }
    const symbols = await (await page.request.get(sprite)).text();
    for (const [, name] of root.matchAll(/\.svg#([a-z0-9-]+)"/g)) expect(symbols, name).toContain(`<symbol id="${name}"`);
  }

  // In the browser, the icons are drawn from the sprite (the page's CSP allows it) as lucide draws
  // them: the stroke of the text's colour, 2 units wide, no fill, at the size the page gives.
  const seen = watch(page);
  await page.goto(CHURCH);
  const arrow = page.getByRole("link", { name: "Ver todos" }).first().locator('svg.lucide:has(use[href$="#arrow-right"])');
  await expect(arrow).toBeVisible();
  await expect.poll(() => arrow.evaluate((svg) => (svg.querySelector("use") as SVGUseElement).getBBox().width)).toBeGreaterThan(0);
  const drawing = await arrow.evaluate((svg) => {
    const style = getComputedStyle(svg);
    const box = svg.getBoundingClientRect();
    return { fill: style.fill, strokeWidth: style.strokeWidth, linecap: style.strokeLinecap, sameColour: style.stroke === style.color, square: box.width > 0 && box.width === box.height };
  });
  expect(drawing).toEqual({ fill: "none", strokeWidth: "2px", linecap: "round", sameColour: true, square: true });
  // The cards' eye and clock, repeated on every card, are the stylesheet's (decision 436): a
  // shape of the text's colour, 14 px square, beside the count it belongs to.
  const views = page.getByRole("region", { name: "Cultos Recentes" }).getByText(/visualizaç/).first();
  const eye = views.locator("i.icon-eye");
  await expect(eye).toBeVisible();
  expect(
    await eye.evaluate((icon) => {
      const style = getComputedStyle(icon);
      const box = icon.getBoundingClientRect();
      return { mask: style.maskImage.startsWith('url("data:image/svg+xml'), sameColour: style.backgroundColor === style.color, width: box.width, height: box.height };
    }),
  ).toEqual({ mask: true, sameColour: true, width: 14, height: 14 });
  expect(seen.errors).toEqual([]);
});

test("a shared link's tracking parameters cost no render and leave the address; the page reads its own", async ({ page }) => {
  const seen = watch(page);
  await page.goto(`${SERVICES}?view=LIST&utm_source=whatsapp&fbclid=IwAR0shared&tab=Cultos`);
  await waitForHydration(page);
  // The server rendered the list view the link asked for, and the client hydrated that same page.
  await expect(page).toHaveURL(pages.services.href(DEMO_CHURCH, { tab: "cultos", view: "list" }));
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  expect(seen.errors).toEqual([]);
  expect(seen.apiRequests).toEqual([]);
});
