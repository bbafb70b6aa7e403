import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ServiceInputBody } from "@shared/schemas/services";
import { clearToasts } from "@/components/ui/use-toast";
import { createPlayer } from "@/lib/player";
import { deferredResponse, fakeNetwork, jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { renderApp } from "@/test-support/render-app";
import {
  agape,
  answerServicesBackground,
  createTestPlayer,
  editorState,
  listItem,
  listResponse,
  markedSong,
  musicians,
  savedServiceId,
  songOptions,
  stubBrowserGaps,
  type TestPlayer,
} from "./services-test-fixtures";
import { servicesTexts as texts } from "./texts";

vi.mock("@/lib/player", () => ({ createPlayer: vi.fn() }));

// These tests walk through whole screens as a user would, which takes a while in jsdom.
vi.setConfig({ testTimeout: 30_000 });

let network: FakeNetwork;
let video: TestPlayer;

beforeAll(async () => {
  await Promise.all([
    import("@/features/auth/require-session"),
    import("@/features/admin-shell/admin-layout"),
    import("./service-editor-page"),
    import("./services-page"),
  ]);
}, 30_000);

beforeEach(() => {
  stubBrowserGaps();
  network = fakeNetwork();
  answerServicesBackground(network, { [musicians.carla.id]: "Teclado", [musicians.duda.id]: "Cajón" });
  network.on("GET", "/api/admin/services", () => jsonResponse(listResponse([])));
  video = createTestPlayer();
  vi.mocked(createPlayer).mockImplementation(async () => video.player);
});

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

async function openEditor(url: string, heading: string | RegExp) {
  const app = renderApp(url);
  await screen.findByRole("heading", { name: heading, level: 1 }, { timeout: 5000 });
  return app;
}

const submitButton = () => screen.getByRole("button", { name: texts.editor.submit });

async function fillServiceFields(user: UserEvent) {
  fireEvent.change(screen.getByLabelText(texts.editor.date), { target: { value: "2025-03-09" } });
  fireEvent.change(screen.getByLabelText(texts.editor.time), { target: { value: "19:30" } });
  await user.click(screen.getByLabelText(texts.editor.videoUrl));
  await user.paste("https://youtu.be/dQw4w9WgXcQ");
  await user.click(screen.getByRole("combobox", { name: texts.editor.band }));
  await user.click(await screen.findByRole("option", { name: "Banda Ágape (2019)" }));
}

async function pickSong(user: UserEvent, name: string, typed?: string) {
  await user.click(screen.getByRole("combobox", { name: texts.segments.song }));
  if (typed) await user.type(await screen.findByRole("combobox", { name: texts.segments.songSearchLabel }), typed);
  await user.click(await screen.findByRole("option", { name }, { timeout: 3000 }));
}

async function markAt(user: UserEvent, seconds: number, button: string) {
  video.setTime(seconds);
  await user.click(screen.getByRole("button", { name: button }));
}

async function waitForPlayer() {
  await waitFor(() => expect(screen.getByRole("button", { name: texts.segments.markStart })).toBeEnabled());
}

const mappedRows = () =>
  within(screen.getByRole("list", { name: texts.segments.mappedTitle }))
    .getAllByRole("listitem")
    .map((item) => item.firstElementChild?.textContent);

describe("new service", () => {
  it("maps songs with the player's time and saves everything in one request", async () => {
    network.on("POST", "/api/admin/services", () => jsonResponse(editorState(), 201));
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
    expect(video.player.destroy).toHaveBeenCalled();

    const [request] = network.requestsTo("POST", "/api/admin/services");
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
    await pickSong(user, "Mar Aberto");
    await markAt(user, 80, texts.segments.markStart);
    await markAt(user, 80.9, texts.segments.markEnd);
    await user.click(screen.getByRole("button", { name: texts.segments.add }));
    expect(screen.getByRole("alert")).toHaveTextContent("O fim da música deve ser depois do início.");
    expect(screen.getByText(texts.segments.mappedEmpty)).toBeInTheDocument();
  });

  it("shows the video link's error text for a link that is not one of the four forms", async () => {
    const { user } = await openEditor("/admin/services/new", texts.editor.newTitle);
    await user.type(screen.getByLabelText(texts.editor.videoUrl), "https://vimeo.com/123");
    await user.tab();
    expect(
      await screen.findByText("URL do vídeo inválida. Use um link do YouTube (ex: youtube.com/watch?v=ID ou youtu.be/ID)"),
    ).toBeInTheDocument();
    expect(screen.getByText(texts.editor.playerEmpty)).toBeInTheDocument();
  });

  it("shows 5 songs until the user types, then searches; offers creating a song only when no option matches ignoring case", async () => {
    network.on("POST", "/api/admin/songs", ({ body }) =>
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
    await waitFor(() => expect(network.requestsTo("GET", "/api/admin/songs/options").some((r) => r.url.searchParams.get("search") === "rei da glória")).toBe(true));
    await screen.findByRole("option", { name: "Rei da Glória" });
    expect(screen.queryByRole("option", { name: /Criar música/ })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, "Nova Canção");
    await user.click(await screen.findByRole("option", { name: texts.segments.createSong("Nova Canção") }, { timeout: 3000 }));
    await waitFor(() => expect(screen.getByRole("combobox", { name: texts.segments.song })).toHaveTextContent("Nova Canção"));
    expect(network.requestsTo("POST", "/api/admin/songs")[0]?.body).toEqual({ name: "Nova Canção" });
  });

  it("says so when the song cannot be created", async () => {
    network.on("POST", "/api/admin/songs", () =>
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
    await pickSong(user, "Mar Aberto");
    await markAt(user, 10, texts.segments.markStart);
    await markAt(user, 20, texts.segments.markEnd);
    await user.click(screen.getByRole("button", { name: texts.segments.add }));
    await user.click(screen.getByRole("button", { name: texts.segments.editMusicians("Mar Aberto") }));
    expect(await screen.findByText(texts.segments.saveServiceFirst)).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows 'Salvando...' while saving, then tells when the save fails and stays on the form", async () => {
    const answer = deferredResponse();
    network.on("POST", "/api/admin/services", () => answer.promise);
    const { user, router } = await openEditor("/admin/services/new", texts.editor.newTitle);
    await fillServiceFields(user);
    await waitForPlayer();
    await pickSong(user, "Mar Aberto");
    await markAt(user, 10, texts.segments.markStart);
    await markAt(user, 20, texts.segments.markEnd);
    await user.click(screen.getByRole("button", { name: texts.segments.add }));
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

describe("editing a service", () => {
  const title = "Editar Culto: 09/03/2025 | Culto 19h";

  it("titles the screen with the date and the service label, lists the songs by start, and plays or pauses a row", async () => {
    network.on("GET", `/api/admin/services/${savedServiceId}`, () => jsonResponse(editorState()));
    const { user } = await openEditor(`/admin/services/${savedServiceId}`, title);
    expect(mappedRows()).toEqual(["1.Rei da Glória1:35 – 5:00", "2.Mar Aberto6:40 – 10:50"]);
    await waitForPlayer();

    await user.click(screen.getByRole("button", { name: texts.segments.playRow("Mar Aberto") }));
    expect(video.calls).toEqual(["seekTo:400", "play"]);
    await user.click(screen.getByRole("button", { name: texts.segments.playRow("Mar Aberto") }));
    expect(video.calls).toEqual(["seekTo:400", "play", "pause"]);
  });

  it("loads a row into the form, updates it with 'Atualizar Música', and cancels", async () => {
    network.on("GET", `/api/admin/services/${savedServiceId}`, () => jsonResponse(editorState()));
    network.on("PUT", `/api/admin/services/${savedServiceId}`, () => jsonResponse(editorState()));
    const { user } = await openEditor(`/admin/services/${savedServiceId}`, title);
    await waitForPlayer();
    await user.click(screen.getByRole("button", { name: texts.segments.load("Rei da Glória") }));
    expect(screen.getByRole("combobox", { name: texts.segments.song })).toHaveTextContent("Rei da Glória");
    expect(screen.getByLabelText(texts.segments.start)).toHaveValue("1:35");
    expect(screen.getByRole("button", { name: texts.segments.cancel })).toBeEnabled();
    await markAt(user, 500, texts.segments.markStart);
    await markAt(user, 560, texts.segments.markEnd);
    await user.click(screen.getByRole("button", { name: texts.segments.update }));
    expect(mappedRows()).toEqual(["1.Mar Aberto6:40 – 10:50", "2.Rei da Glória8:20 – 9:20"]);
    expect(screen.getByRole("button", { name: texts.segments.add })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: texts.segments.load("Mar Aberto") }));
    expect(screen.getByRole("button", { name: texts.segments.update })).toBeEnabled();
    await user.click(screen.getByRole("button", { name: texts.segments.cancel }));
    expect(screen.getByRole("button", { name: texts.segments.add })).toBeDisabled();
    expect(screen.getByLabelText(texts.segments.start)).toHaveValue("");
    expect(screen.queryByRole("button", { name: texts.segments.cancel })).not.toBeInTheDocument();

    await user.click(submitButton());
    await screen.findByText(texts.editor.saved);
    const body = network.requestsTo("PUT", `/api/admin/services/${savedServiceId}`)[0]?.body as ServiceInputBody;
    expect(body.segments.map((segment) => [segment.id, segment.startTime, segment.endTime])).toEqual([
      [editorState().segments[0]!.id, 400, 650],
      [editorState().segments[1]!.id, 500, 560],
    ]);
  });

  it("edits a song's own musicians: loads the service-wide list, removes with confirmation, adds with prefill and status", async () => {
    network.on("GET", `/api/admin/services/${savedServiceId}`, () => jsonResponse(editorState()));
    network.on("PUT", `/api/admin/services/${savedServiceId}`, () => jsonResponse(editorState()));
    const { user } = await openEditor(`/admin/services/${savedServiceId}`, title);
    await user.click(screen.getByRole("button", { name: texts.segments.editMusicians("Rei da Glória") }));
    const dialog = await screen.findByRole("dialog", { name: texts.lineup.songDialogTitle("Rei da Glória") });
    expect(within(dialog).getByText(texts.lineup.songDialogDescription)).toBeInTheDocument();
    const names = () => within(dialog).queryAllByRole("row").slice(1).map((row) => within(row).getAllByRole("cell")[0]?.textContent);
    expect(names()).toEqual(["Ana Lima", "Bruno Reis"]);

    await user.click(within(dialog).getByRole("button", { name: texts.lineup.removeMusician("Bruno Reis") }));
    const confirm = await screen.findByRole("alertdialog", { name: texts.lineup.removeTitle });
    expect(within(confirm).getByText("Tem certeza que deseja remover o músico Bruno Reis?")).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: texts.confirm.confirm }));
    expect(names()).toEqual(["Ana Lima"]);

    await user.click(within(dialog).getByRole("combobox", { name: texts.lineup.addMusician }));
    const picker = await screen.findByRole("listbox");
    // Only musicians not in the lineup are offered.
    expect(within(picker).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Bruno ReisBaixo",
      "Carla DiasTeclado",
      "Duda MeloBateria",
    ]);
    await user.click(within(picker).getByRole("option", { name: /Carla Dias/ }));
    await waitFor(() => expect(names()).toEqual(["Ana Lima", "Carla Dias"]));
    expect(within(dialog).getByRole("textbox", { name: texts.lineup.instrumentLabel("Carla Dias") })).toHaveValue("Teclado");
    const carlaRow = within(dialog).getAllByRole("row")[2] as HTMLElement;
    expect(within(carlaRow).getByText("Multi banda")).toBeInTheDocument();
    expect(network.requestsTo("GET", "/api/admin/services/instrument-hint")[0]?.url.searchParams.get("before")).toBe("2025-03-09");

    await user.click(within(dialog).getByRole("button", { name: texts.lineup.save }));
    expect(await screen.findByText(texts.lineup.songSaved)).toBeInTheDocument();
    expect(screen.getByText(texts.segments.specificBadge)).toBeInTheDocument();

    await user.click(submitButton());
    await screen.findByText(texts.editor.saved);
    const body = network.requestsTo("PUT", `/api/admin/services/${savedServiceId}`)[0]?.body as ServiceInputBody;
    expect(body.segments[0]?.musicians).toEqual([
      { musicianId: musicians.ana.id, instrument: "Vocal", isSubstitute: false, isGlobal: false },
      { musicianId: musicians.carla.id, instrument: "Teclado", isSubstitute: true, isGlobal: false },
    ]);
    expect(body.segments[1]?.musicians).toBeNull();
  });

  it("edits the service-wide musicians: a non-member joins as substitute, the band table shows it, songs with their own lineup get it too", async () => {
    const state = editorState();
    state.segments[1] = {
      ...state.segments[1]!,
      hasSpecificMusicians: true,
      musicians: [{ musicianId: musicians.carla.id, name: "Carla Dias", isMultibanda: true, instrument: "Piano", isSubstitute: true, isGlobal: false }],
    };
    network.on("GET", `/api/admin/services/${savedServiceId}`, () => jsonResponse(state));
    network.on("PUT", `/api/admin/services/${savedServiceId}`, () => jsonResponse(state));
    const { user } = await openEditor(`/admin/services/${savedServiceId}`, title);

    await user.click(screen.getByRole("button", { name: texts.lineup.edit }));
    const dialog = await screen.findByRole("dialog", { name: texts.lineup.serviceDialogTitle });
    await user.click(within(dialog).getByRole("combobox", { name: texts.lineup.addMusician }));
    await user.click(await screen.findByRole("option", { name: /Duda Melo/ }));
    await waitFor(() => expect(within(dialog).getByRole("textbox", { name: texts.lineup.instrumentLabel("Duda Melo") })).toHaveValue("Cajón"));
    await user.click(within(dialog).getByRole("button", { name: texts.lineup.save }));
    expect(await screen.findByText(texts.lineup.serviceSaved)).toBeInTheDocument();

    const band = screen.getByRole("table", { name: "" }) as HTMLElement;
    const dudaRow = within(band).getByRole("cell", { name: "Duda Melo" }).closest("tr") as HTMLElement;
    expect(within(dudaRow).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["Duda Melo", "Cajón", "Substituto"]);
    expect(screen.getByText(texts.lineup.musicianCount(3))).toBeInTheDocument();

    await user.click(submitButton());
    await screen.findByText(texts.editor.saved);
    const body = network.requestsTo("PUT", `/api/admin/services/${savedServiceId}`)[0]?.body as ServiceInputBody;
    expect(body.musicians?.map((entry) => [entry.musicianId, entry.instrument, entry.isSubstitute])).toEqual([
      [musicians.ana.id, "Vocal", false],
      [musicians.bruno.id, "Baixo", false],
      [musicians.duda.id, "Cajón", true],
    ]);
    // The song with its own lineup keeps Carla and receives the new service-wide list.
    expect(body.segments[0]?.musicians?.map((entry) => entry.musicianId)).toEqual([
      musicians.ana.id,
      musicians.bruno.id,
      musicians.duda.id,
      musicians.carla.id,
    ]);
    expect(body.segments[1]?.musicians).toBeNull();
  });

  it("shows the dialog's empty text when everyone is removed", async () => {
    network.on("GET", `/api/admin/services/${savedServiceId}`, () => jsonResponse(editorState()));
    const { user } = await openEditor(`/admin/services/${savedServiceId}`, title);
    await user.click(screen.getByRole("button", { name: texts.lineup.edit }));
    const dialog = await screen.findByRole("dialog", { name: texts.lineup.serviceDialogTitle });
    for (const name of ["Ana Lima", "Bruno Reis"]) {
      await user.click(within(dialog).getByRole("button", { name: texts.lineup.removeMusician(name) }));
      await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: texts.confirm.confirm }));
    }
    expect(within(dialog).getByText(texts.lineup.dialogEmpty)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: texts.lineup.cancel }));
    // Cancelled: nothing changed.
    expect(screen.getByText(texts.lineup.musicianCount(2))).toBeInTheDocument();
  });

  it("'Voltar' returns to the list as it was (search and page), like the browser's back button", async () => {
    network.on("GET", "/api/admin/services", (request) =>
      jsonResponse(listResponse([listItem({ id: savedServiceId })], 45, Number(request.url.searchParams.get("page") ?? 1))),
    );
    network.on("GET", `/api/admin/services/${savedServiceId}`, () => jsonResponse(editorState()));
    const listUrl = "/admin/services?search=%C3%A1gape&page=2";
    const { user, router } = renderApp(listUrl);
    await user.click(await screen.findByRole("link", { name: /Editar culto/ }, { timeout: 5000 }));
    await screen.findByRole("heading", { name: title, level: 1 }, { timeout: 5000 });

    await user.click(screen.getByRole("button", { name: texts.editor.back }));
    await screen.findByRole("heading", { name: texts.list.title, level: 1 });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(listUrl);
    expect(screen.getByPlaceholderText(texts.list.searchPlaceholder)).toHaveValue("ágape");
  });

  it("warns before leaving with unsaved changes, in the app and in the browser", async () => {
    network.on("GET", `/api/admin/services/${savedServiceId}`, () => jsonResponse(editorState()));
    const { user, router } = await openEditor(`/admin/services/${savedServiceId}`, title);

    // Nothing changed yet: leaving is free.
    const clean = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    await user.click(screen.getByRole("button", { name: texts.segments.remove("Mar Aberto") }));
    const confirm = await screen.findByRole("alertdialog", { name: texts.segments.removeTitle });
    expect(within(confirm).getByText(texts.segments.removeDescription)).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: texts.confirm.delete }));
    expect(mappedRows()).toEqual(["1.Rei da Glória1:35 – 5:00"]);

    const dirty = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);

    await user.click(screen.getByRole("button", { name: texts.editor.back }));
    const warning = await screen.findByRole("alertdialog", { name: texts.editor.leaveTitle });
    expect(within(warning).getByText("Você tem alterações não salvas. Tem certeza que deseja sair da página?")).toBeInTheDocument();
    await user.click(within(warning).getByRole("button", { name: texts.editor.stay }));
    expect(router.state.location.pathname).toBe(`/admin/services/${savedServiceId}`);

    await user.click(screen.getByRole("button", { name: texts.editor.back }));
    await user.click(within(await screen.findByRole("alertdialog", { name: texts.editor.leaveTitle })).getByRole("button", { name: texts.editor.leave }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/services"));
  });

  it("says 'Culto não encontrado' for an unknown service", async () => {
    network.on("GET", `/api/admin/services/${savedServiceId}`, () =>
      jsonResponse({ error: { code: "not_found", message: "Culto não encontrado" } }, 404),
    );
    renderApp(`/admin/services/${savedServiceId}`);
    expect(await screen.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(texts.editor.notFound);
    expect(screen.getByRole("button", { name: texts.editor.back })).toBeInTheDocument();
  });
});
