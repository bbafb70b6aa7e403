import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { paths } from "../src/shared/paths";
import sharp from "sharp";
import { signInAsAdmin } from "./support/admin";
import { expect, test, type ChurchAdmin } from "./support/test";

/**
 * The spec's own church (e2e/fixtures/church.ts), like the demo church, has three bands (Banda Ágape 2019, Ministério Shekinah 2021, Banda Kairós 2023)
 * with services, regular musicians such as Ana Beatriz Lima and Bruno Cardoso, and multibanda
 * musicians such as Raquel Mendes.
 */

const unique = () => randomUUID().slice(0, 6);

async function pngBuffer() {
  return sharp({ create: { width: 320, height: 180, channels: 3, background: { r: 220, g: 120, b: 30 } } })
    .png()
    .toBuffer();
}

function card(page: Page, name: string, year: number) {
  return page.getByRole("article", { name: `${name} (${year})` });
}

async function openBands(page: Page, admin: ChurchAdmin) {
  await signInAsAdmin(page, admin);
  await page.getByRole("navigation", { name: "Menu Principal" }).getByRole("link", { name: "Bandas" }).click();
  await expect(page).toHaveURL(paths.admin.bands.list.href());
  await expect(page.getByRole("heading", { level: 1, name: "Bandas" })).toBeVisible();
  await expect(card(page, "Banda Kairós", 2023)).toBeVisible();
}

async function addMember(page: Page, name: string) {
  await page.getByRole("combobox", { name: "Adicionar músico" }).click();
  await page.getByPlaceholder("Buscar músico...").fill(name);
  await page.getByRole("option", { name: new RegExp(name) }).click();
}

test("create a band with two members and an image, see it, edit it and delete it", async ({ page, churchAdmin }) => {
  const name = `Banda Teste ${unique()}`;
  await openBands(page, churchAdmin);

  await page.getByRole("link", { name: "Nova Banda" }).click();
  await expect(page).toHaveURL(paths.admin.bands.new.href());
  await expect(page.getByRole("heading", { level: 1, name: "Nova Banda" })).toBeVisible();

  // Name and year are required.
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("O nome da banda é obrigatório.")).toBeVisible();
  await expect(page.getByText("O ano da banda é obrigatório.")).toBeVisible();

  await page.getByLabel("Nome").fill(name);
  await page.getByLabel("Ano").fill("2024");
  await page.getByLabel("Imagem da banda").setInputFiles({ name: "banda.png", mimeType: "image/png", buffer: await pngBuffer() });

  // The picker offers regular musicians, never multibanda ones, and not those already added.
  await page.getByRole("combobox", { name: "Adicionar músico" }).click();
  await expect(page.getByRole("option", { name: /Ana Beatriz Lima/ })).toBeVisible();
  await expect(page.getByRole("option", { name: /Raquel Mendes/ })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await addMember(page, "Ana Beatriz Lima");
  await addMember(page, "Bruno Cardoso");
  await page.getByRole("combobox", { name: "Adicionar músico" }).click();
  await page.getByPlaceholder("Buscar músico...").fill("Ana Beatriz");
  await expect(page.getByRole("option", { name: /Ana Beatriz Lima/ })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await page.getByLabel("Instrumentos de Ana Beatriz Lima").fill("Vocal; Violão");
  await page.getByLabel("Instrumentos de Bruno Cardoso").fill("Guitarra, Backing vocal");
  await page.getByRole("button", { name: "Salvar" }).click();

  await expect(page.getByText("Banda cadastrada com sucesso!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(paths.admin.bands.list.href());
  const created = card(page, name, 2024);
  await expect(created).toBeVisible();
  await expect(created.getByText("2 músicos")).toBeVisible();
  await expect(created.locator("img")).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{64}\.webp$/);
  // Newest year first: the new 2024 band comes before Banda Kairós (2023).
  const names = await page.getByRole("article").evaluateAll((articles) => articles.map((article) => article.getAttribute("aria-label")));
  expect(names.indexOf(`${name} (2024)`)).toBeLessThan(names.indexOf("Banda Kairós (2023)"));

  // Edit: the instruments come back joined by ', '.
  await created.getByRole("link", { name: `Editar ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Editar Banda" })).toBeVisible();
  await expect(page.getByLabel("Nome")).toHaveValue(name);
  await expect(page.getByLabel("Instrumentos de Ana Beatriz Lima")).toHaveValue("Vocal, Violão");
  await expect(page.getByLabel("Instrumentos de Bruno Cardoso")).toHaveValue("Guitarra, Backing vocal");
  await page.getByLabel("Nome").fill(`${name} Jovem`);
  await page.getByRole("button", { name: "Remover Bruno Cardoso" }).click();
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Banda atualizada com sucesso!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(paths.admin.bands.list.href());
  const edited = card(page, `${name} Jovem`, 2024);
  await expect(edited.getByText("1 músico")).toBeVisible();

  // Search by name, ignoring accents, or by year.
  const search = page.getByRole("searchbox", { name: "Pesquisar bandas" });
  await search.fill("kairos");
  await expect(card(page, "Banda Kairós", 2023)).toBeVisible();
  await expect(edited).toBeHidden();
  await search.fill("2024");
  await expect(edited).toBeVisible();
  await expect(card(page, "Banda Kairós", 2023)).toBeHidden();
  await search.fill("nenhuma-banda-assim");
  await expect(page.getByText("Nenhuma banda encontrada")).toBeVisible();
  await search.fill("");

  // Delete, after a confirmation.
  await edited.getByRole("button", { name: `Excluir ${name} Jovem` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Excluir banda" });
  await expect(confirm).toContainText("Esta ação não pode ser desfeita.");
  await confirm.getByRole("button", { name: "Excluir" }).click();
  await expect(page.getByText("Banda excluída com sucesso!", { exact: true })).toBeVisible();
  await expect(edited).toBeHidden();
});

test("a band with services is not deleted, and the reason is given before any confirmation", async ({ page, churchAdmin }) => {
  await openBands(page, churchAdmin);
  const agape = card(page, "Banda Ágape", 2019);
  await agape.getByRole("button", { name: "Excluir Banda Ágape" }).click();
  const refusal = page.getByRole("alertdialog", { name: "Não é possível excluir a banda" });
  await expect(refusal).toContainText(/Esta banda tem \d+ cultos? registrados? e não pode ser excluída/);
  await expect(refusal.getByRole("button", { name: "Excluir" })).toHaveCount(0);
  await refusal.getByRole("button", { name: "Entendi" }).click();
  await expect(refusal).toBeHidden();
  await expect(agape).toBeVisible();
});

