import { useLayoutEffect, useRef, useState } from "react";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { ClockIcon, EyeIcon } from "lucide-react";
import { formatCount, formatDate, formatDuration, formatHour } from "@shared/formatting";
import type { SongListItem, SongSort } from "@shared/schemas/public-listing";
import { cn } from "@/lib/cn";
import { sortArrow, type SortState } from "./sorting";
import { listingTexts as texts } from "./texts";

/** Spec §4: virtual list overscan. */
export const SONG_LIST_OVERSCAN = 200;
const ROW_HEIGHT_PX = 56;

type Column = { field: SongSort | null; label: string; icon?: typeof EyeIcon; className: string };

const COLUMNS: Column[] = [
  { field: null, label: texts.columns.position, className: "w-12 text-center" },
  { field: "name", label: texts.columns.title, className: "min-w-0 flex-1" },
  { field: "service_date", label: texts.columns.date, className: "hidden w-36 sm:block" },
  { field: "view_count", label: texts.columns.views, icon: EyeIcon, className: "w-20 justify-end text-right" },
  { field: "duration", label: texts.columns.duration, icon: ClockIcon, className: "w-20 justify-end text-right" },
];

/** The song table's header row: #, Título, Data, views, duration; the sortable ones are buttons. */
export function SongsTableHeader({ sort, onSort }: { sort: SortState<SongSort>; onSort: (field: SongSort) => void }) {
  return (
    <div role="rowgroup">
      <div role="row" aria-rowindex={1} className="flex h-10 items-center gap-2 border-b px-2 text-xs font-medium text-muted-foreground">
        {COLUMNS.map((column) => {
          const active = column.field !== null && sort.field === column.field;
          const Icon = column.icon;
          const label = (
            <>
              {Icon ? (
                <>
                  <Icon className="size-3.5" aria-hidden />
                  <span className="sr-only">{column.label}</span>
                </>
              ) : (
                column.label
              )}
              {active && <span aria-label={sort.direction === "asc" ? texts.ascending : texts.descending}>{sortArrow(sort.direction)}</span>}
            </>
          );
          return (
            <span
              key={column.label}
              role="columnheader"
              aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : undefined}
              className={cn("flex items-center", column.className)}
            >
              {column.field ? (
                <button
                  type="button"
                  onClick={() => onSort(column.field!)}
                  className={cn("inline-flex items-center gap-1 hover:text-foreground", column.className.includes("justify-end") && "ml-auto")}
                >
                  {label}
                </button>
              ) : (
                label
              )}
            </span>
          );
        })}
      </div>
    </div>
  );
}

/** The song rows, virtual (window scrolling): only the rows near the screen are in the page. */
export function VirtualSongRows({ songs, onOpen }: { songs: readonly SongListItem[]; onOpen: (song: SongListItem) => void }) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const element = listRef.current;
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: songs.length,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: SONG_LIST_OVERSCAN,
    scrollMargin,
  });
  const rows = virtualizer.getVirtualItems();
  return (
    <div ref={listRef} role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
      {rows.map((row) => {
        const song = songs[row.index]!;
        return (
          <div
            key={song.id}
            role="row"
            tabIndex={0}
            data-index={row.index}
            aria-rowindex={row.index + 2}
            onClick={() => onOpen(song)}
            onKeyDown={(event) => {
              if (event.key === "Enter") onOpen(song);
            }}
            className="absolute inset-x-0 flex cursor-pointer items-center gap-2 border-b px-2 text-sm hover:bg-accent/60 focus-visible:bg-accent focus-visible:outline-none"
            style={{ height: ROW_HEIGHT_PX, transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            <span role="cell" className="w-12 text-center text-muted-foreground tabular-nums">
              {row.index + 1}
            </span>
            <span role="cell" className="flex min-w-0 flex-1 flex-col">
              <span className="truncate font-medium">{song.name}</span>
              <span className="truncate text-xs text-muted-foreground">
                {song.band.name} ({song.band.year})
                <span className="sm:hidden"> · {formatDate(song.date)} · {formatHour(song.time)}</span>
              </span>
            </span>
            <span role="cell" className="hidden w-36 text-muted-foreground tabular-nums sm:block">
              {formatDate(song.date)} · {formatHour(song.time)}
            </span>
            <span role="cell" className="w-20 text-right text-muted-foreground tabular-nums">
              {formatCount(song.viewCount)}
            </span>
            <span role="cell" className="w-20 text-right text-muted-foreground tabular-nums">
              {formatDuration(song.duration)}
            </span>
          </div>
        );
      })}
    </div>
  );
}
