import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { paths } from "../src/shared/paths";
import { useFakePlayer } from "./fixtures/fake-player";
import { signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/test";
import { yesterday } from "./support/dates";

/**
 * Issue 28 on a 390 px phone: a service whose video YouTube will not play in the page (the fake
 * player answers onError 150, "embedding disabled") is still mapped, by typing each song's start
 * and end (docs/decisions/425), and its songs reach the public page; and a song with a long name
 * never makes the editor wider than the screen.
 */

test.use({ viewport: { width: 390, height: 844 } });
// Each test walks a whole flow (and the first one a public page too); on a loaded two-core machine that took 50–60 s.
test.describe.configure({ timeout: 120_000 });

/** Fails, naming the width, when the page scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where}: the document is ${scrollWidth} px wide on a ${innerWidth} px screen`).toBeLessThanOrEqual(innerWidth);
}

/** Fails when the control is not fully on the screen or is smaller than a thumb (44 × 44 px). */
async function expectTappable(page: Page, control: ReturnType<Page["getByRole"]>, name: string) {
  await expect(control).toBeVisible();
  const box = await control.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, name).not.toBeNull();
  expect(box!.x, `${name} starts off the screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${name} ends at ${box!.x + box!.width} px on a ${width} px screen`).toBeLessThanOrEqual(width);
  expect(box!.height, `${name} is ${box!.height} px tall`).toBeGreaterThanOrEqual(44);
  expect(box!.width, `${name} is ${box!.width} px wide`).toBeGreaterThanOrEqual(44);
}

async function pickSong(page: Page, typed: string, option: string) {
  await page.getByRole("combobox", { name: "Música", exact: true }).click();
  await page.getByRole("combobox", { name: "Pesquisar música" }).fill(typed);
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(page.getByRole("combobox", { name: "Música", exact: true })).toHaveText(option);
}

async function typeTimes(page: Page, start: string, end: string) {
  await page.getByLabel("Início", { exact: true }).fill(start);
  await page.getByLabel("Fim", { exact: true }).fill(end);
  await page.getByRole("button", { name: "Adicionar Música" }).click();
}

test("a video that YouTube does not play here is mapped by typing the times, and its songs reach the public page", async ({ page, churchAdmin }) => {
  await useFakePlayer(page, { error: 150, errorAfterReady: true });
  await signInAsAdmin(page, churchAdmin);
  await page.goto(paths.admin.services.new.href());
  await expect(page.getByRole("heading", { level: 1, name: "Novo Culto" })).toBeVisible();

  await page.getByLabel("Data").fill(yesterday().iso);
  await page.getByLabel("Horário").fill("10:00");
  await page.getByLabel("URL do vídeo").fill("https://youtu.be/privVideo01");
  await page.getByRole("combobox", { name: "Banda" }).click();
  await page.getByRole("option", { name: "Banda Ágape (2019)" }).click();

  // The player reports the error: the form says why and links to the video on YouTube.
  const notice = page.getByRole("alert").filter({ hasText: "O YouTube não permite reproduzir este vídeo aqui" });
  await expect(notice).toContainText("O YouTube não permite reproduzir este vídeo aqui: digite os tempos ou abra o vídeo no YouTube");
  await expect(notice.getByRole("link", { name: "Abrir o vídeo no YouTube em 0:00" })).toHaveAttribute(
    "href",
    "https://www.youtube.com/watch?v=privVideo01",
  );
  await expect(page.getByRole("button", { name: "Marcar Início" })).toBeDisabled();
  await expectNoSidewaysScroll(page, "the editor with the notice");

  await pickSong(page, "graca sem fim", "Graça Sem Fim");
  await typeTimes(page, "1:35", "5:00");
  // A song of a long service: past the hour, as YouTube writes it.
  await pickSong(page, "lugar secreto", "Lugar Secreto");
  await typeTimes(page, "1:02:05", "1:06:40");

  const mapped = page.getByRole("list", { name: "Músicas Mapeadas" }).getByRole("listitem");
  await expect(mapped).toHaveCount(2);
  await expect(mapped.nth(0)).toContainText("Graça Sem Fim");
  await expect(mapped.nth(0)).toContainText("1:35 – 5:00");
  await expect(mapped.nth(1)).toContainText("1:02:05 – 1:06:40");
  // The link follows the mapping: it opens the video after the last song.
  await expect(notice.getByRole("link", { name: "Abrir o vídeo no YouTube em 1:06:40" })).toHaveAttribute(
    "href",
    "https://www.youtube.com/watch?v=privVideo01&t=4000s",
  );
  await expectNoSidewaysScroll(page, "the editor with two songs");

  const saved = page.waitForResponse((response) => response.url().endsWith("/api/admin/services") && response.request().method() === "POST");
  await page.getByRole("button", { name: "Salvar Culto" }).click();
  const serviceId = ((await (await saved).json()) as { service: { id: string } }).service.id;
  await expect(page.getByText("Culto salvo com sucesso!", { exact: true })).toBeVisible();

  // The public page of the service lists both songs with their lengths.
  const listing = await page.request.get(`/api/public/churches/${churchAdmin.church.slug}/services?sort=date&direction=desc`);
  const { items } = (await listing.json()) as { items: { id: string; key: string }[] };
  const key = items.find((item) => item.id === serviceId)?.key;
  expect(key, "the saved service is listed publicly").toBeTruthy();
  await page.goto(paths.church.service.href(churchAdmin.church.slug, key!));
  const songs = page.getByRole("region", { name: "Músicas" });
  await expect(songs.getByRole("link").filter({ hasText: "Graça Sem Fim" })).toContainText("3:25");
  await expect(songs.getByRole("link").filter({ hasText: "Lugar Secreto" })).toContainText("4:35");
});

