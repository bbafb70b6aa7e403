import { randomUUID } from "node:crypto";
import { useFakePlayer } from "./fixtures/fake-player";
import { signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/test";
import { yesterday } from "./support/dates";
import { paths } from "../src/shared/paths";

/**
 * Issue 23, 'Colar capítulos' (docs/decisions/438), on a 390 px phone: a volunteer pastes the
 * video's description into the service form, reviews what was read (songs matched to the
 * catalogue, one new song, the parts of the service skipped), drops a row, uses the chapters, and
 * saves the service: one request, which adds the new song to the catalogue. The church remembers
 * the dropped row for its next description (docs/decisions/485).
 */

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

test("a pasted description becomes the service's songs, the unknown one added to the catalogue on save", async ({ page, churchAdmin }) => {
  // A 25-minute video: the last chapter ends where the video does.
  await useFakePlayer(page, { duration: 1500 });
  await signInAsAdmin(page, churchAdmin);
  await page.goto(paths.admin.services.new.href());
  await page.getByLabel("Data").fill(yesterday().iso);
  await page.getByLabel("Horário").fill("19:00");
  await page.getByLabel("URL do vídeo").fill("https://www.youtube.com/watch?v=chapters001");
  await page.getByRole("combobox", { name: "Banda" }).click();
  await page.getByRole("option", { name: "Banda Ágape (2019)" }).click();
  await expect(page.getByRole("button", { name: "Marcar Início" })).toBeEnabled();

  const newSong = `Cântico Novo ${randomUUID().slice(0, 6)}`;
  await page.getByRole("button", { name: "Colar capítulos" }).click();
  const dialog = page.getByRole("dialog", { name: "Colar capítulos do YouTube" });
  await dialog.getByLabel("Descrição do vídeo ou lista de capítulos").fill(
    [
      "Culto de domingo à noite - Igreja",
      "",
      "00:00 Abertura",
      "01:35 GRAÇA SEM FIM - Clara Nunes Louvor",
      "06:10 Lugar Secreto (ao vivo)",
      "11:00 Pregação - Pr. Marcos",
      "15:00 Deus de Promessas",
      `19:30 ${newSong} - Ministério Teste`,
      "24:00 Momento Kids - Tia Ana",
      "",
      "#culto #louvor https://instagram.com/igreja",
    ].join("\n"),
  );

  const preview = dialog.getByRole("region", { name: "Músicas que serão adicionadas" });
  await expect(preview.getByRole("status")).toHaveText("5 músicas encontradas, 2 novas no catálogo.");
  const rows = preview.getByRole("listitem").filter({ hasText: "Capítulo:" });
  await expect(rows).toHaveCount(5);
  // Matched without regard to case or the '(ao vivo)' note; the new one is marked.
  await expect(rows.nth(0).getByRole("combobox", { name: "Música do capítulo de 1:35" })).toHaveText("Graça Sem Fim");
  await expect(rows.nth(0)).toContainText("1:35–6:10");
  await expect(rows.nth(1).getByRole("combobox")).toHaveText("Lugar Secreto");
  await expect(rows.nth(3).getByRole("combobox")).toHaveText(newSong);
  await expect(rows.nth(3)).toContainText("Nova música");
  await expect(rows.nth(3)).toContainText("19:30–24:00");
  await expect(rows.nth(4)).toContainText("Nova música");
  await expect(preview).toContainText("0:00 Abertura — não é música");
  await expect(preview).toContainText("11:00 Pregação - Pr. Marcos — não é música");

  // Not these: a catalogue song not mapped this time, and a part of the service read as a new song.
  await rows.nth(4).getByRole("button", { name: "Remover “Momento Kids - Tia Ana”" }).click();
  await rows.nth(2).getByRole("button", { name: "Remover “Deus de Promessas”" }).click();
  await expect(preview.getByRole("status")).toHaveText("3 músicas encontradas, 1 nova no catálogo.");
  await expect(preview).toContainText("24:00 Momento Kids - Tia Ana — removido por você");
  const { scrollWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth }));
  expect(scrollWidth, "the dialog fits a 390 px screen").toBeLessThanOrEqual(390);
  await dialog.getByRole("button", { name: "Usar capítulos" }).click();
  await expect(dialog).toBeHidden();

  const mapped = page.getByRole("list", { name: "Músicas Mapeadas" }).getByRole("listitem");
  await expect(mapped).toHaveCount(3);
  await expect(mapped.nth(0)).toContainText("Graça Sem Fim");
  await expect(mapped.nth(0)).toContainText("1:35 – 6:10");
  await expect(mapped.nth(1)).toContainText("6:10 – 11:00");
  await expect(mapped.nth(2)).toContainText(newSong);
  await expect(mapped.nth(2)).toContainText("19:30 – 24:00");
  await expect(mapped.nth(2)).toContainText("Nova no catálogo");

  // Nothing was saved yet: the catalogue does not have the new song.
  const before = await page.request.get(`/api/admin/songs?search=${encodeURIComponent(newSong)}`);
  expect(((await before.json()) as { songs: unknown[] }).songs).toEqual([]);

  const saves: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" && request.url().includes("/api/admin/")) saves.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await page.getByRole("button", { name: "Salvar Culto" }).click();
  await expect(page.getByText("Culto salvo com sucesso!", { exact: true })).toBeVisible();
  expect(saves).toEqual(["POST /api/admin/services"]);

  const after = await page.request.get(`/api/admin/songs?search=${encodeURIComponent(newSong)}`);
  const { songs } = (await after.json()) as { songs: { name: string; author: string | null; performanceCount: number }[] };
  expect(songs).toEqual([expect.objectContaining({ name: newSong, author: "Ministério Teste", performanceCount: 1 })]);

  // The next service's description: the church remembers the part of the service removed above,
  // whoever leads it this week, but not the catalogue song (decision 485); one tap takes it back in.
  await page.goto(paths.admin.services.new.href());
  await page.getByRole("button", { name: "Colar capítulos" }).click();
  await dialog
    .getByLabel("Descrição do vídeo ou lista de capítulos")
    .fill(["00:00 Abertura", "03:00 Deus de Promessas", "08:00 Momento Kids - Tio Beto", "12:00 Lugar Secreto", "16:00 Oração"].join("\n"));
  await expect(preview.getByRole("status")).toHaveText("2 músicas encontradas.");
  await expect(preview).toContainText("8:00 Momento Kids - Tio Beto — removido antes nesta igreja");
  await expect(preview).toContainText("O que você remover ou incluir fica lembrado para as próximas descrições desta igreja.");
  await preview.getByRole("button", { name: "Incluir “Momento Kids - Tio Beto” como música" }).click();
  await expect(preview.getByRole("status")).toHaveText("3 músicas encontradas, 1 nova no catálogo.");
  await expect(rows.nth(1).getByRole("combobox", { name: "Música do capítulo de 8:00" })).toHaveText("Momento Kids");
});
