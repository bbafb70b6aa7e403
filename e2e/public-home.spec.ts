import { expect, test, type Page } from "@playwright/test";
import { paths } from "../src/shared/paths";
import { DEMO_CHURCH } from "./fixtures/service-data";
import { gotoHydrated } from "./support/hydration";

const pages = paths.church;
const CHURCH = pages.root.href(DEMO_CHURCH);

/** The video host is out of reach in tests: thumbnails fall back to the stock image at once. */
async function blockVideoHost(page: Page) {
  await page.route(/^https:\/\/(i\.ytimg\.com|img\.youtube\.com)\//, (route) => route.abort());
}

test.beforeEach(async ({ page }) => {
  await blockVideoHost(page);
});

test("the directory lists the demo church, searches, and opens its home", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page.getByRole("heading", { level: 2, name: "Igrejas" })).toBeVisible();
  const search = page.getByRole("searchbox", { name: "Buscar igreja" });
  await search.fill("nao existe igreja assim");
  await expect(page.getByText("Nenhuma igreja encontrada. Tente um termo de busca diferente.")).toBeVisible();
  await search.press("Escape");
  await search.fill("esperanca");
  // Other specs may have registered churches with the same name; the demo one is this slug.
  await page.getByRole("link", { name: /Igreja Esperança/ }).and(page.locator(`[href="${CHURCH}"]`)).click();
  await expect(page).toHaveURL(CHURCH);
  await expect(page.getByRole("heading", { level: 1, name: "Igreja Esperança" })).toBeVisible();
});

test("the church home shows its five sections in order with 8 services and 10 songs each", async ({ page }) => {
  await gotoHydrated(page, CHURCH);
  await expect(page.getByRole("heading", { level: 1, name: "Igreja Esperança" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText([
    "Bandas",
    "Cultos Recentes",
    "Músicas Novas",
    "Músicas Recentes",
    "Músicas Populares",
  ]);
  const bands = page.getByRole("region", { name: "Bandas" });
  await expect(bands.getByRole("link")).toHaveCount(3);
  await expect(bands.getByRole("link", { name: /Banda Ágape\s*2019/ })).toHaveAttribute("href", pages.band.href(DEMO_CHURCH, "banda-agape-2019"));

  const services = page.getByRole("region", { name: "Cultos Recentes" });
  await expect(services.getByRole("article")).toHaveCount(8);
  // Each card: thumbnail, date, views and duration.
  const first = services.getByRole("article").first();
  await expect(first.locator("img")).toBeVisible(); // decorative (alt=""): the link is named by its text
  await expect(first).toContainText(/\d{2}\.\d{2}\.\d{4}/);
  await expect(first).toContainText(/visualizaç/);
  await expect(first).toContainText(/\d+:\d{2}/);

  for (const section of ["Músicas Novas", "Músicas Recentes", "Músicas Populares"]) {
    await expect(page.getByRole("region", { name: section }).getByRole("article")).toHaveCount(10);
  }

  await services.getByRole("link", { name: "Ver todos" }).click();
  await expect(page).toHaveURL(pages.services.href(DEMO_CHURCH, { tab: "cultos", view: "grid" }));
  await expect(page.getByRole("heading", { level: 1, name: "Cultos" })).toBeVisible();
});

test("a song card opens the song within its service", async ({ page }) => {
  await gotoHydrated(page, CHURCH);
  const card = page.getByRole("region", { name: "Músicas Populares" }).getByRole("link").first();
  const href = await card.getAttribute("href");
  expect(href).toMatch(new RegExp(`^${CHURCH}/services/\\d{2}-\\d{2}-\\d{4}-\\d{1,2}h-[a-z0-9-]+/songs/[a-z0-9-]+-[0-9a-f]{4}$`));
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${CHURCH}/services/`));
});

test("the side navigation opens Início, Cultos and Bandas, and the product name leads to /", async ({ page }) => {
  await gotoHydrated(page, CHURCH);
  const nav = page.getByRole("navigation", { name: "Navegação" });
  await nav.getByRole("link", { name: "Cultos" }).click();
  await expect(page).toHaveURL(pages.services.href(DEMO_CHURCH));
  await nav.getByRole("link", { name: "Bandas" }).click();
  await expect(page).toHaveURL(pages.bands.href(DEMO_CHURCH));
  await nav.getByRole("link", { name: "Início" }).click();
  await expect(page).toHaveURL(CHURCH);
  await page.getByRole("link", { name: "Louvor — início" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("on a phone the navigation is a menu opened from the top bar (docs/decisions/498)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoHydrated(page, CHURCH);
  await expect(page.getByRole("navigation", { name: "Navegação" })).toBeHidden();
  const menuButton = page.getByRole("button", { name: "Alternar menu lateral" });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  const menu = page.getByRole("region", { name: "Menu da igreja" });
  // Escape closes it, the focus back on its button; a choice in it closes it too.
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  await menuButton.click();
  await menu.getByRole("link", { name: "Cultos" }).click();
  await expect(page).toHaveURL(pages.services.href(DEMO_CHURCH));
  await expect(menu).toBeHidden();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
});

test("an unknown church sends the visitor to the directory; a church id shows its slug", async ({ page, request }) => {
  await gotoHydrated(page, pages.services.href("igreja-que-nao-existe"));
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 2, name: "Igrejas" })).toBeVisible();

  const { church } = (await (await request.get(`/api/public/churches/${DEMO_CHURCH}`)).json()) as { church: { id: string } };
  await gotoHydrated(page, pages.services.href(church.id, { tab: "musicas" }));
  await expect(page).toHaveURL(pages.services.href(DEMO_CHURCH, { tab: "musicas" }));
});
