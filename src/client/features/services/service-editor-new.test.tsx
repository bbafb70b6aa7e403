import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ServiceInputBody } from "@shared/schemas/services";
import type { UserEvent } from "@testing-library/user-event";
import { createPlayer, VideoUnavailableError, type CreatePlayerOptions } from "@/lib/player";
import { deferredResponse, jsonResponse } from "@/test-support/fake-network";
import {
  fillServiceFields,
  mappedRows,
  mapSong,
  markAt,
  openEditor,
  serviceEditorSuite,
  pickSong,
  submitButton,
  waitForPlayer,
} from "@/test-support/service-editor-harness";
import { agape, editorState, markedSong, musicians, punctuatedSong, songOptions } from "@/test-support/services-fixtures";
import { catalogSong } from "@/test-support/songs-fixtures";
import { servicesTexts as texts } from "./texts";

// Only createPlayer is replaced: the form tells a video that cannot play by the real VideoUnavailableError.
vi.mock(import("@/lib/player"), async (importOriginal) => ({ ...(await importOriginal()), createPlayer: vi.fn() }));

// These tests walk through whole screens as a user would, which takes a while in jsdom.
vi.setConfig({ testTimeout: 30_000 });

const editor = serviceEditorSuite();

describe("new service", () => {
  it("maps songs with the player's time and saves everything in one request", async () => {
    editor.network.on("POST", "/api/admin/services", () => jsonResponse(editorState(), 201));
    const { user, router } = await openEditor("/admin/services/new", texts.editor.newTitle);
    expect(submitButton()).toBeDisabled();

    await fillServiceFields(user);
    await waitForPlayer();
    expect(createPlayer).toHaveBeenCalledWith(expect.any(HTMLElement), { videoId: "dQw4w9WgXcQ", onError: expect.any(Function) });
    // Submit stays disabled until a segment exists.
    expect(submitButton()).toBeDisabled();

    await pickSong(user, "Mar Aberto");
    const add = screen.getByRole("button", { name: texts.segments.add });
    expect(add).toBeDisabled();
    await markAt(user, 400.9, texts.segments.markStart);
    expect(screen.getByLabelText(texts.segments.start)).toHaveValue("6:40");
    expect(add).toBeDisabled();
    await markAt(user, 650.2, texts.segments.markEnd);
    expect(screen.getByLabelText(texts.segments.end)).toHaveValue("10:50");
    await user.click(add);

    await pickSong(user, "Rei da Glória");
    await markAt(user, 95, texts.segments.markStart);
    await markAt(user, 300, texts.segments.markEnd);
    await user.click(screen.getByRole("checkbox", { name: texts.segments.markNew }));
    // The key as typed ("bb") is sent as musicians write it.
    await user.type(screen.getByLabelText("Tom"), "bb");
    await user.type(screen.getByLabelText("BPM"), "72");
    await user.click(screen.getByRole("button", { name: texts.segments.add }));

    // Sorted by start and numbered.
    expect(mappedRows()).toEqual(["1.Rei da Glória1:35 – 5:00· Tom Bb · 72 BPMNova", "2.Mar Aberto6:40 – 10:50"]);
    // The band's musicians are the service-wide lineup until edited.
    expect(screen.getByText(texts.lineup.musicianCount(2))).toBeInTheDocument();

    expect(submitButton()).toBeEnabled();
    await user.click(submitButton());
    expect(await screen.findByText(texts.editor.saved)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/services"));
    expect(editor.video.player.destroy).toHaveBeenCalled();

    const [request] = editor.network.requestsTo("POST", "/api/admin/services");
    expect(request?.body).toEqual({
      date: "2025-03-09",
      time: "19:30",
      // The pasted short link is sent as the watch link the server stores (decision 199).
      videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      bandId: agape.id,
      active: true,
      segments: [
        { songCatalogId: songOptions[0]!.id, startTime: 95, endTime: 300, isNew: true, musicalKey: "Bb", tempo: 72, musicians: null },
        { songCatalogId: songOptions[4]!.id, startTime: 400, endTime: 650, isNew: false, musicalKey: null, tempo: null, musicians: null },
      ],
      musicians: [
        { musicianId: musicians.ana.id, instrument: "Vocal", isSubstitute: false, isGlobal: true },
        { musicianId: musicians.bruno.id, instrument: "Baixo, Vocal", isSubstitute: false, isGlobal: true },
      ],
      recording: null,
    } satisfies ServiceInputBody);
  });

  it("refuses an end that is not after the start", async () => {
    const { user } = await openEditor("/admin/services/new", texts.editor.newTitle);
    await fillServiceFields(user);
    await waitForPlayer();
    await mapSong(user, "Mar Aberto", 80, 80.9);
    expect(screen.getByRole("alert")).toHaveTextContent("O fim da música deve ser depois do início.");
    expect(screen.getByText(texts.segments.mappedEmpty)).toBeInTheDocument();
  });

  it("shows the editor.video link's error text for a link that is not one of the four forms", async () => {
    const { user } = await openEditor("/admin/services/new", texts.editor.newTitle);
    await user.type(screen.getByLabelText(texts.editor.videoUrl), "https://vimeo.com/123");
    await user.tab();
    expect(
      await screen.findByText("URL do vídeo inválida. Use um link do YouTube (ex: youtube.com/watch?v=ID ou youtu.be/ID)"),
    ).toBeInTheDocument();
    expect(screen.getByText(texts.editor.playerEmpty)).toBeInTheDocument();
  });

  it("shows 5 songs until the user types, then searches; offers creating a song only when no option matches ignoring case", async () => {
    editor.network.on("POST", "/api/admin/songs", ({ body }) =>
      jsonResponse(
        {
          song: catalogSong({ id: "f0000000-0000-4000-8000-000000000001", name: (body as { name: string }).name, createdAt: "2025-03-09T12:00:00.000Z" }),
        },
        201,
      ),
    );
    const { user } = await openEditor("/admin/services/new", texts.editor.newTitle);
    await user.click(screen.getByRole("combobox", { name: texts.segments.song }));
    const listbox = await screen.findByRole("listbox");
    await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(5));

    const search = screen.getByRole("combobox", { name: texts.segments.songSearchLabel });
    await user.type(search, "rei da glória");
    await waitFor(() => expect(editor.network.requestsTo("GET", "/api/admin/songs/options").some((r) => r.url.searchParams.get("search") === "rei da glória")).toBe(true));
    await screen.findByRole("option", { name: "Rei da Glória" });
    expect(screen.queryByRole("option", { name: /Criar música/ })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, "Nova Canção");
    await user.click(await screen.findByRole("option", { name: texts.segments.createSong("Nova Canção") }));
    await waitFor(() => expect(screen.getByRole("combobox", { name: texts.segments.song })).toHaveTextContent("Nova Canção"));
    expect(editor.network.requestsTo("POST", "/api/admin/songs")[0]?.body).toEqual({ name: "Nova Canção" });
  });

  it("says so when the song cannot be created", async () => {
    editor.network.on("POST", "/api/admin/songs", () =>
      jsonResponse({ error: { code: "duplicate_song", message: "Esta música já existe no catálogo." } }, 409),
    );
    const { user } = await openEditor("/admin/services/new", texts.editor.newTitle);
    await user.click(screen.getByRole("combobox", { name: texts.segments.song }));
    await user.type(await screen.findByRole("combobox", { name: texts.segments.songSearchLabel }), "Outra");
    await user.click(await screen.findByRole("option", { name: texts.segments.createSong("Outra") }));
    expect(await screen.findByText(texts.segments.songCreateError)).toBeInTheDocument();
  });

  it("locks the new-song flag for a song already marked as new", async () => {
    const { user } = await openEditor("/admin/services/new", texts.editor.newTitle);
    await pickSong(user, markedSong.name, "Marcada");
    const locked = screen.getByRole("checkbox", { name: texts.segments.alreadyNew });
    expect(locked).toBeChecked();
    expect(locked).toBeDisabled();
    expect(screen.queryByRole("checkbox", { name: texts.segments.markNew })).not.toBeInTheDocument();
  });

  it("asks to save the service before editing a new song's own musicians", async () => {
    const { user } = await openEditor("/admin/services/new", texts.editor.newTitle);
    await fillServiceFields(user);
    await waitForPlayer();
    await mapSong(user, "Mar Aberto", 10, 20);
    await user.click(screen.getByRole("button", { name: texts.segments.editMusicians("Mar Aberto") }));
    expect(await screen.findByText(texts.segments.saveServiceFirst)).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows 'Salvando...' while saving, then tells when the save fails and stays on the form", async () => {
    const answer = deferredResponse();
    editor.network.on("POST", "/api/admin/services", () => answer.promise);
    const { user, router } = await openEditor("/admin/services/new", texts.editor.newTitle);
    await fillServiceFields(user);
    await waitForPlayer();
    await mapSong(user, "Mar Aberto", 10, 20);
    await user.click(submitButton());
    expect(await screen.findByRole("button", { name: texts.editor.saving })).toBeDisabled();
    answer.release(
      jsonResponse({ error: { code: "validation_failed", message: "Dados inválidos.", issues: [{ path: "bandId", message: "Banda não encontrada." }] } }, 422),
    );
    // The band was deleted while the form was open: the spec's 'Erro de Referência', and the field says it too.
    expect(await screen.findByText(texts.references.bandDeleted)).toBeInTheDocument();
    expect(screen.getByText(texts.references.title)).toBeInTheDocument();
    expect(screen.getByText("Banda não encontrada.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin/services/new");
  });

  it("names the song deleted from the catalogue while the form was open ('Erro de Referência')", async () => {
    editor.network.on("POST", "/api/admin/services", () =>
      jsonResponse(
        {
          error: {
            code: "validation_failed",
            message: "Dados inválidos.",
            issues: [{ path: "segments.1.songCatalogId", message: "Música não encontrada no catálogo." }],
          },
        },
        422,
      ),
    );
    const { user } = await openEditor("/admin/services/new", texts.editor.newTitle);
    await fillServiceFields(user);
    await waitForPlayer();
    await mapSong(user, "Mar Aberto", 400, 650);
    await mapSong(user, "Rei da Glória", 95, 300);
    await user.click(submitButton());

    // The request sends the songs by start: the second one is 'Mar Aberto'.
    expect(await screen.findByText(texts.references.songDeleted("Mar Aberto"))).toBeInTheDocument();
    expect(screen.getByText(texts.references.title)).toBeInTheDocument();
    expect(screen.queryByText(texts.editor.saveError)).not.toBeInTheDocument();
  });

  it("says only that the save failed when nothing it names was deleted", async () => {
    editor.network.on("POST", "/api/admin/services", () => jsonResponse({ error: { code: "internal", message: "Erro interno." } }, 500));
    const { user } = await openEditor("/admin/services/new", texts.editor.newTitle);
    await fillServiceFields(user);
    await waitForPlayer();
    await mapSong(user, "Mar Aberto", 10, 20);
    await user.click(submitButton());
    expect(await screen.findByText(texts.editor.saveError)).toBeInTheDocument();
    expect(screen.queryByText(texts.references.title)).not.toBeInTheDocument();
  });
});

/** Types a time into 'Início' or 'Fim' as a volunteer would, replacing what was there. */
async function typeTime(user: UserEvent, label: string, typed: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, typed);
  await user.tab();
}

