import { PauseIcon, PlayIcon, Repeat1Icon, RepeatIcon, ShuffleIcon, SkipBackIcon, SkipForwardIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { RepeatMode } from "./playback";
import { serviceViewerTexts as texts } from "./texts";

/** Shuffle, previous, play/pause, next and repeat (three states: off, all, one). */
export function PlayerControls({
  isPlaying,
  shuffle,
  repeat,
  disabled,
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
  onTogglePlay: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onToggleShuffle: () => void;
  onCycleRepeat: () => void;
}) {
  const toggleClass = (on: boolean) => cn("text-muted-foreground", on && "bg-primary/10 text-primary hover:bg-primary/15 hover:text-primary");
  return (
    <div className="flex items-center justify-center gap-1 md:gap-2">
      <Button variant="ghost" size="icon" aria-label={texts.shuffle} aria-pressed={shuffle} title={texts.shuffle} onClick={onToggleShuffle} className={toggleClass(shuffle)}>
        <ShuffleIcon aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" aria-label={texts.previous} title={texts.previous} onClick={onPrevious} disabled={disabled}>
        <SkipBackIcon className="fill-current" aria-hidden />
      </Button>
      <Button
        size="icon"
        aria-label={isPlaying ? texts.pause : texts.play}
        title={isPlaying ? texts.pause : texts.play}
        onClick={onTogglePlay}
        disabled={disabled}
        className="size-11 rounded-full"
      >
        {isPlaying ? <PauseIcon className="size-5 fill-current" aria-hidden /> : <PlayIcon className="ml-0.5 size-5 fill-current" aria-hidden />}
      </Button>
      <Button variant="ghost" size="icon" aria-label={texts.next} title={texts.next} onClick={onNext} disabled={disabled}>
        <SkipForwardIcon className="fill-current" aria-hidden />
      </Button>
      <Button
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
