/**
 * YouTube video links: the one parser for the service form, the stored links and every thumbnail
 * (docs/decisions/199).
 *
 * A link is accepted as people paste it: with or without "https://", on youtube.com, www., m.,
 * music.youtube.com or youtube-nocookie.com, in the forms watch?v=ID, youtu.be/ID, /shorts/ID,
 * /live/ID, /embed/ID and /v/ID, with extra parameters (&t=, &list=, ?si=). It is stored in one
 * canonical form, `https://www.youtube.com/watch?v=ID`. A link with credentials, another port or
 * a fragment is refused at the edge.
 */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const SHORT_HOSTS = new Set(["youtu.be", "www.youtu.be"]);
/** Paths whose second segment is the video id. */
const ID_PATHS = new Set(["shorts", "live", "embed", "v"]);

type ParsedLink = {
  id: string;
  /** No credentials, no port, no fragment: a link the service form may store. */
  clean: boolean;
  /** The id came from one of the known forms (not only from the last path segment). */
  knownForm: boolean;
};

function parseYoutubeLink(link: string): ParsedLink | null {
  const value = link.trim();
  if (value === "") return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  const clean = url.username === "" && url.password === "" && url.port === "" && url.hash === "" && !value.includes("#");
  let id: string | null | undefined;
  let knownForm = true;
  if (SHORT_HOSTS.has(host)) {
    id = segments.length === 1 ? segments[0] : null;
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === "watch") id = url.searchParams.get("v");
    else if (segments.length === 2 && ID_PATHS.has(segments[0]!)) id = segments[1];
    else {
      // Public spec §5: the thumbnail's id is the `v` parameter or the last path segment.
      knownForm = false;
      id = url.searchParams.get("v") ?? segments.at(-1);
    }
  } else {
    return null;
  }
  return id && VIDEO_ID.test(id) ? { id, clean, knownForm } : null;
}

/**
 * The 11-character video id of a stored or typed YouTube link (the `v` parameter or the last path
 * segment), or null when it names no video. Lenient on purpose: links stored by the older app
 * still get their thumbnail and player.
 */
export function youtubeVideoId(link: string | null | undefined): string | null {
  return link ? (parseYoutubeLink(link)?.id ?? null) : null;
}

/**
 * The link as the service form stores it, `https://www.youtube.com/watch?v=ID`, or null when it is
 * not a video link in one of the accepted forms, or carries credentials, a port or a fragment.
 */
export function canonicalYoutubeVideoUrl(link: string | null | undefined): string | null {
  const parsed = link ? parseYoutubeLink(link) : null;
  return parsed && parsed.clean && parsed.knownForm ? youtubeWatchUrl(parsed.id) : null;
}

/** Whether the service form accepts the link (it would store `canonicalYoutubeVideoUrl`). */
export const isYoutubeVideoUrl = (link: string | null | undefined): boolean => canonicalYoutubeVideoUrl(link) !== null;

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
