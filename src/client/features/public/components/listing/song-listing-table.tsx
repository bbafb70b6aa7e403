import { useLayoutEffect, useRef, useState } from "react";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { ClockIcon, EyeIcon } from "lucide-react";
import { Link } from "react-router";
import { formatCount, formatDate, formatDuration, formatHour } from "@shared/formatting";
import type { SongListItem, SongSort } from "@shared/schemas/public-listing";
import { useHydrated } from "@/hooks/use-hydrated";
import { useIsMobile } from "@/hooks/use-is-mobile";
import { cn } from "@/lib/cn";
import { songRowHref } from "./song-row-href";
import { nextSort, sortArrow, type SortState } from "./sorting";
import { listingTexts as texts } from "./texts";

/** Spec §4: virtual list overscan. */
export const SONG_LIST_OVERSCAN = 200;
const ROW_HEIGHT_PX = 56;
/** On a phone a title wraps to two lines above its band and date (issue 28): a taller row. */
const PHONE_ROW_HEIGHT_PX = 76;
/**
 * The rows' and cells' common look, set once on the row group: a server page of rows is in the
 * HTML (docs/decisions/413), so what every row repeats is kept out of it.
 */
const ROWS_CLASS =
  "relative text-sm text-muted-foreground tabular-nums *:absolute *:inset-x-0 *:flex *:items-center *:gap-2 *:border-b *:px-2 *:hover:bg-accent/60 *:has-[a:focus-visible]:bg-accent";

type Column = { field: SongSort | null; label: string; icon?: typeof EyeIcon; className: string };

/**
 * On a phone (below md) the date is the title cell's second line, so its column heading sits in
 * the title's heading, beside 'Título': the order by date stays one tap away (issue 28); the
 * figures' columns narrow so the title has room to wrap instead of being cut.
 */
const COLUMNS: Column[] = [
  { field: null, label: texts.columns.position, className: "w-7 text-center md:w-12" },
  { field: "name", label: texts.columns.title, className: "min-w-0 flex-1" },
  { field: "service_date", label: texts.columns.date, className: "max-md:flex-1 md:w-36" },
  { field: "view_count", label: texts.columns.views, icon: EyeIcon, className: "w-12 justify-end text-right text-xs md:w-20 md:text-sm" },
  { field: "duration", label: texts.columns.duration, icon: ClockIcon, className: "w-12 justify-end text-right text-xs md:w-20 md:text-sm" },
];

/**
 * The song table's header row: #, Título, Data, views, duration; each sortable one is a link to
 * the URL of the order it chooses (the same column toggles the direction, a new one starts
 * descending: spec §4), which the server renders before the scripts run (docs/decisions/411).
 */
export function SongsTableHeader({ sort, hrefOf }: { sort: SortState<SongSort>; hrefOf: (sort: SortState<SongSort>) => string }) {
  return (
    <div role="rowgroup">
      <div role="row" aria-rowindex={1} className="flex h-10 items-center gap-2 border-b px-2 text-xs font-medium text-muted-foreground touch:h-12">
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
              {active && (
                <span role="img" aria-label={sort.direction === "asc" ? texts.ascending : texts.descending}>
                  {sortArrow(sort.direction)}
                </span>
              )}
            </>
          );
          return (
            <span
              key={column.label}
              role="columnheader"
              aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : undefined}
              className={cn("flex items-center", column.className, column.field === "name" && "max-md:flex-none")}
            >
              {column.field ? (
                <Link
                  to={{ search: hrefOf(nextSort(sort, column.field)) }}
                  replace
                  preventScrollReset
                  className={cn(
                    "inline-flex items-center gap-1 hover:text-foreground touch:min-h-11 touch:min-w-11",
                    column.className.includes("justify-end") && "ml-auto justify-end",
                  )}
                >
                  {label}
                </Link>
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

/**
 * The song rows, virtual (window scrolling): only the rows near the screen are in the page. Until
 * the page is hydrated every row is drawn where the virtual list puts it, so the server's HTML
 * shows the rows it has (a first screen: docs/decisions/413) and hydrates as it is. `offset`: the
 * list's first row's place in the whole list (a list opened at a later page). Each row's title is
 * a link to the song that covers the row.
 */
export function VirtualSongRows({
  songs,
  offset = 0,
  churchSlug,
  onOpen,
}: {
  songs: readonly SongListItem[];
  offset?: number;
  churchSlug: string;
  /** Called when a row is opened (analytics hook point). */
  onOpen?: (song: SongListItem) => void;
}) {
  const hydrated = useHydrated();
  const rowHeight = useIsMobile() ? PHONE_ROW_HEIGHT_PX : ROW_HEIGHT_PX;
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const element = listRef.current;
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: songs.length,
    estimateSize: () => rowHeight,
    overscan: SONG_LIST_OVERSCAN,
    scrollMargin,
  });
  const rows = hydrated
    ? virtualizer.getVirtualItems().map((row) => ({ index: row.index, top: row.start - virtualizer.options.scrollMargin }))
    : songs.map((_, index) => ({ index, top: index * rowHeight }));
  return (
    <div ref={listRef} role="rowgroup" style={{ height: songs.length * rowHeight }} className={ROWS_CLASS}>
      {rows.map(({ index, top }) => {
        const song = songs[index]!;
        const when = `${formatDate(song.date)} · ${formatHour(song.time)}`;
        return (
          <div key={song.id} role="row" aria-rowindex={offset + index + 2} style={{ height: rowHeight, transform: `translateY(${top}px)` }}>
            <span role="cell" className="w-7 text-center md:w-12">
              {offset + index + 1}
            </span>
            <span role="cell" className="flex min-w-0 flex-1 self-stretch py-1.5">
              {/* The whole row is the link's target (its ::after covers the row); the link's own box
                  stays clear of the next row's, 12 px apart. */}
              <Link
                to={songRowHref(churchSlug, song)}
                onClick={() => onOpen?.(song)}
                className="flex min-w-0 flex-1 flex-col justify-center after:absolute after:inset-0 focus-visible:outline-none"
              >
                <span className="line-clamp-2 font-medium break-words text-foreground md:line-clamp-1">{song.name}</span>
                <span className="truncate text-xs">
                  {`${song.band.name} (${song.band.year})`}
                  <span className="md:hidden">{` · ${when}`}</span>
                </span>
              </Link>
            </span>
            <span role="cell" className="hidden w-36 md:block">
              {when}
            </span>
            <span role="cell" className="w-12 text-right text-xs md:w-20 md:text-sm">
              {formatCount(song.viewCount)}
            </span>
            <span role="cell" className="w-12 text-right text-xs md:w-20 md:text-sm">
              {formatDuration(song.duration)}
            </span>
          </div>
        );
      })}
    </div>
  );
}
