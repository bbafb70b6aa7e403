import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { formatTimestamp } from "@shared/durations";
import { cn } from "@/lib/cn";
import { PLAYBACK_TIMING, progressWithin, type SongSpan } from "./playback";
import { serviceViewerTexts as texts } from "./texts";

const KEYBOARD_STEP_SECONDS = 5;

/**
 * The current song's timeline (spec §4): progress within the song's span, polled from the player
 * every 100 ms; click or drag to seek; a tooltip with the time (m:ss) under the pointer. Times are
 * counted from the song's start. Arrow keys move 5 s.
 */
export function Timeline({ song, currentTime, onSeek }: { song: SongSpan | undefined; currentTime: () => number; onSeek: (seconds: number) => void }) {
  const [time, setTime] = useState(() => currentTime());
  const [hover, setHover] = useState<number | null>(null);
  const [drag, setDrag] = useState<number | null>(null);
  const track = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const timer = setInterval(() => setTime(currentTime()), PLAYBACK_TIMING.timelinePollMs);
    return () => clearInterval(timer);
  }, [currentTime]);

  if (!song) return null;
  const span = Math.max(0, song.endTime - song.startTime);
  const progress = drag ?? progressWithin(song, time);
  const elapsed = formatTimestamp(progress * span);
  const total = formatTimestamp(span);

  function fractionAt(clientX: number): number {
    const rect = track.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return 0;
    return Math.min(1, Math.max(0, (clientX - rect.left) / rect.width));
  }

  function seekToFraction(fraction: number) {
    if (!song) return;
    onSeek(song.startTime + fraction * span);
    setTime(song.startTime + fraction * span);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag(fractionAt(event.clientX));
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const fraction = fractionAt(event.clientX);
    setHover(fraction);
    if (drag !== null) setDrag(fraction);
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    if (drag === null) return;
    const fraction = fractionAt(event.clientX);
    setDrag(null);
    seekToFraction(fraction);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!song || span === 0) return;
    const current = progress * span;
    const target =
      event.key === "ArrowRight" ? current + KEYBOARD_STEP_SECONDS
      : event.key === "ArrowLeft" ? current - KEYBOARD_STEP_SECONDS
      : event.key === "Home" ? 0
      : event.key === "End" ? span - 1
      : null;
    if (target === null) return;
    event.preventDefault();
    seekToFraction(Math.min(1, Math.max(0, target / span)));
  }

  return (
    <div className="flex items-center gap-3 text-xs text-muted-foreground tabular-nums">
      <span className="w-12 text-right" data-testid="timeline-elapsed">
        {elapsed}
      </span>
      <div
        ref={track}
        role="slider"
        tabIndex={0}
        aria-label={texts.timeline}
        aria-valuemin={0}
        aria-valuemax={Math.round(span)}
        aria-valuenow={Math.round(progress * span)}
        aria-valuetext={texts.timelineValue(elapsed, total)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setDrag(null)}
        onPointerLeave={() => setHover(null)}
        onKeyDown={onKeyDown}
        className="group relative flex h-5 flex-1 cursor-pointer touch-none items-center outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <div className="relative h-1.5 w-full overflow-hidden rounded-full bg-muted group-hover:h-2">
          <div className="absolute inset-y-0 left-0 rounded-full bg-primary" style={{ width: `${progress * 100}%` }} />
        </div>
        <div
          aria-hidden
          className={cn("absolute size-3.5 -translate-x-1/2 rounded-full border-2 border-background bg-primary shadow", drag === null && "opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100")}
          style={{ left: `${progress * 100}%` }}
        />
        {hover !== null && (
          <div
            role="tooltip"
            className="pointer-events-none absolute bottom-full mb-2 -translate-x-1/2 rounded bg-foreground px-1.5 py-0.5 text-[11px] font-medium text-background"
            style={{ left: `${hover * 100}%` }}
          >
            {formatTimestamp(hover * span)}
          </div>
        )}
      </div>
      <span className="w-12" data-testid="timeline-total">
        {total}
      </span>
    </div>
  );
}
