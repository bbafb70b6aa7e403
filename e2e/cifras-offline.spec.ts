import { paths } from "../src/shared/paths";
import { gotoHydrated, waitForHydration } from "./support/hydration";
import { chartedPlan, daysAhead } from "./support/charted-plan";
import { expect, test } from "./support/test";

/**
 * The plan's rehearsal page without a network (issue 42, 'Disponível offline'): opened once online,
 * its service worker keeps the page, its data and its files; with the browser offline, a reload
 * shows the plan's songs and the chart in the plan's key, the chart's controls still work, and
 * where the recording was the page says the video needs the internet. The spec's own church
 * (e2e/fixtures/church.ts) gets a chart for 'Graça Sem Fim' and a plan for next week with it in D,
 * through the admin API.
 */

// Service workers are what this spec is about (Playwright allows them by default; said here on purpose).
test.use({ serviceWorkers: "allow" });
test.describe.configure({ timeout: 120_000 });

test("keeps the plan's page on the device and opens it, charts in the plan's key, without a network", async ({ page, context, playwright, baseURL, churchAdmin }) => {
  // Three weeks ahead: a day apart from the print spec's.
  const plan = await chartedPlan(playwright, baseURL!, churchAdmin, daysAhead(21));
  const planPage = paths.church.plan.href(churchAdmin.church.slug, plan.publicKey);
  const practice = page.getByRole("link", { name: "Ensaiar com esta gravação" });
  const videoNeedsNetwork = page.getByText("O vídeo precisa de internet.");

  // Online: the recordings are there, and the page says once it is kept on the device.
  await gotoHydrated(page, planPage);
  await expect(practice).toHaveCount(2);
  await expect(page.getByText("Disponível offline")).toBeVisible();
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(new URL(`${planPage.slice(0, planPage.lastIndexOf("/") + 1)}`, baseURL).href);

  // Offline: the reload is the kept copy, served by the worker.
  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: /^Ensaio do culto de / })).toBeVisible();
  await expect(page.getByText(/^Sem conexão — mostrando a cópia salva em \d{2}\.\d{2}\.\d{4} às \d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: /^1\. Graça Sem Fim/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: /^2\. Deus de Promessas/ })).toBeVisible();

  // The chart in the plan's key (D, written in G), and its controls work offline.
  const chart = page.getByRole("region", { name: "Cifra de Graça Sem Fim" });
  await expect(chart).toContainText("A/C#");
  await expect(chart).toContainText("Bm7");
  await expect(chart).not.toContainText("D/F#");
  await chart.getByRole("button", { name: "Só letra" }).click();
  await expect(chart).not.toContainText("Bm7");
  await expect(chart).toContainText("lembro do Teu cuidado");

  // The video needs the network: said where the recording's link was, instead of a broken page.
  await expect(practice).toHaveCount(0);
  await expect(videoNeedsNetwork).toHaveCount(2);

  // The PDF is the server's: said, and the page stays (printing to a PDF works offline).
  await page.getByRole("button", { name: "Baixar PDF" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Sem internet, o PDF não pode ser baixado." })).toBeVisible();
  await expect(chart).toContainText("lembro do Teu cuidado");

  // Back online: the recordings return, and the copy is brought up to date, also when the browser
  // says online before the server can be reached (the first try of the page fails; the page tries again).
  let failedTries = 0;
  await context.route(new URL(planPage, baseURL).href, async (route) => {
    failedTries += 1;
    await route.abort("internetdisconnected");
  }, { times: 1 });
  await context.setOffline(false);
  await expect.poll(() => failedTries).toBe(1);
  // The worker fetches the page and all it needs again before it answers: on a machine busy with
  // other work that has taken over 7 s.
  await expect(page.getByText("Disponível offline")).toBeVisible({ timeout: 30_000 });
  await expect(practice).toHaveCount(2);
  await expect(videoNeedsNetwork).toHaveCount(0);
});
