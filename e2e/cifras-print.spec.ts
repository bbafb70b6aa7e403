import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { paths } from "../src/shared/paths";
import type { Plan } from "../src/shared/schemas/plans";
import { pdfPages, pdfText } from "../tests/support/pdf-text";
import { gotoHydrated } from "./support/hydration";
import { json } from "./support/routes";
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

/** A chart in G, written for this test. */
const CHART = [
  "{title: Graça Sem Fim}",
  "{key: G}",
  "{start_of_verse: Primeira parte}",
  "[G]Quando a manhã [D/F#]chega devagar",
  "[Em7]lembro do Teu [C7M]cuidado",
  "{end_of_verse}",
].join("\n");

/** A week from now in the tests' time zone (São Paulo): a day a plan may have. */
function nextWeek(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(Date.now() + 7 * 86_400_000));
}

/** The printed pages' text, as Chromium prints the page now (its CSS page size: A4). */
async function printedPages(page: Page): Promise<{ pages: string[]; pdf: Buffer }> {
  await page.emulateMedia({ media: "print" });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: "screen" });
  return { pages: pdfPages(pdf), pdf };
}

test("prints the plan's repertoire in the plan's keys, one song a page or continuous, and downloads it as a PDF", async ({ page, playwright, baseURL, churchAdmin }) => {
  const date = nextWeek();
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  let plan: Plan;
  try {
    expect((await api.post("/api/auth/sign-in/email", { data: { email: churchAdmin.email, password: churchAdmin.password } })).ok()).toBe(true);
    const { songs } = await json<{ songs: { id: string; name: string }[] }>(api, "/api/admin/songs");
    const { bands } = await json<{ bands: { id: string; name: string }[] }>(api, "/api/admin/bands");
    const graca = songs.find((song) => song.name === "Graça Sem Fim")!;
    const promessas = songs.find((song) => song.name === "Deus de Promessas")!;
    const charted = await api.put(`/api/admin/songs/${graca.id}`, { data: { name: graca.name, chart: CHART } });
    expect(charted.ok(), await charted.text()).toBe(true);
    const created = await api.post("/api/admin/plans", {
      data: {
        date,
        time: "19:30",
        bandId: bands.find((band) => band.name === "Banda Ágape")!.id,
        songs: [
          { songCatalogId: graca.id, musicalKey: "D" },
          { songCatalogId: promessas.id, musicalKey: "A" },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    plan = ((await created.json()) as { plan: Plan }).plan;
  } finally {
    await api.dispose();
  }

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