test("a mapped song with a long name keeps the editor within a 390 px screen, every action in reach", async ({ page, churchAdmin }) => {
  await useFakePlayer(page);
  await signInAsAdmin(page, churchAdmin);
  const name = `Santo Espírito, Vem e Enche Este Lugar Com a Tua Glória Que Transborda Sobre Nós ${randomUUID().slice(0, 4)}`;
  const created = await page.request.post("/api/admin/songs", { data: { name } });
  expect(created.status()).toBe(201);

  await page.goto(paths.admin.services.new.href());
  await page.getByLabel("Data").fill(yesterday().iso);
  await page.getByLabel("Horário").fill("19:00");
  await page.getByLabel("URL do vídeo").fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await page.getByRole("combobox", { name: "Banda" }).click();
  await page.getByRole("option", { name: "Banda Ágape (2019)" }).click();
  await expect(page.getByRole("button", { name: "Marcar Início" })).toBeEnabled();
  await pickSong(page, "Santo Espírito Vem e Enche", name);
  await typeTimes(page, "0:30", "4:10");
  await expect(page.getByRole("list", { name: "Músicas Mapeadas" }).getByRole("listitem")).toHaveCount(1);

  await expectNoSidewaysScroll(page, "the editor with a long song name");
  await expect(page.getByTestId("fake-youtube-player")).toBeInViewport({ ratio: 0 });
  const video = await page.getByTestId("fake-youtube-player").boundingBox();
  expect(video!.x + video!.width).toBeLessThanOrEqual(390);
  for (const control of ["Marcar Início", "Marcar Fim", "Adicionar Música", `Editar a música ${name}`, `Editar os músicos da música ${name}`, `Excluir a música ${name}`]) {
    await expectTappable(page, page.getByRole("button", { name: control, exact: true }), control);
  }

  // The service's lineup dialog fits too.
  await page.getByRole("button", { name: "Editar Músicos" }).click();
  const dialog = page.getByRole("dialog", { name: "Editar Músicos do Culto" });
  await expect(dialog.getByRole("textbox", { name: "Instrumentos de Lucas Almeida" })).toBeVisible();
  // Measured once its opening zoom has ended: mid-way, a 44 px button is 43.96 px tall (seen on a busy machine).
  await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))));
  await expectNoSidewaysScroll(page, "the lineup dialog");
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await expectTappable(page, dialog.getByRole("button", { name: "Remover Lucas Almeida" }), "Remover Lucas Almeida");
  await expectTappable(page, dialog.getByRole("button", { name: "Salvar Configuração" }), "Salvar Configuração");
});
