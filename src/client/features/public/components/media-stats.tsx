import { formatDuration } from "@shared/formatting";
import { cn } from "@/lib/cn";
import { publicTexts as texts } from "./texts";

/**
 * View count and duration of a service or song, as every card and row shows them. Repeated in
 * every card of a list, so it is styled by the stylesheet's `media-stats` and its icons are the
 * stylesheet's (docs/decisions/418, 436), and its text is one string each.
 */
export function MediaStats({ viewCount, duration, className }: { viewCount: number; duration: number; className?: string }) {
  return (
    <span className={cn("media-stats", className)}>
      <span>
        <i className="icon icon-eye" aria-hidden />
        {texts.views(viewCount)}
      </span>
      <span>
        <i className="icon icon-clock" aria-hidden />
        <span className="sr-only">{`${texts.durationLabel}: `}</span>
        {formatDuration(duration)}
      </span>
    </span>
  );
}

/** The duration over a thumbnail's corner, like a video site. */
export function DurationBadge({ seconds }: { seconds: number }) {
  return (
    <span aria-hidden className="media-duration">
      {formatDuration(seconds)}
    </span>
  );
}
