import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VideoThumbnail } from "./video-thumbnail";

const VIDEO = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

afterEach(() => {
  vi.restoreAllMocks();
});

/** The image as the browser left it before React was there to see its load or error event. */
function imagesAlreadyDone(naturalWidth: number) {
  vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
  vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(naturalWidth);
  vi.spyOn(HTMLImageElement.prototype, "currentSrc", "get").mockImplementation(function (this: HTMLImageElement) {
    return this.src;
  });
}

describe("VideoThumbnail", () => {
  it("moves on to the stock image when the maximum resolution failed before the page hydrated", async () => {
    imagesAlreadyDone(0);
    render(<VideoThumbnail videoUrl={VIDEO} alt="Culto" />);
    // YouTube cannot be reached: its high-quality image would fail too.
    await waitFor(() => expect(screen.getByRole("img", { name: "Culto" }).getAttribute("src")).toMatch(/^data:image\/svg\+xml|fallback-thumbnail/));
  });

  it("moves on to the stock image when the image fails after hydration", async () => {
    render(<VideoThumbnail videoUrl={VIDEO} alt="Culto" />);
    const image = screen.getByRole("img", { name: "Culto" });
    expect(image).toHaveAttribute("src", "https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg");
    fireEvent.error(image);
    await waitFor(() => expect(image.getAttribute("src")).toMatch(/^data:image\/svg\+xml|fallback-thumbnail/));
  });

  it("shows the stock image for a service without a valid video link", () => {
    render(<VideoThumbnail videoUrl="https://example.com/video" alt="Culto" />);
    expect(screen.getByRole("img", { name: "Culto" }).getAttribute("src")).toMatch(/^data:image\/svg\+xml|fallback-thumbnail/);
  });

  it("moves on when YouTube's placeholder had loaded before the page hydrated", async () => {
    imagesAlreadyDone(120);
    render(<VideoThumbnail videoUrl={VIDEO} alt="Culto" />);
    await waitFor(() => expect(screen.getByRole("img", { name: "Culto" })).toHaveAttribute("src", "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"));
  });

  it("keeps a maximum-resolution image that had loaded before the page hydrated", async () => {
    imagesAlreadyDone(1280);
    render(<VideoThumbnail videoUrl={VIDEO} alt="Culto" />);
    // Give an effect the chance to run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole("img", { name: "Culto" })).toHaveAttribute("src", "https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg");
  });

  it("fetches a first-screen thumbnail at once and first, the others lazily", () => {
    render(
      <>
        <VideoThumbnail videoUrl={VIDEO} alt="Primeiro" priority />
        <VideoThumbnail videoUrl={VIDEO} alt="Outro" />
      </>,
    );
    const first = screen.getByRole("img", { name: "Primeiro" });
    expect(first).toHaveAttribute("loading", "eager");
    expect(first).toHaveAttribute("fetchpriority", "high");
    const other = screen.getByRole("img", { name: "Outro" });
    expect(other).toHaveAttribute("loading", "lazy");
    expect(other).not.toHaveAttribute("fetchpriority");
    // Its box keeps the video's proportions before the image arrives.
    expect(first).toHaveAttribute("width", "1280");
    expect(first).toHaveAttribute("height", "720");
  });
});
