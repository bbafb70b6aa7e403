import { useMemo } from "react";
import { Link } from "react-router";
import type { SongListItem } from "@shared/schemas/public-listing";
import { buttonVariants } from "@/components/ui/button";
import { RetryNotice } from "@/features/public/components/retry-notice";
import { useSongsListing, type SongsPageSize } from "./api/list-songs";
import { serverPageOf, serverPageStart, type ServerPageSizes } from "./api/listing-pages";
import { EndMessage } from "./end-message";
import { paramsForPage, paramsForSearch, paramsForSongSort, searchFormFields, toSearch, type ListingState } from "./listing-state";
import { isPlainClick, LoadMoreLink, PreviousPageLink } from "./page-links";
import { SearchBox } from "./search-box";
import type { ListingFilter } from "./services-tab";
import { SongRowSkeletons } from "./skeletons";
import { SongsTableHeader, VirtualSongRows } from "./song-listing-table";
import { listingTexts as texts } from "./texts";
import { useListingItems } from "./use-listing-items";

/**
 * The musicas tab: a song table (#, Título, Data, views, duration) with search, sortable columns,
 * a virtual list (window scrolling) and more songs as the visitor scrolls (or taps "Carregar
 * mais"). Its state is the URL's (`state`); every control is a link or a form to the URL of the
 * state it chooses (docs/decisions/411).
 */
export function SongsTab({
  churchSlug,
  filter = {},
  state,
  onSearch,
  pageSize = 100,
  serverPages,
  onOpenSong,
}: {
  churchSlug: string;
  filter?: ListingFilter;
  state: ListingState;
  onSearch: (search: string) => void;
  /** 100 on the church listing; 50 on the band and musician tabs (spec §9). */
  pageSize?: SongsPageSize;
  /** What a server page holds (docs/decisions/412). */
  serverPages: ServerPageSizes;
  /** Called when a song row is opened (analytics hook point). */
  onOpenSong?: (song: SongListItem) => void;
}) {
  const { search, songSort: sort } = state;
  const query = useMemo(
    () => ({ search: search || undefined, sort: sort.field, direction: sort.direction, pageSize, band: filter.band, musician: filter.musician }),
    [search, sort, pageSize, filter.band, filter.musician],
  );
  const serverPageSize = serverPages.songs;
  const listing = useSongsListing(churchSlug, query, serverPageStart(state.page, serverPageSize), serverPageSize);
  const { items: songs, total, start, end, hasMore, loadMore } = useListingItems(listing, query);
  const clearSearch = toSearch(paramsForSearch(state, ""));
  const previous =
    start > 0 ? (
      <PreviousPageLink
        search={toSearch(paramsForPage(state, Math.min(state.page - 1, serverPageOf(Math.max(0, total - 1), serverPageSize))))}
        label={texts.previousPage}
      />
    ) : null;

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
          <Link
            to={{ search: clearSearch }}
            replace
            preventScrollReset
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onSearch("");
            }}
            className={buttonVariants({ variant: "outline" })}
          >
            {texts.clearSearch}
          </Link>
        )}
        {previous}
      </div>
    );
  } else {
    rowGroup = <VirtualSongRows songs={songs} offset={start} churchSlug={churchSlug} onOpen={onOpenSong} />;
    body = (
      <>
        <EndMessage>
          {listing.isFetchingNextPage
            ? texts.loadingMoreSongs
            : start > 0
              ? texts.songsShown(start + 1, end, total)
              : hasMore || songs.length < total
                ? texts.showingSongs(songs.length, total)
                : texts.allSongsLoaded(songs.length)}
        </EndMessage>
        {hasMore && (
          <LoadMoreLink search={toSearch(paramsForPage(state, serverPageOf(end, serverPageSize)))} label={texts.loadMore} onLoadMore={loadMore} />
        )}
      </>
    );
  }

  return (
    <section className="flex flex-col gap-4">
      <SearchBox value={search} onSearch={onSearch} placeholder={texts.searchSongsPlaceholder} fields={searchFormFields(state)} clearSearch={clearSearch} />
      {start > 0 && songs.length > 0 && previous}
      <div className="rounded-xl border bg-card">
        <div role="table" aria-label={texts.songsTableLabel} aria-rowcount={total + 1}>
          <SongsTableHeader sort={sort} hrefOf={(next) => toSearch(paramsForSongSort(state, next))} />
          {rowGroup}
        </div>
        {body}
      </div>
    </section>
  );
}
