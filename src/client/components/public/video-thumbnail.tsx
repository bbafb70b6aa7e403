import { useState, type SyntheticEvent } from "react";
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
 * The video's thumbnail (spec §5: from the video id, maximum resolution), falling back to a
 * smaller one and then to the stock image when the link is empty, invalid or has no image.
 */
export function VideoThumbnail({ videoUrl, alt, className }: { videoUrl: string | null | undefined; alt: string; className?: string }) {
  const candidates = thumbnailCandidates(videoUrl);
  const [attempt, setAttempt] = useState({ url: videoUrl, index: 0 });
  const index = attempt.url === videoUrl ? attempt.index : 0;
  const next = () => setAttempt({ url: videoUrl, index: Math.min(index + 1, candidates.length - 1) });

  function onLoad(event: SyntheticEvent<HTMLImageElement>) {
    if (index < candidates.length - 1 && event.currentTarget.naturalWidth === PLACEHOLDER_WIDTH) next();
  }

  return (
    <img
      src={candidates[index]}
      alt={alt}
      loading="lazy"
      decoding="async"
      onLoad={onLoad}
      onError={() => {
        if (index < candidates.length - 1) next();
      }}
      className={cn("size-full bg-muted object-cover", className)}
    />
  );
}
