import { describe, expect, it } from "vitest";
import { canonicalYoutubeVideoUrl, isYoutubeVideoUrl, youtubeThumbnailUrl, youtubeVideoId } from "./youtube-url";

const CANONICAL = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

describe("canonicalYoutubeVideoUrl (what the service form stores)", () => {
  it.each([
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "http://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLabc&index=2",
    "https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ",
    "https://music.youtube.com/watch?v=dQw4w9WgXcQ&si=xyz",
    "www.youtube.com/watch?v=dQw4w9WgXcQ",
    "youtube.com/watch?v=dQw4w9WgXcQ",
    "m.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtu.be/dQw4w9WgXcQ",
    "youtu.be/dQw4w9WgXcQ?si=abc",
    "https://youtu.be/dQw4w9WgXcQ?t=10",
    "https://www.youtube.com/shorts/dQw4w9WgXcQ",
    "youtube.com/shorts/dQw4w9WgXcQ?feature=share",
    "https://www.youtube.com/live/dQw4w9WgXcQ?feature=shared",
    "https://www.youtube.com/embed/dQw4w9WgXcQ",
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=5",
    "HTTPS://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ",
    "  https://www.youtube.com/watch?v=dQw4w9WgXcQ  ",
  ])("stores %s as the watch link", (link) => {
    expect(canonicalYoutubeVideoUrl(link)).toBe(CANONICAL);
    expect(isYoutubeVideoUrl(link)).toBe(true);
  });

  it.each([
    ["credentials", "https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["a user name", "https://user@youtu.be/dQw4w9WgXcQ"],
    ["another port", "https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ"],
    ["another port without scheme", "youtube.com:8080/watch?v=dQw4w9WgXcQ"],
    ["http on 443", "http://www.youtube.com:443/watch?v=dQw4w9WgXcQ"],
    ["a fragment", "https://www.youtube.com/watch?v=dQw4w9WgXcQ#t=30"],
    ["an empty fragment", "https://youtu.be/dQw4w9WgXcQ#"],
    ["another site", "https://evil.example/watch?v=dQw4w9WgXcQ"],
    ["a look-alike host", "https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ"],
    ["a short id", "https://www.youtube.com/watch?v=short"],
    ["a channel", "https://www.youtube.com/channel/UCabcdefghijk"],
    ["an 11-character channel path", "https://www.youtube.com/c/abcdefghijk"],
    ["a playlist", "https://www.youtube.com/playlist?list=PLabcdefghi"],
    ["a bare id", "dQw4w9WgXcQ"],
    ["an empty short link", "https://youtu.be/"],
    ["a script", "javascript:alert(1)"],
    ["another scheme", "ftp://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["nothing", ""],
  ])("refuses %s", (_, link) => {
    expect(canonicalYoutubeVideoUrl(link)).toBeNull();
    expect(isYoutubeVideoUrl(link)).toBe(false);
  });
});

describe("youtubeVideoId (thumbnails and players of stored links)", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/a-b_c1234XY", "a-b_c1234XY"],
    ["youtu.be/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    // Public spec §5: the `v` parameter, or the last path segment.
    ["https://www.youtube.com/anything/else/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/attribution_link?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
  ])("reads %s", (link, id) => {
    expect(youtubeVideoId(link)).toBe(id);
  });

  it.each([null, undefined, "", "nada", "https://vimeo.com/12345678901", "https://www.youtube.com/channel/UCabcdefghijk"])(
    "finds no video in %s",
    (link) => {
      expect(youtubeVideoId(link)).toBeNull();
    },
  );

  it("builds the maximum-resolution thumbnail", () => {
    expect(youtubeThumbnailUrl("https://youtu.be/dQw4w9WgXcQ")).toBe("https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg");
    expect(youtubeThumbnailUrl("nada")).toBeNull();
  });
});
