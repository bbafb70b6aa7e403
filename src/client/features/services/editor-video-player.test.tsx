import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createPlayer } from "@/lib/player";
import { EditorVideoPlayer } from "./editor-video-player";
import { servicesTexts as texts } from "./texts";

vi.mock(import("@/lib/player"), async (importOriginal) => ({ ...(await importOriginal()), createPlayer: vi.fn() }));

beforeEach(() => {
  vi.mocked(createPlayer).mockReset();
});

describe("EditorVideoPlayer", () => {
  it("says the video does not play here when the player never becomes ready, linking to it at the form's time", async () => {
    vi.mocked(createPlayer).mockImplementation(() => new Promise(() => {}));
    const onPlayerChange = vi.fn();
    render(<EditorVideoPlayer videoUrl="https://youtu.be/dQw4w9WgXcQ" fallbackTime={400} onPlayerChange={onPlayerChange} readyTimeoutMs={20} />);

    expect(screen.getByText(texts.editor.playerLoading)).toBeInTheDocument();
    expect(await screen.findByRole("alert")).toHaveTextContent(texts.editor.videoUnavailable);
    expect(screen.getByRole("link", { name: texts.editor.openOnYouTube("6:40") })).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=400s",
    );
    expect(onPlayerChange).not.toHaveBeenCalled();
  });

  it("says the player could not load when the YouTube script fails", async () => {
    vi.mocked(createPlayer).mockRejectedValue(new Error("Não foi possível carregar o player do YouTube."));
    render(<EditorVideoPlayer videoUrl="https://youtu.be/dQw4w9WgXcQ" fallbackTime={0} onPlayerChange={vi.fn()} />);

    expect(await screen.findByRole("alert")).toHaveTextContent(texts.editor.playerError);
    expect(screen.getByRole("link", { name: texts.editor.openOnYouTube("0:00") })).toHaveAttribute("href", "https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  });

  it("asks for a link while there is none, and says nothing is wrong", () => {
    render(<EditorVideoPlayer videoUrl="" fallbackTime={0} onPlayerChange={vi.fn()} />);
    expect(screen.getByText(texts.editor.playerEmpty)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(createPlayer).not.toHaveBeenCalled();
  });
});
