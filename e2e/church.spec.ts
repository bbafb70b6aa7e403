import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import yauzl from "yauzl";
import { paths } from "../src/shared/paths";
import { createAdminWithCli, signInAsAdmin } from "./support/admin";

const TAKEN = "O ID único da igreja não está disponível. Por favor, escolha outro.";
const INVALID_IMAGE = "Por favor, selecione um arquivo de imagem válido.";

// Made in the worker (a module-level folder would also be made, and never removed, when
// Playwright loads this file to list its tests).
let files: string;
test.beforeAll(() => {
  files = mkdtempSync(path.join(os.tmpdir(), "louvor-e2e-church-"));
});
test.afterAll(() => rmSync(files, { recursive: true, force: true }));

/** A real PNG made with sharp, written to a temporary file. */
async function pngFile(name: string, color: { r: number; g: number; b: number }) {
  const file = path.join(files, name);
  await sharp({ create: { width: 256, height: 256, channels: 3, background: color } }).png().toFile(file);
  return file;
}

function textFileNamedPng() {
  const file = path.join(files, "falso.png");
  writeFileSync(file, "isto é só texto, não uma imagem");
  return file;
}

const unique = () => randomUUID().slice(0, 8);

function sidebar(page: Page) {
  return page.getByRole("navigation", { name: "Menu Principal" });
}

async function logoSrc(page: Page) {
  return page.getByRole("img", { name: "Logo da igreja" }).getAttribute("src");
}

/** A signed-in administrator whose church was registered through the API. */
async function adminWithChurch(page: Page) {
  const admin = createAdminWithCli();
  await signInAsAdmin(page, admin);
  const slug = `igreja-teste-${unique()}`;
  const response = await page.request.post("/api/admin/church", {
    data: { name: "Igreja Teste", slug, address: "", youtubeChannel: "@igrejateste" },
  });
  expect(response.status()).toBe(201);
  return { admin, slug };
}

test("a new administrator registers the church: taken id, free id, logo, and the menu unlocks", async ({ page }) => {
  const admin = createAdminWithCli();
  await signInAsAdmin(page, admin);

  // The dashboard asks for the church instead of failing.
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(sidebar(page).getByRole("link", { name: "Músicos" })).toHaveAttribute("aria-disabled", "true");
  await page.getByRole("link", { name: "Cadastrar igreja" }).click();
  await expect(page).toHaveURL(paths.admin.church.href());
  await expect(page.getByRole("heading", { level: 1, name: "Configurações da Igreja" })).toBeVisible();
  await expect(page.getByText("Recomendado: imagem quadrada de pelo menos 200x200 pixels", { exact: false })).toBeVisible();

  // The demo church already has "igreja-esperanca".
  await page.getByLabel("Nome da igreja").fill("Igreja Esperança");
  const slug = page.getByLabel("ID único");
  await expect(slug).toHaveValue("igreja-esperanca");
  await expect(page.getByText("Este ID já está em uso.")).toBeVisible();
  await page.getByLabel("Canal do YouTube").fill("@esperanca-nova");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText(TAKEN, { exact: true }).first()).toBeVisible();
  await expect(sidebar(page).getByRole("link", { name: "Músicos" })).toHaveAttribute("aria-disabled", "true");

  // The logo can be chosen before the church exists; it goes up right after the first save.
  await page.getByLabel("Logo da igreja").setInputFiles(await pngFile("logo-azul.png", { r: 30, g: 90, b: 200 }));
  await expect(page.getByText("A logo será enviada quando a igreja for salva.")).toBeVisible();

  const free = `Esperança Nova ${unique()}`;
  await slug.fill(free);
  await expect(slug).toHaveValue(free.toLowerCase().replace("ç", "c").replaceAll(" ", "-"));
  await expect(page.getByText("Verificando disponibilidade...").or(page.getByText("ID disponível!"))).toBeVisible();
  await expect(page.getByText("ID disponível!")).toBeVisible();
  await page.getByLabel("Endereço").fill("Rua das Acácias, 12 – Belo Horizonte");
  await page.getByRole("button", { name: "Salvar" }).click();

  await expect(page.getByText("Logo atualizada com sucesso", { exact: true })).toBeVisible();
  await expect(page.getByText("Gerencie os dados e a logo da sua igreja.")).toBeVisible();
  const src = await logoSrc(page);
  expect(src).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
  const served = await page.request.get(src!);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(served.headers()["etag"]).toBe(`"${src!.slice("/uploads/".length, -".webp".length)}"`);

  // The entries that need a church unlock at once.
  await expect(sidebar(page).getByRole("link", { name: "Músicos" })).not.toHaveAttribute("aria-disabled", "true");
  await sidebar(page).getByRole("link", { name: "Músicos" }).click();
  await expect(page).toHaveURL(paths.admin.musicians.href());

  // It was stored as typed, normalised.
  await sidebar(page).getByRole("link", { name: "Igreja" }).click();
  await expect(page.getByLabel("Nome da igreja")).toHaveValue("Igreja Esperança");
  await expect(page.getByLabel("ID único")).toHaveValue(free.toLowerCase().replace("ç", "c").replaceAll(" ", "-"));
  await expect(page.getByLabel("Canal do YouTube")).toHaveValue("https://www.youtube.com/@esperanca-nova");
  expect(await logoSrc(page)).toBe(src);
});

