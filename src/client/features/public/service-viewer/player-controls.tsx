import { PauseIcon, PlayIcon, Repeat1Icon, RepeatIcon, ShuffleIcon, SkipBackIcon, SkipForwardIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { useEarlyTaps } from "@/features/public/components/early-taps";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { ButtonLink } from "./button-link";
import { inPlace } from "./in-place-link";
import type { RepeatMode } from "./playback";
import { serviceViewerTexts as texts } from "./texts";

/** Where previous, next and play lead before the scripts run (docs/decisions/415). */
export type ControlLinks = {
  /** The previous and next songs' URLs (wrapping around), which the server renders with that song current. */
  previous: string;
  next: string;
  /** The video on its host at the current song, while the player has not started; null once it has. */
  watch: string | null;
};

/**
 * Shuffle, previous, play/pause, next and repeat (three states: off, all, one). Previous and next
 * are links to the songs' URLs, and play is a link to the video at the current song (a button
 * once hydrated) until the player has started: they do their job without scripts, and once
 * hydrated a click is done in place (the player seeks or starts), as before. Shuffle, repeat and
 * play keep a tap made before they hydrated and do it once they have (docs/decisions/497).
 */
export function PlayerControls({
  isPlaying,
  shuffle,
  repeat,
  disabled,
  links,
  onTogglePlay,
  onPrevious,
  onNext,
  onToggleShuffle,
  onCycleRepeat,
}: {
  isPlaying: boolean;
  shuffle: boolean;
  repeat: RepeatMode;
  disabled: boolean;
  links: ControlLinks;
  onTogglePlay: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onToggleShuffle: () => void;
  onCycleRepeat: () => void;
}) {
  const toggleClass = (on: boolean) => cn("text-muted-foreground", on && "bg-primary/10 text-primary hover:bg-primary/15 hover:text-primary");
  const playLabel = isPlaying ? texts.pause : texts.play;
  // The play link becomes the play/pause button once the player starts: the keyboard keeps its place.
  const playIsLink = links.watch !== null;
  const playButton = useRef<HTMLButtonElement>(null);
  const shuffleTaps = useEarlyTaps("shuffle");
  const playTaps = useEarlyTaps("play");
  const repeatTaps = useEarlyTaps("repeat");
  const linkWasFocused = useRef(false);
  useEffect(() => {
    if (playIsLink || !linkWasFocused.current) return;
    linkWasFocused.current = false;
    playButton.current?.focus();
  }, [playIsLink]);

  return (
    <div className="flex items-center justify-center gap-2">
      <Button {...shuffleTaps} variant="ghost" size="icon" aria-label={texts.shuffle} aria-pressed={shuffle} title={texts.shuffle} onClick={onToggleShuffle} className={toggleClass(shuffle)}>
        <ShuffleIcon aria-hidden />
      </Button>
      <SongLink href={links.previous} label={texts.previous} disabled={disabled} onClick={onPrevious}>
        <SkipBackIcon className="fill-current" aria-hidden />
      </SongLink>
      {playIsLink && !disabled ? (
        <Button asChild size="icon" className="size-11 rounded-full">
          <ButtonLink
            {...playTaps}
            href={links.watch ?? ""}
            aria-label={playLabel}
            title={playLabel}
            onActivate={(link) => {
              linkWasFocused.current = document.activeElement === link;
              onTogglePlay();
            }}
          >
            <PlayIcon className="ml-0.5 size-5 fill-current" aria-hidden />
          </ButtonLink>
        </Button>
      ) : (
        <Button {...playTaps} ref={playButton} size="icon" aria-label={playLabel} title={playLabel} onClick={onTogglePlay} disabled={disabled} className="size-11 rounded-full">
          {isPlaying ? <PauseIcon className="size-5 fill-current" aria-hidden /> : <PlayIcon className="ml-0.5 size-5 fill-current" aria-hidden />}
        </Button>
      )}
      <SongLink href={links.next} label={texts.next} disabled={disabled} onClick={onNext}>
        <SkipForwardIcon className="fill-current" aria-hidden />
      </SongLink>
      <Button
        {...repeatTaps}
        variant="ghost"
        size="icon"
        aria-label={texts.repeat}
        aria-pressed={repeat !== 0}
        aria-description={texts.repeatStates[repeat]}
        title={texts.repeatStates[repeat]}
        data-state={repeat}
        onClick={onCycleRepeat}
        className={toggleClass(repeat !== 0)}
      >
        {repeat === 2 ? <Repeat1Icon aria-hidden /> : <RepeatIcon aria-hidden />}
      </Button>
    </div>
  );
}

/** Previous or next: a link to the song's URL, done in place once hydrated; a disabled button when there is nothing to play. */
function SongLink({ href, label, disabled, onClick, children }: { href: string; label: string; disabled: boolean; onClick: () => void; children: React.ReactNode }) {
  if (disabled) {
    return (
      <Button variant="ghost" size="icon" aria-label={label} title={label} disabled>
        {children}
      </Button>
    );
  }
  return (
    <Button asChild variant="ghost" size="icon">
      <a href={href} aria-label={label} title={label} onClick={inPlace(onClick)}>
        {children}
      </a>
    </Button>
  );
}
