import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { paths } from "../src/shared/paths";
import { signInAsAdmin } from "./support/admin";
import { expect, test, type ChurchAdmin } from "./support/test";

/** The spec's own church (e2e/fixtures/church.ts) already has musicians (João Pedro Ferreira, Lucas Almeida, ...), some with services. */

const unique = () => randomUUID().slice(0, 6);

async function pngBuffer() {
  return sharp({ create: { width: 240, height: 240, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .png()
    .toBuffer();
}

function row(page: Page, name: string) {
  return page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });
}

async function openMusicians(page: Page, admin: ChurchAdmin) {
  await signInAsAdmin(page, admin);
  await page.getByRole("navigation", { name: "Menu Principal" }).getByRole("link", { name: "Músicos" }).click();
  await expect(page).toHaveURL(paths.admin.musicians.href());
  await expect(page.getByRole("heading", { level: 1, name: "Músicos" })).toBeVisible();
  await expect(row(page, "Lucas Almeida")).toBeVisible();
}

test("add a musician with a photo, find them without accents, edit and delete them", async ({ page, churchAdmin }) => {
  const name = `João Teste ${unique()}`;
  const renamed = `${name} Filho`;
  await openMusicians(page, churchAdmin);

  // Add: the name is required.
  await page.getByRole("button", { name: "Novo Músico" }).click();
  const dialog = page.getByRole("dialog", { name: "Novo Músico" });
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect(dialog.getByText("O nome é obrigatório.")).toBeVisible();

  await dialog.getByLabel("Nome").fill(name);
  await dialog.getByRole("checkbox", { name: "Multi banda" }).check();
  await dialog.getByLabel("Instrumento").fill("Trompete");
  await dialog.getByLabel("Biografia").fill("Toca nos cultos de domingo.");
  // The escala's contacts: the WhatsApp as a person types it.
  await dialog.getByLabel("E-mail").fill("Joao.Teste@Example.com");
  await dialog.getByLabel("WhatsApp").fill("(11) 98765-4321");
  await dialog.getByLabel("Foto").setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: await pngBuffer() });
  await expect(dialog.getByRole("img", { name: "Foto" })).toHaveAttribute("src", /^data:image\/png/);
  await dialog.getByRole("button", { name: "Salvar" }).click();

  await expect(page.getByText("Músico cadastrado com sucesso!", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const added = row(page, name);
  await expect(added.getByText("Trompete")).toBeVisible();
  await expect(added.getByText("Multi banda")).toBeVisible();
  await expect(added.locator("img")).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{64}\.webp$/);

  // Search ignores accents and case: 'joao' finds 'João'.
  await page.getByRole("searchbox", { name: "Pesquisar músicos" }).fill("joao teste");
  await expect(row(page, "Lucas Almeida")).toBeHidden();
  await expect(row(page, name)).toBeVisible();
  await page.getByRole("searchbox", { name: "Pesquisar músicos" }).fill("joao");
  await expect(row(page, "João Pedro Ferreira")).toBeVisible();
  await expect(row(page, name)).toBeVisible();
  await page.getByRole("searchbox", { name: "Pesquisar músicos" }).fill("ninguem-com-esse-nome");
  await expect(page.getByText("Nenhum músico encontrado")).toBeVisible();
  await page.getByRole("searchbox", { name: "Pesquisar músicos" }).fill("");
  await expect(row(page, "Lucas Almeida")).toBeVisible();

  // Edit.
  await row(page, name).getByRole("button", { name: `Editar ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Editar Músico" });
  await expect(edit.getByLabel("Nome")).toHaveValue(name);
  await expect(edit.getByLabel("Biografia")).toHaveValue("Toca nos cultos de domingo.");
  await expect(edit.getByLabel("E-mail")).toHaveValue("joao.teste@example.com");
  await expect(edit.getByLabel("WhatsApp")).toHaveValue("+55 (11) 98765-4321");
  await edit.getByLabel("Nome").fill(renamed);
  await edit.getByRole("checkbox", { name: "Multi banda" }).uncheck();
  await edit.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Músico atualizado com sucesso!", { exact: true })).toBeVisible();
  await expect(row(page, renamed).getByText("Regular")).toBeVisible();

  // Delete, after a confirmation that warns it cannot be undone.
  await row(page, renamed).getByRole("button", { name: `Excluir ${renamed}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Excluir músico" });
  await expect(confirm).toContainText("Esta ação não pode ser desfeita.");
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(row(page, renamed)).toBeVisible();
  await row(page, renamed).getByRole("button", { name: `Excluir ${renamed}` }).click();
  await page.getByRole("alertdialog", { name: "Excluir músico" }).getByRole("button", { name: "Excluir" }).click();
  await expect(page.getByText("Músico excluído com sucesso!", { exact: true })).toBeVisible();
  await expect(row(page, renamed)).toBeHidden();
});

test("a musician who played in services is not deleted, and the reason is given before any confirmation", async ({ page, churchAdmin }) => {
  await openMusicians(page, churchAdmin);
  await row(page, "Lucas Almeida").getByRole("button", { name: "Excluir Lucas Almeida" }).click();
  const refusal = page.getByRole("alertdialog", { name: "Não é possível excluir o músico" });
  await expect(refusal).toContainText(/Este músico participou de \d+ cultos? e não pode ser excluído/);
  await expect(refusal.getByRole("button", { name: "Excluir" })).toHaveCount(0);
  await refusal.getByRole("button", { name: "Entendi" }).click();
  await expect(refusal).toBeHidden();
  await expect(row(page, "Lucas Almeida")).toBeVisible();
  await page.reload();
  await expect(row(page, "Lucas Almeida")).toBeVisible();
});
