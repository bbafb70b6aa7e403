import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RecordingProposal } from "@shared/schemas/recording";
import type { ServiceInputBody } from "@shared/schemas/services";
import { AppProviders } from "@/app-providers";
import { jsonResponse } from "@/test-support/fake-network";
import { fakeStreamedUploads, type FakeStreamedRequest } from "@/test-support/fake-streamed-upload";
import { fillServiceFields, mappedRows, openEditor, serviceEditorSuite, submitButton, waitForPlayer } from "@/test-support/service-editor-harness";
import { editorState, songOptions } from "@/test-support/services-fixtures";
import { RecordingDialog } from "./recording-dialog";
import { recordingTexts as texts } from "./recording-texts";
import { servicesTexts } from "./texts";

// Only createPlayer is replaced, as in the editor's other tests.
vi.mock(import("@/lib/player"), async (importOriginal) => ({ ...(await importOriginal()), createPlayer: vi.fn() }));

// The form-level test walks through the whole editor, which takes a while in jsdom.
vi.setConfig({ testTimeout: 30_000 });

const editor = serviceEditorSuite();

const ANALYSIS_ID = "5d0c6a57-3c1e-4f7b-9a55-0d6f4b1e2c3a";
const [reiDaGloria, , , paiDeAmor] = songOptions;

const proposal = (start: number, end: number, song: { id: string; name: string } | null, key: string | null, bpm: number | null): RecordingProposal => ({
  start,
  end,
  songId: song?.id ?? null,
  songName: song?.name ?? null,
  key,
  bpm,
  confidence: song ? 0.9 : 0.2,
});

/** What the analysis of the test's recording proposes: two songs it knows and one it does not. */
const proposals = [proposal(60, 300, reiDaGloria!, "G", 72), proposal(320, 500, null, null, null), proposal(600, 900, paiDeAmor!, "bb", 300)];
const result = { type: "result", analysisId: ANALYSIS_ID, durationSeconds: 5400, segments: proposals };

const recordingFile = () => new File(["som"], "culto 9 de março.mp3", { type: "audio/mpeg" });

