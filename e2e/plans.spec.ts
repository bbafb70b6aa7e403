import type { Page } from "@playwright/test";
import { paths } from "../src/shared/paths";
import { useFakePlayer } from "./fixtures/fake-player";
import { signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/test";

/**
 * Issue 27, 'Próximos cultos': an administrator plans today's service with two songs in their
 * keys, the team opens its unlisted page (not indexed) with a recording to practise each song
 * with, and after the service 'Registrar culto gravado' opens the service form with the plan's
 * songs waiting for their times; saving it takes the plan off the list and its page away.
 */

// One flow across the admin, a public page and the service form, on a loaded two-core machine.
test.describe.configure({ timeout: 120_000 });

/** Today in the tests' time zone (São Paulo): a plan's earliest day and a service's latest. */
function today(): { iso: string; shown: string } {
  const iso = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  const [year, month, day] = iso.split("-");
  return { iso, shown: `${day}.${month}.${year}` };
}

async function addPlanSong(page: Page, typed: string, name: string, key: string) {
  await page.getByRole("combobox", { name: "Adicionar música" }).click();
  await page.getByRole("combobox", { name: "Pesquisar música" }).fill(typed);
  await page.getByRole("option", { name, exact: true }).click();
  await page.getByLabel(`Tom de ${name}`).selectOption(key);
}

async function typeTimes(page: Page, name: string, start: string, end: string) {
  await page.getByRole("button", { name: `Editar a música ${name}` }).click();
  await page.getByLabel("Início", { exact: true }).fill(start);
  await page.getByLabel("Fim", { exact: true }).fill(end);
  await page.getByRole("button", { name: "Atualizar Música" }).click();
}

test("a plan is made in the admin, shared as an unlisted page, and becomes a recorded service", async ({ page, churchAdmin }) => {
  const day = today();
  await useFakePlayer(page);
  await signInAsAdmin(page, churchAdmin);
  await page.goto(paths.admin.plans.href());
  await expect(page.getByRole("heading", { level: 1, name: "Próximos cultos" })).toBeVisible();
  await expect(page.getByText("Nenhum culto planejado", { exact: true })).toBeVisible();

  // The plan: today, 19:00, Banda Ágape, two songs reordered, each in its key.
  await page.getByRole("button", { name: "Novo plano" }).click();
  const dialog = page.getByRole("dialog", { name: "Novo plano" });
  await dialog.getByLabel("Data").fill(day.iso);
  await dialog.getByLabel("Horário").fill("19:00");
  await dialog.getByRole("combobox", { name: "Banda" }).click();
  await page.getByRole("option", { name: "Banda Ágape (2019)" }).click();
  await addPlanSong(page, "graca", "Graça Sem Fim", "G");
  await addPlanSong(page, "promessas", "Deus de Promessas", "D");
  await dialog.getByLabel("Observação de Graça Sem Fim").fill("Começa só no violão");
  await dialog.getByRole("button", { name: "Subir Deus de Promessas" }).click();

  // The team (issue 41): the band in one tap, each in the position of their instrument; a typed
  // position warns while it is empty, until someone of the church is added to it.
  await dialog.getByRole("button", { name: "Usar a banda" }).click();
  const team = dialog.getByRole("list", { name: "Equipe" });
  await expect(team.getByRole("list", { name: "Vocal" })).toContainText("Lucas Almeida");
  await expect(team.getByRole("list", { name: "Violão" })).toContainText("João Pedro Ferreira");
  await expect(team.getByRole("list", { name: "Baixo" })).toContainText("Mateus Oliveira");
  await dialog.getByLabel("Nova função").fill("Projeção");
  await dialog.getByRole("button", { name: "Adicionar função" }).click();
  const warnings = dialog.getByRole("status", { name: "Avisos da equipe" });
  await expect(warnings).toContainText("A função Projeção está sem ninguém.");
  await dialog.getByRole("combobox", { name: "Adicionar músico em Projeção" }).click();
  await page.getByRole("option", { name: /Ana Beatriz Lima/ }).click();
  await expect(warnings).toBeHidden();
  await dialog.getByRole("button", { name: "Salvar plano" }).click();
  await expect(page.getByText("Plano salvo.", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole("list", { name: "Próximos cultos" }).getByRole("listitem").first();
  await expect(card).toContainText("Banda Ágape · 2 músicas");
  await expect(card.getByRole("definition").filter({ hasText: "Ana Beatriz Lima" })).toContainText("Pendente");
  await expect(card.getByRole("listitem")).toHaveText([/1\. Deus de Promessas\s*D/, /2\. Graça Sem Fim\s*G\s*· Começa só no violão/]);
  const pageHref = await card.getByRole("link", { name: "Página de ensaio" }).getAttribute("href");
  expect(pageHref).toMatch(new RegExp(`^/churches/${churchAdmin.church.slug}/ensaio/[A-Za-z0-9_-]{22}$`));

  // The team's page: not indexed, the band and its musicians, the songs in order with their keys
  // and a recording of the church to practise with, opened in 'Modo ensaio'.
  const opened = await page.goto(pageHref!);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.getByRole("heading", { level: 1, name: `Ensaio do culto de ${day.shown}` })).toBeVisible();
  await expect(page.getByText("Lucas Almeida")).toBeVisible();
  const songs = page.getByRole("region", { name: "Músicas" }).locator("ol > li");
  await expect(songs).toHaveCount(2);
  await expect(songs.nth(0)).toContainText("1. Deus de Promessas");
  await expect(songs.nth(0)).toContainText("Tom: D");
  await expect(songs.nth(1)).toContainText("Tom: G");
  await expect(songs.nth(1)).toContainText("Começa só no violão");
  // Graça Sem Fim: Banda Ágape's latest performance (14 days ago), the band of the plan.
  await expect(songs.nth(1)).toContainText("Com a mesma banda");
  const practice = songs.nth(1).getByRole("link", { name: "Ensaiar com esta gravação" });
  await expect(practice).toHaveAttribute("href", new RegExp(`^/churches/${churchAdmin.church.slug}/services/[^/]+/songs/graca-sem-fim-[0-9a-f]{4}\\?ensaio=1$`));

  // After the service: 'Registrar culto gravado' opens the form with the plan's songs waiting for their times.
  await page.goto(paths.admin.plans.href());
  await page.getByRole("link", { name: "Registrar culto gravado" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Registrar culto gravado" })).toBeVisible();
  await expect(page.getByLabel("Data")).toHaveValue(day.iso);
  await expect(page.getByLabel("Horário")).toHaveValue("19:00");
  await expect(page.getByRole("combobox", { name: "Banda" })).toHaveText("Banda Ágape (2019)");
  const mapped = page.getByRole("list", { name: "Músicas Mapeadas" }).getByRole("listitem");
  await expect(mapped).toHaveCount(2);
  await expect(mapped.nth(0)).toContainText("Deus de Promessas");
  await expect(mapped.nth(0)).toContainText("Aguardando início e fim");
  await expect(mapped.nth(0)).toContainText("Tom D");
  await expect(page.getByRole("button", { name: "Salvar Culto" })).toBeDisabled();

  await page.getByLabel("URL do vídeo").fill("https://www.youtube.com/watch?v=plnRecord01");
  await typeTimes(page, "Deus de Promessas", "0:30", "4:10");
  await typeTimes(page, "Graça Sem Fim", "4:30", "9:00");
  await expect(mapped.nth(0)).toContainText("0:30 – 4:10");
  await expect(mapped.nth(1)).toContainText("4:30 – 9:00");
  await expect(mapped.nth(1)).toContainText("Tom G");

  const saved = page.waitForResponse((response) => response.url().endsWith("/api/admin/services") && response.request().method() === "POST");
  await page.getByRole("button", { name: "Salvar Culto" }).click();
  const state = (await (await saved).json()) as { segments: { musicalKey: string | null }[] };
  expect(state.segments.map((segment) => segment.musicalKey)).toEqual(["D", "G"]);
  await expect(page.getByText("Culto salvo com sucesso!", { exact: true })).toBeVisible();

  // The plan is off the list, and its page is gone.
  await page.goto(paths.admin.plans.href());
  await expect(page.getByText("Nenhum culto planejado", { exact: true })).toBeVisible();
  expect((await page.request.get(pageHref!)).status()).toBe(404);
});
