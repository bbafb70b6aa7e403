import { AudioLinesIcon } from "lucide-react";
import { formatDuration } from "@shared/formatting";
import type { ViewerSong } from "@shared/schemas/public-service-viewer";
import { cn } from "@/lib/cn";
import { serviceViewerTexts as texts } from "./texts";

/** The side panel: the service's songs in order; the current one is marked; a click plays it. */
export function SongList({ songs, currentIndex, onSelect }: { songs: ViewerSong[]; currentIndex: number; onSelect: (index: number) => void }) {
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
        <ol className="min-h-0 overflow-y-auto p-2 lg:max-h-[calc(100svh-16rem)]">
          {songs.map((song, index) => {
            const current = index === currentIndex;
            return (
              <li key={song.id}>
                <button
                  type="button"
                  onClick={() => onSelect(index)}
                  aria-current={current ? "true" : undefined}
                  className={cn(
                    "flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left text-sm transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring",
                    current && "bg-primary/10 hover:bg-primary/15",
                  )}
                >
                  <span className={cn("w-6 shrink-0 text-center text-xs text-muted-foreground tabular-nums", current && "text-primary")}>
                    {current ? <AudioLinesIcon className="mx-auto size-4" aria-label={texts.nowPlaying} /> : index + 1}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className={cn("block truncate font-medium", current && "text-primary")}>{song.name}</span>
                    {song.author && <span className="block truncate text-xs text-muted-foreground">{song.author}</span>}
                  </span>
                  <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{formatDuration(song.duration)}</span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
