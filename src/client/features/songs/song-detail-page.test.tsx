import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeNetwork, jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { renderApp } from "@/test-support/render-app";
import { cleanUpAdminScreen, openAdminScreen, SCREEN_LOAD, SCREEN_TEST_TIMEOUT } from "@/test-support/admin-screen";
import { answerSongDetail, execution, songDetail } from "@/test-support/songs-fixtures";
import { songsTexts as texts } from "./texts";

let network: FakeNetwork;

const song = songDetail({
  name: "Coração Grato",
  author: "Heitor Campos",
  performanceCount: 6,
  viewCount: 211,
  firstPlayedAt: "2024-01-07",
  lastPlayedAt: "2024-10-11",
  newMarkedAt: new Date().toISOString(),
  introducedByBand: { id: "30000000-0000-4000-8000-000000000001", name: "Banda Kairós", year: 2023 },
  publicUrl: "/churches/igreja-esperanca/songs/coracao-grato-0000",
});

beforeEach(() => {
  network = fakeNetwork();
  answerSongDetail(network, song, [execution({ serviceDate: "2024-10-11", serviceTime: "10:00", bandName: "Banda Kairós" })], 14);
});

afterEach(cleanUpAdminScreen);

const openDetail = (id = song.id) => openAdminScreen(`/admin/songs/${id}`, /Coração Grato/);

