import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { paths } from "../src/shared/paths";
import { createAdminWithCli, signInAsAdmin } from "./support/admin";
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

test("the counts follow the church's data", async ({ page }) => {
  await signInAsAdmin(page, createAdminWithCli());
  const created = await page.request.post("/api/admin/church", {
    data: { name: "Igreja Contagem", slug: `igreja-contagem-${randomUUID().slice(0, 8)}`, youtubeChannel: "@contagem" },
  });
  expect(created.status()).toBe(201);

  await page.goto(paths.admin.dashboard.href());
  for (const [title, label] of [
    ["Músicos", "Total de Músicos"],
    ["Bandas", "Total de Bandas"],
    ["Cultos", "Total de Cultos"],
    ["Cultos", "Últimos 30 Dias"],
    ["Músicas", "Total de Músicas"],
    ["Músicas", "Novas (30 Dias)"],
  ] as const) {
    await expect(figure(page, title, label)).toHaveText("0");
  }

  // The musicians and songs screens belong to other issues: add through their API with this session.
  for (const name of ["Ana Lima", "Bruno Costa"]) {
    expect((await page.request.post("/api/admin/musicians", { data: { name } })).status()).toBe(201);
  }
  expect((await page.request.post("/api/admin/songs", { data: { name: `Hino ${randomUUID().slice(0, 6)}` } })).status()).toBe(201);

  // The data changed behind this page's back (through the API, not its own forms, which refresh
  // the counts): the administrator opens the dashboard again, as after a change made elsewhere.
  await page.goto(paths.admin.dashboard.href());
  await expect(figure(page, "Músicos", "Total de Músicos")).toHaveText("2");
  await expect(figure(page, "Músicas", "Total de Músicas")).toHaveText("1");
  await expect(figure(page, "Músicas", "Novas (30 Dias)")).toHaveText("1");
  await expect(figure(page, "Bandas", "Total de Bandas")).toHaveText("0");
});
