import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import type { SongListItem, SongSort } from "@shared/schemas/public-listing";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { RetryNotice } from "@/features/public/components/retry-notice";
import { useSongsListing } from "./api/list-songs";
import { EndMessage } from "./end-message";
import { SearchBox } from "./search-box";
import type { ListingFilter } from "./services-tab";
import { SongRowSkeletons } from "./skeletons";
import { SongsTableHeader, VirtualSongRows } from "./song-listing-table";
import { nextSort, type SortState } from "./sorting";
import { listingTexts as texts } from "./texts";
import { useListingItems } from "./use-listing-items";

/** Spec §4: songs sort starts at service date descending. */
export const DEFAULT_SONG_SORT: SortState<SongSort> = { field: "service_date", direction: "desc" };

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
  const { items: songs, total, exhausted } = useListingItems(listing, query);

  function open(song: SongListItem) {
    onOpenSong?.(song);
    void navigate(songRowHref(churchSlug, song));
  }

  let rowGroup: React.ReactNode = null;
  let body: React.ReactNode;
  if (listing.isPending) {
    body = <SongRowSkeletons />;
  } else if (listing.isError && songs.length === 0) {
    body = <RetryNotice message={texts.songsError} onRetry={() => void listing.refetch()} />;
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
    rowGroup = <VirtualSongRows songs={songs} onOpen={open} />;
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
          <SongsTableHeader sort={sort} onSort={(field) => setSort((current) => nextSort(current, field))} />
          {rowGroup}
        </div>
        {body}
      </div>
    </section>
  );
}