test("a logo must be an image: a non-image is refused, an image replaces the old logo", async ({ page }) => {
  await adminWithChurch(page);
  await page.goto(paths.admin.church.href());
  await expect(page.getByLabel("Nome da igreja")).toHaveValue("Igreja Teste");

  // Refused in the browser, before any upload.
  await page.getByLabel("Logo da igreja").setInputFiles({ name: "notas.txt", mimeType: "text/plain", buffer: Buffer.from("olá") });
  await expect(page.getByText(INVALID_IMAGE, { exact: true })).toBeVisible();

  // Text dressed up as a PNG passes the browser's check and is refused by the server, which reads the bytes.
  await page.getByLabel("Logo da igreja").setInputFiles(textFileNamedPng());
  await expect(page.getByText("Não foi possível fazer upload da logo", { exact: true })).toBeVisible();
  await expect(page.getByText(INVALID_IMAGE, { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: "Logo da igreja" })).toHaveCount(0);

  await page.getByLabel("Logo da igreja").setInputFiles(await pngFile("logo-vermelha.png", { r: 200, g: 30, b: 30 }));
  await expect(page.getByText("Logo atualizada com sucesso", { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: "Logo da igreja" })).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{64}\.webp$/);
  const first = await logoSrc(page);

  await page.getByLabel("Logo da igreja").setInputFiles(await pngFile("logo-verde.png", { r: 30, g: 160, b: 60 }));
  // While it uploads the picked file is previewed; then the stored logo replaces the old one.
  await expect
    .poll(async () => {
      const src = await logoSrc(page);
      return src?.startsWith("/uploads/") && src !== first;
    })
    .toBe(true);
  const second = await logoSrc(page);
  expect((await page.request.get(first!)).status()).toBe(404);
  expect((await page.request.get(second!)).status()).toBe(200);
});

test("another administrator cannot see or change this church through the API", async ({ page, browser }) => {
  // Two administrators are created with the real CLI, a few seconds each.
  test.slow();
  const { slug } = await adminWithChurch(page);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInAsAdmin(other, createAdminWithCli());

  expect(await (await other.request.get("/api/admin/church")).json()).toEqual({ church: null, role: null });
  const availability = await other.request.get(`/api/admin/church/slug-availability?slug=${slug}`);
  expect(await availability.json()).toEqual({ slug, available: false });
  const update = await other.request.put("/api/admin/church", {
    data: { name: "Invasor", slug, youtubeChannel: "@invasor" },
  });
  expect(update.status()).toBe(409);
  const logo = await other.request.post("/api/admin/church/logo", {
    multipart: { file: { name: "logo.png", mimeType: "image/png", buffer: await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } }).png().toBuffer() } },
  });
  expect(logo.status()).toBe(409);
  await otherContext.close();

  await page.goto(paths.admin.church.href());
  await expect(page.getByLabel("Nome da igreja")).toHaveValue("Igreja Teste");
  await expect(page.getByRole("img", { name: "Logo da igreja" })).toHaveCount(0);
});

test("'Exportar dados da igreja' downloads the church's zip, named after it, with its LEIA-ME", async ({ page }) => {
  const { slug } = await adminWithChurch(page);
  await page.goto(paths.admin.church.href());
  await expect(page.getByText("Ele pode ser importado em outra instalação do Louvor", { exact: false })).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exportar dados da igreja" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^louvor-${slug}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
  const file = path.join(files, download.suggestedFilename());
  await download.saveAs(file);
  const archive = await yauzl.openPromise(file, { lazyEntries: true });
  const names: string[] = [];
  for await (const entry of archive.eachEntry()) names.push(entry.fileName);
  archive.close();
  expect(names).toEqual(expect.arrayContaining(["LEIA-ME.txt", "formato.json", "igreja.json", "cultos.json"]));
});
