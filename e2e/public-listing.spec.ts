import { expect, test, type Page } from "@playwright/test";
import { paths } from "../src/shared/paths";
import { DEMO_CHURCH } from "./fixtures/service-data";
import { gotoHydrated } from "./support/hydration";

const LISTING = paths.church.services.href(DEMO_CHURCH);
const SONGS_TAB = paths.church.services.href(DEMO_CHURCH, { tab: "musicas" });

async function blockVideoHost(page: Page) {
  await page.route(/^https:\/\/(i\.ytimg\.com|img\.youtube\.com)\//, (route) => route.abort());
}

test.beforeEach(async ({ page }) => {
  await blockVideoHost(page);
});

async function churchTotals(page: Page) {
  const response = await page.request.get("/api/public/churches/igreja-esperanca");
  return ((await response.json()) as { church: { servicesTotal: number; songsTotal: number } }).church;
}

test("the listing shows its count cards and every service on the cultos tab", async ({ page }) => {
  const totals = await churchTotals(page);
  await gotoHydrated(page, LISTING);
  await expect(page.getByRole("heading", { level: 1, name: "Cultos" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Cultos", selected: true })).toBeVisible();
  await expect(page.locator("dt", { hasText: "Cultos" }).locator("+ dd")).toHaveText(String(totals.servicesTotal));
  await expect(page.locator("dt", { hasText: "Músicas" }).locator("+ dd")).toHaveText(String(totals.songsTotal));
  // The server renders a first screen of 12 (docs/decisions/412); the rest comes as the visitor scrolls.
  await expect(page.getByRole("article")).toHaveCount(12);
  await expect(async () => {
    await page.mouse.wheel(0, 5000);
    await expect(page.getByText(`Todos os ${totals.servicesTotal} cultos carregados.`)).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole("article")).toHaveCount(totals.servicesTotal);
});

test("tab and view live in the URL, invalid values are replaced, and the choice is remembered", async ({ page }) => {
  await gotoHydrated(page, `${LISTING}?tab=videos&view=mosaico`);
  // The server drops them from the address (docs/decisions/407); the client replaces what reaches it.
  await expect(page).toHaveURL(new RegExp(`${LISTING}(\\?tab=cultos&view=grid)?$`));
  await expect(page.getByRole("tab", { name: "Cultos", selected: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Grade" })).toHaveAttribute("aria-current", "true");

  await page.getByRole("link", { name: "Lista" }).click();
  await expect(page).toHaveURL(/tab=cultos&view=list/);
  await expect(page.getByRole("link", { name: "Assistir" }).first()).toBeVisible();

  await page.getByRole("tab", { name: "Músicas" }).click();
  await expect(page).toHaveURL(SONGS_TAB);
  await expect(page.getByRole("table", { name: "Músicas" })).toBeVisible();

  await gotoHydrated(page, paths.church.services.href(DEMO_CHURCH, { tab: "musicas", view: "list" }));
  await expect(page).toHaveURL(SONGS_TAB);

  // No parameters: the stored tab comes back; back on Cultos, the stored view too.
  await gotoHydrated(page, LISTING);
  await expect(page.getByRole("tab", { name: "Músicas", selected: true })).toBeVisible();
  await page.getByRole("tab", { name: "Cultos" }).click();
  await expect(page).toHaveURL(/tab=cultos&view=list/);
});

test("the list view opens a song within its service", async ({ page }) => {
  await gotoHydrated(page, paths.church.services.href(DEMO_CHURCH, { tab: "cultos", view: "list" }));
  const row = page.getByRole("article").first().getByRole("row").nth(1);
  const href = await row.getByRole("link").getAttribute("href");
  expect(href).toMatch(/\/services\/\d{2}-\d{2}-\d{4}-\d{1,2}h-[a-z0-9-]+\/songs\/[a-z0-9-]+$/);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test("searching services narrows them and Escape clears the search", async ({ page }) => {
  const totals = await churchTotals(page);
  await gotoHydrated(page, LISTING);
  const search = page.getByRole("searchbox", { name: "Buscar" });
  await search.fill("Kairós");
  await expect(page.getByRole("article").first()).toContainText("Banda Kairós");
  const narrowed = await page.getByRole("article").count();
  expect(narrowed).toBeLessThan(totals.servicesTotal);
  await expect(page.getByRole("article").filter({ hasNotText: "Banda Kairós" })).toHaveCount(0);
  await search.fill("nada-parecido");
  await expect(page.getByText("Nenhum culto encontrado. Tente um termo de busca diferente.")).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=nada-parecido(&|$)/);
  await search.press("Escape");
  await expect(search).toHaveValue("");
  await expect(page).not.toHaveURL(/[?&]q=/);
  // Back to the list as the page opened: its first screen (docs/decisions/412), and more on demand.
  await expect(page.getByRole("article")).toHaveCount(12);
  // Scrolling to the link may start the infinite scroll's load: it waits for the click, so the
  // click always finds the link (it stays while a load runs).
  let clicked = () => {};
  const click = new Promise<void>((resolve) => (clicked = resolve));
  await page.route(/\/api\/public\/churches\/igreja-esperanca\/services\?/, async (route) => {
    await click;
    await route.continue();
  });
  await page.getByRole("link", { name: "Carregar mais" }).click();
  clicked();
  await expect(page.getByRole("article")).toHaveCount(totals.servicesTotal);
  await expect(page).not.toHaveURL(/page=/);
});

test("the musicas tab loads more songs as the visitor scrolls, to the end message", async ({ page }) => {
  const totals = await churchTotals(page);
  expect(totals.songsTotal).toBeGreaterThan(100);
  await gotoHydrated(page, SONGS_TAB);
  const table = page.getByRole("table", { name: "Músicas" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  // A first screen of 25 rows from the server (docs/decisions/412), then pages of 100 as the visitor scrolls.
  await expect(page.getByText(`Mostrando 25 de ${totals.songsTotal} músicas.`)).toBeVisible();
  await expect(async () => {
    await page.mouse.wheel(0, 5000);
    await expect(page.getByText(`Todas as ${totals.songsTotal} músicas carregadas.`)).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 20_000 });
});

test("the songs table sorts by a column and searches ignoring accents", async ({ page }) => {
  await gotoHydrated(page, SONGS_TAB);
  const table = page.getByRole("table", { name: "Músicas" });
  await table.getByRole("link", { name: /Título/ }).click();
  await expect(page).toHaveURL(/dir=desc&sort=name&tab=musicas$/);
  await table.getByRole("link", { name: /Título/ }).click();
  await expect(page).toHaveURL(/dir=asc&sort=name&tab=musicas$/);
  await expect(table.getByRole("columnheader", { name: /Título/ })).toHaveAttribute("aria-sort", "ascending");
  await expect(table.getByRole("row").nth(1)).toContainText(/^1\s*A/);

  await page.getByRole("searchbox", { name: "Buscar" }).fill("AGUAS");
  await expect(table.getByRole("row").nth(1)).toContainText("Águas");
  await page.getByRole("searchbox", { name: "Buscar" }).fill("sem resultado nenhum");
  await expect(page.getByText('Nenhuma música encontrada para "sem resultado nenhum"')).toBeVisible();
  await page.getByRole("link", { name: "Limpar busca" }).click();
  await expect(table.getByRole("row").nth(1)).toBeVisible();
});
