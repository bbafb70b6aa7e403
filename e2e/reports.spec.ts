import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { paths } from "../src/shared/paths";
import { useFakePlayer } from "./fixtures/fake-player";
import { createAdminWithCli, signInAsAdmin } from "./support/admin";

/**
 * 'Relatórios' and the chapters dialog, on a church of the spec's own: two bands, three songs and
 * three services (one inactive) entered through the API, then read back the way a worship leader does.
 */

const VIDEO = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

// Each test makes its administrator with the real CLI and its church through the API first.
test.setTimeout(120_000);

async function post<T>(page: Page, url: string, data: unknown): Promise<T> {
  const response = await page.request.post(url, { data });
  const text = await response.text();
  expect(response.status(), `${url}: ${text}`).toBe(201);
  return JSON.parse(text) as T;
}

async function churchWithServices(page: Page) {
  const admin = createAdminWithCli();
  await signInAsAdmin(page, admin);
  await post(page, "/api/admin/church", { name: "Igreja Relatórios", slug: `igreja-rel-${randomUUID().slice(0, 8)}`, address: "", youtubeChannel: "@rel" });
  const alfa = (await post<{ band: { id: string } }>(page, "/api/admin/bands", { name: "Banda Alfa", year: 2024 })).band;
  const beta = (await post<{ band: { id: string } }>(page, "/api/admin/bands", { name: "Banda Beta", year: 2025 })).band;
  const song = async (name: string, author: string | null) =>
    (await post<{ song: { id: string } }>(page, "/api/admin/songs", { name, author })).song.id;
  const grande = await song("Grande é o Senhor", "Adhemar de Campos");
  const aclame = await song("Aclame ao Senhor", null);
  const oceanos = await song("Oceanos; Onde meus pés", "Hillsong");
  const service = (bandId: string, date: string, segments: [string, number, number][], active = true) =>
    post<{ service: { id: string } }>(page, "/api/admin/services", {
      date,
      time: "19:00",
      videoUrl: VIDEO,
      bandId,
      active,
      musicians: [],
      segments: segments.map(([songCatalogId, startTime, endTime]) => ({ songCatalogId, startTime, endTime })),
    });
  const january = await service(alfa.id, "2025-01-05", [
    [grande, 725, 1000],
    [aclame, 300, 600],
    [grande, 3725, 3900],
  ]);
  await service(beta.id, "2025-02-09", [
    [grande, 0, 240],
    [oceanos, 300, 600],
  ]);
  await service(alfa.id, "2025-02-16", [[aclame, 0, 240]], false);
  return { januaryId: january.service.id };
}

test("the reports page shows what was sung in the period and downloads the CSV", async ({ page }) => {
  await churchWithServices(page);
  await page.goto(paths.admin.dashboard.href());
  await page.getByRole("navigation", { name: "Menu Principal" }).getByRole("link", { name: "Relatórios" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Relatórios" })).toBeVisible();
  await expect(page).toHaveURL(/de=\d{4}-\d{2}-\d{2}&ate=\d{4}-\d{2}-\d{2}/);

  await page.getByLabel("De", { exact: true }).fill("2025-01-01");
  await page.getByLabel("Até", { exact: true }).fill("2025-03-31");
  await expect(page).toHaveURL(/\?de=2025-01-01&ate=2025-03-31$/);

  const card = (name: string) => page.getByRole("region", { name, exact: true });
  await expect(card("Cultos")).toContainText("2");
  await expect(card("Execuções")).toContainText("5");
  await expect(card("Músicas diferentes")).toContainText("3");
  await expect(card("Músicas novas")).toContainText("0");

  const table = page.getByRole("table", { name: "Uso de músicas" });
  const first = table.getByRole("row").nth(1);
  await expect(first.getByRole("cell")).toHaveText(["Grande é o Senhor", "Adhemar de Campos", "3", "2", "05/01/2025", "09/02/2025", "Banda Alfa, Banda Beta", "—", "—"]);
  await expect(table.getByRole("row")).toHaveCount(4);

  // A bookmarked link with an invalid band comes back to all bands; 'De' after 'Até' says so.
  await page.goto(`${paths.admin.reports.href()}?de=2025-03-01&ate=2025-02-01`);
  await expect(page.getByRole("alert").filter({ hasText: "A data inicial deve ser anterior à final." })).toBeVisible();
  await page.goto(`${paths.admin.reports.href()}?de=2025-01-01&ate=2025-03-31`);
  await expect(table.getByRole("row")).toHaveCount(4);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Baixar CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("uso-de-musicas_2025-01-01_2025-03-31.csv");
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.subarray(3).toString("utf8").split("\r\n")).toEqual([
    "Música;Autor;Execuções;Cultos;Primeira execução;Última execução;Bandas;Tom mais usado;CCLI",
    "Grande é o Senhor;Adhemar de Campos;3;2;05/01/2025;09/02/2025;Banda Alfa, Banda Beta;;",
    "Aclame ao Senhor;;1;1;05/01/2025;05/01/2025;Banda Alfa;;",
    '"Oceanos; Onde meus pés";Hillsong;1;1;09/02/2025;09/02/2025;Banda Beta;;',
    "",
  ]);
});

test("the service editor gives the YouTube chapters and copies them", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await useFakePlayer(page);
  const { januaryId } = await churchWithServices(page);
  await page.goto(paths.admin.services.detail.href(januaryId));
  await page.getByRole("button", { name: "Capítulos do YouTube" }).click();
  const dialog = page.getByRole("dialog", { name: "Capítulos do YouTube" });
  await expect(dialog.getByRole("textbox")).toHaveValue(
    [
      "0:00 Início",
      "5:00 Aclame ao Senhor",
      "12:05 Grande é o Senhor",
      "1:02:05 Grande é o Senhor",
      "",
      "Músicas:",
      "Aclame ao Senhor",
      "Grande é o Senhor — Adhemar de Campos",
    ].join("\n"),
  );
  await expect(dialog.getByText("O YouTube exige pelo menos 3 capítulos de 10 segundos ou mais.")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Copiar" }).click();
  await expect(page.getByText("Capítulos copiados para a área de transferência.", { exact: true })).toBeVisible();
  await expect(page.getByText("Copiado", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("12:05 Grande é o Senhor");
});
