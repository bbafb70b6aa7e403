import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { paths } from "../src/shared/paths";
import { signInAsAdmin } from "./support/admin";
import { yesterday } from "./support/dates";
import { expect, test } from "./support/test";

/** The song catalogue as an administrator uses it, on the spec's own church (e2e/fixtures/church.ts: played and unplayed songs). */

test.beforeEach(async ({ page, churchAdmin }) => {
  // The preview embeds the video host's player; tests never reach the internet.
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title><p>player</p>" }),
  );
  await signInAsAdmin(page, churchAdmin);
});

const uniqueName = (prefix: string) => `${prefix} ${randomUUID().slice(0, 6)}`;

async function openCatalogue(page: Page) {
  await page.goto(paths.admin.songs.list.href());
  await expect(page.getByRole("heading", { level: 1, name: "Músicas" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Músicas" }).getByRole("row").nth(1)).toBeVisible();
}

async function searchCatalogue(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Pesquisar músicas" }).fill(text);
  await expect(page).toHaveURL(/search=/);
}

test("adds a song, and refuses a name that exists typed in another case", async ({ page }) => {
  const name = uniqueName("Canção de Teste");
  await openCatalogue(page);
  await page.getByRole("link", { name: "Adicionar Música" }).click();
  await expect(page).toHaveURL(paths.admin.songs.new.href());
  await expect(page.getByRole("heading", { level: 1, name: "Adicionar Nova Música" })).toBeVisible();

  await page.getByLabel("Nome da Música *").fill(name);
  await page.getByLabel("Autor/Compositor").fill("Equipe de Testes");
  await page.getByLabel("Link para Cifra").fill("https://www.cifraclub.com.br/teste/");
  const submit = page.getByRole("button", { name: "Adicionar Música" });
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page.getByText("Música adicionada com sucesso!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(paths.admin.songs.list.href());
  await searchCatalogue(page, name);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByRole("cell").nth(1)).toHaveText("0");

  await page.goto(paths.admin.songs.new.href());
  await page.getByLabel("Nome da Música *").fill("GRAÇA SEM FIM");
  await expect(page.getByText("Verificando disponibilidade...")).toBeVisible();
  await expect(page.getByText("Esta música já existe no catálogo.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Adicionar Música" })).toBeDisabled();
  await page.getByRole("link", { name: "Voltar" }).click();
  await expect(page).toHaveURL(paths.admin.songs.list.href());
});

test("sorts by performances, both ways, and opens a song's details with a preview", async ({ page }) => {
  await openCatalogue(page);
  const table = page.getByRole("table", { name: "Músicas" });
  const counts = async () =>
    (await table.locator("tbody tr td:nth-child(2)").allTextContents()).map((text) => Number(text.replace(/\./g, "")));

  // The rows on screen stay until the sorted page arrives: wait for its answer, then for the rows.
  const sortedPage = (direction: string) =>
    page.waitForResponse((r) => /\/api\/admin\/songs\?/.test(r.url()) && r.url().includes(`sort=performance_count&direction=${direction}`));

  let answered = sortedPage("desc");
  await table.getByRole("button", { name: "Execuções" }).click();
  await answered;
  await expect(page).toHaveURL(/sort=performance_count&direction=desc/);
  await expect(table.getByRole("columnheader", { name: /Execuções/ })).toHaveAttribute("aria-sort", "descending");
  await expect.poll(async () => (await counts())[0]).toBeGreaterThan(0);
  await expect.poll(async () => {
    const descending = await counts();
    return descending.length > 1 && descending.every((count, i) => i === 0 || descending[i - 1]! >= count);
  }).toBe(true);

  answered = sortedPage("asc");
  await table.getByRole("button", { name: "Execuções" }).click();
  await answered;
  await expect(page).toHaveURL(/sort=performance_count&direction=asc/);
  await expect.poll(async () => (await counts())[0]).toBe(0);
  await expect.poll(async () => {
    const ascending = await counts();
    return ascending.length > 1 && ascending.every((count, i) => i === 0 || ascending[i - 1]! <= count);
  }).toBe(true);

  // The most played song: its details list its executions, and the video loads only on request.
  await table.getByRole("button", { name: "Execuções" }).click();
  await expect(page).toHaveURL(/direction=desc/);
  const first = table.locator("tbody tr").first();
  const songName = (await first.getByRole("link").first().textContent()) ?? "";
  await first.getByRole("button", { name: /^Ver detalhes de/ }).click();
  const dialog = page.getByRole("dialog", { name: new RegExp(songName) });
  await expect(dialog).toBeVisible();
  const history = dialog.getByRole("table", { name: "Histórico de execuções" });
  await expect(history.locator("tbody tr").first()).toContainText(/\d{2}\.\d{2}\.\d{4}/);
  await expect(dialog.locator("iframe")).toHaveCount(0);
  await history.getByRole("button", { name: /^Pré-visualizar a execução de/ }).first().click();
  await expect(dialog.locator("iframe")).toHaveAttribute(
    "src",
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?start=\d+&end=\d+$/,
  );
  await dialog.getByRole("link", { name: "Abrir página da música" }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(songName) })).toBeVisible();
});