describe("times typed by hand (docs/decisions/425)", () => {
  it("maps and saves songs by typing their times when YouTube does not play the video here", async () => {
    vi.mocked(createPlayer).mockImplementation(() => Promise.reject(new VideoUnavailableError(150)));
    editor.network.on("POST", "/api/admin/services", () => jsonResponse(editorState(), 201));
    const { user } = await openEditor("/admin/services/new", texts.editor.newTitle);
    await fillServiceFields(user);

    expect(await screen.findByRole("alert")).toHaveTextContent(texts.editor.videoUnavailable);
    const link = screen.getByRole("link", { name: texts.editor.openOnYouTube("0:00") });
    expect(link).toHaveAttribute("href", "https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(link).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("button", { name: texts.segments.markStart })).toBeDisabled();

    await pickSong(user, "Mar Aberto");
    const add = screen.getByRole("button", { name: texts.segments.add });
    // An unreadable time is named under its field and does not count.
    await typeTime(user, texts.segments.start, "1:5");
    expect(screen.getByText(texts.segments.timeInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(texts.segments.start)).toHaveAttribute("aria-invalid", "true");
    await typeTime(user, texts.segments.start, "1:06:40");
    await typeTime(user, texts.segments.end, "62:05");
    expect(screen.queryByText(texts.segments.timeInvalid)).not.toBeInTheDocument();
    // End before start: refused as before.
    await user.click(add);
    expect(screen.getByText("O fim da música deve ser depois do início.")).toBeInTheDocument();
    await typeTime(user, texts.segments.end, "1:10:05");
    await user.click(add);
    expect(mappedRows()).toEqual(["1.Mar Aberto1:06:40 – 1:10:05"]);

    // Enter in a time field adds the song too.
    await pickSong(user, "Rei da Glória", "rei da glória");
    await typeTime(user, texts.segments.start, "1:35");
    await user.type(screen.getByLabelText(texts.segments.end), "5:00{Enter}");
    expect(mappedRows()).toEqual(["1.Rei da Glória1:35 – 5:00", "2.Mar Aberto1:06:40 – 1:10:05"]);

    // The link now opens the video where the mapping goes on: after the last song.
    expect(screen.getByRole("link", { name: texts.editor.openOnYouTube("1:10:05") })).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=4205s",
    );

    await user.click(submitButton());
    expect(await screen.findByText(texts.editor.saved)).toBeInTheDocument();
    const [request] = editor.network.requestsTo("POST", "/api/admin/services");
    expect((request?.body as ServiceInputBody).segments).toEqual([
      { songCatalogId: songOptions[0]!.id, startTime: 95, endTime: 300, isNew: false, musicalKey: null, tempo: null, musicians: null },
      { songCatalogId: songOptions[4]!.id, startTime: 4000, endTime: 4205, isNew: false, musicalKey: null, tempo: null, musicians: null },
    ]);
  });

  it("says so when the video stops playing after the player was ready, and links to YouTube at the player's time", async () => {
    let options: CreatePlayerOptions | undefined;
    vi.mocked(createPlayer).mockImplementation(async (_container, given) => {
      options = given;
      return editor.video.player;
    });
    const { user } = await openEditor("/admin/services/new", texts.editor.newTitle);
    await fillServiceFields(user);
    await waitForPlayer();
    editor.video.setTime(125.7);

    act(() => options?.onError?.(new VideoUnavailableError(101)));

    expect(await screen.findByText(texts.editor.videoUnavailable)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: texts.editor.openOnYouTube("2:05") })).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=125s",
    );
    expect(screen.getByRole("button", { name: texts.segments.markStart })).toBeDisabled();
    expect(editor.video.player.destroy).toHaveBeenCalled();
  });

  it("types times beside a working player, and refuses one past the video's end", async () => {
    const { user } = await openEditor("/admin/services/new", texts.editor.newTitle);
    await fillServiceFields(user);
    await waitForPlayer();
    await pickSong(user, "Mar Aberto");
    await markAt(user, 3500.4, texts.segments.markStart);
    expect(screen.getByLabelText(texts.segments.start)).toHaveValue("58:20");
    // The test player's video is an hour long.
    await typeTime(user, texts.segments.end, "1:00:01");
    await user.click(screen.getByRole("button", { name: texts.segments.add }));
    expect(screen.getByRole("alert")).toHaveTextContent("O vídeo tem 1:00:00: a música deve estar dentro dele.");
    await typeTime(user, texts.segments.end, "1:00:00");
    await user.click(screen.getByRole("button", { name: texts.segments.add }));
    expect(mappedRows()).toEqual(["1.Mar Aberto58:20 – 1:00:00"]);
  });
});

