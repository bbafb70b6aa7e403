import { createAdminWithCli, lastMailTo, resetLinkIn, signIn, signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/test";
import { paths } from "../src/shared/paths";
import { isPage } from "./support/routes";

test("refuses a wrong password", async ({ page, churchAdmin }) => {
  await page.goto(paths.admin.login.href());
  await signIn(page, { email: churchAdmin.email, password: "senha-errada-123" });
  await expect(page.getByText("E-mail ou senha inválidos.", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(paths.admin.login.href());
});

test("opened at another address than PUBLIC_URL, sign-in says in Portuguese which address to open", async ({ page, baseURL, churchAdmin }) => {
  // The server listens on 127.0.0.1 and is configured with PUBLIC_URL http://localhost:PORT.
  const configured = new URL(baseURL!);
  await page.goto(`http://127.0.0.1:${configured.port}/admin/login`);
  await signIn(page, churchAdmin);
  await expect(page.getByText(`Abra o Louvor pelo endereço configurado: ${configured.origin}`, { exact: true })).toBeVisible();
  await expect(page.getByText("Invalid origin")).toHaveCount(0);
  // Still the sign-in page, at the address it was opened at (not PUBLIC_URL's).
  await expect(page).toHaveURL(isPage(paths.admin.login));
});

test("sends a visitor to sign in and back to the page they asked for", async ({ page, churchAdmin }) => {
  await page.goto(`${paths.admin.musicians.href()}?busca=joao`);
  await expect(page).toHaveURL(paths.admin.login.href());
  await signIn(page, churchAdmin);
  await expect(page).toHaveURL(`${paths.admin.musicians.href()}?busca=joao`);
  await expect(page.getByRole("heading", { level: 1, name: "Músicos" })).toBeVisible();
});

test("signs out after confirmation and guards the admin area again", async ({ page, churchAdmin }) => {
  await signInAsAdmin(page, churchAdmin);
  await page.getByRole("button", { name: "Sair" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByText("Tem certeza que deseja sair?")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(page.getByText("Menu Principal").first()).toBeVisible();

  await page.getByRole("button", { name: "Sair" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(paths.admin.login.href());
  await page.goto(paths.admin.dashboard.href());
  await expect(page).toHaveURL(paths.admin.login.href());
});

test("recovers a password through the e-mailed link, once", async ({ page }) => {
  const admin = createAdminWithCli();
  await page.goto(paths.admin.login.href());
  await page.getByRole("link", { name: "Esqueceu sua senha?" }).click();
  // The page is loaded lazily: fill its field, not the login page's one still on screen.
  await expect(page.getByRole("heading", { name: "Recuperar senha" })).toBeVisible();
  await page.getByLabel("E-mail").fill(admin.email);
  await page.getByRole("button", { name: "Enviar e-mail de recuperação" }).click();
  await expect(page.getByText("Verifique seu e-mail para as instruções de recuperação de senha")).toBeVisible();

  await expect.poll(() => lastMailTo(admin.email)).toBeDefined();
  const link = resetLinkIn(lastMailTo(admin.email)!);
  await page.goto(link);
  // The token leaves the address bar at once (history and analytics never keep it).
  await expect(page).toHaveURL(paths.resetPassword.href());
  await page.getByLabel("Nova senha", { exact: true }).fill("nova-senha-e2e");
  await page.getByLabel("Confirmar nova senha").fill("outra-coisa-e2e");
  await page.getByRole("button", { name: "Redefinir senha" }).click();
  await expect(page.getByText("As senhas não coincidem.")).toBeVisible();
  await page.getByLabel("Confirmar nova senha").fill("nova-senha-e2e");
  await page.getByRole("button", { name: "Redefinir senha" }).click();

  await expect(page).toHaveURL(paths.admin.login.href({ resetDone: true }));
  await expect(page.getByText("Senha redefinida com sucesso. Entre com a nova senha.")).toBeVisible();
  await signIn(page, { email: admin.email, password: "nova-senha-e2e" });
  await expect(page.getByText("Menu Principal").first()).toBeVisible();

  // The same link does not work twice.
  await page.goto(link);
  await page.getByLabel("Nova senha", { exact: true }).fill("terceira-senha-e2e");
  await page.getByLabel("Confirmar nova senha").fill("terceira-senha-e2e");
  await page.getByRole("button", { name: "Redefinir senha" }).click();
  await expect(page.getByText("Link de recuperação inválido ou expirado.")).toBeVisible();
});

test("redirects unknown paths to the home page", async ({ page }) => {
  await page.goto("/nada/aqui");
  await expect(page).toHaveURL(/\/$/);
});
