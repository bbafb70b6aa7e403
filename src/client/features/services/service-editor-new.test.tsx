import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ServiceInputBody } from "@shared/schemas/services";
import { createPlayer } from "@/lib/player";
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
import { agape, editorState, markedSong, musicians, songOptions } from "@/test-support/services-fixtures";
import { servicesTexts as texts } from "./texts";

vi.mock("@/lib/player", () => ({ createPlayer: vi.fn() }));

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
    expect(createPlayer).toHaveBeenCalledWith(expect.any(HTMLElement), { videoId: "dQw4w9WgXcQ" });
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
    await user.click(screen.getByRole("button", { name: texts.segments.add }));

    // Sorted by start and numbered.
    expect(mappedRows()).toEqual(["1.Rei da Glória1:35 – 5:00Nova", "2.Mar Aberto6:40 – 10:50"]);
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
        { songCatalogId: songOptions[0]!.id, startTime: 95, endTime: 300, isNew: true, musicians: null },
        { songCatalogId: songOptions[4]!.id, startTime: 400, endTime: 650, isNew: false, musicians: null },
      ],
      musicians: [
        { musicianId: musicians.ana.id, instrument: "Vocal", isSubstitute: false, isGlobal: true },
        { musicianId: musicians.bruno.id, instrument: "Baixo, Vocal", isSubstitute: false, isGlobal: true },
      ],
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
          song: {
            id: "f0000000-0000-4000-8000-000000000001",
            name: (body as { name: string }).name,
            newMarkedAt: null,
            introducedBy: null,
            author: null,
            chordFile: null,
            lyrics: null,
            performanceCount: 0,
            viewCount: 0,
            firstPlayedAt: null,
            lastPlayedAt: null,
            createdAt: "2025-03-09T12:00:00.000Z",
          },
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
    await user.click(await screen.findByRole("option", { name: texts.segments.createSong("Nova Canção") }, { timeout: 3000 }));
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
    await user.click(await screen.findByRole("option", { name: texts.segments.createSong("Outra") }, { timeout: 3000 }));
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
    expect(await screen.findByText(texts.editor.saveError)).toBeInTheDocument();
    expect(screen.getByText("Banda não encontrada.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin/services/new");
  });
});
