import { ClockIcon, EyeIcon } from "lucide-react";
import { formatDuration } from "@shared/formatting";
import { cn } from "@/lib/cn";
import { publicTexts as texts } from "./texts";

/**
 * View count and duration of a service or song, as every card and row shows them. Repeated in
 * every card of a list, so its parts are styled from the parent (`*:`), not each with its own
 * classes, and its text is one string each (docs/decisions/418).
 */
export function MediaStats({ viewCount, duration, className }: { viewCount: number; duration: number; className?: string }) {
  return (
    <span className={cn("flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground *:inline-flex *:items-center *:gap-1", className)}>
      <span>
        <EyeIcon className="size-3.5" aria-hidden />
        {texts.views(viewCount)}
      </span>
      <span>
        <ClockIcon className="size-3.5" aria-hidden />
        <span className="sr-only">{`${texts.durationLabel}: `}</span>
        {formatDuration(duration)}
      </span>
    </span>
  );
}

/** The duration over a thumbnail's corner, like a video site. */
export function DurationBadge({ seconds }: { seconds: number }) {
  return (
    <span aria-hidden className="absolute right-2 bottom-2 rounded bg-black/75 px-1.5 py-0.5 text-xs font-medium text-white tabular-nums">
      {formatDuration(seconds)}
    </span>
  );
}
