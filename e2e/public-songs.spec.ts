import { expect, test } from "@playwright/test";
import { paths } from "../src/shared/paths";
import { DEMO_CHURCH } from "./fixtures/service-data";
import { gotoHydrated } from "./support/hydration";

const pages = paths.church;
const CHURCH = pages.root.href(DEMO_CHURCH);
const SONGS = pages.songs.href(DEMO_CHURCH);
const API = `/api/public/churches/${DEMO_CHURCH}`;

test.beforeEach(async ({ page }) => {
  // The video host is out of reach in tests: thumbnails fall back to the stock image at once.
  await page.route(/^https:\/\/(i\.ytimg\.com|img\.youtube\.com)\//, (route) => route.abort());
});

test("songs page: search on name or author, then the song's detail and back", async ({ page }) => {
  await gotoHydrated(page, SONGS);
  await expect(page.getByRole("heading", { level: 1, name: "Músicas" })).toBeVisible();
  await expect(page.getByText(/^Todas as \d+ músicas carregadas\.$/)).toBeVisible();

  const search = page.getByRole("searchbox", { name: "Buscar músicas" });
  await search.fill("GRACA");
  await expect(page.getByRole("link", { name: /Graça Sem Fim/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Caminho de Luz/ })).toHaveCount(0);

  // The author matches too.
  await search.fill("clara monteiro");
  await expect(page.getByRole("link", { name: /Graça Sem Fim/ })).toBeVisible();

  await search.fill("zzz-nada");
  await expect(page.getByText("Nenhuma música encontrada", { exact: true })).toBeVisible();
  await search.press("Escape");
  await expect(page.getByRole("link", { name: /Caminho de Luz/ })).toBeVisible();

  await search.fill("graça sem fim");
  await page.getByRole("link", { name: /Graça Sem Fim/ }).click();
  await expect(page).toHaveURL(new RegExp(`${SONGS}/graca-sem-fim-[0-9a-f]{4}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Graça Sem Fim" })).toBeVisible();
  await expect(page.getByText("por Clara Monteiro", { exact: true })).toBeVisible();
  const badge = page.getByText(/^\d+ performances?$/);
  const count = Number((await badge.innerText()).split(" ")[0]);
  expect(count).toBeGreaterThan(0);

  const performances = page.getByRole("article");
  await expect(performances).toHaveCount(count);
  const first = performances.first();
  await expect(first).toContainText(/Culto \d{1,2}h/);
  await expect(first).toContainText(/Manhã|Tarde|Noite/);
  await expect(first).toContainText(/\d{2}\.\d{2}\.\d{4}/);
  await expect(first).toContainText(/\d{2}:\d{2}/);
  await expect(first.getByRole("link", { name: "Assistir vídeo" })).toHaveAttribute("href", /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}&t=\d+s$/);
  await expect(first.getByRole("link", { name: "Ver no culto" })).toHaveAttribute(
    "href",
    new RegExp(`^${CHURCH}/services/\\d{2}-\\d{2}-\\d{4}-\\d{1,2}h[\\w-]*/songs/graca-sem-fim-[0-9a-f]{4}$`),
  );

  await page.getByRole("tab", { name: "Estatísticas" }).click();
  await expect(page.getByText("Total de performances")).toBeVisible();
  await expect(page.getByText("Duração média")).toBeVisible();
  await expect(page.getByText("Última performance")).toBeVisible();

  await page.getByRole("link", { name: "Voltar para lista de músicas" }).click();
  await expect(page).toHaveURL(SONGS);
});

test("the chord file opens in a new tab when the song has one", async ({ page, request }) => {
  const { songs } = (await (await request.get(`${API}/catalogue`)).json()) as { songs: { key: string }[] };
  let withChords: string | undefined;
  for (const song of songs) {
    const detail = (await (await request.get(`${API}/catalogue/${song.key}`)).json()) as { song: { chordFile: string | null } };
    if (detail.song.chordFile) {
      withChords = song.key;
      break;
    }
  }
  expect(withChords).toBeDefined();
  await gotoHydrated(page, pages.song.href(DEMO_CHURCH, withChords!));
  const chords = page.getByRole("link", { name: "Cifra/Partitura" });
  await expect(chords).toHaveAttribute("target", "_blank");
  await expect(chords).toHaveAttribute("href", /^https:\/\//);
});

