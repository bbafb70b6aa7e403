import type { CatalogSong } from "@shared/schemas/songs";
import { cn } from "@/lib/cn";
import { formatCatalogueDate } from "./song-dates";
import { songsTexts } from "./texts";

const texts = songsTexts.stats;

/** Performances, views, first and last played of a catalogue song. */
export function SongStats({ song, className }: { song: CatalogSong; className?: string }) {
  const items = [
    [texts.performanceCount, song.performanceCount.toLocaleString("pt-BR")],
    [texts.viewCount, song.viewCount.toLocaleString("pt-BR")],
    [texts.firstPlayedAt, formatCatalogueDate(song.firstPlayedAt) ?? songsTexts.notPlayed],
    [texts.lastPlayedAt, formatCatalogueDate(song.lastPlayedAt) ?? songsTexts.notPlayed],
  ] as const;
  return (
    <dl className={cn("grid grid-cols-2 gap-3 sm:grid-cols-4", className)}>
      {items.map(([label, value]) => (
        <div key={label} className="rounded-md border p-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Links to the chord sheet and the lyrics, when the song has them. */
export function SongLinks({ song }: { song: Pick<CatalogSong, "chordFile" | "lyrics"> }) {
  const links = [
    [texts.chordFile, song.chordFile],
    [texts.lyrics, song.lyrics],
  ] as const;
  const present = links.filter(([, href]) => href);
  if (present.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {present.map(([label, href]) => (
        <li key={label}>
          <a href={href ?? undefined} target="_blank" rel="noopener noreferrer" className="text-primary underline-offset-4 hover:underline">
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}
