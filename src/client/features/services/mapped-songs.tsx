import { PauseIcon, PencilIcon, PlayIcon, Trash2Icon, UsersIcon } from "lucide-react";
import { formatTimestamp } from "@shared/durations";
import { RowAction } from "@/components/table-parts";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { showsAsNew, type ServiceIdentity } from "./new-song-mark";
import type { DraftSegment } from "./service-draft";
import { servicesTexts } from "./texts";
import { pasteChaptersTexts } from "./paste-chapters-texts";

const texts = servicesTexts.segments;

type MappedSongsProps = {
  segments: readonly DraftSegment[];
  /** The service as the form has it now: a song marked new elsewhere is not 'Nova' here. */
  service: ServiceIdentity;
  /** The segment whose start the player was last sent to, and whether it is playing. */
  playingKey: string | null;
  editingKey: string | null;
  onTogglePlay: (segment: DraftSegment) => void;
  onLoad: (segment: DraftSegment) => void;
  onEditMusicians: (segment: DraftSegment) => void;
  onRemove: (segment: DraftSegment) => void;
};

/** 'Músicas Mapeadas': sorted by start and numbered; a click plays or pauses at the song's start. */
export function MappedSongs({ segments, service, playingKey, editingKey, onTogglePlay, onLoad, onEditMusicians, onRemove }: MappedSongsProps) {
  return (
    <section aria-labelledby="mapped-songs-title" className="flex min-w-0 flex-col gap-3">
      <h3 id="mapped-songs-title" className="font-semibold">
        {texts.mappedTitle}
      </h3>
      {segments.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">{texts.mappedEmpty}</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label={texts.mappedTitle}>
          {segments.map((segment, index) => {
            const playing = playingKey === segment.key;
            return (
              <li
                key={segment.key}
                className={cn(
                  // On phones the actions go under the name, so a long name never pushes them off the screen.
                  "flex min-w-0 flex-col gap-1 rounded-md border p-2 transition-colors md:flex-row md:items-center md:gap-2",
                  editingKey === segment.key && "border-primary bg-accent/40",
                  playing && "bg-accent",
                )}
              >
                {/* The play button holds only the song's name, so its label contains what it shows (axe). */}
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  <span className="w-6 shrink-0 text-right text-sm text-muted-foreground tabular-nums">{index + 1}.</span>
                  <span className="flex min-w-0 flex-col gap-1">
                    <button
                      type="button"
                      className="flex min-h-11 min-w-0 items-center gap-2 rounded-sm text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 md:min-h-0"
                      aria-label={texts.playRow(segment.songName)}
                      aria-pressed={playing}
                      onClick={() => onTogglePlay(segment)}
                    >
                      {playing ? <PauseIcon aria-hidden className="size-4 shrink-0" /> : <PlayIcon aria-hidden className="size-4 shrink-0" />}
                      <span className="line-clamp-2 font-medium break-words [overflow-wrap:anywhere]" title={segment.songName}>
                        {segment.songName}
                      </span>
                    </button>
                    <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground tabular-nums">
                      {segment.awaitingTimes ? (
                        <Badge variant="outline">{texts.awaitingTimes}</Badge>
                      ) : (
                        `${formatTimestamp(segment.startTime)} – ${formatTimestamp(segment.endTime)}`
                      )}
                      {segment.musicalKey || segment.tempo ? <span>· {texts.performance(segment.musicalKey, segment.tempo)}</span> : null}
                      {showsAsNew(segment, service) ? <Badge variant="secondary">{texts.newBadge}</Badge> : null}
                      {segment.hasSpecificMusicians ? <Badge variant="outline">{texts.specificBadge}</Badge> : null}
                      {segment.newSong ? (
                        <Badge variant="outline" title={pasteChaptersTexts.newSongHint}>
                          {pasteChaptersTexts.mappedNewSong}
                        </Badge>
                      ) : null}
                    </span>
                  </span>
                </div>
                <div className="flex shrink-0 justify-end gap-2 md:gap-1">
                  <RowAction className="size-11 md:size-8" label={texts.load(segment.songName)} icon={<PencilIcon aria-hidden />} onClick={() => onLoad(segment)} />
                  <RowAction className="size-11 md:size-8" label={texts.editMusicians(segment.songName)} icon={<UsersIcon aria-hidden />} onClick={() => onEditMusicians(segment)} />
                  <RowAction
                    destructive
                    className="size-11 md:size-8"
                    label={texts.remove(segment.songName)}
                    icon={<Trash2Icon aria-hidden />}
                    onClick={() => onRemove(segment)}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