describe("the song picker's close names (docs/decisions/427)", () => {
  it("names a catalogue song written differently before offering to create the typed one, and uses it", async () => {
    const { user } = await openEditor("/admin/services/new", texts.editor.newTitle);
    await user.click(screen.getByRole("combobox", { name: texts.segments.song }));
    await user.type(await screen.findByRole("combobox", { name: texts.segments.songSearchLabel }), "Santo Espírito Vem");

    const warning = await screen.findByRole("option", { name: texts.segments.closeMatch(punctuatedSong.name) });
    const options = within(screen.getByRole("listbox")).getAllByRole("option").map((option) => option.textContent);
    expect(options.indexOf(texts.segments.closeMatch(punctuatedSong.name))).toBeLessThan(
      options.indexOf(texts.segments.createSong("Santo Espírito Vem")),
    );
    await user.click(warning);
    await waitFor(() => expect(screen.getByRole("combobox", { name: texts.segments.song })).toHaveTextContent(punctuatedSong.name));
    expect(editor.network.requestsTo("POST", "/api/admin/songs")).toHaveLength(0);
  });
});

describe("a song already marked new (docs/decisions/428)", () => {
  it("is not 'Nova' in a service that did not introduce it, and the form says which one did", async () => {
    editor.network.on("POST", "/api/admin/services", () => jsonResponse(editorState(), 201));
    const { user } = await openEditor("/admin/services/new", texts.editor.newTitle);
    await fillServiceFields(user);
    await waitForPlayer();
    await pickSong(user, markedSong.name, "Marcada");
    expect(screen.getByText(texts.segments.introducedIn("05/01/2025", agape.name))).toBeInTheDocument();
    await markAt(user, 10, texts.segments.markStart);
    await markAt(user, 200, texts.segments.markEnd);
    await user.click(screen.getByRole("button", { name: texts.segments.add }));

    expect(mappedRows()).toEqual(["1.Canção Marcada0:10 – 3:20"]);
    await user.click(submitButton());
    expect(await screen.findByText(texts.editor.saved)).toBeInTheDocument();
    const [request] = editor.network.requestsTo("POST", "/api/admin/services");
    expect((request?.body as ServiceInputBody).segments[0]).toMatchObject({ songCatalogId: markedSong.id, isNew: false });
  });

  it("is 'Nova' in the service that introduced it (its date and band)", async () => {
    const { user } = await openEditor("/admin/services/new", texts.editor.newTitle);
    await fillServiceFields(user);
    fireEvent.change(screen.getByLabelText(texts.editor.date), { target: { value: "2025-01-05" } });
    await waitForPlayer();
    await pickSong(user, markedSong.name, "Marcada");
    expect(screen.getByText(texts.segments.introducedHere)).toBeInTheDocument();
    await markAt(user, 10, texts.segments.markStart);
    await markAt(user, 200, texts.segments.markEnd);
    await user.click(screen.getByRole("button", { name: texts.segments.add }));
    expect(mappedRows()).toEqual(["1.Canção Marcada0:10 – 3:20Nova"]);
  });
});
