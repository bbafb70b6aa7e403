import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { deferredResponse, jsonResponse } from "@/test-support/fake-network";
import { openEditor, pickSong, serviceEditorSuite } from "@/test-support/service-editor-harness";
import { catalogSong } from "@/test-support/songs-fixtures";
import { servicesTexts as texts } from "./texts";

/**
 * Issue 39: what the user set in the song editor is never undone by an answer that comes later
 * (creating the song chosen with 'Criar música' takes a request).
 */

vi.mock(import("@/lib/player"), async (importOriginal) => ({ ...(await importOriginal()), createPlayer: vi.fn() }));

// These tests walk through the screen as a user would, which takes a while in jsdom.
vi.setConfig({ testTimeout: 30_000 });

const editor = serviceEditorSuite();

/** Opens the new service's form and chooses 'Criar música "Nova Canção"', whose answer waits for the test. */
async function createSongInPicker() {
  const created = deferredResponse();
  editor.network.on("POST", "/api/admin/songs", () => created.promise);
  const app = await openEditor("/admin/services/new", texts.editor.newTitle);
  await app.user.click(screen.getByRole("combobox", { name: texts.segments.song }));
  await app.user.type(await screen.findByRole("combobox", { name: texts.segments.songSearchLabel }), "Nova Canção");
  await app.user.click(await screen.findByRole("option", { name: texts.segments.createSong("Nova Canção") }, { timeout: 10_000 }));
  await waitFor(() => expect(editor.network.requestsTo("POST", "/api/admin/songs")).toHaveLength(1));
  // The list is put away before the answer.
  await app.user.keyboard("{Escape}");
  const answer = () => act(() => created.release(jsonResponse({ song: catalogSong({ id: "f0000000-0000-4000-8000-000000000002", name: "Nova Canção", createdAt: "2025-03-09T12:00:00.000Z" }) }, 201)));
  return { ...app, answer };
}

describe("the song editor while a song is being created", () => {
  it("keeps 'Marcar como música nova' ticked right after choosing, when the song's answer comes after the tick", async () => {
    const { user, answer } = await createSongInPicker();
    const flag = screen.getByRole("checkbox", { name: texts.segments.markNew });
    await user.click(flag);
    expect(flag).toBeChecked();

    answer();
    await waitFor(() => expect(screen.getByRole("combobox", { name: texts.segments.song })).toHaveTextContent("Nova Canção"));
    expect(screen.getByRole("checkbox", { name: texts.segments.markNew })).toBeChecked();
  });

  it("keeps a song chosen after it: the late answer adds the new song to the catalogue, not to the form", async () => {
    const { user, queryClient, answer } = await createSongInPicker();
    await pickSong(user, "Mar Aberto");

    answer();
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(screen.getByRole("combobox", { name: texts.segments.song })).toHaveTextContent("Mar Aberto");
  });
});
