import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { ClockIcon, EyeIcon } from "lucide-react";
import { useNavigate } from "react-router";
import { formatCount, formatDate, formatDuration, formatHour } from "@shared/formatting";
import type { SongListItem, SongSort } from "@shared/schemas/public-listing";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/cn";
import { useSongsListing } from "./api/list-songs";
import { EndMessage } from "./end-message";
import { SearchBox } from "./search-box";
import type { ListingFilter } from "./services-tab";
import { SongRowSkeletons } from "./skeletons";
import { nextSort, sortArrow, type SortState } from "./sorting";
import { listingTexts as texts } from "./texts";
import { uniqueById } from "./unique-by-id";
import { useInfiniteScroll } from "./use-infinite-scroll";

/** Spec §4: songs sort starts at service date descending. */
export const DEFAULT_SONG_SORT: SortState<SongSort> = { field: "service_date", direction: "desc" };
/** Spec §4: virtual list overscan. */
export const SONG_LIST_OVERSCAN = 200;
const ROW_HEIGHT_PX = 56;

/**
 * Where a song row goes (spec §2): the song within its service when the row has its id, service,
 * date and time; otherwise the song page by id.
 */
export function songRowHref(churchSlug: string, song: Pick<SongListItem, "id" | "serviceId" | "date" | "time" | "serviceKey" | "key" | "songId">): string {
  if (song.id && song.serviceId && song.date && song.time) {
    return paths.church.serviceSong.href(churchSlug, song.serviceKey || song.serviceId, song.key || song.id);
  }
  return paths.church.song.href(churchSlug, song.songId || song.id);
}

type Column = { field: SongSort | null; label: string; icon?: typeof EyeIcon; className: string };

const COLUMNS: Column[] = [
  { field: null, label: texts.columns.position, className: "w-12 text-center" },
  { field: "name", label: texts.columns.title, className: "min-w-0 flex-1" },
  { field: "service_date", label: texts.columns.date, className: "hidden w-36 sm:block" },
  { field: "view_count", label: texts.columns.views, icon: EyeIcon, className: "w-20 justify-end text-right" },
  { field: "duration", label: texts.columns.duration, icon: ClockIcon, className: "w-20 justify-end text-right" },
];

/**
 * The musicas tab: a song table (#, Título, Data, views, duration) with search, sortable columns,
 * a virtual list (window scrolling) and more songs as the visitor scrolls.
 */
export function SongsTab({
  churchSlug,
  filter = {},
  pageSize = 100,
  onOpenSong,
}: {
  churchSlug: string;
  filter?: ListingFilter;
  /** 100 on the church listing; 50 on the band and musician tabs (spec §9). */
  pageSize?: 25 | 50 | 100;
  /** Called when a song row is opened (analytics hook point). */
  onOpenSong?: (song: SongListItem) => void;
}) {
  const navigate = useNavigate();
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState(DEFAULT_SONG_SORT);
  const query = useMemo(
    () => ({ search: search || undefined, sort: sort.field, direction: sort.direction, pageSize, band: filter.band, musician: filter.musician }),
    [search, sort, pageSize, filter.band, filter.musician],
  );
  const listing = useSongsListing(churchSlug, query);
  const songs = useMemo(() => uniqueById(listing.data?.pages), [listing.data]);
  const total = listing.data?.pages.at(-1)?.total ?? 0;
  const { exhausted } = useInfiniteScroll({
    loaded: songs.length,
    total,
    fetching: listing.isFetching,
    enabled: listing.hasNextPage && !listing.isError,
    resetKey: JSON.stringify(query),
    loadMore: () => void listing.fetchNextPage(),
  });

  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const hasSongs = songs.length > 0;
  useLayoutEffect(() => {
    const element = listRef.current;
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
  }, [hasSongs]);
  const virtualizer = useWindowVirtualizer({
    count: songs.length,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: SONG_LIST_OVERSCAN,
    scrollMargin,
  });

  function open(song: SongListItem) {
    onOpenSong?.(song);
    void navigate(songRowHref(churchSlug, song));
  }

  let rowGroup: React.ReactNode = null;
  let body: React.ReactNode;
  if (listing.isPending) {
    body = <SongRowSkeletons />;
  } else if (listing.isError && songs.length === 0) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
        <p className="text-destructive">{texts.songsError}</p>
        <Button variant="outline" onClick={() => void listing.refetch()}>
          {texts.retry}
        </Button>
      </div>
    );
  } else if (songs.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 py-10 text-center text-muted-foreground">
        <p>
          {texts.noSongs}
          {search && <> {texts.noSongsFor(search)}</>}
        </p>
        {search && (
          <Button variant="outline" onClick={() => setSearch("")}>
            {texts.clearSearch}
          </Button>
        )}
      </div>
    );
  } else {
    const rows = virtualizer.getVirtualItems();
    rowGroup = (
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
                onClick={() => open(song)}
                onKeyDown={(event) => {
                  if (event.key === "Enter") open(song);
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
    body = (
        <EndMessage>
          {listing.isFetchingNextPage
            ? texts.loadingMoreSongs
            : listing.hasNextPage && !exhausted
              ? texts.showingSongs(songs.length, total)
              : songs.length < total
                ? texts.showingSongs(songs.length, total)
                : texts.allSongsLoaded(songs.length)}
        </EndMessage>
    );
  }

  return (
    <section className="flex flex-col gap-4">
      <SearchBox value={search} onSearch={setSearch} placeholder={texts.searchSongsPlaceholder} />
      <div className="rounded-xl border bg-card">
      <div role="table" aria-label={texts.songsTableLabel} aria-rowcount={total + 1}>
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
                      onClick={() => setSort((current) => nextSort(current, column.field!))}
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
        {rowGroup}
      </div>
      {body}
      </div>
    </section>
  );
}
