import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { paths } from "../src/shared/paths";
import { lastMailTo, mailedLinkIn, signInAsAdmin } from "./support/admin";
import { fitProblems } from "./support/phone-fit";
import { expect, test } from "./support/test";

/**
 * Issue 41, 'Escalas': the leader opens the overview on a phone and sees the next weeks' plans as
 * columns and the positions as rows, each name with its answer in words (one musician declined
 * from the mail, one confirmed, the rest waiting), the grid sliding sideways inside its own box
 * with the positions staying in place, the page itself never wider than the phone; and below it
 * how often each musician served in the last 3 months.
 */

test.describe.configure({ timeout: 120_000 });

type Listed = { id: string; name: string };

/** The calendar day `days` from today in the tests' time zone (São Paulo), as YYYY-MM-DD. */
function daysAhead(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

async function json<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/** Answers the escala from the musician's mail: the token of its link, sent as the answer page sends it. */
async function answerFromMail(page: Page, email: string, answer: "confirmado" | "recusado", reason?: string) {
  await expect.poll(() => lastMailTo(email) !== undefined, { timeout: 20_000 }).toBe(true);
  const token = new URL(mailedLinkIn(lastMailTo(email)!, paths.escalaAnswer)).searchParams.get("token");
  const response = await page.request.post("/api/escala/answer", { data: { token, answer, reason } });
  expect(response.status(), await response.text()).toBe(200);
}

test("'Escalas' shows the weeks ahead with every answer in words, and fits a 390 px phone", async ({ page, churchAdmin }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page, churchAdmin);
  const suffix = randomUUID().slice(0, 8);
  const { musicians } = await json<{ musicians: Listed[] }>(page, "/api/admin/musicians");
  const named = (name: string) => musicians.find((musician) => musician.name === name)!;
  const [lucas, joao, mateus, ana] = ["Lucas Almeida", "João Pedro Ferreira", "Mateus Oliveira", "Ana Beatriz Lima"].map(named);
  const emails = { lucas: `lucas-${suffix}@example.com`, joao: `joao-${suffix}@example.com` };
  for (const [musician, email] of [[lucas!, emails.lucas], [joao!, emails.joao]] as const) {
    expect((await page.request.put(`/api/admin/musicians/${musician.id}`, { data: { name: musician.name, email } })).status()).toBe(200);
  }
  const { bands } = await json<{ bands: Listed[] }>(page, "/api/admin/bands");
  const band = bands.find((entry) => entry.name === "Banda Ágape")!;

  // Four weekly plans, as the plan dialog saves them; the first one's escala goes out and is answered.
  const planIds: string[] = [];
  for (const week of [0, 1, 2, 3]) {
    const created = await page.request.post("/api/admin/plans", {
      data: {
        date: daysAhead(2 + week * 7),
        time: "19:00",
        bandId: band.id,
        songs: [],
        team: [
          { position: "Vocal", musicianIds: [lucas!.id, ana!.id] },
          { position: "Violão", musicianIds: [joao!.id] },
          { position: "Baixo", musicianIds: [mateus!.id] },
          { position: "Teclado", musicianIds: [] },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    planIds.push(((await created.json()) as { plan: { id: string } }).plan.id);
  }
  expect((await page.request.post(`/api/admin/plans/${planIds[0]}/escala`)).status()).toBe(200);
  await answerFromMail(page, emails.lucas, "recusado", "Vou estar viajando.");
  await answerFromMail(page, emails.joao, "confirmado");

  // From the menu (on a phone, the sheet the top bar opens).
  await page.getByRole("button", { name: "Alternar menu lateral" }).click();
  await page.getByRole("link", { name: "Escalas" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Escalas" })).toBeVisible();
  const grid = page.getByRole("region", { name: "Escala das próximas 8 semanas" });
  await expect(grid.getByRole("columnheader")).toHaveCount(5);

  const vocal = grid.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Vocal" }) });
  const firstVocal = vocal.getByRole("cell").first();
  await expect(firstVocal.getByRole("listitem").filter({ hasText: "Lucas Almeida" })).toContainText("Recusado");
  await expect(firstVocal).toContainText("Motivo: Vou estar viajando.");
  await expect(firstVocal.getByRole("listitem").filter({ hasText: "Ana Beatriz Lima" })).toContainText("Pendente");
  const violao = grid.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Violão" }) });
  await expect(violao.getByRole("cell").first()).toContainText("Confirmado");
  await expect(violao.getByRole("cell").nth(1)).toContainText("Pendente");
  const teclado = grid.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Teclado" }) });
  await expect(teclado.getByRole("cell").first()).toContainText("Ninguém ainda");

  // The page is never wider than the phone; the grid slides inside its box, the positions stay.
  expect(await fitProblems(page, { where: paths.admin.escalas.href() })).toEqual([]);
  const widths = await grid.evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }));
  expect(widths.scroll).toBeGreaterThan(widths.client);
  const rowHeader = vocal.getByRole("rowheader");
  const before = (await rowHeader.boundingBox())!;
  await grid.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
  await expect(vocal.getByRole("cell").last()).toBeInViewport();
  expect((await rowHeader.boundingBox())!.x).toBeCloseTo(before.x, 0);

  // The 3 months behind: the band's members played two of the church's services (16 and 60 days ago).
  const served = page.getByRole("region", { name: "Quem serviu nos últimos 3 meses" });
  await expect(served.getByRole("row").filter({ hasText: "João Pedro Ferreira" })).toContainText("2 vezes");
  expect(await fitProblems(page, { where: `${paths.admin.escalas.href()} (served)` })).toEqual([]);
});