test("edits a song, copies its share link and deletes it", async ({ page, context, baseURL, churchAdmin }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const name = uniqueName("Música Editável");
  const created = await page.request.post("/api/admin/songs", { data: { name } });
  expect(created.status()).toBe(201);
  const { song } = (await created.json()) as { song: { id: string } };

  await page.goto(paths.admin.songs.detail.href(song.id));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Nenhuma execução registrada").first()).toBeVisible();
  const renamed = `${name} (ao vivo)`;
  await page.getByLabel("Nome da Música *").fill(renamed);
  await page.getByLabel("Link para Letra").fill("https://www.letras.mus.br/teste/");
  const save = page.getByRole("button", { name: "Salvar Alterações" });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText("Música atualizada com sucesso!", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();

  await page.getByRole("button", { name: "Compartilhar" }).click();
  await expect(page.getByText("Link copiado para a área de transferência.", { exact: true })).toBeVisible();
  await expect(page.getByText("Compartilhado", { exact: true })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const slug = renamed
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-");
  expect(copied).toBe(`${baseURL}/churches/${churchAdmin.church.slug}/songs/${slug}-${song.id.slice(0, 4)}`);

  await page.getByRole("link", { name: "Voltar" }).click();
  await expect(page).toHaveURL(paths.admin.songs.list.href());
  await searchCatalogue(page, renamed);
  await page.getByRole("button", { name: `Excluir ${renamed}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Excluir Música" });
  await expect(confirm).toContainText("Todos os registros de execução desta música nos cultos também serão excluídos.");
  await confirm.getByRole("button", { name: "Excluir" }).click();
  await expect(page.getByText("Música excluída com sucesso!", { exact: true })).toBeVisible();
  await expect(page.getByText("Nenhuma música encontrada")).toBeVisible();
  expect((await page.request.get(`/api/admin/songs/${song.id}`)).status()).toBe(404);
});

test("sets a performance's key and tempo from the song's history, and the public song page shows them", async ({ page, churchAdmin }) => {
  const name = uniqueName("Canção em Tom");
  const created = await page.request.post("/api/admin/songs", { data: { name } });
  expect(created.status()).toBe(201);
  const { song } = (await created.json()) as { song: { id: string } };
  const { bands } = (await (await page.request.get("/api/admin/bands")).json()) as { bands: { id: string }[] };
  const saved = await page.request.post("/api/admin/services", {
    data: {
      date: yesterday().iso,
      time: "19:00",
      videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      bandId: bands[0]!.id,
      active: true,
      musicians: [],
      segments: [{ songCatalogId: song.id, startTime: 60, endTime: 300 }],
    },
  });
  expect(saved.status()).toBe(201);

  await page.goto(paths.admin.songs.detail.href(song.id));
  const history = page.getByRole("table", { name: "Histórico de execuções" });
  await expect(history.getByRole("cell", { name: "—" })).toBeVisible();
  await history.getByRole("button", { name: /^Editar tom e BPM da execução de/ }).click();
  const dialog = page.getByRole("dialog", { name: "Tom e BPM da execução" });
  await dialog.getByLabel("Tom").fill("H");
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Tom inválido");
  // Typed the way musicians type it; kept the way they write it.
  await dialog.getByLabel("Tom").fill("f# min");
  await dialog.getByLabel("BPM").fill("72");
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect(dialog).toBeHidden();
  await expect(history.getByRole("cell", { name: "F#m · 72 BPM" })).toBeVisible();

  const { song: detail } = (await (await page.request.get(`/api/admin/songs/${song.id}`)).json()) as { song: { publicUrl: string } };
  expect(detail.publicUrl).toContain(`${paths.church.songs.href(churchAdmin.church.slug)}/`);
  await page.goto(detail.publicUrl);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("list", { name: "Tons em que foi tocada" })).toHaveText("F#m (1×)");
  const performance = page.getByRole("article").first();
  await expect(performance.getByText("Tom: F#m")).toBeVisible();
  await expect(performance.getByText("72 BPM")).toBeVisible();
});
