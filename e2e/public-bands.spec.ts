import { expect, test, type Page } from "@playwright/test";
import { paths } from "../src/shared/paths";
import { DEMO_CHURCH } from "./fixtures/service-data";
import { gotoHydrated } from "./support/hydration";

const pages = paths.church;
const BANDS = pages.bands.href(DEMO_CHURCH);
const AGAPE = pages.band.href(DEMO_CHURCH, "banda-agape-2019");

/** The video host is out of reach in tests: thumbnails fall back to the stock image at once. */
async function blockVideoHost(page: Page) {
  await page.route(/^https:\/\/(i\.ytimg\.com|img\.youtube\.com)\//, (route) => route.abort());
}

test.beforeEach(async ({ page }) => {
  await blockVideoHost(page);
});

test("the bands page lists the demo bands and filters them on name or year", async ({ page }) => {
  await gotoHydrated(page, BANDS);
  await expect(page.getByRole("heading", { level: 1, name: "Bandas" })).toBeVisible();
  const strip = page.getByRole("list", { name: "Bandas" });
  for (const name of ["Banda Ágape", "Banda Kairós", "Ministério Shekinah"]) {
    await expect(strip.getByRole("link", { name: new RegExp(name) })).toBeVisible();
  }

  const filter = page.getByRole("searchbox", { name: "Filtrar bandas" });
  await filter.fill("2021");
  await expect(strip.getByRole("link")).toHaveCount(1);
  await expect(strip.getByRole("link", { name: /Ministério Shekinah/ })).toBeVisible();

  await filter.fill("agape");
  await expect(page.getByRole("list", { name: "Bandas" }).getByRole("link")).toHaveCount(1);
  await expect(page.getByRole("link", { name: /Banda Ágape/ })).toBeVisible();

  await filter.fill("nenhuma-banda-assim");
  await expect(page.getByText("Nenhuma banda encontrada.", { exact: true })).toBeVisible();
  await filter.press("Escape");
  await expect(page.getByRole("list", { name: "Bandas" }).getByRole("link")).toHaveCount(3);
});

test("a band page shows the band, its counts, its musicians and opens on the Músicas tab", async ({ page }) => {
  await gotoHydrated(page, BANDS);
  await page.getByRole("link", { name: /Banda Ágape/ }).click();
  await expect(page).toHaveURL(AGAPE);
  await expect(page.getByRole("heading", { level: 1, name: "Banda Ágape" })).toBeVisible();
  await expect(page.getByText("2019", { exact: true })).toBeVisible();

  const tile = (label: string) => page.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd");
  await expect(tile("Músicos")).toHaveText("6");
  const services = Number(await tile("Cultos").innerText());
  const songs = Number(await tile("Músicas").innerText());
  expect(services).toBeGreaterThan(0);
  expect(songs).toBeGreaterThan(services);

  const musicians = page.getByRole("region", { name: "Músicos" });
  await expect(musicians.getByRole("link")).toHaveCount(6);
  await expect(musicians.getByRole("link", { name: /João Pedro Ferreira/ })).toContainText("Violão, Backing vocal");

  // With nothing stored the band page opens on Músicas (spec), 50 songs of the band at a time.
  await expect(page.getByRole("tab", { name: "Músicas" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(`Mostrando 50 de ${songs} músicas.`)).toBeVisible();

  await page.getByRole("tab", { name: "Cultos" }).click();
  await expect(page).toHaveURL(/\?tab=cultos&view=grid$/);
  await expect(page.getByText(`Todos os ${services} cultos carregados.`)).toBeVisible();

  // The choice is remembered for this band.
  await gotoHydrated(page, AGAPE);
  await expect(page.getByRole("tab", { name: "Cultos" })).toHaveAttribute("aria-selected", "true");
});

test("band → musician → band", async ({ page }) => {
  await gotoHydrated(page, AGAPE);
  await page.getByRole("link", { name: /Lucas Almeida/ }).click();
  await expect(page).toHaveURL(new RegExp(pages.musician.href(DEMO_CHURCH, "lucas-almeida")));
  await expect(page.getByRole("heading", { level: 1, name: "Lucas Almeida" })).toBeVisible();

  await page.getByRole("link", { name: /Banda Ágape\s*2019/ }).click();
  await expect(page).toHaveURL(new RegExp(AGAPE));
  await expect(page.getByRole("heading", { level: 1, name: "Banda Ágape" })).toBeVisible();
});

