import type { Locator } from "@playwright/test";
import { paths } from "../src/shared/paths";
import type { Plan } from "../src/shared/schemas/plans";
import { chartFixture } from "../tests/support/fixtures";
import { signInAsAdmin } from "./support/admin";
import { daysAhead } from "./support/charted-plan";
import { gotoHydrated } from "./support/hydration";
import { json } from "./support/routes";
import { expect, test } from "./support/test";

/**
 * A chart pasted the Brazilian way on the admin song page, then read in a plan's key on the plan's
 * rehearsal page (issue 42). The spec's own church (e2e/fixtures/church.ts): its administrator
 * pastes tests/fixtures/charts/13-ensaio-no-tom.txt (in G: 'Tom: G', an 'Intro:' line, 'Primeira
 * Parte:' and 'Refrão:', chords above the lyrics) into 'Lugar Secreto''s chart, sees it become the
 * ChordPro of 13-ensaio-no-tom.cho in the field and the preview, and saves it; a plan with the song
 * in D is made through the admin API (as e2e/cifras-print.spec.ts does); the plan's page shows it in
 * D, then with a capo in the capo's shapes, then as lyrics only.
 */

test.describe.configure({ timeout: 120_000 });

const SONG = "Lugar Secreto";
const CHART = chartFixture("13-ensaio-no-tom");

/**
 * Pastes `text` into the field as the browser does for Ctrl+V: a cancelable `paste` event whose
 * clipboard holds the text, and the text inserted only if nothing cancelled it. (Typing or
 * `insertText` fires no paste, and the page's conversion listens to paste alone.)
 */
async function paste(field: Locator, text: string) {
  await field.focus();
  await field.evaluate((element, pasted) => {
    const area = element as HTMLTextAreaElement;
    const clipboardData = new DataTransfer();
    clipboardData.setData("text/plain", pasted);
    const event = new ClipboardEvent("paste", { clipboardData, bubbles: true, cancelable: true, composed: true });
    if (area.dispatchEvent(event)) document.execCommand("insertText", false, pasted);
  }, text);
}

/** The chords a chart shows, in order (each chord sits above its syllable). */
const chordsOf = (chart: Locator) => chart.locator("[data-chord]").filter({ hasText: /\S/ });

test("a chart pasted the Brazilian way becomes ChordPro, and the plan's page shows it in the plan's key, with a capo's shapes and as lyrics only", async ({
  page,
  churchAdmin,
  baseURL,
}) => {
  await signInAsAdmin(page, churchAdmin);
  await page.goto(paths.admin.songs.list.href());
  await page.getByRole("link", { name: `Abrir ${SONG}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: SONG })).toBeVisible();

  // The paste is turned into ChordPro in the field, its key read, and previewed as it is now.
  const field = page.getByLabel("Cifra (ChordPro)");
  await expect(field).toHaveValue("");
  await paste(field, CHART.chart);
  await expect(field).toHaveValue(CHART.chordPro);
  await expect(page.getByRole("combobox", { name: "Tom original" })).toHaveValue("G");
  const preview = page.getByRole("region", { name: "Pré-visualização da cifra" });
  await expect(preview.getByText("Intro", { exact: true })).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Refrão" })).toBeVisible();
  await expect(preview.getByText("Quando a manhã", { exact: true })).toBeVisible();
  await expect(chordsOf(preview)).toHaveText(["G", "D/F#", "Em7", "C7M", "G", "D/F#", "Em7", "C7M", "G", "D/F#", "Em7", "C7M"]);

  await page.getByRole("button", { name: "Salvar cifra" }).click();
  await expect(page.getByText("Música atualizada com sucesso!", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Salvar cifra" })).toBeDisabled();

  // The plan: the song in D, saved through the admin API as the plan screen saves it.
  const origin = { origin: baseURL! };
  const { songs } = await json<{ songs: { id: string; name: string; chart?: string | null }[] }>(page.request, "/api/admin/songs");
  const { bands } = await json<{ bands: { id: string; name: string }[] }>(page.request, "/api/admin/bands");
  const song = songs.find((candidate) => candidate.name === SONG)!;
  const saved = await json<{ song: { chart: string | null; originalKey: string | null } }>(page.request, `/api/admin/songs/${song.id}`);
  expect(saved.song).toMatchObject({ chart: CHART.chordPro.trim(), originalKey: "G" });
  const created = await page.request.post("/api/admin/plans", {
    headers: origin,
    data: {
      date: daysAhead(7),
      time: "19:30",
      bandId: bands.find((band) => band.name === "Banda Ágape")!.id,
      songs: [{ songCatalogId: song.id, musicalKey: "D" }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const plan = ((await created.json()) as { plan: Plan }).plan;

  // The plan's page: the chart in D (G→D, D/F#→A/C#, Em7→Bm7, C7M→G7M), labels and lyrics as written.
  await gotoHydrated(page, paths.church.plan.href(churchAdmin.church.slug, plan.publicKey));
  const chart = page.getByRole("region", { name: `Cifra de ${SONG}` });
  const inD = ["D", "A/C#", "Bm7", "G7M"];
  await expect(chart.getByRole("combobox", { name: "Tom" })).toHaveValue("D");
  await expect(chordsOf(chart)).toHaveText([...inD, ...inD, ...inD]);
  await expect(chart.getByRole("heading", { name: "Primeira Parte" })).toBeVisible();
  await expect(chart.getByRole("heading", { name: "Refrão" })).toBeVisible();
  await expect(chart.getByText("D/F#", { exact: true })).toHaveCount(0);

  // A capo on the 2nd fret: D is played with the shapes of C (D→C, A/C#→G/B, Bm7→Am7, G7M→F7M).
  await chart.getByRole("combobox", { name: "Capo" }).selectOption("2");
  await expect(chart.getByText("Capo 2 — formas de C")).toBeVisible();
  const shapes = ["C", "G/B", "Am7", "F7M"];
  await expect(chordsOf(chart)).toHaveText([...shapes, ...shapes, ...shapes]);
  await expect(chart.getByRole("combobox", { name: "Tom" })).toHaveValue("D");

  // 'Só letra': no chord left, every lyric line whole.
  const lyricsOnly = chart.getByRole("button", { name: "Só letra" });
  await lyricsOnly.click();
  await expect(lyricsOnly).toHaveAttribute("aria-pressed", "true");
  await expect(chordsOf(chart)).toHaveCount(0);
  // ('C' alone is also an option of 'Tom'.)
  for (const chord of ["G/B", "Am7", "F7M"]) await expect(chart.getByText(chord, { exact: true })).toHaveCount(0);
  for (const line of ["Quando a manhã chega devagar", "Lembro do Teu cuidado", "Santo, santo és", "Digno de louvor"]) {
    await expect(chart.getByText(line, { exact: true })).toBeVisible();
  }
  await expect(chart.getByRole("heading", { name: "Refrão" })).toBeVisible();
});
