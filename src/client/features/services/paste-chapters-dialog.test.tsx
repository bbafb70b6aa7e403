import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ServiceInputBody } from "@shared/schemas/services";
import { jsonResponse } from "@/test-support/fake-network";
import { fillServiceFields, mappedRows, openEditor, serviceEditorSuite, submitButton, waitForPlayer } from "@/test-support/service-editor-harness";
import { editorState, songOptions } from "@/test-support/services-fixtures";
import { pasteChaptersTexts } from "./paste-chapters-texts";
import { servicesTexts as texts } from "./texts";

// Only createPlayer is replaced, as in the editor's other tests.
vi.mock(import("@/lib/player"), async (importOriginal) => ({ ...(await importOriginal()), createPlayer: vi.fn() }));

// These tests walk through whole screens as a user would, which takes a while in jsdom.
vi.setConfig({ testTimeout: 30_000 });

const editor = serviceEditorSuite();

describe("pasted chapters ('Colar capítulos')", () => {
  it("reads a chapter written author first as the catalogue knows it", async () => {
    // The catalogue's answer for each name asked ('Colar capítulos'; docs/decisions/440).
    const catalogue: Record<string, (typeof songOptions)[number]> = { "Mar Aberto": songOptions[4]!, "Pai de Amor": songOptions[3]! };
    editor.network.on("POST", "/api/admin/songs/matches", (request) =>
      jsonResponse({
        matches: (request.body as { names: string[] }).names.map((name) => (catalogue[name] ? { ...catalogue[name], author: null, similarity: 1 } : null)),
      }),
    );
    const { user } = await openEditor("/admin/services/new", texts.editor.newTitle);
    await fillServiceFields(user);
    await waitForPlayer();
    await user.click(screen.getByRole("button", { name: pasteChaptersTexts.button }));
    const dialog = await screen.findByRole("dialog", { name: pasteChaptersTexts.title });
    await user.click(within(dialog).getByLabelText(pasteChaptersTexts.textLabel));
    await user.paste("0:00 Abertura\n1:00 Fernandinho | Mar Aberto\n5:00 Pai de Amor - Ministério Koinonya\n9:00 Pregação");

    await waitFor(() => expect(within(dialog).getByRole("combobox", { name: pasteChaptersTexts.songLabel("1:00") })).toHaveTextContent("Mar Aberto"));
    expect(within(dialog).getByRole("combobox", { name: pasteChaptersTexts.songLabel("5:00") })).toHaveTextContent("Pai de Amor");
    // Each name as written first, then the other reading of the titles in two parts.
    expect(editor.network.requestsTo("POST", "/api/admin/songs/matches").at(-1)?.body).toEqual({ names: ["Fernandinho", "Pai de Amor", "Mar Aberto", "Ministério Koinonya"] });
    await user.click(within(dialog).getByRole("button", { name: pasteChaptersTexts.use }));
    expect(mappedRows()).toEqual(["1.Mar Aberto1:00 – 5:00", "2.Pai de Amor5:00 – 9:00"]);
  });

  it("reads as the church's earlier previews said, and saves what this one says with the service (decision 485)", async () => {
    // The church said before that "Momento Missões" is no song; "Pai de Amor" is in the catalogue.
    editor.network.on("GET", "/api/admin/services/chapter-verdicts", () => jsonResponse({ verdicts: [{ key: "momento missoes", isSong: false }] }));
    editor.network.on("POST", "/api/admin/songs/matches", (request) =>
      jsonResponse({ matches: (request.body as { names: string[] }).names.map((name) => (name === "Pai de Amor" ? { ...songOptions[3]!, author: null, similarity: 1 } : null)) }),
    );
    editor.network.on("POST", "/api/admin/services", () => jsonResponse(editorState(), 201));
    const { user } = await openEditor("/admin/services/new", texts.editor.newTitle);
    await fillServiceFields(user);
    await waitForPlayer();
    await user.click(screen.getByRole("button", { name: pasteChaptersTexts.button }));
    const dialog = await screen.findByRole("dialog", { name: pasteChaptersTexts.title });
    await user.click(within(dialog).getByLabelText(pasteChaptersTexts.textLabel));
    await user.paste(
      ["0:00 Momento Missões – Angola", "2:00 Pai de Amor", "5:00 Esquenta da Galera", "8:00 Louvor e Adoração", "12:00 Aleluia", "15:00 Pai de Amor (reprise)", "18:00 Pregação"].join("\n"),
    );

    const status = await within(dialog).findByRole("status");
    await waitFor(() => expect(status).toHaveTextContent("4 músicas encontradas, 2 novas no catálogo."));
    const leftOut = () => within(dialog).getByRole("heading", { name: pasteChaptersTexts.skippedTitle }).parentElement!;
    expect(leftOut()).toHaveTextContent("0:00 Momento Missões – Angola — removido antes nesta igreja");
    expect(leftOut()).toHaveTextContent("8:00 Louvor e Adoração — não é música");

    // Remove a part of the service read as a new song, and a catalogue song's reprise; take a block in.
    await user.click(within(dialog).getByRole("button", { name: pasteChaptersTexts.remove("Esquenta da Galera") }));
    await user.click(within(dialog).getByRole("button", { name: pasteChaptersTexts.remove("Pai de Amor (reprise)") }));
    await user.click(within(dialog).getByRole("button", { name: pasteChaptersTexts.takeIn("Louvor e Adoração") }));
    await waitFor(() => expect(status).toHaveTextContent("3 músicas encontradas, 2 novas no catálogo."));
    expect(leftOut()).toHaveTextContent("5:00 Esquenta da Galera — removido por você");
    // A removed row comes back with one tap, where it was.
    await user.click(within(dialog).getByRole("button", { name: pasteChaptersTexts.takeIn("Esquenta da Galera") }));
    await waitFor(() => expect(status).toHaveTextContent("4 músicas encontradas, 3 novas no catálogo."));
    await user.click(within(dialog).getByRole("button", { name: pasteChaptersTexts.remove("Esquenta da Galera") }));
    await waitFor(() => expect(status).toHaveTextContent("3 músicas encontradas, 2 novas no catálogo."));

    await user.click(within(dialog).getByRole("button", { name: pasteChaptersTexts.use }));
    expect(mappedRows()).toEqual(["1.Pai de Amor2:00 – 5:00", "2.Louvor e Adoração8:00 – 12:00Nova no catálogo", "3.Aleluia12:00 – 15:00Nova no catálogo"]);
    await user.click(submitButton());
    await waitFor(() => expect(editor.network.requestsTo("POST", "/api/admin/services")).toHaveLength(1));
    // The new song's row removed says its name is no song; the catalogue song's reprise says nothing.
    expect((editor.network.requestsTo("POST", "/api/admin/services")[0]?.body as ServiceInputBody).chapterVerdicts).toEqual([
      { title: "Esquenta da Galera", isSong: false },
      { title: "Louvor e Adoração", isSong: true },
    ]);
  });
});
