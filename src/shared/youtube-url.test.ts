import { describe, expect, it } from "vitest";
import { isYoutubeVideoUrl, youtubeThumbnailUrl, youtubeVideoId } from "./youtube-url";

describe("youtubeVideoId", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s", "dQw4w9WgXcQ"],
    ["https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/live/dQw4w9WgXcQ?feature=shared", "dQw4w9WgXcQ"],
    ["  https://www.youtube.com/watch?v=a-b_c1234XY  ", "a-b_c1234XY"],
  ])("reads %s", (link, id) => {
    expect(youtubeVideoId(link)).toBe(id);
  });

  it.each([
    "",
    "dQw4w9WgXcQ",
    "https://vimeo.com/123456",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/channel/UCabcdefghijk",
    "https://www.youtube.com/shorts/dQw4w9WgXcQ",
    "https://evil.example/watch?v=dQw4w9WgXcQ",
    "https://youtu.be/",
    "javascript:alert(1)",
  ])("refuses %s", (link) => {
    expect(youtubeVideoId(link)).toBeNull();
    expect(isYoutubeVideoUrl(link)).toBe(false);
  });

  it("builds the maximum-resolution thumbnail", () => {
    expect(youtubeThumbnailUrl("https://youtu.be/dQw4w9WgXcQ")).toBe("https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg");
    expect(youtubeThumbnailUrl("nada")).toBeNull();
  });
});
