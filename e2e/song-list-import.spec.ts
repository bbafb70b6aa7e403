import { randomUUID } from "node:crypto";
import { signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/test";
import { paths } from "../src/shared/paths";

/**
 * Issue 23, 'Importar lista' (docs/decisions/439): the song list a church keeps in a spreadsheet,
 * saved by Excel in Portuguese (Windows-1252, semicolons), checked before anything changes, then
 * added to the catalogue in one request.
 */

test("a spreadsheet's song list is previewed, then added to the catalogue", async ({ page, churchAdmin }) => {
  await signInAsAdmin(page, churchAdmin);
  await page.goto(paths.admin.songs.list.href());
  const suffix = randomUUID().slice(0, 6);
  const csv = [
    "Música;Artista;Cifra;Letra",
    `Aclamação ${suffix};Ministério Teste;https://www.cifraclub.com.br/teste/aclamacao/;`,
    "graça sem fim;Clara Nunes Louvor;;",
    `Coração Grato ${suffix};;;letra-sem-link`,
    `Aclamação ${suffix};Outro;;`,
    `Refúgio ${suffix};;;https://www.letras.mus.br/teste/refugio/`,
    "",
  ].join("\r\n");

  await page.getByRole("button", { name: "Importar lista" }).click();
  const dialog = page.getByRole("dialog", { name: "Importar lista de músicas" });
  await dialog.getByLabel("Planilha (CSV ou TSV)").setInputFiles({ name: "musicas.csv", mimeType: "text/csv", buffer: Buffer.from(csv, "latin1") });

  await expect(dialog).toContainText("Colunas reconhecidas: Música, Artista, Cifra, Letra.");
  const toAdd = dialog.getByRole("region", { name: "Serão adicionadas (2)" });
  await expect(toAdd.getByRole("listitem")).toHaveText([`Linha 2Aclamação ${suffix}— Ministério Teste`, `Linha 6Refúgio ${suffix}`]);
  const skipped = dialog.getByRole("region", { name: "Ignoradas (3)" });
  await expect(skipped.getByRole("listitem")).toHaveText([
    "Linha 3graça sem fimJá está no catálogo.",
    `Linha 4Coração Grato ${suffix}Informe um link válido, começando com http:// ou https://.`,
    `Linha 5Aclamação ${suffix}Repetida na planilha (linha 2).`,
  ]);

  await dialog.getByRole("button", { name: "Importar 2 músicas" }).click();
  await expect(page.getByText("2 músicas adicionadas ao catálogo.", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const search = page.getByRole("searchbox", { name: "Pesquisar músicas" });
  await search.fill(suffix);
  await expect(page.getByText(`Aclamação ${suffix}`, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`Refúgio ${suffix}`, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`Coração Grato ${suffix}`, { exact: true })).toHaveCount(0);
});
