import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { paths } from "../src/shared/paths";
import { pdfPages, pdfText } from "../tests/support/pdf-text";
import { gotoHydrated } from "./support/hydration";
import { chartedPlan, daysAhead } from "./support/charted-plan";
import { expect, test } from "./support/test";

/**
 * 'Imprimir repertório' and 'Baixar PDF' on a plan's rehearsal page (issue 42). The spec's own
 * church (e2e/fixtures/church.ts) gets a chart for 'Graça Sem Fim' and a plan for next week with
 * it in D and 'Deus de Promessas' (no chart) in A, through the admin API; the page is printed by
 * Chromium (`page.pdf()` in print media) after 'Imprimir repertório', one song a page and then
 * 'Contínuo', and 'Baixar PDF' is downloaded. The demo church's own plan is left alone: its songs
 * have no charts on most days, and other specs read it.
 */

test.describe.configure({ timeout: 120_000 });

/** The printed pages' text, as Chromium prints the page now (its CSS page size: A4). */
async function printedPages(page: Page): Promise<{ pages: string[]; pdf: Buffer }> {
  await page.emulateMedia({ media: "print" });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: "screen" });
  return { pages: pdfPages(pdf), pdf };
}

test("prints the plan's repertoire in the plan's keys, one song a page or continuous, and downloads it as a PDF", async ({ page, playwright, baseURL, churchAdmin }) => {
  const date = daysAhead(7);
  const plan = await chartedPlan(playwright, baseURL!, churchAdmin, date);

  // The browser's print dialog is Chromium's; the test counts what the page asks of it.
  await page.addInitScript(() => {
    const counted = window as unknown as { prints: number };
    counted.prints = 0;
    window.print = () => {
      counted.prints += 1;
    };
  });
  await gotoHydrated(page, paths.church.plan.href(churchAdmin.church.slug, plan.publicKey));
  const controls = page.getByRole("form", { name: "Repertório" });
  await expect(controls.getByRole("radio", { name: "Uma música por página" })).toBeChecked();
  await controls.getByRole("button", { name: "Imprimir repertório" }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(1);

  // One song a page, on A4 (595 × 842 points), each with the header; the chart in D, not in G.
  const perSong = await printedPages(page);
  expect(perSong.pages).toHaveLength(2);
  const [width, height] = (/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(perSong.pdf.toString("latin1")) ?? []).slice(1).map(Number);
  expect(width).toBeCloseTo(595.28, 0);
  expect(height).toBeCloseTo(841.89, 0);
  const [shown, day] = [date.split("-").reverse().join("."), date];
  expect(perSong.pages[0]).toContain(`Repertório do culto de ${shown}`);
  expect(perSong.pages[0]).toContain("Banda: Banda Ágape (2019)");
  expect(perSong.pages[0]).toContain("1. Graça Sem Fim");
  expect(perSong.pages[0]).toContain("Tom: D");
  expect(perSong.pages[0]).toMatch(/D {14}A\/C#\nQuando a manhã chega devagar/);
  expect(perSong.pages[0]).toMatch(/Bm7 {11}G7M\nlembro do Teu cuidado/);
  expect(perSong.pages[0]).not.toContain("D/F#");
  expect(perSong.pages[1]).toContain("2. Deus de Promessas");
  expect(perSong.pages[1]).toContain("Esta música ainda não tem cifra.");
  // Only the document: no navigation, no controls, not the page's own view of the charts.
  const printed = perSong.pages.join("\n");
  for (const hidden of ["Imprimir repertório", "Baixar PDF", "Cultos", "Músicos", "Só letra"]) expect(printed).not.toContain(hidden);

  // 'Contínuo': the two songs run on, on one page.
  await controls.getByRole("radio", { name: "Contínuo" }).check();
  const continuous = await printedPages(page);
  expect(continuous.pages).toHaveLength(1);
  expect(continuous.pages[0]).toContain("1. Graça Sem Fim");
  expect(continuous.pages[0]).toContain("2. Deus de Promessas");

  // 'Baixar PDF': the same document as a file, in the layout chosen, named after the day.
  const downloading = page.waitForEvent("download");
  await controls.getByRole("button", { name: "Baixar PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`repertorio-${day}.pdf`);
  const file = readFileSync(await download.path());
  expect(file.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = pdfText(file);
  expect(text).toContain("1. Graça Sem Fim   Tom: D");
  expect(text).toMatch(/D {14}A\/C#\nQuando a manhã chega devagar/);
  expect(text).toContain("2. Deus de Promessas   Tom: A");
  expect(pdfPages(file)).toHaveLength(1);
});
