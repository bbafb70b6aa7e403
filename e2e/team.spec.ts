import { randomUUID } from "node:crypto";
import { paths } from "../src/shared/paths";
import { lastMailTo, mailedLinkIn, signInAsAdmin } from "./support/admin";
import { isPage } from "./support/routes";
import { expect, test } from "./support/test";

/**
 * Issue 24, as a church lives it: an Administrador invites an Editor; the Editor accepts from the
 * mail, saves a service, cannot open 'Igreja' or 'Equipe'; the service shows who saved it; the
 * Administrador removes the Editor, whose open page is signed out at its next request.
 */

const invitationLinkIn = (message: string) => mailedLinkIn(message, paths.acceptInvitation);

test("an invited Editor joins from the mail, saves a service, sees no Administrador page, and is signed out when removed", async ({
  browser,
  churchAdmin,
}) => {
  test.slow();
  const editorEmail = `editor-${randomUUID().slice(0, 8)}@example.com`;
  const editorName = "Carla Editora";

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin, churchAdmin);
  await admin.getByRole("link", { name: "Equipe", exact: true }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Equipe" })).toBeVisible();
  await admin.getByRole("button", { name: "Convidar" }).click();
  const dialog = admin.getByRole("dialog", { name: "Convidar para a equipe" });
  await dialog.getByLabel("E-mail").fill(editorEmail);
  await dialog.getByRole("combobox").click();
  await admin.getByRole("option", { name: "Editor" }).click();
  await dialog.getByRole("button", { name: "Enviar convite" }).click();
  await expect(admin.getByText(editorEmail)).toBeVisible();

  // The mail queue's sender delivers it to the outbox within a moment.
  await expect.poll(() => lastMailTo(editorEmail) !== undefined, { timeout: 20_000 }).toBe(true);
  const link = invitationLinkIn(lastMailTo(editorEmail)!);

  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await editor.goto(link);
  await editor.getByLabel("Seu nome").fill(editorName);
  await editor.getByLabel("Senha").fill("senha-da-carla-123");
  await editor.getByRole("button", { name: "Aceitar convite" }).click();
  await expect(editor).toHaveURL(isPage(paths.admin.dashboard));

  // An Editor's sidebar has no 'Igreja' or 'Equipe', and their URLs say why.
  const sidebar = editor.getByRole("navigation").first();
  await expect(sidebar.getByRole("link", { name: "Cultos", exact: true })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Igreja", exact: true })).toHaveCount(0);
  await expect(sidebar.getByRole("link", { name: "Equipe", exact: true })).toHaveCount(0);
  for (const path of [paths.admin.church.href(), paths.admin.team.href()]) {
    await editor.goto(path);
    await expect(editor.getByText("Você não tem permissão para acessar esta página.")).toBeVisible();
  }

  // The Editor saves a service; its form then says who changed it last.
  const services = (await (await editorContext.request.get("/api/admin/services")).json()) as { services: { id: string }[] };
  const serviceId = services.services[0]!.id;
  await editor.goto(paths.admin.services.detail.href(serviceId));
  await editor.getByLabel("Horário").fill("20:15");
  await editor.getByRole("button", { name: "Salvar Culto" }).click();
  await expect(editor).toHaveURL(isPage(paths.admin.services.list));
  await editor.goto(paths.admin.services.detail.href(serviceId));
  await expect(editor.getByText(new RegExp(`^Última alteração por ${editorName} em \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`))).toBeVisible();
  await expect(editor.getByText(/^Criado por /)).toBeVisible();

  // The Administrador removes the Editor...
  await admin.reload();
  await admin.getByRole("button", { name: `Remover ${editorName}` }).click();
  await admin.getByRole("alertdialog", { name: "Remover da equipe?" }).getByRole("button", { name: "Remover", exact: true }).click();
  await expect(admin.getByText(`${editorName} foi removido da equipe.`).first()).toBeVisible();

  // ...whose open page is signed out at its next request.
  await editor.getByRole("link", { name: "Músicas", exact: true }).click();
  await expect(editor).toHaveURL(isPage(paths.admin.login));

  // The history keeps it all, under the Editor's name.
  await admin.goto(paths.admin.history.href());
  await expect(admin.getByText(`${editorName} entrou na equipe como Editor`).first()).toBeVisible();
  await expect(admin.getByText(`${editorName} removido(a) da equipe`).first()).toBeVisible();

  await adminContext.close();
  await editorContext.close();
});
