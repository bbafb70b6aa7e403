import { paths } from "../src/shared/paths";
import { createAdminWithCli, signInAsAdmin } from "./support/admin";
import { isPage } from "./support/routes";
import { expect, test } from "./support/test";

const entries = ["Painel", "Igreja", "Músicos", "Bandas", "Cultos", "Próximos cultos", "Músicas", "Relatórios", "Equipe"];

test("the sidebar lists its nine entries and opens each screen", async ({ page, churchAdmin }) => {
  await signInAsAdmin(page, churchAdmin);
  const nav = page.getByRole("navigation").or(page.locator("[data-sidebar=sidebar]")).first();
  // Exact names: 'Cultos' is also a word of 'Próximos cultos'.
  for (const entry of entries) await expect(nav.getByRole("link", { name: entry, exact: true })).toBeVisible();
  await nav.getByRole("link", { name: "Bandas" }).click();
  await expect(page).toHaveURL(paths.admin.bands.list.href());
  await expect(page.getByRole("heading", { level: 1, name: "Bandas" })).toBeVisible();
});

test("without a church only 'Igreja' opens; the others explain why", async ({ page }) => {
  const admin = createAdminWithCli();
  await signInAsAdmin(page, admin);
  await page.getByRole("link", { name: "Músicos", exact: true }).click({ force: true });
  await expect(page.getByText("Você precisa cadastrar uma igreja primeiro.", { exact: true })).toBeVisible();
  await expect(page).not.toHaveURL(isPage(paths.admin.musicians));
  await page.getByRole("link", { name: "Igreja", exact: true }).click();
  await expect(page).toHaveURL(paths.admin.church.href());
});

test("Ctrl+B collapses the sidebar and the choice survives a reload", async ({ page, churchAdmin }) => {
  await signInAsAdmin(page, churchAdmin);
  const sidebar = page.locator("[data-state][data-collapsible]").first();
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  const cookie = (await page.context().cookies()).find((c) => c.name === "sidebar_state");
  expect(cookie?.value).toBe("false");
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
  await page.reload();
  await expect(page.locator("[data-state][data-collapsible]").first()).toHaveAttribute("data-state", "collapsed");
});

test("on a phone the menu is a sheet opened from the top bar", async ({ page, churchAdmin }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signInAsAdmin(page, churchAdmin);
  await page.getByRole("button", { name: "Alternar menu lateral" }).first().click();
  const sheet = page.getByRole("dialog", { name: "Menu Principal" });
  await expect(sheet).toBeVisible();
  await sheet.getByRole("link", { name: "Cultos", exact: true }).click();
  await expect(page).toHaveURL(paths.admin.services.list.href());
  await expect(page.getByRole("dialog")).toBeHidden();
});
