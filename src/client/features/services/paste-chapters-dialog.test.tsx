import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse } from "@/test-support/fake-network";
import { fillServiceFields, mappedRows, openEditor, serviceEditorSuite, waitForPlayer } from "@/test-support/service-editor-harness";
import { songOptions } from "@/test-support/services-fixtures";
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
});
