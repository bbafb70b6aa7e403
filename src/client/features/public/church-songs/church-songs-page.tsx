import { XIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useParams } from "react-router";
import type { PublicCatalogueSong } from "@shared/schemas/public-catalogue";
import { isPlainClick, LoadMoreLink, PreviousPageLink } from "@/features/public/components/listing/page-links";
import { useUrlSearch } from "@/features/public/components/listing/use-url-search";
import { RetryNotice } from "@/features/public/components/retry-notice";
import { SearchPageHeader } from "@/features/public/components/search-page-header";
import { publicTexts } from "@/features/public/components/texts";
import { useItemTracking } from "@/features/public/components/use-item-tracking";
import { VideoThumbnail } from "@/features/public/components/video-thumbnail";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/lib/paths";
import { useChurchCatalogue } from "./api/list-church-catalogue";
import { churchSongsTexts as texts } from "./texts";

const SKELETON_CARDS = 8;

/**
 * /churches/:churchSlug/songs — the older "Músicas" card grid of the church's catalogue. The search
 * (`?q=`) and the page it starts at (`?page=`) live in the URL, so the search box is a form and
 * "Carregar mais" a link that the server answers before the scripts run (docs/decisions/411, 412).
 */
export function ChurchSongsPage() {
  const { churchSlug = "" } = useParams();
  const { search, page, setSearch, pageSearch, clearSearch } = useUrlSearch();
  const catalogue = useChurchCatalogue(churchSlug, search, page);
  const pages = catalogue.data?.pages ?? [];
  const songs = pages.flatMap((loaded) => loaded.songs);
  const total = pages[0]?.total ?? 0;
  const first = pages[0]?.page ?? page;
  const last = pages.at(-1)?.page ?? page;
  const before = (first - 1) * (pages[0]?.pageSize ?? 0);
  const previous = first > 1 ? <PreviousPageLink search={pageSearch(first - 1)} label={texts.previousPage} /> : null;

  return (
    <div className="mx-auto flex w-full max-w-[2300px] flex-col gap-6 p-4 md:p-6">
      <SearchPageHeader
        title={texts.title}
        search={search}
        onSearch={setSearch}
        label={texts.searchLabel}
        placeholder={texts.searchPlaceholder}
        clearSearch={clearSearch}
      />

      {catalogue.isPending ? (
        <div className="grid grid-cols-2 gap-4 md:grid-cols-[repeat(auto-fill,minmax(240px,1fr))]" aria-busy="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <Skeleton key={index} className="aspect-[4/3] w-full" />
          ))}
        </div>
      ) : catalogue.isError ? (
        <RetryNotice message={texts.error} onRetry={() => void catalogue.refetch()} />
      ) : songs.length === 0 ? (
        <>
          <EmptyState search={search} clearSearch={clearSearch} onClear={() => setSearch("")} />
          {previous}
        </>
      ) : (
        <>
          {previous}
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-[repeat(auto-fill,minmax(240px,1fr))]">
            {songs.map((song) => (
              <li key={song.id || song.name}>
                <SongCard churchSlug={churchSlug} song={song} />
              </li>
            ))}
          </ul>
          <ListFooter
            shown={before + songs.length}
            total={total}
            hasMore={catalogue.hasNextPage}
            loading={catalogue.isFetchingNextPage}
            nextSearch={pageSearch(last + 1)}
            onLoadMore={() => void catalogue.fetchNextPage({ cancelRefetch: false })}
          />
        </>
      )}
    </div>
  );
}

/** "Limpar busca" is a link to the page without the search, followed in place once the scripts run. */
function EmptyState({ search, clearSearch, onClear }: { search: string; clearSearch: string; onClear: () => void }) {
  if (!search) return <p className="py-12 text-center text-muted-foreground">{texts.empty}</p>;
  return (
    <div className="flex flex-col items-center gap-2 py-12 text-center">
      <p className="font-medium">{texts.emptySearch}</p>
      <p className="text-sm text-muted-foreground">{texts.emptySearchTerm(search)}</p>
      <Link
        to={{ search: clearSearch }}
        replace
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onClear();
        }}
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        <XIcon aria-hidden />
        {texts.clearSearch}
      </Link>
    </div>
  );
}

function SongCard({ churchSlug, song }: { churchSlug: string; song: PublicCatalogueSong }) {
  const trackItem = useItemTracking(churchSlug, "songs_page");
  const body = (
    <Card className="h-full gap-0 overflow-hidden py-0 transition-shadow hover:shadow-md">
      <div className="aspect-video overflow-hidden">
        <VideoThumbnail videoUrl={song.videoUrl} alt={publicTexts.thumbnailAlt(song.name)} />
      </div>
      <div className="flex flex-col gap-1 p-3">
        <span className="line-clamp-2 font-semibold">{song.name}</span>
        {song.author ? <span className="truncate text-sm text-muted-foreground">{song.author}</span> : null}
        <span className="text-xs text-muted-foreground">{texts.performances(song.performanceCount)}</span>
      </div>
    </Card>
  );
  if (!song.id) {
    return (
      <button
        type="button"
        className="block h-full w-full text-left"
        onClick={() => toast({ title: "Erro", description: texts.cannotView, variant: "destructive" })}
      >
        {body}
      </button>
    );
  }
  return (
    <Link
      to={paths.church.song.href(churchSlug, song.key || song.id)}
      onClick={() => trackItem("click_song_card", song)}
      className="block h-full rounded-xl focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
      {body}
    </Link>
  );
}

/**
 * Loads the next page when the end of the grid comes into view; "Carregar mais" does the same by
 * hand: a link to the next page (`nextSearch`), loaded in place once the scripts run.
 */
function ListFooter(props: { shown: number; total: number; hasMore: boolean; loading: boolean; nextSearch: string; onLoadMore: () => void }) {
  const { shown, total, hasMore, loading, nextSearch, onLoadMore } = props;
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  useEffect(() => {
    loadMore.current = onLoadMore;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore]);

  return (
    <div ref={sentinel} className="flex flex-col items-center gap-2 py-4 text-sm text-muted-foreground" aria-live="polite">
      {loading ? <span>{texts.loadingMore}</span> : hasMore ? <span>{texts.showing(shown, total)}</span> : <span>{texts.allLoaded(total)}</span>}
      {/* It stays while a page loads, so a tap is never lost to it moving away. */}
      {hasMore && <LoadMoreLink search={nextSearch} label={texts.loadMore} onLoadMore={onLoadMore} />}
    </div>
  );
}
