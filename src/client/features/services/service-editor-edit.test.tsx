import { screen, waitFor, within } from "@testing-library/react";
import { format } from "date-fns";
import { describe, expect, it, vi } from "vitest";
import type { ServiceInputBody } from "@shared/schemas/services";
import { jsonResponse } from "@/test-support/fake-network";
import {
  mappedRows,
  markAt,
  openEditor,
  serviceEditorSuite,
  submitButton,
  waitForPlayer,
} from "@/test-support/service-editor-harness";
import { editorState, listItem, listResponse, musicians, savedServiceId } from "@/test-support/services-fixtures";
import { renderApp } from "@/test-support/render-app";
import { servicesTexts as texts } from "./texts";

// Only createPlayer is replaced: the form tells a video that cannot play by the real VideoUnavailableError.
vi.mock(import("@/lib/player"), async (importOriginal) => ({ ...(await importOriginal()), createPlayer: vi.fn() }));

// These tests walk through whole screens as a user would, which takes a while in jsdom.
vi.setConfig({ testTimeout: 30_000 });

const editor = serviceEditorSuite();

describe("editing a service", () => {
  const title = "Editar Culto: 09/03/2025 | Culto 19h";

  it("titles the screen with the date and the service label, lists the songs by start, and plays or pauses a row", async () => {
    editor.network.on("GET", `/api/admin/services/${savedServiceId}`, () => jsonResponse(editorState()));
    const { user } = await openEditor(`/admin/services/${savedServiceId}`, title);
    expect(mappedRows()).toEqual(["1.Rei da Glória1:35 – 5:00", "2.Mar Aberto6:40 – 10:50"]);
    await waitForPlayer();

    await user.click(screen.getByRole("button", { name: texts.segments.playRow("Mar Aberto") }));
    expect(editor.video.calls).toEqual(["seekTo:400", "play"]);
    await user.click(screen.getByRole("button", { name: texts.segments.playRow("Mar Aberto") }));
    expect(editor.video.calls).toEqual(["seekTo:400", "play", "pause"]);
  });

  it("says who created the service and who changed it last", async () => {
    const authorship = {
      created: { by: "Maria Souza", at: "2025-03-09T23:10:00.000Z" },
      lastChanged: { by: "Pedro Alves", at: "2025-03-10T12:45:00.000Z" },
    };
    editor.network.on("GET", `/api/admin/services/${savedServiceId}`, () => jsonResponse(editorState({ authorship })));
    await openEditor(`/admin/services/${savedServiceId}`, title);
    const when = (at: string) => format(new Date(at), "dd/MM/yyyy HH:mm");
    expect(screen.getByText(texts.editor.createdBy("Maria Souza", when(authorship.created.at)))).toBeInTheDocument();
    expect(screen.getByText(texts.editor.lastChangedBy("Pedro Alves", when(authorship.lastChanged.at)))).toBeInTheDocument();
  });

  it("shows no authorship for a service older than the history", async () => {
    editor.network.on("GET", `/api/admin/services/${savedServiceId}`, () => jsonResponse(editorState()));
    await openEditor(`/admin/services/${savedServiceId}`, title);
    expect(screen.queryByTestId("service-authorship")).not.toBeInTheDocument();
  });

  it("loads a row into the form, updates it with 'Atualizar Música', and cancels", async () => {
    editor.network.on("GET", `/api/admin/services/${savedServiceId}`, () => jsonResponse(editorState()));
    editor.network.on("PUT", `/api/admin/services/${savedServiceId}`, () => jsonResponse(editorState()));
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
    const body = editor.network.requestsTo("PUT", `/api/admin/services/${savedServiceId}`)[0]?.body as ServiceInputBody;
    expect(body.segments.map((segment) => [segment.id, segment.startTime, segment.endTime])).toEqual([
      [editorState().segments[0]!.id, 400, 650],
      [editorState().segments[1]!.id, 500, 560],
    ]);
  });

  it("edits a song's own musicians: loads the service-wide list, removes with confirmation, adds with prefill and status", async () => {
    editor.network.on("GET", `/api/admin/services/${savedServiceId}`, () => jsonResponse(editorState()));
    editor.network.on("PUT", `/api/admin/services/${savedServiceId}`, () => jsonResponse(editorState()));
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
    expect(editor.network.requestsTo("GET", "/api/admin/services/instrument-hint")[0]?.url.searchParams.get("before")).toBe("2025-03-09");

    await user.click(within(dialog).getByRole("button", { name: texts.lineup.save }));
    expect(await screen.findByText(texts.lineup.songSaved)).toBeInTheDocument();
    expect(screen.getByText(texts.segments.specificBadge)).toBeInTheDocument();

    await user.click(submitButton());
    await screen.findByText(texts.editor.saved);
    const body = editor.network.requestsTo("PUT", `/api/admin/services/${savedServiceId}`)[0]?.body as ServiceInputBody;
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
    editor.network.on("GET", `/api/admin/services/${savedServiceId}`, () => jsonResponse(state));
    editor.network.on("PUT", `/api/admin/services/${savedServiceId}`, () => jsonResponse(state));
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
    const body = editor.network.requestsTo("PUT", `/api/admin/services/${savedServiceId}`)[0]?.body as ServiceInputBody;
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
    editor.network.on("GET", `/api/admin/services/${savedServiceId}`, () => jsonResponse(editorState()));
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
    editor.network.on("GET", "/api/admin/services", (request) =>
      jsonResponse(listResponse([listItem({ id: savedServiceId })], 45, Number(request.url.searchParams.get("page") ?? 1))),
    );
    editor.network.on("GET", `/api/admin/services/${savedServiceId}`, () => jsonResponse(editorState()));
    const listUrl = "/admin/services?search=%C3%A1gape&page=2";
    const { user, router } = renderApp(listUrl);
    await user.click(await screen.findByRole("link", { name: /Editar culto/ }));
    await screen.findByRole("heading", { name: title, level: 1 });

    await user.click(screen.getByRole("button", { name: texts.editor.back }));
    await screen.findByRole("heading", { name: texts.list.title, level: 1 });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(listUrl);
    expect(screen.getByPlaceholderText(texts.list.searchPlaceholder)).toHaveValue("ágape");
  });

  it("warns before leaving with unsaved changes, in the app and in the browser", async () => {
    editor.network.on("GET", `/api/admin/services/${savedServiceId}`, () => jsonResponse(editorState()));
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
    editor.network.on("GET", `/api/admin/services/${savedServiceId}`, () =>
      jsonResponse({ error: { code: "not_found", message: "Culto não encontrado" } }, 404),
    );
    renderApp(`/admin/services/${savedServiceId}`);
    expect(await screen.findByRole("alert")).toHaveTextContent(texts.editor.notFound);
    expect(screen.getByRole("button", { name: texts.editor.back })).toBeInTheDocument();
  });
});
