import { expect, test, type Page } from "@playwright/test";
import { paths } from "../src/shared/paths";
import { DEMO_CHURCH } from "./fixtures/service-data";
import { gotoHydrated } from "./support/hydration";

const pages = paths.church;
const musician = (key: string) => pages.musician.href(DEMO_CHURCH, key);

test.beforeEach(async ({ page }) => {
  // The video host is out of reach in tests: thumbnails fall back to the stock image at once.
  await page.route(/^https:\/\/(i\.ytimg\.com|img\.youtube\.com)\//, (route) => route.abort());
});

const tile = (page: Page, label: string) =>
  page.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd");

test("a musician page shows the profile, the tiles, the bands and the musician's services", async ({ page }) => {
  await gotoHydrated(page, `${musician("joao-pedro-ferreira")}?tab=qualquer&view=mosaico`);
  // Invalid values are corrected by replacing the URL (spec), to the defaults cultos and grid.
  await expect(page).toHaveURL(pages.musician.href(DEMO_CHURCH, "joao-pedro-ferreira", { tab: "cultos", view: "grid" }));
  await expect(page.getByRole("heading", { level: 1, name: "João Pedro Ferreira" })).toBeVisible();
  await expect(page.getByText("Violonista autodidata", { exact: false })).toBeVisible();
  await expect(tile(page, "Bandas")).toHaveText("1");
  const services = Number(await tile(page, "Cultos").innerText());
  const songs = Number(await tile(page, "Músicas").innerText());
  expect(services).toBeGreaterThan(0);
  await expect(page.getByRole("link", { name: /Banda Ágape\s*2019/ })).toBeVisible();

  await expect(page.getByRole("tab", { name: "Cultos" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(`Todos os ${services} cultos carregados.`)).toBeVisible();

  await page.getByRole("tab", { name: "Músicas" }).click();
  await expect(page).toHaveURL(/\?tab=musicas$/);
  await expect(page.getByText(songs > 50 ? `Mostrando 50 de ${songs} músicas.` : `Todas as ${songs} músicas carregadas.`)).toBeVisible();

  // Remembered for this musician, not for another one.
  await gotoHydrated(page, musician("joao-pedro-ferreira"));
  await expect(page.getByRole("tab", { name: "Músicas" })).toHaveAttribute("aria-selected", "true");
  await gotoHydrated(page, musician("lucas-almeida"));
  await expect(page.getByRole("tab", { name: "Cultos" })).toHaveAttribute("aria-selected", "true");
});

