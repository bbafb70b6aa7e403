import { paths } from "../src/shared/paths";
import { signIn, signInAsAdmin } from "./support/admin";
import { isPage } from "./support/routes";
import { expect, test } from "./support/test";

test("'Minha conta': a new password ends the member's other session and keeps this one; 'Sair de todos os dispositivos' ends them all", async ({
  page,
  browser,
  churchAdmin,
}) => {
  // Two browsers, three sign-ins and two password checks: longer than one screen's test.
  test.slow();
  const newPassword = "senha-nova-e2e-456";
  await signInAsAdmin(page, churchAdmin);
  const elsewhereContext = await browser.newContext();
  try {
    const elsewhere = await elsewhereContext.newPage();
    await signInAsAdmin(elsewhere, churchAdmin);

    await page.getByRole("link", { name: "Minha conta" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Minha conta" })).toBeVisible();
    await expect(page.getByLabel("E-mail")).toHaveValue(churchAdmin.email);

    // A wrong current password is refused in Portuguese, and nothing changes.
    await page.getByLabel("Senha atual").fill("nao-e-a-senha-1");
    await page.getByLabel("Nova senha", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirmar nova senha").fill(newPassword);
    await page.getByRole("button", { name: "Alterar senha" }).click();
    await expect(page.getByText("A senha atual está incorreta.", { exact: true })).toBeVisible();

    await page.getByLabel("Senha atual").fill(churchAdmin.password);
    await page.getByRole("button", { name: "Alterar senha" }).click();
    await expect(page.getByText("Senha alterada. As sessões em outros dispositivos foram encerradas.", { exact: true })).toBeVisible();

    // The other browser is signed out at its next page; this one goes on.
    await elsewhere.goto(paths.admin.musicians.href());
    await expect(elsewhere).toHaveURL(paths.admin.login.href());
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Minha conta" })).toBeVisible();

    // The old password no longer signs in; the new one does.
    await signIn(elsewhere, churchAdmin);
    await expect(elsewhere.getByText("E-mail ou senha inválidos.", { exact: true })).toBeVisible();
    await signIn(elsewhere, { email: churchAdmin.email, password: newPassword });
    await expect(elsewhere).not.toHaveURL(isPage(paths.admin.login));
    await expect(elsewhere.getByRole("heading", { level: 1 })).toBeVisible();

    // 'Sair de todos os dispositivos' from this browser ends both sessions, this one included.
    await page.getByRole("button", { name: "Sair de todos os dispositivos" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Sair de todos" }).click();
    await expect(page).toHaveURL(paths.admin.login.href());
    await page.goto(paths.admin.account.href());
    await expect(page).toHaveURL(paths.admin.login.href());
    await elsewhere.goto(paths.admin.account.href());
    await expect(elsewhere).toHaveURL(paths.admin.login.href());
  } finally {
    await elsewhereContext.close();
  }
});
