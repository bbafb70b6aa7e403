import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Band } from "@shared/schemas/bands";
import type { Musician } from "@shared/schemas/musicians";
import { bandsTexts } from "@/features/bands/texts";
import { musiciansTexts } from "@/features/musicians/texts";
import { songsTexts } from "@/features/songs/texts";
import { servicesTexts } from "@/features/services/texts";
import { paths } from "@/lib/paths";
import { cleanUpAdminScreen, testMusician, toastRegion } from "@/test-support/admin-screen";
import { stubBrowserGaps } from "@/test-support/browser-gaps";
import { fakeNetwork, jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { renderApp } from "@/test-support/render-app";
import { agape, answerServicesBackground, kairos, listResponse, musicians, songOptions } from "@/test-support/services-fixtures";
import { answerSongList, catalogSong } from "@/test-support/songs-fixtures";

/**
 * Issue 40: the church's bands, musicians and song options are each cached once, so what one screen writes is
 * what the others offer next, with no wait for the cache's five minutes (docs/decisions/505).
 */

vi.setConfig({ testTimeout: 30_000 });

const editor = servicesTexts.editor;
const newBand: Band = { id: "b0000000-0000-4000-8000-000000000099", name: "Banda Nova", year: 2025, imageUrl: null, members: [] };
const newMusician: Musician = testMusician({ id: "a0000000-0000-4000-8000-000000000099", name: "Eva Lima", instrument: "Flauta" });

let network: FakeNetwork;

beforeAll(async () => {
  // The lazy screens this file walks through, loaded once rather than inside the first test's waits.
  await Promise.all([
    import("@/features/services/service-editor-page"),
    import("@/features/bands/band-form-page"),
    import("@/features/bands/bands-page"),
    import("@/features/musicians/musicians-page"),
    import("@/features/songs/add-song-page"),
  ]);
}, 30_000);

beforeEach(() => {
  stubBrowserGaps();
  network = fakeNetwork();
  answerServicesBackground(network);
  network.on("GET", "/api/admin/services", () => jsonResponse(listResponse([])));
});

afterEach(cleanUpAdminScreen);

/** The server's bands: the fixture's two, and a band once the form has created it. */
function answerBandsWithCreation() {
  let bands = [kairos, agape];
  network.on("GET", "/api/admin/bands", () => jsonResponse({ bands }));
  network.on("POST", "/api/admin/bands", () => {
    bands = [newBand, ...bands];
    return jsonResponse({ band: newBand }, 201);
  });
}

/** The server's musicians: the fixture's four, and one once the dialog has created it. */
function answerMusiciansWithCreation() {
  let list = Object.values(musicians);
  network.on("GET", "/api/admin/musicians", () => jsonResponse({ musicians: list }));
  network.on("POST", "/api/admin/musicians", () => {
    list = [...list, newMusician];
    return jsonResponse({ musician: newMusician }, 201);
  });
}

/** The server's latest songs: the fixture's, and a song once the catalogue has added it (the newest first). */
function answerSongOptionsWithCreation() {
  let latest = [...songOptions];
  answerSongList(network, []);
  network.on("GET", "/api/admin/songs/options", () => jsonResponse({ songs: latest, closeMatch: null }));
  network.on("GET", "/api/admin/songs/name-availability", () => jsonResponse({ available: true }));
  network.on("POST", "/api/admin/songs", () => {
    const song = catalogSong({ id: "c0000000-0000-4000-8000-000000000099", name: "Canção Nova" });
    latest = [{ id: song.id, name: song.name, newMarkedAt: null, introducedBy: null }, ...latest];
    return jsonResponse({ song }, 201);
  });
}

async function openNewService(app: ReturnType<typeof renderApp>) {
  await app.router.navigate(paths.admin.services.new.href());
  await screen.findByRole("heading", { level: 1, name: editor.newTitle });
}

/** Opens 'Novo Culto''s band select once it has its bands, and hands back its options. */
async function openBandSelect(app: ReturnType<typeof renderApp>) {
  const select = screen.getByRole("combobox", { name: editor.band });
  await waitFor(() => expect(select).toBeEnabled());
  await app.user.click(select);
  return screen.findByRole("listbox");
}

/** Opens 'Editar Músicos' and its 'Adicionar músico' list once it has its musicians, and hands back the list. */
async function openLineupPicker(app: ReturnType<typeof renderApp>) {
  const lineup = servicesTexts.lineup;
  await app.user.click(screen.getByRole("button", { name: lineup.edit }));
  const dialog = await screen.findByRole("dialog", { name: lineup.serviceDialogTitle });
  await app.user.click(within(dialog).getByRole("combobox", { name: lineup.addMusician }));
  const list = await screen.findByRole("listbox");
  await waitFor(() => expect(within(list).queryByText(lineup.loading)).not.toBeInTheDocument());
  return list;
}

/** Opens the service form's 'Música' picker once it has its options, and hands back the list. */
async function openSongPicker(app: ReturnType<typeof renderApp>) {
  await app.user.click(screen.getByRole("combobox", { name: servicesTexts.segments.song }));
  const list = await screen.findByRole("listbox");
  await waitFor(() => expect(within(list).queryByText(servicesTexts.segments.songsLoading)).not.toBeInTheDocument());
  return list;
}

const optionNames = (list: HTMLElement) => within(list).getAllByRole("option").map((option) => option.textContent);

/** What the screen shows once the list is there: no wait for the cache's five minutes, only for the request. */
const SHOWN = { timeout: 15_000 };

describe("one cache per reference list", () => {
  it("offers a band created on the bands screen in 'Novo Culto' at once", async () => {
    answerBandsWithCreation();
    const app = renderApp(paths.admin.services.new.href());
    await screen.findByRole("heading", { level: 1, name: editor.newTitle });
    expect(optionNames(await openBandSelect(app))).toEqual(["Banda Kairós (2023)", "Banda Ágape (2019)"]);
    await app.user.keyboard("{Escape}");

    await app.router.navigate(paths.admin.bands.new.href());
    await screen.findByRole("heading", { level: 1, name: bandsTexts.form.createTitle });
    await app.user.type(screen.getByLabelText(bandsTexts.form.name), newBand.name);
    await app.user.type(screen.getByLabelText(bandsTexts.form.year), String(newBand.year));
    await app.user.click(screen.getByRole("button", { name: bandsTexts.form.save }));
    expect(await toastRegion().findByText("Banda cadastrada com sucesso!")).toBeInTheDocument();
    await waitFor(() => expect(app.router.state.location.pathname).toBe(paths.admin.bands.list.href()));

    await openNewService(app);
    const bands = await openBandSelect(app);
    expect(await within(bands).findByRole("option", { name: "Banda Nova (2025)" }, SHOWN)).toBeInTheDocument();
  });

  it("offers a musician created on the musicians screen in the service's 'Adicionar músico' at once", async () => {
    answerMusiciansWithCreation();
    const app = renderApp(paths.admin.services.new.href());
    await screen.findByRole("heading", { level: 1, name: editor.newTitle });
    expect(optionNames(await openLineupPicker(app))).toHaveLength(4);
    await app.user.keyboard("{Escape}");
    await app.user.click(screen.getByRole("button", { name: servicesTexts.lineup.cancel }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await app.router.navigate(paths.admin.musicians.href());
    await app.user.click(await screen.findByRole("button", { name: musiciansTexts.newMusician }));
    const dialog = await screen.findByRole("dialog");
    await app.user.type(within(dialog).getByLabelText(musiciansTexts.dialog.name), newMusician.name);
    await app.user.click(within(dialog).getByRole("button", { name: musiciansTexts.dialog.save }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await openNewService(app);
    const candidates = await openLineupPicker(app);
    expect(await within(candidates).findByRole("option", { name: new RegExp(newMusician.name) }, SHOWN)).toBeInTheDocument();
  });

  it("offers a song added to the catalogue in the service form's 'Música' at once", async () => {
    answerSongOptionsWithCreation();
    const app = renderApp(paths.admin.services.new.href());
    await screen.findByRole("heading", { level: 1, name: editor.newTitle });
    expect(optionNames(await openSongPicker(app))).not.toContain("Canção Nova");
    await app.user.keyboard("{Escape}");

    await app.router.navigate(paths.admin.songs.new.href());
    await screen.findByRole("heading", { level: 1, name: songsTexts.add.title });
    await app.user.type(screen.getByLabelText(songsTexts.form.name), "Canção Nova");
    const submit = screen.getByRole("button", { name: songsTexts.add.submit });
    await waitFor(() => expect(submit).toBeEnabled());
    await app.user.click(submit);
    expect(await screen.findByText(songsTexts.add.success)).toBeInTheDocument();

    await openNewService(app);
    const options = await openSongPicker(app);
    expect(await within(options).findByRole("option", { name: "Canção Nova" }, SHOWN)).toBeInTheDocument();
  });
});
