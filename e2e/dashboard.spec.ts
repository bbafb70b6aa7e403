import type { Page } from "@playwright/test";
import { paths } from "../src/shared/paths";
import { signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/test";

function card(page: Page, title: string) {
  return page.getByRole("region", { name: title });
}

/** The number shown above `label` in a card. */
function figure(page: Page, cardTitle: string, label: string) {
  return card(page, cardTitle).getByText(label, { exact: true }).locator("xpath=following-sibling::dd");
}

test("a church's dashboard shows the four cards, and 'Ver Detalhes' opens each screen", async ({ page, churchAdmin }) => {
  await signInAsAdmin(page, churchAdmin);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  const expected: [string, string[], RegExp][] = [
    ["Músicos", ["Total de Músicos"], /\/admin\/musicians$/],
    ["Bandas", ["Total de Bandas"], /\/admin\/bands$/],
    ["Cultos", ["Total de Cultos", "Últimos 30 Dias"], /\/admin\/services$/],
    ["Músicas", ["Total de Músicas", "Novas (30 Dias)"], /\/admin\/songs$/],
  ];
  for (const [title, labels] of expected) {
    await expect(card(page, title)).toBeVisible();
    for (const label of labels) await expect(figure(page, title, label)).toHaveText(/^\d+$/);
  }
  await expect(figure(page, "Músicos", "Total de Músicos")).not.toHaveText("0");

  for (const [title, , url] of expected) {
    await page.goto(paths.admin.dashboard.href());
    await card(page, title).getByRole("link", { name: "Ver Detalhes" }).click();
    await expect(page).toHaveURL(url);
  }
});

