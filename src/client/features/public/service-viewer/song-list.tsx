import { AudioLinesIcon } from "lucide-react";
import { formatDuration } from "@shared/formatting";
import { cn } from "@/lib/cn";
import { inPlace } from "./in-place-link";
import { serviceViewerTexts as texts } from "./texts";

export type SongListItem = { id: string; name: string; author: string | null; duration: number };

/**
 * The side panel: the service's songs in order; the current one is marked. Each is a link to the
 * song's URL (the server renders the page with it current, so it works before the scripts run);
 * once hydrated a click plays it in place (docs/decisions/415).
 */
export function SongList({
  songs,
  currentIndex,
  hrefOf,
  onSelect,
}: {
  songs: readonly SongListItem[];
  currentIndex: number;
  hrefOf: (index: number) => string;
  onSelect: (index: number) => void;
}) {
  return (
    <section aria-labelledby="service-songs-heading" className="flex min-h-0 flex-col rounded-xl border bg-card">
      <header className="flex items-baseline justify-between gap-2 border-b px-4 py-3">
        <h2 id="service-songs-heading" className="font-semibold">
          {texts.songsHeading}
        </h2>
        <span className="text-xs text-muted-foreground">{texts.songCount(songs.length)}</span>
      </header>
      {songs.length === 0 ? (
        <p className="px-4 py-6 text-sm text-muted-foreground">{texts.noSongs}</p>
      ) : (
        <ol className="min-h-0 overflow-y-auto p-2 lg:max-h-[calc(100svh-16rem)] touch:flex touch:flex-col touch:gap-2">
          {songs.map((song, index) => {
            const current = index === currentIndex;
            return (
              <li key={song.id}>
                <a
                  href={hrefOf(index)}
                  onClick={inPlace(() => onSelect(index))}
                  aria-current={current ? "true" : undefined}
                  className={cn(
                    "flex items-center gap-3 rounded-lg p-2 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring touch:min-h-11",
                    current ? "bg-primary/10 text-primary hover:bg-primary/15" : "hover:bg-accent",
                  )}
                >
                  <span className={cn("w-6 shrink-0 text-center text-xs tabular-nums", !current && "text-muted-foreground")}>
                    {current ? <AudioLinesIcon className="mx-auto size-4" aria-label={texts.nowPlaying} /> : index + 1}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{song.name}</span>
                    {song.author && <span className="block truncate text-xs text-muted-foreground">{song.author}</span>}
                  </span>
                  <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{formatDuration(song.duration)}</span>
                </a>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
