import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { subMonths } from "date-fns";
import { fakeNetwork, jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { renderApp } from "@/test-support/render-app";
import { answerAdminWithChurch } from "@/test-support/admin-church";
import { cleanUpAdminScreen, openAdminScreen, SCREEN_LOAD, SCREEN_TEST_TIMEOUT } from "@/test-support/admin-screen";
import { answerExecutions, answerSongList, catalogSong, execution, songDetail } from "@/test-support/songs-fixtures";
import { songsTexts as texts } from "./texts";

let network: FakeNetwork;

beforeEach(() => {
  network = fakeNetwork();
  answerAdminWithChurch(network);
});

afterEach(cleanUpAdminScreen);

const openCatalogue = (url = "/admin/songs") => openAdminScreen(url, texts.catalogue.title);

const listRequests = () => network.requestsTo("GET", "/api/admin/songs").map((r) => Object.fromEntries(r.url.searchParams));
const table = () => screen.getByRole("table", { name: texts.catalogue.title });
const columnHeader = (name: string) => within(table()).getByRole("columnheader", { name: new RegExp(name) });

describe("song catalogue", { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it("loads page 1 by name ascending and shows each song's figures, last played as dd.MM.yyyy", async () => {
    answerSongList(network, [
      catalogSong({ name: "Graça Sem Fim", author: "Clara Monteiro", performanceCount: 12, viewCount: 1234, lastPlayedAt: "2024-05-05" }),
      catalogSong({ name: "Nunca Tocada" }),
    ]);
    await openCatalogue();

    const row = (await screen.findByRole("link", { name: "Graça Sem Fim" })).closest("tr");
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement).getAllByRole("cell").map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual(["Graça Sem FimClara Monteiro", "12", "1.234", "05.05.2024"]);
    expect(listRequests()[0]).toEqual({ sort: "name", direction: "asc", page: "1" });
    expect(columnHeader(texts.catalogue.columns.name)).toHaveAttribute("aria-sort", "ascending");
    expect(screen.getByRole("link", { name: texts.catalogue.add })).toHaveAttribute("href", "/admin/songs/new");
  });

  it("sorts by a column on click and flips the direction on the next click", async () => {
    answerSongList(network, [catalogSong()]);
    const { user, router } = await openCatalogue();
    await screen.findAllByRole("link", { name: /Canção/ });

    await user.click(within(table()).getByRole("button", { name: texts.catalogue.columns.performanceCount }));
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ sort: "performance_count", direction: "desc", page: "1" }));
    expect(columnHeader(texts.catalogue.columns.performanceCount)).toHaveAttribute("aria-sort", "descending");
    expect(columnHeader(texts.catalogue.columns.name)).toHaveAttribute("aria-sort", "none");

    await user.click(within(table()).getByRole("button", { name: texts.catalogue.columns.performanceCount }));
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ sort: "performance_count", direction: "asc", page: "1" }));
    expect(columnHeader(texts.catalogue.columns.performanceCount)).toHaveAttribute("aria-sort", "ascending");

    await user.click(within(table()).getByRole("button", { name: texts.catalogue.columns.lastPlayedAt }));
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ sort: "last_played_at", direction: "desc", page: "1" }));

    // Back to the default order (already in the cache, so no new request is needed).
    await user.click(within(table()).getByRole("button", { name: texts.catalogue.columns.name }));
    await waitFor(() => expect(columnHeader(texts.catalogue.columns.name)).toHaveAttribute("aria-sort", "ascending"));
    expect(router.state.location.search).toBe("");
  });

  it("searches 500 ms after typing stops, once, back on page 1", async () => {
    answerSongList(network, [catalogSong()], 95);
    const { user } = await openCatalogue("/admin/songs?page=3");
    await screen.findAllByRole("link", { name: /Canção/ });
    expect(listRequests().at(-1)).toMatchObject({ page: "3" });

    await user.type(screen.getByRole("searchbox", { name: texts.catalogue.searchLabel }), "graça");

    expect(listRequests().filter((query) => query.search)).toHaveLength(0);
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ search: "graça", sort: "name", direction: "asc", page: "1" }));
    expect(listRequests().filter((query) => query.search)).toHaveLength(1);
  });

  it("pages by 30 with Anterior, Próximo and the page numbers", async () => {
    answerSongList(network, [catalogSong()], 95);
    const { user } = await openCatalogue();
    const pagination = await screen.findByRole("navigation", { name: "Paginação" });

    expect(within(pagination).getAllByRole("button", { name: /^Página/ }).map((b) => b.textContent)).toEqual(["1", "2", "3", "4"]);
    expect(within(pagination).getByRole("button", { name: "Anterior" })).toBeDisabled();

    await user.click(within(pagination).getByRole("button", { name: "Próximo" }));
    await waitFor(() => expect(listRequests().at(-1)).toMatchObject({ page: "2" }));
    expect(within(pagination).getByRole("button", { name: "Página 2" })).toHaveAttribute("aria-current", "page");
  });

  it("'Voltar' on a song's page returns to the list as it was: search, sort and page", async () => {
    const song = catalogSong({ name: "Graça Sem Fim" });
    answerSongList(network, [song], 95);
    network.on("GET", `/api/admin/songs/${song.id}`, () => jsonResponse({ song: songDetail(song) }));
    answerExecutions(network, song.id, []);
    const listUrl = "/admin/songs?search=gra%C3%A7a&sort=view_count&direction=desc&page=3";
    const { user, router } = await openCatalogue(listUrl);

    await user.click(await screen.findByRole("link", { name: "Graça Sem Fim" }));
    await screen.findByRole("heading", { name: /Graça Sem Fim/, level: 1 }, SCREEN_LOAD);
    await user.click(screen.getByRole("link", { name: texts.form.back }));

    await screen.findByRole("heading", { name: texts.catalogue.title, level: 1 });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(listUrl);
    expect(screen.getByRole("searchbox")).toHaveValue("graça");
    expect(within(screen.getByRole("navigation", { name: "Paginação" })).getByRole("button", { name: "Página 3" })).toHaveAttribute("aria-current", "page");
  });

  it("'Voltar' on a song opened directly goes to the list's first page", async () => {
    const song = songDetail({ name: "Graça Sem Fim" });
    answerSongList(network, []);
    network.on("GET", `/api/admin/songs/${song.id}`, () => jsonResponse({ song }));
    answerExecutions(network, song.id, []);
    const { user, router } = renderApp(`/admin/songs/${song.id}`);
    await screen.findByRole("heading", { name: /Graça Sem Fim/, level: 1 }, SCREEN_LOAD);
    expect(screen.getByRole("link", { name: texts.form.back })).toHaveAttribute("href", "/admin/songs");
    await user.click(screen.getByRole("link", { name: texts.form.back }));
    await screen.findByRole("heading", { name: texts.catalogue.title, level: 1 });
    expect(router.state.location.pathname).toBe("/admin/songs");
  });

  it("shows the 'New' badge only while new_marked_at is within 6 months", async () => {
    const now = new Date();
    answerSongList(network, [
      catalogSong({ name: "Recente", newMarkedAt: subMonths(now, 5).toISOString() }),
      catalogSong({ name: "Antiga", newMarkedAt: subMonths(now, 7).toISOString() }),
      catalogSong({ name: "Nunca Marcada" }),
    ]);
    await openCatalogue();

    const rowOf = async (name: string) => within((await screen.findByRole("link", { name })).closest("tr") as HTMLElement);
    expect((await rowOf("Recente")).getByText(texts.newBadge)).toBeVisible();
    expect((await rowOf("Antiga")).queryByText(texts.newBadge)).toBeNull();
    expect((await rowOf("Nunca Marcada")).queryByText(texts.newBadge)).toBeNull();
  });

  it("shows the empty text when no song matches", async () => {
    answerSongList(network, []);
    await openCatalogue();
    expect(await screen.findByText(texts.catalogue.empty)).toBeVisible();
  });

  it("shows a skeleton while loading and the error toast when the list cannot load", async () => {
    network.on("GET", "/api/admin/songs", () => jsonResponse({ error: { code: "forbidden", message: "Proibido." } }, 403));
    renderApp("/admin/songs");

    expect((await screen.findAllByTestId("song-row-skeleton", {}, SCREEN_LOAD)).length).toBeGreaterThan(0);
    expect(await screen.findByText(texts.catalogue.loadFailed)).toBeVisible();
    expect(screen.getByText(texts.errorTitle)).toBeVisible();
  });

  it("deletes a song after a confirmation that warns its execution records go too, then reloads the list", async () => {
    const song = catalogSong({ name: "Para Excluir" });
    answerSongList(network, [song]);
    network.on("DELETE", `/api/admin/songs/${song.id}`, () => new Response(null, { status: 204 }));
    const { user } = await openCatalogue();

    await user.click(await screen.findByRole("button", { name: texts.catalogue.actions.delete("Para Excluir") }));
    const dialog = await screen.findByRole("alertdialog", { name: texts.delete.title });
    expect(dialog).toHaveTextContent("Todos os registros de execução desta música");
    expect(dialog).toHaveTextContent("Esta ação não pode ser desfeita.");
    const loadsBefore = listRequests().length;
    answerSongList(network, []);
    await user.click(within(dialog).getByRole("button", { name: texts.delete.confirm }));

    expect(await screen.findByText(texts.delete.success)).toBeVisible();
    expect(network.requestsTo("DELETE", `/api/admin/songs/${song.id}`)).toHaveLength(1);
    expect(listRequests().length).toBeGreaterThan(loadsBefore);
    expect(await screen.findByText(texts.catalogue.empty)).toBeVisible();
  });

  it("says so when the delete fails", async () => {
    const song = catalogSong({ name: "Teimosa" });
    answerSongList(network, [song]);
    network.on("DELETE", `/api/admin/songs/${song.id}`, () => jsonResponse({ error: { code: "x", message: "x" } }, 409));
    const { user } = await openCatalogue();

    await user.click(await screen.findByRole("button", { name: texts.catalogue.actions.delete("Teimosa") }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: texts.delete.confirm }));

    expect(await screen.findByText(texts.delete.failed)).toBeVisible();
  });

  it("opens the details dialog with the execution history and loads the video only on request", async () => {
    const song = catalogSong({ name: "Fiel Desde o Princípio", performanceCount: 2, firstPlayedAt: "2023-12-24", lastPlayedAt: "2024-05-05" });
    answerSongList(network, [song]);
    answerExecutions(network, song.id, [
      execution({ serviceDate: "2024-05-05", serviceTime: "19:30", bandName: "Banda Kairós", startTime: 95, endTime: 312 }),
      execution({ serviceDate: "2023-12-24", serviceTime: "10:00", bandName: "Banda Ágape", startTime: 30, endTime: 200 }),
    ]);
    const { user } = await openCatalogue();

    await user.click(await screen.findByRole("button", { name: texts.catalogue.actions.details(song.name) }));
    const dialog = await screen.findByRole("dialog", { name: song.name });
    const history = within(dialog).getByRole("table", { name: texts.history.title });
    expect(await within(history).findByText("05.05.2024")).toBeVisible();
    expect(within(history).getByText("Banda Kairós")).toBeVisible();
    expect(within(history).getByText("1:35 – 5:12")).toBeVisible();
    expect(within(dialog).getByText("24.12.2023", { selector: "dd" })).toBeVisible();
    expect(dialog.querySelector("iframe")).toBeNull();

    await user.click(within(history).getByRole("button", { name: texts.history.previewOf("05.05.2024", "19:30") }));

    expect(dialog.querySelector("iframe")).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=95&end=312",
    );
    expect(within(dialog).getByRole("link", { name: texts.detailsDialog.openPage })).toHaveAttribute("href", `/admin/songs/${song.id}`);
  });

  it("says 'Nenhuma execução registrada' for a song never played", async () => {
    const song = catalogSong({ name: "Inédita" });
    answerSongList(network, [song]);
    answerExecutions(network, song.id, []);
    const { user } = await openCatalogue();

    await user.click(await screen.findByRole("button", { name: texts.catalogue.actions.details("Inédita") }));

    expect(await within(await screen.findByRole("dialog")).findByText(texts.history.empty)).toBeVisible();
  });
});
