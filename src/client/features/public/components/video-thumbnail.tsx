import { useEffect, useRef, useState, type SyntheticEvent } from "react";
import { youtubeVideoId } from "@shared/youtube-url";
import { cn } from "@/lib/cn";
import fallbackThumbnail from "./fallback-thumbnail.svg";

/** YouTube answers a missing maximum-resolution image with a 120 × 90 grey placeholder, not an error. */
const PLACEHOLDER_WIDTH = 120;

/** The images to try, best first: the video's maximum resolution, its high quality, the stock image. */
export function thumbnailCandidates(videoUrl: string | null | undefined): string[] {
  const id = youtubeVideoId(videoUrl);
  return id
    ? [`https://i.ytimg.com/vi/${id}/maxresdefault.jpg`, `https://i.ytimg.com/vi/${id}/hqdefault.jpg`, fallbackThumbnail]
    : [fallbackThumbnail];
}

/**
 * The image to try after `src` failed or was YouTube's placeholder, by the order of
 * `thumbnailCandidates`; null when `src` is the last one or not a video thumbnail.
 */
export function nextThumbnailAfter(src: string | null): string | null {
  const video = src?.match(/^https:\/\/i\.ytimg\.com\/vi\/([^/]+)\/(maxresdefault|hqdefault)\.jpg$/);
  if (!video) return null;
  return video[2] === "maxresdefault" ? `https://i.ytimg.com/vi/${video[1]}/hqdefault.jpg` : fallbackThumbnail;
}

/**
 * The video's thumbnail (spec §5: from the video id, maximum resolution), falling back to a
 * smaller one and then to the stock image when the link is empty, invalid or has no image.
 * `priority`: the image is on the first screen (likely the page's largest paint), so it is
 * fetched at once and first instead of lazily (docs/decisions/263).
 */
export function VideoThumbnail({
  videoUrl,
  alt,
  className,
  priority = false,
}: {
  videoUrl: string | null | undefined;
  alt: string;
  className?: string;
  priority?: boolean;
}) {
  const candidates = thumbnailCandidates(videoUrl);
  const [attempt, setAttempt] = useState({ url: videoUrl, index: 0 });
  const index = attempt.url === videoUrl ? attempt.index : 0;
  const image = useRef<HTMLImageElement>(null);

  const next = () => setAttempt({ url: videoUrl, index: Math.min(index + 1, candidates.length - 1) });
  /** A loaded image that is YouTube's placeholder, or a failed one: the next candidate. */
  const check = (element: HTMLImageElement) => {
    if (index < candidates.length - 1 && (element.naturalWidth === 0 || element.naturalWidth === PLACEHOLDER_WIDTH)) next();
  };

  // A server-rendered image may have loaded or failed before the page hydrated: React saw no
  // event then, so the outcome is read from the element once.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.currentSrc) check(element);
    // Only on mount: later outcomes arrive as events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onLoad(event: SyntheticEvent<HTMLImageElement>) {
    if (index < candidates.length - 1 && event.currentTarget.naturalWidth === PLACEHOLDER_WIDTH) next();
  }

  return (
    <img
      ref={image}
      src={candidates[index]}
      alt={alt}
      // YouTube's maximum resolution; the element's size comes from its box (aspect-video).
      width={1280}
      height={720}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      // Only the first screen's image is painted with the page (async: the text need not wait for its
      // decoding); a lazy one arrives later and shows once decoded anyway. Fewer bytes in card lists.
      decoding={priority ? "async" : undefined}
      onLoad={onLoad}
      onError={() => {
        if (index < candidates.length - 1) next();
      }}
      className={cn("size-full bg-muted bg-video-fallback object-cover", className)}
    />
  );
}
