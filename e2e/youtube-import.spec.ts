import { signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/test";
import { paths } from "../src/shared/paths";

/**
 * Issue 23, 'Importar do YouTube' (docs/decisions/440), tried as a new church would: its channel
 * (served by tests/fake-youtube-api.ts) has 40 past services and a few short clips; the
 * administrator imports the services, reviews two, activates them, and finds them on the public
 * pages.
 */

test.use({ timezoneId: "America/Sao_Paulo" });

test("a channel's 40 past services are imported, two reviewed and published", async ({ page, churchAdmin }) => {
  test.slow();
  await signInAsAdmin(page, churchAdmin);

  // The church record names the channel.
  await page.goto(paths.admin.church.href());
  await page.getByLabel("Canal do YouTube").fill("https://www.youtube.com/@igrejaquarenta");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Dados da igreja atualizados com sucesso").first()).toBeVisible();

  await page.goto(paths.admin.services.list.href());
  await page.getByRole("link", { name: "Importar do YouTube" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Importar do YouTube" })).toBeVisible();

  // 40 services and 4 clips, newest first; the stream scheduled for next Sunday is not offered.
  const rows = page.getByRole("listitem").filter({ has: page.getByRole("checkbox") });
  await expect(rows).toHaveCount(44);
  await expect(rows.first()).toContainText("Culto de Celebração | 22/11/2026");
  await expect(rows.first()).toContainText("22/11/2026, 19:00");
  await expect(rows.first()).toContainText("1:25:12");
  // The church's own "Momento Missões – Angola" after the songs is read as a fifth song.
  await expect(rows.first()).toContainText("5 músicas nos capítulos");
  await expect(rows.filter({ hasText: "Convite: Conferência de Louvor" }).first()).toContainText("Sem capítulos de músicas");
  await expect(page.getByRole("button", { name: "Próxima página" })).toBeDisabled();

  await page.getByLabel("Marcar todos com músicas").check();
  await expect(page.getByText("40 vídeos marcados")).toBeVisible();
  // Every name read as a song, once: the part of the service is unticked once for all 40 videos (decision 485).
  const readSongs = page.getByRole("region", { name: "Músicas lidas nos vídeos marcados" });
  await expect(readSongs.getByText("Momento Missões · em 40 vídeos")).toBeVisible();
  await readSongs.getByRole("checkbox", { name: "Momento Missões · em 40 vídeos" }).uncheck();
  await expect(rows.first()).toContainText("4 músicas nos capítulos");
  await expect(page.getByRole("button", { name: "Importar 40 vídeos" })).toBeDisabled();
  await page.getByRole("combobox", { name: "Banda dos vídeos marcados" }).click();
  await page.getByRole("option", { name: "Banda Ágape (2019)" }).click();
  await page.getByRole("button", { name: "Importar 40 vídeos" }).click();

  const summary = page.getByRole("status").filter({ hasText: "Importação concluída" });
  await expect(summary).toContainText("40 cultos criados como inativos.", { timeout: 60_000 });
  // Newest first: the catalogue had "Lugar Secreto", the rest of the first service's songs were new.
  await expect(summary).toContainText("Novas no catálogo: Grande é o Senhor, Bondade de Deus, Raridade");
  await expect(summary).not.toContainText("Momento Missões");
  // The clips are all that is left to import.
  await expect(rows).toHaveCount(4);

  // Review the newest two: the first from the summary, the second from the list's inactive
  // services (saving goes to the list). The chapters became songs; each is made active and saved.
  const review = async (songs: readonly string[]) => {
    const mapped = page.getByRole("list", { name: "Músicas Mapeadas" }).getByRole("listitem");
    await expect(mapped).toHaveCount(4);
    for (const [index, song] of songs.entries()) await expect(mapped.nth(index)).toContainText(song);
    await expect(mapped.first()).toContainText("1:35 – 7:05");
    await page.getByLabel("Culto ativo").check();
    await page.getByRole("button", { name: "Salvar Culto" }).click();
    await expect(page.getByText("Culto salvo com sucesso!").first()).toBeVisible();
    await expect(page).toHaveURL(paths.admin.services.list.href());
  };
  await summary.getByRole("link", { name: "Revisar 22/11/2026 19:00" }).click();
  await review(["Grande é o Senhor", "Lugar Secreto", "Bondade de Deus", "Raridade"]);
  // The box follows the URL ('?inactive=1'), a moment after the click: wait for it, not for the click.
  const showInactive = page.getByLabel("Mostrar inativos");
  await showInactive.click();
  await expect(showInactive).toBeChecked();
  await page.getByRole("button", { name: "Editar culto 15/11/2026" }).or(page.getByRole("link", { name: "Editar culto 15/11/2026" })).first().click();
  await review(["Raridade", "Ninguém Explica Deus", "Aquieta Minh'alma", "Ousado Amor"]);

  // The public listing shows the two reviewed services, not the 38 still inactive.
  await page.goto(paths.church.services.href(churchAdmin.church.slug));
  await expect(page.getByText("22.11.2026").first()).toBeVisible();
  await expect(page.getByText("15.11.2026").first()).toBeVisible();
  await expect(page.getByText("08.11.2026")).toHaveCount(0);
});
