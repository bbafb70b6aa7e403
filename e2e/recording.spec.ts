import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { paths } from "../src/shared/paths";
import { flowingSongs, shortService } from "../tests/recording/plans";
import { serviceRecording } from "../tests/recording/service";
import { useFakePlayer } from "./fixtures/fake-player";
import { signInAsAdmin } from "./support/admin";
import { yesterday } from "./support/dates";
import { expect, test } from "./support/test";

/**
 * Issue 43, 'Analisar gravação' (decision 526): the administrator chooses a generated 3-minute
 * recording of a service (FluidSynth songs, espeak-ng speech, sox applause; never committed),
 * names the two songs it proposes, accepts them into the form and saves the service; the church
 * then sees its own 'acerto das propostas', and the next recording names the song it learnt.
 */

test.describe.configure({ timeout: 180_000 });

async function startService(page: Page, day: string, video: string) {
  await page.goto(paths.admin.services.new.href());
  await page.getByLabel("Data").fill(day);
  await page.getByLabel("Horário").fill("19:00");
  await page.getByLabel("URL do vídeo").fill(`https://www.youtube.com/watch?v=${video}`);
  await page.getByRole("combobox", { name: "Banda" }).click();
  await page.getByRole("option", { name: "Banda Ágape (2019)" }).click();
}

async function analyse(page: Page, file: string) {
  await page.getByRole("button", { name: "Analisar gravação" }).click();
  const dialog = page.getByRole("dialog", { name: "Analisar gravação do culto" });
  await dialog.getByLabel("Gravação do culto").setInputFiles(file);
  await expect(dialog.getByRole("progressbar", { name: "Progresso da análise" })).toBeVisible();
  const proposals = dialog.getByRole("list", { name: "Músicas propostas" }).getByRole("listitem");
  await expect(proposals.first()).toBeVisible({ timeout: 60_000 });
  return { dialog, proposals };
}

test("a recording's proposals become the saved service's songs, and teach the next recording", async ({ page, churchAdmin }) => {
  const suffix = randomUUID().slice(0, 6);
  const rocha = `Rocha Eterna ${suffix}`;
  const jubilo = `Júbilo ${suffix}`;
  await useFakePlayer(page, { duration: 600 });
  await signInAsAdmin(page, churchAdmin);
  for (const name of [rocha, jubilo]) expect((await page.request.post("/api/admin/songs", { data: { name } })).status()).toBe(201);

  await startService(page, yesterday().iso, "gravacao001");
  const first = await analyse(page, serviceRecording(shortService).file);
  await expect(first.proposals).toHaveCount(2);
  await expect(first.proposals.nth(0)).toContainText("Música não reconhecida");
  await expect(first.proposals.nth(0)).toContainText("Tom: G");
  // Nothing named yet: 'Aceitar todas' waits for a song.
  await expect(first.dialog.getByRole("button", { name: "Aceitar todas" })).toBeDisabled();
  for (const [index, name] of [rocha, jubilo].entries()) {
    await first.proposals.nth(index).getByRole("combobox").click();
    await page.getByRole("combobox", { name: "Pesquisar música" }).fill(name);
    await page.getByRole("option", { name }).click();
  }
  await first.dialog.getByRole("button", { name: "Aceitar todas" }).click();
  await expect(first.dialog).toBeHidden();

  const mapped = page.getByRole("list", { name: "Músicas Mapeadas" }).getByRole("listitem");
  await expect(mapped).toHaveCount(2);
  await expect(mapped.nth(0)).toContainText(rocha);
  await expect(mapped.nth(1)).toContainText(jubilo);
  await page.getByRole("button", { name: "Salvar Culto" }).click();
  await expect(page.getByText("Culto salvo com sucesso!", { exact: true })).toBeVisible();

  await page.goto(paths.admin.reports.href());
  const accuracy = page.getByRole("region", { name: "Acerto das propostas" });
  await expect(accuracy).toContainText("Limites a até 5 s: 2 de 2");
  await expect(accuracy).toContainText("Em 1 culto analisado");

  // The next service's recording: the song heard before is named, the new ones are not.
  await startService(page, yesterday().iso, "gravacao002");
  const next = await analyse(page, serviceRecording(flowingSongs).file);
  await expect(next.proposals).toHaveCount(3);
  await expect(next.proposals.nth(0)).toContainText("Música não reconhecida");
  await expect(next.proposals.nth(2)).toContainText(rocha);
  await expect(next.proposals.nth(2).getByRole("combobox")).toHaveText(rocha);
});
