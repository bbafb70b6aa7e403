import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { paths } from "../src/shared/paths";
import { setFakePlayerTime, useFakePlayer } from "./fixtures/fake-player";
import { signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/test";
import { yesterday } from "./support/dates";

/**
 * The service form from the keyboard alone: after signing in, no click. Tab moves to each control
 * (Shift+Tab back), Enter and Space press, arrows move in lists; the fake player keeps the time.
 */

const MAX_TABS = 120;

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, backwards = false) {
  for (let presses = 0; presses < MAX_TABS; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`could not reach ${target.toString()} with the keyboard`);
}

/** Presses `key` until the focused or highlighted option is `option`. */
async function arrowTo(page: Page, option: Locator, key = "ArrowDown") {
  for (let presses = 0; presses < 60; presses++) {
    const active = await option
      .evaluate((element) => element === document.activeElement || element.hasAttribute("data-highlighted") || element.getAttribute("aria-selected") === "true")
      .catch(() => false);
    if (active) return;
    await page.keyboard.press(key);
  }
  throw new Error(`could not reach ${option.toString()} with the arrows`);
}

/**
 * Types a date into a focused date input. Its fields follow the browser's own language (month
 * first in Debian's Chromium), so a probe date tells the order; Shift+Tab goes back to the first field.
 */
async function typeDate(page: Page, field: Locator, date: ReturnType<typeof yesterday>): Promise<"mdy" | "dmy"> {
  await page.keyboard.type("01022000");
  const order = (await field.inputValue()) === "2000-01-02" ? "mdy" : "dmy";
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.type(order === "mdy" ? `${date.month}${date.day}${date.year}` : `${date.day}${date.month}${date.year}`);
  return order;
}

test("creates a service with a song, its start and end marked with the player, and a lineup edit, without the mouse", async ({ page, churchAdmin }) => {
  test.setTimeout(120_000);
  await useFakePlayer(page);
  await signInAsAdmin(page, churchAdmin);
  const songName = `Teclado ${randomUUID().slice(0, 6)}`;
  expect((await page.request.post("/api/admin/songs", { data: { name: songName } })).status()).toBe(201);
  const date = yesterday();

  await page.goto(paths.admin.services.new.href());
  await expect(page.getByRole("heading", { level: 1, name: "Novo Culto" })).toBeVisible();

  const dateField = page.getByLabel("Data");
  await tabTo(page, dateField);
  const order = await typeDate(page, dateField, date);
  await expect(dateField).toHaveValue(date.iso);
  await tabTo(page, page.getByLabel("Horário"));
  // A month-first browser shows a 12-hour clock (hh:mm AM/PM).
  await page.keyboard.type(order === "mdy" ? "0730P" : "1930");
  await expect(page.getByLabel("Horário")).toHaveValue("19:30");
  await tabTo(page, page.getByLabel("URL do vídeo"));
  await page.keyboard.type("https://www.youtube.com/watch?v=dQw4w9WgXcQ");

  const band = page.getByRole("combobox", { name: "Banda" });
  await tabTo(page, band);
  await page.keyboard.press("Enter");
  const agape = page.getByRole("option", { name: "Banda Ágape (2019)" });
  await arrowTo(page, agape);
  await page.keyboard.press("Enter");
  await expect(band).toHaveText("Banda Ágape (2019)");

  // Pick the song: open the picker, type, Enter on the match.
  const markStart = page.getByRole("button", { name: "Marcar Início" });
  await expect(markStart).toBeEnabled();
  const songPicker = page.getByRole("combobox", { name: "Música", exact: true });
  await tabTo(page, songPicker);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("combobox", { name: "Pesquisar música" })).toBeFocused();
  await page.keyboard.type(songName);
  // The search has answered for the whole name: the song alone (it exists, so no "create" option).
  await expect(page.getByRole("option")).toHaveText([songName]);
  await arrowTo(page, page.getByRole("option", { name: songName, exact: true }));
  await page.keyboard.press("Enter");
  await expect(songPicker).toHaveText(songName);

  // Mark start and end with the player's time.
  await setFakePlayerTime(page, 95.4);
  await tabTo(page, markStart);
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Início")).toHaveValue("1:35");
  await setFakePlayerTime(page, 300.2);
  await tabTo(page, page.getByRole("button", { name: "Marcar Fim" }));
  await page.keyboard.press("Space");
  await expect(page.getByLabel("Fim")).toHaveValue("5:00");

  await tabTo(page, page.getByRole("button", { name: "Adicionar Música" }));
  await page.keyboard.press("Enter");
  const mapped = page.getByRole("list", { name: "Músicas Mapeadas" }).getByRole("listitem");
  await expect(mapped).toHaveCount(1);
  await expect(mapped.first()).toContainText(`1.${songName}1:35 – 5:00`);

  // Edit the service-wide lineup: remove the bass player, confirm, save the configuration.
  await tabTo(page, page.getByRole("button", { name: "Editar Músicos" }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Editar Músicos do Culto" });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole("button", { name: "Remover Mateus Oliveira" }));
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog", { name: "Confirmar remoção" });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole("button", { name: "Confirmar" }));
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("row", { name: /Mateus Oliveira/ })).toHaveCount(0);
  await tabTo(page, dialog.getByRole("button", { name: "Salvar Configuração" }));
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();

  // Save.
  const created = page.waitForResponse((response) => response.url().endsWith("/api/admin/services") && response.request().method() === "POST");
  await tabTo(page, page.getByRole("button", { name: "Salvar Culto" }));
  await page.keyboard.press("Enter");
  const response = await created;
  expect(response.status()).toBe(201);
  await expect(page.getByText("Culto salvo com sucesso!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(paths.admin.services.list.href());

  const serviceId = ((await response.json()) as { service: { id: string } }).service.id;
  const saved = (await (await page.request.get(`/api/admin/services/${serviceId}`)).json()) as {
    service: { date: string; time: string };
    segments: { songName: string; startTime: number; endTime: number }[];
    globalMusicians: { name: string }[];
  };
  expect(saved.service).toMatchObject({ date: date.iso });
  expect(saved.segments.map((segment) => [segment.songName, segment.startTime, segment.endTime])).toEqual([[songName, 95, 300]]);
  expect(saved.globalMusicians.map((musician) => musician.name)).not.toContain("Mateus Oliveira");

  // Deleted through the API: the church is the same as before.
  expect((await page.request.delete(`/api/admin/services/${serviceId}`)).ok()).toBe(true);
});
