import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ImportableVideo } from "@shared/schemas/youtube-import";
import { clearToasts } from "@/components/ui/use-toast";
import { fakeNetwork, jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { renderApp } from "@/test-support/render-app";
import { answerServicesBackground } from "@/test-support/services-fixtures";
import { youtubeImportTexts as texts } from "./youtube-import-texts";

let network: FakeNetwork;

const video = (videoId: string, title: string, songNames: string[]): ImportableVideo => ({
  videoId,
  title,
  startedAt: "2026-11-22T22:00:00.000Z",
  duration: 5112,
  thumbnailUrl: null,
  songNames,
});

beforeEach(() => {
  network = fakeNetwork();
  answerServicesBackground(network);
  network.on("GET", "/api/admin/services/import", () =>
    jsonResponse({
      configured: true,
      nextPageToken: null,
      videos: [
        video("v0000000001", "Culto de Celebração | 22/11/2026", ["Lugar Secreto", "Momento Missões"]),
        // A live stream of the missions' part only: no song once that part is said to be none.
        video("v0000000002", "Momento Missões | 18/11/2026", ["Momento Missões"]),
        video("v0000000003", "Convite: Conferência de Louvor", []),
      ],
    }),
  );
});

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

describe("'Importar do YouTube'", () => {
  it("'Marcar todos com músicas' ticks the videos with songs, leaving out the names unticked as no song", async () => {
    const user = userEvent.setup();
    renderApp("/admin/services/import");
    const tickAll = await screen.findByLabelText(texts.selectAll);
    await user.click(tickAll);
    expect(screen.getByText(new RegExp(`^${texts.selected(2)}`))).toBeInTheDocument();

    const readSongs = screen.getByRole("region", { name: texts.readSongsTitle });
    await user.click(within(readSongs).getByRole("checkbox", { name: `Momento Missões · ${texts.inVideos(2)}` }));
    // The one video with a song left is ticked: the box stays checked.
    expect(tickAll).toBeChecked();

    await user.click(tickAll);
    await user.click(tickAll);
    // Only the service with a song left; the missions-only stream is not ticked.
    expect(screen.getByText(new RegExp(`^${texts.selected(1)}`))).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: texts.select("Culto de Celebração | 22/11/2026") })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: texts.select("Momento Missões | 18/11/2026") })).not.toBeChecked();
  });
});