let uploads: ReturnType<typeof fakeStreamedUploads>;
beforeEach(() => {
  uploads = fakeStreamedUploads();
  // jsdom has no object URLs: the dialog reads the chosen file's length through one.
  Object.assign(URL, { createObjectURL: vi.fn(() => "blob:gravacao"), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  Reflect.deleteProperty(URL, "createObjectURL");
  Reflect.deleteProperty(URL, "revokeObjectURL");
});

function renderDialog(options: { videoDuration?: number | null } = {}) {
  const onUse = vi.fn();
  // Past the picker's own filter: as a user who picks 'Todos os arquivos' in the system's window.
  const user = userEvent.setup({ applyAccept: false });
  render(
    <AppProviders>
      <RecordingDialog open onOpenChange={vi.fn()} videoDuration={options.videoDuration ?? null} onUse={onUse} />
    </AppProviders>,
  );
  return { user, onUse, dialog: screen.getByRole("dialog", { name: texts.title }) };
}

/** Chooses the file and hands back the upload it started. */
async function choose(user: ReturnType<typeof userEvent.setup>, file: File): Promise<FakeStreamedRequest> {
  await user.upload(screen.getByLabelText(texts.fileLabel), file);
  return uploads.last();
}

const progressText = () => screen.getByRole("progressbar", { name: texts.progressLabel }).nextElementSibling?.textContent;
const proposalRows = () =>
  within(screen.getByRole("list", { name: texts.proposalsLabel }))
    .getAllByRole("listitem")
    .map((row) => row.querySelector("p")?.textContent);

describe("'Analisar gravação' (issue 43)", () => {
  it("says so when the file chosen is no recording, and sends nothing", async () => {
    const { user, dialog } = renderDialog();
    expect(within(dialog).getByLabelText(texts.fileLabel)).toHaveAccessibleDescription(texts.fileHint);
    await user.upload(screen.getByLabelText(texts.fileLabel), new File(["x"], "repertório.pdf", { type: "application/pdf" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(texts.wrongKind("repertório.pdf"));
    expect(uploads.requests).toHaveLength(0);
  });

  it("sends the file, follows the upload and the analysis, then lists the proposals on the video's clock", async () => {
    const { user, onUse } = renderDialog();
    const file = recordingFile();
    const upload = await choose(user, file);
    expect(upload.method).toBe("POST");
    expect(upload.url.pathname).toBe("/api/admin/services/recording");
    expect(upload.url.searchParams.get("name")).toBe("culto 9 de março.mp3");
    expect(upload.headers["content-type"]).toBe("audio/mpeg");
    expect(upload.body).toBe(file);

    upload.sent(450, 1000);
    expect(progressText()).toBe(texts.sending(45));
    expect(screen.getByRole("progressbar", { name: texts.progressLabel })).toHaveAttribute("aria-valuenow", "45");
    // The browser read the recording's length from the file itself.
    const media = document.querySelector("video")!;
    Object.defineProperty(media, "duration", { value: 5400 });
    fireEvent.loadedMetadata(media);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:gravacao");
    upload.uploaded();
    expect(progressText()).toBe(texts.analysing);
    upload.lines({ type: "progress", seconds: 750 });
    expect(progressText()).toBe("Analisando… 12:30 de 1:30:00");

    upload.lines(result);
    upload.end();
    expect(await screen.findByText("3 músicas propostas.")).toBeInTheDocument();
    expect(proposalRows()).toEqual(["1:00–5:00Rei da Glória", "5:20–8:20Música não reconhecida", "10:00–15:00Pai de Amor"]);
    const rows = within(screen.getByRole("list", { name: texts.proposalsLabel })).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("Tom: G");
    expect(rows[0]).toHaveTextContent("BPM: 72");
    // A tempo past the field's range is the nearest it takes; a key as musicians write it.
    expect(rows[2]).toHaveTextContent("Tom: Bb");
    expect(rows[2]).toHaveTextContent("BPM: 250");
    expect(screen.getByRole("checkbox", { name: texts.includeLabel("1:00") })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: texts.includeLabel("5:20") })).toBeDisabled();

    // The recording started 65 s before the video: every time moves back; the first song is cut at 0:00.
    await user.clear(screen.getByLabelText(texts.offsetLabel));
    await user.type(screen.getByLabelText(texts.offsetLabel), "65");
    expect(proposalRows()).toEqual(["0:00–3:55Rei da Glória", "4:15–7:15Música não reconhecida", "8:55–13:55Pai de Amor"]);

    // The unknown song is picked, and a named one left out.
    await user.click(screen.getByRole("combobox", { name: texts.songLabel("4:15") }));
    await user.click(await screen.findByRole("option", { name: "Mar Aberto" }));
    expect(screen.getByRole("checkbox", { name: texts.includeLabel("4:15") })).toBeChecked();
    await user.click(screen.getByRole("checkbox", { name: texts.includeLabel("8:55") }));
    await user.click(screen.getByRole("button", { name: texts.addSelected }));

    expect(onUse).toHaveBeenCalledWith(
      [
        expect.objectContaining({ songCatalogId: reiDaGloria!.id, songName: "Rei da Glória", startTime: 0, endTime: 235, musicalKey: "G", tempo: 72 }),
        expect.objectContaining({ songCatalogId: songOptions[4]!.id, songName: "Mar Aberto", startTime: 255, endTime: 435, musicalKey: null, tempo: null }),
      ],
      { analysisId: ANALYSIS_ID, offsetSeconds: 65 },
    );
  });

  it("says when the recording has no song", async () => {
    const { user } = renderDialog();
    const upload = await choose(user, recordingFile());
    upload.uploaded();
    upload.lines({ ...result, segments: [] });
    upload.end();
    expect(await screen.findByText(texts.found(0))).toHaveTextContent("Nenhuma música encontrada na gravação.");
    expect(screen.queryByRole("button", { name: texts.acceptAll })).not.toBeInTheDocument();
  });

  it("shows the server's refusal as it says it", async () => {
    const { user } = renderDialog();
    const upload = await choose(user, recordingFile());
    upload.respond(422, { error: { code: "recording_silent", message: "A gravação não tem som que possa ser analisado." } });
    expect(await screen.findByRole("alert")).toHaveTextContent("A gravação não tem som que possa ser analisado.");
    // The administrator can choose again.
    expect(screen.getByLabelText(texts.fileLabel)).toBeInTheDocument();
  });

  it("shows the analysis' error line, and a broken connection in words", async () => {
    const { user } = renderDialog();
    let upload = await choose(user, recordingFile());
    upload.lines({ type: "progress", seconds: 30 }, { type: "error", code: "recording_truncated", message: "A gravação termina no meio: o arquivo está incompleto." });
    expect(await screen.findByRole("alert")).toHaveTextContent("A gravação termina no meio: o arquivo está incompleto.");

    upload = await choose(user, recordingFile());
    upload.fail();
    expect(await screen.findByRole("alert")).toHaveTextContent(texts.networkFailed);
  });

  it("cancels the analysis under way and offers to choose again", async () => {
    const { user } = renderDialog();
    const upload = await choose(user, recordingFile());
    upload.sent(100, 1000);
    await user.click(screen.getByRole("button", { name: texts.cancelAnalysis }));
    expect(upload.aborted).toBe(true);
    expect(screen.getByRole("status")).toHaveTextContent(texts.cancelled);
    expect(screen.getByLabelText(texts.fileLabel)).toBeInTheDocument();
  });

  it("adds every named proposal to 'Músicas Mapeadas' with 'Aceitar todas', and saves the analysis with the service", async () => {
    editor.network.on("POST", "/api/admin/services", () => jsonResponse(editorState(), 201));
    const { user } = await openEditor("/admin/services/new", servicesTexts.editor.newTitle);
    await fillServiceFields(user);
    await waitForPlayer();
    await user.click(screen.getByRole("button", { name: texts.button }));
    const dialog = await screen.findByRole("dialog", { name: texts.title });
    await user.upload(within(dialog).getByLabelText(texts.fileLabel), recordingFile());
    const upload = uploads.last();
    upload.uploaded();
    upload.lines(result);
    upload.end();
    await user.click(await within(dialog).findByRole("button", { name: texts.acceptAll }));

    await waitFor(() => expect(screen.queryByRole("dialog", { name: texts.title })).not.toBeInTheDocument());
    expect(mappedRows()).toEqual(["1.Rei da Glória1:00 – 5:00· Tom G · 72 BPM", "2.Pai de Amor10:00 – 15:00· Tom Bb · 250 BPM"]);
    await user.click(submitButton());
    await waitFor(() => expect(editor.network.requestsTo("POST", "/api/admin/services")).toHaveLength(1));
    const body = editor.network.requestsTo("POST", "/api/admin/services")[0]?.body as ServiceInputBody;
    expect(body.segments.map(({ songCatalogId, musicalKey, tempo }) => [songCatalogId, musicalKey, tempo])).toEqual([
      [reiDaGloria!.id, "G", 72],
      [paiDeAmor!.id, "Bb", 250],
    ]);
    expect(body.recording).toEqual({ analysisId: ANALYSIS_ID, offsetSeconds: 0 });
  });
});
