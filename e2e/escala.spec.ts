import { randomUUID } from "node:crypto";
import { paths } from "../src/shared/paths";
import { lastMailTo, mailedLinkIn, signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/test";

/**
 * Issue 41, the escala's whole cycle as a team lives it: the leader presses 'Enviar escala' on a
 * plan, the musician opens the mail's 'Não posso' link on a phone (no sign-in), gives a reason,
 * and the leader sees 'Recusado' with it on the plan; the other musician confirms in one tap.
 */

test.describe.configure({ timeout: 120_000 });

type Listed = { id: string; name: string };

test("'Enviar escala' mails the team, a musician declines from the mail with a reason, another confirms, and the plan shows both", async ({
  page,
  browser,
  churchAdmin,
}) => {
  await signInAsAdmin(page, churchAdmin);
  const suffix = randomUUID().slice(0, 8);
  const lucasEmail = `lucas-${suffix}@example.com`;
  const joaoEmail = `joao-${suffix}@example.com`;

  // The musicians' contacts and the plan's team, as the musician form and the plan dialog save them.
  const { musicians } = (await (await page.request.get("/api/admin/musicians")).json()) as { musicians: Listed[] };
  const lucas = musicians.find((musician) => musician.name === "Lucas Almeida")!;
  const joao = musicians.find((musician) => musician.name === "João Pedro Ferreira")!;
  for (const [musician, email] of [[lucas, lucasEmail], [joao, joaoEmail]] as const) {
    expect((await page.request.put(`/api/admin/musicians/${musician.id}`, { data: { name: musician.name, email } })).status()).toBe(200);
  }
  const { bands } = (await (await page.request.get("/api/admin/bands")).json()) as { bands: Listed[] };
  const band = bands.find((entry) => entry.name === "Banda Ágape")!;
  const date = `${new Date().getFullYear() + 1}-02-14`;
  const created = await page.request.post("/api/admin/plans", {
    data: { date, time: "19:00", bandId: band.id, songs: [], team: [{ position: "Vocal", musicianIds: [lucas.id] }, { position: "Violão", musicianIds: [joao.id] }] },
  });
  expect(created.status()).toBe(201);

  await page.goto(paths.admin.plans.href());
  const card = page.getByRole("listitem").filter({ hasText: "14/02" });
  await card.getByRole("button", { name: "Enviar escala" }).click();
  await expect(page.getByText("Escala enviada para 2 músicos.", { exact: true })).toBeVisible();

  // The mail queue delivers to the outbox; the musician opens 'Não posso' on a phone.
  await expect.poll(() => lastMailTo(lucasEmail) !== undefined, { timeout: 20_000 }).toBe(true);
  const lucasMail = lastMailTo(lucasEmail)!.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const declineLink = /https?:\/\/[^\s"'<>]+\/escala\?token=[\w-]+&resposta=nao/.exec(lucasMail)![0];
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const musicianPage = await phone.newPage();
  await musicianPage.goto(declineLink);
  await expect(musicianPage.getByText("Olá, Lucas Almeida!")).toBeVisible();
  await expect(musicianPage.getByText("como Vocal", { exact: false })).toBeVisible();
  await musicianPage.getByLabel("Motivo (opcional)").fill("Vou estar viajando.");
  await musicianPage.getByRole("button", { name: "Enviar 'Não posso'" }).tap();
  await expect(musicianPage.getByText("Você respondeu que não pode.", { exact: false })).toBeVisible();

  await expect.poll(() => lastMailTo(joaoEmail) !== undefined, { timeout: 20_000 }).toBe(true);
  const joaoPage = await phone.newPage();
  await joaoPage.goto(mailedLinkIn(lastMailTo(joaoEmail)!, paths.escalaAnswer));
  await joaoPage.getByRole("button", { name: "Confirmar" }).tap();
  await expect(joaoPage.getByText("Presença confirmada. Obrigado!")).toBeVisible();
  await phone.close();

  await page.reload();
  await expect(card.getByText("Recusado")).toBeVisible();
  await expect(card.getByText("Motivo: Vou estar viajando.")).toBeVisible();
  await expect(card.getByText("Confirmado")).toBeVisible();
  await expect(card.getByText("Todos responderam.")).toBeVisible();
});
