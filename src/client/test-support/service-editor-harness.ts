import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, expect, vi } from "vitest";
import { clearToasts } from "@/components/ui/use-toast";
import { servicesTexts as texts } from "@/features/services/texts";
import { createPlayer } from "@/lib/player";
import { openAdminScreen } from "./admin-screen";
import { stubBrowserGaps } from "./browser-gaps";
import { fakeNetwork, jsonResponse, type FakeNetwork } from "./fake-network";
import { answerServicesBackground, listResponse, musicians } from "./services-fixtures";
import { createTestPlayer, type TestPlayer } from "./test-player";

/**
 * The service editor's client tests walk whole screens as a user would. A test file that uses
 * this harness mocks the player module itself (`vi.mock("@/lib/player", ...)`, hoisted per file).
 */

let video: TestPlayer;

/** Loads the admin screens the editor tests visit, so the first test does not pay for it. */
export async function preloadServiceScreens() {
  await Promise.all([
    import("@/features/auth/require-session"),
    import("@/features/admin-shell/admin-layout"),
    import("@/features/services/service-editor-page"),
    import("@/features/services/services-page"),
  ]);
}

/** A signed-in administrator with bands, musicians and songs, and a test player; per test. */
export function startServiceEditor(): { network: FakeNetwork; video: TestPlayer } {
  stubBrowserGaps();
  const network = fakeNetwork();
  answerServicesBackground(network, { [musicians.carla.id]: "Teclado", [musicians.duda.id]: "Cajón" });
  network.on("GET", "/api/admin/services", () => jsonResponse(listResponse([])));
  video = createTestPlayer();
  vi.mocked(createPlayer).mockImplementation(async () => video.player);
  return { network, video };
}

export function endServiceEditor() {
  act(() => clearToasts());
  vi.unstubAllGlobals();
}

export const openEditor = openAdminScreen;

export const submitButton = () => screen.getByRole("button", { name: texts.editor.submit });

export async function fillServiceFields(user: UserEvent) {
  fireEvent.change(screen.getByLabelText(texts.editor.date), { target: { value: "2025-03-09" } });
  fireEvent.change(screen.getByLabelText(texts.editor.time), { target: { value: "19:30" } });
  await user.click(screen.getByLabelText(texts.editor.videoUrl));
  await user.paste("https://youtu.be/dQw4w9WgXcQ");
  await user.click(screen.getByRole("combobox", { name: texts.editor.band }));
  await user.click(await screen.findByRole("option", { name: "Banda Ágape (2019)" }));
}

export async function pickSong(user: UserEvent, name: string, typed?: string) {
  await user.click(screen.getByRole("combobox", { name: texts.segments.song }));
  if (typed) await user.type(await screen.findByRole("combobox", { name: texts.segments.songSearchLabel }), typed);
  await user.click(await screen.findByRole("option", { name }, { timeout: 3000 }));
}

/** Sets the test player's time and presses 'Marcar Início' or 'Marcar Fim'. */
export async function markAt(user: UserEvent, seconds: number, button: string) {
  video.setTime(seconds);
  await user.click(screen.getByRole("button", { name: button }));
}

export async function waitForPlayer() {
  await waitFor(() => expect(screen.getByRole("button", { name: texts.segments.markStart })).toBeEnabled());
}

/** The rows of 'Músicas Mapeadas' as the user reads them. */
export const mappedRows = () =>
  within(screen.getByRole("list", { name: texts.segments.mappedTitle }))
    .getAllByRole("listitem")
    .map((item) => item.firstElementChild?.textContent);

/**
 * Registers the editor tests' set-up in the calling file (screens preloaded once; a signed-in
 * administrator, the church's data and a test player per test) and hands back the current
 * test's fake network and player.
 */
export function serviceEditorSuite(): { network: FakeNetwork; video: TestPlayer } {
  const current = {} as { network: FakeNetwork; video: TestPlayer };
  beforeAll(preloadServiceScreens, 30_000);
  beforeEach(() => {
    Object.assign(current, startServiceEditor());
  });
  afterEach(endServiceEditor);
  return current;
}

/**
 * Registers the services list tests' set-up in the calling file (screens preloaded once; a
 * signed-in administrator and the church's data per test) and hands back the current test's
 * fake network.
 */
export function servicesListSuite(): { network: FakeNetwork } {
  const current = {} as { network: FakeNetwork };
  beforeAll(preloadServiceScreens, 30_000);
  beforeEach(() => {
    current.network = fakeNetwork();
    answerServicesBackground(current.network);
  });
  afterEach(endServiceEditor);
  return current;
}

/** Picks `name`, marks its start and end at the player's `start` and `end` seconds, and presses 'Adicionar'. */
export async function mapSong(user: UserEvent, name: string, start: number, end: number) {
  await pickSong(user, name);
  await markAt(user, start, texts.segments.markStart);
  await markAt(user, end, texts.segments.markEnd);
  await user.click(screen.getByRole("button", { name: texts.segments.add }));
}
