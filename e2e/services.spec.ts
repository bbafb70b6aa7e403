import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { paths } from "../src/shared/paths";
import { setFakePlayerTime, useFakePlayer } from "./fixtures/fake-player";
import { signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/test";
import { yesterday } from "./support/dates";

/**
 * The service form as an administrator uses it on the spec's own church (e2e/fixtures/church.ts), with the fake player served in
 * place of YouTube's: map three songs of a service, set the lineups of the service and of one song,
 * save, reopen, edit a segment, and check the catalogue statistics after each step and after the
 * service is deleted.
 */

test.beforeEach(async ({ page, churchAdmin }) => {
  await useFakePlayer(page);
  await signInAsAdmin(page, churchAdmin);
});

type SongFigures = { performanceCount: number; firstPlayedAt: string | null; lastPlayedAt: string | null };

async function createSong(page: Page, name: string): Promise<string> {
  const response = await page.request.post("/api/admin/songs", { data: { name } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { song: { id: string } }).song.id;
}

async function figures(page: Page, songId: string): Promise<SongFigures> {
  const response = await page.request.get(`/api/admin/songs/${songId}`);
  expect(response.ok()).toBe(true);
  const { song } = (await response.json()) as { song: SongFigures };
  return { performanceCount: song.performanceCount, firstPlayedAt: song.firstPlayedAt, lastPlayedAt: song.lastPlayedAt };
}

async function songIdByName(page: Page, name: string): Promise<string> {
  const response = await page.request.get(`/api/admin/songs/options?search=${encodeURIComponent(name)}`);
  const { songs } = (await response.json()) as { songs: { id: string; name: string }[] };
  const song = songs.find((candidate) => candidate.name === name);
  if (!song) throw new Error(`song ${name} not found`);
  return song.id;
}

async function pickSong(page: Page, typed: string, option: string | RegExp) {
  await page.getByRole("combobox", { name: "Música", exact: true }).click();
  await page.getByRole("combobox", { name: "Pesquisar música" }).fill(typed);
  await page.getByRole("option", { name: option }).click();
}

async function mapSegment(page: Page, start: number, end: number) {
  await setFakePlayerTime(page, start + 0.6);
  await page.getByRole("button", { name: "Marcar Início" }).click();
  await setFakePlayerTime(page, end + 0.3);
  await page.getByRole("button", { name: "Marcar Fim" }).click();
}

type Names = { first: string; second: string; third: string };
type Day = ReturnType<typeof yesterday>;

/** The service's edit link in the listing (the church may have a service at the same date and hour). */
function ownEditLink(page: Page, date: Day, serviceId: string) {
  return page.getByRole("link", { name: `Editar culto ${date.shown}` }).and(page.locator(`[href$="${paths.admin.services.detail.href(serviceId)}"]`));
}

/**
 * Searches the listing for `date` and waits until the search is in the URL: the listing applies
 * it a moment after the typing, and a click before that can be undone by it.
 */
async function searchServices(page: Page, date: Day) {
  await page.getByRole("searchbox", { name: "Pesquisar cultos" }).fill(date.shown);
  await expect(page).toHaveURL(/[?&]search=/);
}

/** Creates the service in the form: three songs mapped with the player, the band plus a multibanda musician. */
async function createService(page: Page, names: Names, date: Day): Promise<string> {
  await page.goto(paths.admin.services.list.href());
  await page.getByRole("link", { name: "Novo Culto" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Novo Culto" })).toBeVisible();
  const submit = page.getByRole("button", { name: "Salvar Culto" });
  await expect(submit).toBeDisabled();

  await page.getByLabel("Data").fill(date.iso);
  await page.getByLabel("Horário").fill("19:30");
  await page.getByLabel("URL do vídeo").fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await page.getByRole("combobox", { name: "Banda" }).click();
  await page.getByRole("option", { name: "Banda Ágape (2019)" }).click();
  await expect(page.getByRole("button", { name: "Marcar Início" })).toBeEnabled();

  await pickSong(page, names.first, names.first);
  await mapSegment(page, 95, 300);
  await expect(page.getByLabel("Início")).toHaveValue("1:35");
  await expect(page.getByLabel("Fim")).toHaveValue("5:00");
  await page.getByRole("button", { name: "Adicionar Música" }).click();

  await pickSong(page, names.second, names.second);
  await mapSegment(page, 320, 610);
  await page.getByRole("button", { name: "Adicionar Música" }).click();

  // The third song is created from the picker by typing its full name.
  await pickSong(page, names.third, `Criar música "${names.third}"`);
  await expect(page.getByRole("combobox", { name: "Música", exact: true })).toHaveText(names.third);
  await page.getByRole("checkbox", { name: "Marcar como música nova" }).check();
  await mapSegment(page, 2400, 2650);
  await page.getByRole("button", { name: "Adicionar Música" }).click();

  const mapped = page.getByRole("list", { name: "Músicas Mapeadas" }).getByRole("listitem");
  await expect(mapped).toHaveCount(3);
  await expect(mapped.nth(0)).toContainText(`1.${names.first}1:35 – 5:00`);
  await expect(mapped.nth(2)).toContainText(`3.${names.third}40:00 – 44:10`);

  // A song not yet saved has no id: its own lineup waits for the save.
  await page.getByRole("button", { name: `Editar os músicos da música ${names.second}` }).click();
  await expect(page.getByText("Salve o culto primeiro para editar os músicos específicos.", { exact: true })).toBeVisible();

  // The service-wide lineup: the band, plus a multibanda musician.
  const bandTable = page.getByRole("region", { name: /Configuração da banda/ }).getByRole("table");
  await expect(bandTable.getByRole("row", { name: /Lucas Almeida/ })).toBeVisible();
  await page.getByRole("button", { name: "Editar Músicos" }).click();
  const serviceDialog = page.getByRole("dialog", { name: "Editar Músicos do Culto" });
  await serviceDialog.getByRole("combobox", { name: "Adicionar músico" }).click();
  await page.getByRole("combobox", { name: "Pesquisar músico" }).fill("André");
  await page.getByRole("option", { name: /André Luiz Fonseca/ }).click();
  await expect(serviceDialog.getByRole("textbox", { name: "Instrumentos de André Luiz Fonseca" })).toHaveValue("Teclado");
  await expect(serviceDialog.getByRole("row", { name: /André Luiz Fonseca/ })).toContainText("Multi banda");
  await serviceDialog.getByRole("button", { name: "Salvar Configuração" }).click();
  await expect(page.getByText("Músicos atualizados com sucesso! (Serão salvos quando o culto for salvo)", { exact: true })).toBeVisible();
  await expect(bandTable.getByRole("row", { name: /André Luiz Fonseca/ })).toContainText("Multi banda");

  await expect(submit).toBeEnabled();
  const created = page.waitForResponse((response) => response.url().endsWith("/api/admin/services") && response.request().method() === "POST");
  await submit.click();
  const serviceId = ((await (await created).json()) as { service: { id: string } }).service.id;
  await expect(page.getByText("Culto salvo com sucesso!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(paths.admin.services.list.href());
  return serviceId;
}

/** Reopens the service from the listing: the second song gets its own lineup, the first segment moves; one save. */
async function editService(page: Page, names: Names, date: Day, serviceId: string) {
  await searchServices(page, date);
  await ownEditLink(page, date, serviceId).click();
  await expect(page.getByRole("heading", { level: 1, name: `Editar Culto: ${date.shown} | Culto 19h` })).toBeVisible();
  const mapped = page.getByRole("list", { name: "Músicas Mapeadas" }).getByRole("listitem");
  await expect(mapped).toHaveCount(3);
  await expect(page).toHaveURL(paths.admin.services.detail.href(serviceId));

  // The second song gets its own lineup: without the bass player.
  await page.getByRole("button", { name: `Editar os músicos da música ${names.second}` }).click();
  const songDialog = page.getByRole("dialog", { name: `Editar Músicos da Música: ${names.second}` });
  await expect(songDialog.getByRole("row", { name: /André Luiz Fonseca/ })).toBeVisible();
  await songDialog.getByRole("button", { name: "Remover Mateus Oliveira" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Confirmar remoção" });
  await expect(confirm).toContainText("Tem certeza que deseja remover o músico Mateus Oliveira?");
  await confirm.getByRole("button", { name: "Confirmar" }).click();
  await expect(songDialog.getByRole("row", { name: /Mateus Oliveira/ })).toHaveCount(0);
  await songDialog.getByRole("button", { name: "Salvar Configuração" }).click();
  await expect(page.getByText("Músicos da música atualizados com sucesso!", { exact: true })).toBeVisible();

  // The first segment moves: loaded into the form, marked again, updated.
  await page.getByRole("button", { name: `Editar a música ${names.first}` }).click();
  await expect(page.getByRole("button", { name: "Atualizar Música" })).toBeVisible();
  await mapSegment(page, 100, 310);
  await page.getByRole("button", { name: "Atualizar Música" }).click();
  await expect(mapped.nth(0)).toContainText(`1.${names.first}1:40 – 5:10`);

  // Clicking a row plays the video from the song's start.
  await mapped.nth(1).getByRole("button", { name: `Tocar ou pausar ${names.second}` }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __fakePlayers: { getStateName(): string }[] }).__fakePlayers[0]?.getStateName())).toBe("playing");

  // One save: one request.
  const saves: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/admin/services") && request.method() !== "GET") saves.push(request.method());
  });
  await page.getByRole("button", { name: "Salvar Culto" }).click();
  await expect(page.getByText("Culto salvo com sucesso!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(paths.admin.services.list.href());
  expect(saves).toEqual(["PUT"]);
}

/** Deletes the service from the listing, after the confirmation. */
async function deleteService(page: Page, date: Day, serviceId: string) {
  await searchServices(page, date);
  await expect(page.getByRole("row", { name: new RegExp(date.shown) })).not.toHaveCount(0);
  const row = page.getByRole("row").filter({ has: ownEditLink(page, date, serviceId) });
  await expect(row).toContainText("3 música(s)");
  await row.getByRole("button", { name: `Excluir culto ${date.shown}` }).click();
  const deleteDialog = page.getByRole("alertdialog", { name: "Excluir Culto" });
  await expect(deleteDialog).toContainText("Todas as músicas mapeadas também serão excluídas.");
  await deleteDialog.getByRole("button", { name: "Excluir" }).click();
  await expect(page.getByText("Culto excluído com sucesso!", { exact: true })).toBeVisible();
}

test("maps a service's songs with lineups, edits it, and keeps the catalogue statistics true until it is deleted", async ({ page }) => {
  test.setTimeout(120_000);
  const suffix = randomUUID().slice(0, 6);
  const names = { first: `Abertura ${suffix}`, second: `Adoração ${suffix}`, third: `Envio ${suffix}` };
  const firstId = await createSong(page, names.first);
  const secondId = await createSong(page, names.second);
  const date = yesterday();

  const serviceId = await createService(page, names, date);
  const thirdId = await songIdByName(page, names.third);
  for (const id of [firstId, secondId, thirdId]) {
    expect(await figures(page, id)).toEqual({ performanceCount: 1, firstPlayedAt: date.iso, lastPlayedAt: date.iso });
  }

  await editService(page, names, date, serviceId);
  const saved = (await (await page.request.get(`/api/admin/services/${serviceId}`)).json()) as {
    segments: { songName: string; startTime: number; endTime: number; hasSpecificMusicians: boolean; musicians: { name: string }[] }[];
    globalMusicians: { name: string }[];
  };
  expect(saved.segments.map((s) => [s.songName, s.startTime, s.endTime, s.hasSpecificMusicians])).toEqual([
    [names.first, 100, 310, false],
    [names.second, 320, 610, true],
    [names.third, 2400, 2650, false],
  ]);
  expect(saved.globalMusicians.map((m) => m.name)).toContain("André Luiz Fonseca");
  expect(saved.segments[1]?.musicians.map((m) => m.name)).not.toContain("Mateus Oliveira");
  expect(saved.segments[0]?.musicians.map((m) => m.name)).toContain("Mateus Oliveira");
  // Saving again counted nothing twice.
  for (const id of [firstId, secondId, thirdId]) {
    expect(await figures(page, id)).toEqual({ performanceCount: 1, firstPlayedAt: date.iso, lastPlayedAt: date.iso });
  }

  await deleteService(page, date, serviceId);
  expect((await page.request.get(`/api/admin/services/${serviceId}`)).status()).toBe(404);
  for (const id of [firstId, secondId, thirdId]) {
    expect(await figures(page, id)).toEqual({ performanceCount: 0, firstPlayedAt: null, lastPlayedAt: null });
  }
});

test("warns before leaving the form with unsaved changes", async ({ page }) => {
  await page.goto(paths.admin.services.new.href());
  await expect(page.getByRole("heading", { level: 1, name: "Novo Culto" })).toBeVisible();
  await page.getByLabel("Horário").fill("09:00");
  await page.getByRole("button", { name: "Voltar" }).click();
  const warning = page.getByRole("alertdialog", { name: "Alterações não salvas" });
  await expect(warning).toContainText("Você tem alterações não salvas. Tem certeza que deseja sair da página?");
  await warning.getByRole("button", { name: "Cancelar" }).click();
  await expect(page).toHaveURL(paths.admin.services.new.href());

  await page.getByRole("button", { name: "Voltar" }).click();
  await page.getByRole("alertdialog", { name: "Alterações não salvas" }).getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(paths.admin.services.list.href());
});