describe("admin song detail", { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it("shows the song with its statistics, the band that introduced it and the 'New' badge", async () => {
    await openDetail();

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(`Coração Grato${texts.newBadge}`);
    expect(screen.getByText(/Introduzida por Banda Kairós \(2023\)/)).toBeVisible();
    expect(screen.getByLabelText(texts.form.name)).toHaveValue("Coração Grato");
    expect(screen.getByLabelText(texts.form.author)).toHaveValue("Heitor Campos");
    expect(screen.getByText("07.01.2024")).toBeVisible();
    expect(await screen.findByRole("button", { name: "Página 2" })).toBeVisible();
  });

  it("saves the edited fields, blanks as null", async () => {
    network.on("PUT", `/api/admin/songs/${song.id}`, () =>
      jsonResponse({ song: { ...song, name: "Coração Grato (ao vivo)", author: null } }),
    );
    const { user } = await openDetail();
    const submit = screen.getByRole("button", { name: texts.detail.submit });
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText(texts.form.name), " (ao vivo)");
    await user.clear(screen.getByLabelText(texts.form.author));
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    expect(await screen.findByText(texts.detail.success)).toBeVisible();
    expect(network.requestsTo("PUT", `/api/admin/songs/${song.id}`)[0]?.body).toEqual({
      name: "Coração Grato (ao vivo)",
      author: null,
      chordFile: null,
      lyrics: null,
      chart: null,
      originalKey: null,
      ccli: null,
    });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Coração Grato (ao vivo)");
  });

  it("does not check the song's own name, even in another case", async () => {
    const { user } = await openDetail();

    await user.clear(screen.getByLabelText(texts.form.name));
    await user.type(screen.getByLabelText(texts.form.name), "CORAÇÃO GRATO");

    await waitFor(() => expect(screen.getByRole("button", { name: texts.detail.submit })).toBeEnabled());
    expect(network.requestsTo("GET", "/api/admin/songs/name-availability")).toHaveLength(0);
  });

  it("says so when the update fails", async () => {
    network.on("PUT", `/api/admin/songs/${song.id}`, () => jsonResponse({ error: { code: "internal_error", message: "x" } }, 500));
    const { user } = await openDetail();

    await user.type(screen.getByLabelText(texts.form.author), " Filho");
    await user.click(screen.getByRole("button", { name: texts.detail.submit }));

    expect(await screen.findByText(texts.detail.failed)).toBeVisible();
  });

  it("copies the absolute public link to the clipboard", async () => {
    const { user } = await openDetail();

    await user.click(screen.getByRole("button", { name: texts.detail.share }));

    expect(await screen.findByText(texts.detail.sharedText)).toBeVisible();
    expect(screen.getByText(texts.detail.sharedTitle)).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/churches/igreja-esperanca/songs/coracao-grato-0000`);
  });

  it("searches the history by date, time or band 500 ms after typing stops", async () => {
    const { user } = await openDetail();
    await screen.findByRole("button", { name: "Página 2" });

    await user.type(screen.getByRole("searchbox", { name: texts.history.searchLabel }), "kairos");

    await waitFor(() =>
      expect(network.requestsTo("GET", `/api/admin/songs/${song.id}/executions`).at(-1)?.url.searchParams.get("search")).toBe("kairos"),
    );
    const searches = network
      .requestsTo("GET", `/api/admin/songs/${song.id}/executions`)
      .filter((request) => request.url.searchParams.has("search"));
    expect(searches).toHaveLength(1);
    expect(searches[0]?.url.searchParams.get("page")).toBe("1");
  });

  it("says 'Nenhuma execução encontrada' when a search of the history finds nothing", async () => {
    network.on("GET", `/api/admin/songs/${song.id}/executions`, ({ url }) =>
      jsonResponse({ executions: url.searchParams.has("search") ? [] : [execution({ bandName: "Banda Kairós" })], total: 1, page: 1, pageSize: 10 }),
    );
    const { user } = await openDetail();
    await user.type(screen.getByRole("searchbox", { name: texts.history.searchLabel }), "ninguém");
    expect(await screen.findByText(texts.history.emptySearch)).toBeVisible();
    expect(screen.queryByText(texts.history.empty)).not.toBeInTheDocument();
  });

  it("previews the latest execution only when asked", async () => {
    const { user, container } = await openDetail();
    expect(container.querySelector("iframe")).toBeNull();

    await user.click(await screen.findByRole("button", { name: texts.preview.latest }));

    const preview = within(screen.getByText(texts.preview.title).closest("[data-slot=card]") as HTMLElement);
    expect(preview.getByTitle(/Coração Grato — culto de 11.10.2024/)).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=95&end=312",
    );
  });

  it("edits an execution's key and tempo, written as musicians write them, and refuses what is no key", async () => {
    const played = execution({ serviceDate: "2024-10-11", serviceTime: "10:00", bandName: "Banda Kairós", musicalKey: "G", tempo: null });
    let stored = { musicalKey: played.musicalKey, tempo: played.tempo };
    network.on("GET", `/api/admin/songs/${song.id}/executions`, () => jsonResponse({ executions: [{ ...played, ...stored }], total: 1, page: 1, pageSize: 10 }));
    network.on("PATCH", `/api/admin/songs/${song.id}/executions/${played.id}`, ({ body }) => {
      stored = body as typeof stored;
      return jsonResponse({ performance: stored });
    });
    const { user } = await openDetail();
    const history = within(await screen.findByRole("table", { name: texts.history.title }));
    expect(await history.findByRole("cell", { name: "G" })).toBeVisible();

    await user.click(history.getByRole("button", { name: texts.history.editPerformanceOf("11.10.2024", "10:00") }));
    const dialog = within(await screen.findByRole("dialog", { name: texts.performance.title }));
    expect(dialog.getByLabelText("Tom")).toHaveValue("G");
    await user.clear(dialog.getByLabelText("Tom"));
    await user.type(dialog.getByLabelText("Tom"), "H");
    await user.click(dialog.getByRole("button", { name: texts.performance.save }));
    expect(await dialog.findByRole("alert")).toHaveTextContent("Tom inválido");
    expect(network.requestsTo("PATCH", `/api/admin/songs/${song.id}/executions/${played.id}`)).toHaveLength(0);

    await user.clear(dialog.getByLabelText("Tom"));
    await user.type(dialog.getByLabelText("Tom"), "f# min");
    await user.type(dialog.getByLabelText("BPM"), "72");
    await user.click(dialog.getByRole("button", { name: texts.performance.save }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(network.requestsTo("PATCH", `/api/admin/songs/${song.id}/executions/${played.id}`)[0]?.body).toEqual({ musicalKey: "F#m", tempo: 72 });
    expect(await history.findByRole("cell", { name: "F#m · 72 BPM" })).toBeVisible();
  });

  it("returns to the catalogue with an error toast when the song cannot be loaded", async () => {
    network.on("GET", "/api/admin/songs/00000000-0000-4000-8000-0000000000ff", () =>
      jsonResponse({ error: { code: "not_found", message: "Música não encontrada." } }, 404),
    );
    const { router } = renderApp("/admin/songs/00000000-0000-4000-8000-0000000000ff");

    expect(await screen.findByText(texts.detail.loadFailed, {}, SCREEN_LOAD)).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/songs"));
  });

  it("opens the add screen for /admin/songs/new", async () => {
    renderApp("/admin/songs/new");
    expect(await screen.findByRole("heading", { name: texts.add.title, level: 1 }, SCREEN_LOAD)).toBeVisible();
  });
});
