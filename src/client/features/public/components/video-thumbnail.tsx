import { useEffect, useRef, useState, type SyntheticEvent } from "react";
import { youtubeVideoId } from "@shared/youtube-url";
import { cn } from "@/lib/cn";
import fallbackThumbnail from "./fallback-thumbnail.svg";

/** YouTube answers a missing maximum-resolution image with a 120 × 90 grey placeholder, not an error. */
const PLACEHOLDER_WIDTH = 120;

/** Whether `image` loaded as YouTube's placeholder (a video thumbnail that has a better image to try). */
export function isYouTubePlaceholder(image: HTMLImageElement): boolean {
  return image.naturalWidth === PLACEHOLDER_WIDTH && nextThumbnailAfter(image.getAttribute("src"), "placeholder") !== null;
}

/**
 * The first image to try: the video's maximum resolution, or the stock image when the link is empty
 * or invalid. `nextThumbnailAfter` says what comes after it.
 */
export function firstThumbnail(videoUrl: string | null | undefined): string {
  const id = youtubeVideoId(videoUrl);
  return id ? `https://i.ytimg.com/vi/${id}/maxresdefault.jpg` : fallbackThumbnail;
}

/**
 * Why an image is given up: it `failed` (no answer, or no image in it), or it loaded as YouTube's
 * `placeholder` (a video without a maximum-resolution image).
 */
export type ThumbnailMiss = "failed" | "placeholder";

/**
 * The image to try after `src` missed, the high-quality image, then the stock image; null when `src` is
 * the last one or not a video thumbnail. A placeholder moves on to the high-quality image; a
 * failure goes straight to the stock image: YouTube answers a missing image with an image (even
 * its 404s carry one), so a failure means its host cannot be reached (offline, a filter), and the
 * next image there would fail the same way, at the cost of one more load, layout and paint.
 */
export function nextThumbnailAfter(src: string | null, miss: ThumbnailMiss): string | null {
  const video = src?.match(/^https:\/\/i\.ytimg\.com\/vi\/([^/]+)\/(maxresdefault|hqdefault)\.jpg$/);
  if (!video) return null;
  return video[2] === "maxresdefault" && miss === "placeholder" ? `https://i.ytimg.com/vi/${video[1]}/hqdefault.jpg` : fallbackThumbnail;
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
  const [attempt, setAttempt] = useState<{ url: typeof videoUrl; src: string | null }>({ url: videoUrl, src: null });
  const src = (attempt.url === videoUrl ? attempt.src : null) ?? firstThumbnail(videoUrl);
  const image = useRef<HTMLImageElement>(null);

  /** The next image after this one missed, if there is one. */
  const moveOn = (miss: ThumbnailMiss) => {
    const next = nextThumbnailAfter(src, miss);
    if (next) setAttempt({ url: videoUrl, src: next });
  };

  // A server-rendered image may have loaded or failed before the page hydrated: React saw no
  // event then, so the outcome is read from the element once.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.currentSrc) {
      if (element.naturalWidth === 0) moveOn("failed");
      else if (isYouTubePlaceholder(element)) moveOn("placeholder");
    }
    // Only on mount: later outcomes arrive as events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onLoad(event: SyntheticEvent<HTMLImageElement>) {
    if (isYouTubePlaceholder(event.currentTarget)) moveOn("placeholder");
  }

  return (
    <img
      ref={image}
      src={src}
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
      onError={() => moveOn("failed")}
      className={cn("size-full bg-muted bg-video-fallback object-cover", className)}
    />
  );
}
