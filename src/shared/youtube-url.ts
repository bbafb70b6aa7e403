/**
 * YouTube video links in the four forms the service form accepts (spec, admin §5):
 * watch?v=ID, youtu.be/ID, /embed/ID and /live/ID.
 */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com", "youtube-nocookie.com", "www.youtube-nocookie.com"]);

/** The 11-character video id of a YouTube link, or null when the link is not one of the four forms. */
export function youtubeVideoId(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  let id: string | null | undefined;
  if (host === "youtu.be") id = segments.length === 1 ? segments[0] : null;
  else if (HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === "watch") id = url.searchParams.get("v");
    else if (segments.length === 2 && (segments[0] === "embed" || segments[0] === "live")) id = segments[1];
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

export const isYoutubeVideoUrl = (link: string | null | undefined): boolean => youtubeVideoId(link) !== null;

/**
 * The video's high-quality thumbnail, or null for a link that is not a video. Where one URL must
 * do without a fallback (share tags), this one: YouTube makes `hqdefault.jpg` for every video,
 * while `maxresdefault.jpg` is missing for many (docs/decisions/222). Cards try maxres first.
 */
export function youtubeThumbnailUrl(link: string | null | undefined): string | null {
  const id = youtubeVideoId(link);
  return id ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : null;
}

export const youtubeWatchUrl = (id: string, startSeconds?: number): string =>
  `https://www.youtube.com/watch?v=${id}${startSeconds ? `&t=${Math.floor(startSeconds)}s` : ""}`;
