import { useEffect, useState } from "react";
import { PlusIcon, UploadIcon } from "lucide-react";
import { Link } from "react-router";
import {
  songListQuerySchema,
  type CatalogSong,
  type SongListQuery,
  type SongSortColumn,
  type SortDirection,
} from "@shared/schemas/songs";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { SearchInput } from "@/components/search-input";
import { PageNavigation } from "@/components/ui/pagination";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/lib/paths";
import { useSongList } from "./api";
import { DeleteSongDialog } from "./delete-song-dialog";
import { ImportSongsDialog } from "./import-songs-dialog";
import { importTexts } from "./import-texts";
import { SongDetailsDialog } from "./song-details-dialog";
import { SongsTable } from "./songs-table";
import { songsTexts } from "./texts";
import { useDebouncedCallback } from "@/hooks/use-debounced";
import { useUrlListState } from "@/lib/url-list-state";

const texts = songsTexts.catalogue;

/**
 * The first click on a column sorts it the way a reader looks for it: names A to Z, the most
 * played, most viewed and most recently played first. Clicking again flips it.
 */
export const firstSortDirection: Record<SongSortColumn, SortDirection> = {
  name: "asc",
  performance_count: "desc",
  view_count: "desc",
  last_played_at: "desc",
};

const DEFAULT_LIST: SongListQuery = { search: undefined, sort: "name", direction: "asc", page: 1 };

/** The list state lives in the URL (search, sort, direction, page), so back from a song returns to it. */
function listParams(searchParams: URLSearchParams): SongListQuery {
  const parsed = songListQuerySchema.safeParse(Object.fromEntries(searchParams));
  return parsed.success ? parsed.data : DEFAULT_LIST;
}

function toSearchParams({ search, sort, direction, page }: SongListQuery): URLSearchParams {
  const next = new URLSearchParams();
  if (search) next.set("search", search);
  if (sort !== DEFAULT_LIST.sort || direction !== DEFAULT_LIST.direction) {
    next.set("sort", sort);
    next.set("direction", direction);
  }
  if (page > 1) next.set("page", String(page));
  return next;
}

/** /admin/songs: the song catalogue (spec, admin: Song catalogue). */
export function SongsPage() {
  const [searchParams, setSearchParams, correctSearchParams] = useUrlListState();
  const params = listParams(searchParams);
  const [searchInput, setSearchInput] = useState(params.search ?? "");
  const [detailsOf, setDetailsOf] = useState<CatalogSong | null>(null);
  const [deleting, setDeleting] = useState<CatalogSong | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const { data, isPending, isError } = useSongList(params);

  function show(next: SongListQuery) {
    setSearchParams(toSearchParams(next));
  }

  // Spec: the search waits 500 ms after typing stops and goes back to page 1.
  const applySearch = useDebouncedCallback((value: string) => {
    show({ ...params, search: value.trim() || undefined, page: 1 });
  });

  function sortBy(column: SongSortColumn) {
    const direction =
      params.sort === column ? (params.direction === "asc" ? "desc" : "asc") : firstSortDirection[column];
    show({ ...params, sort: column, direction, page: 1 });
  }

  useEffect(() => {
    if (isError) toast({ variant: "destructive", title: songsTexts.errorTitle, description: texts.loadFailed });
  }, [isError]);

  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0;
  const pageBeyondEnd = data !== undefined && pageCount > 0 && params.page > pageCount;
  useEffect(() => {
    // After a delete emptied the last page, or an outdated link: show the last page there is.
    if (pageBeyondEnd) correctSearchParams(toSearchParams({ ...params, page: pageCount }));
  });

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title={texts.title}
        description={texts.description}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => setImportOpen(true)}>
              <UploadIcon aria-hidden />
              {importTexts.button}
            </Button>
            <Button asChild>
              <Link to={paths.admin.songs.new.href()}>
                <PlusIcon aria-hidden />
                {texts.add}
              </Link>
            </Button>
          </div>
        }
      />
      <ImportSongsDialog open={importOpen} onOpenChange={setImportOpen} />

      <Card className="gap-4">
        <CardContent className="flex flex-col gap-4 px-4 sm:px-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <SearchInput
              label={texts.searchLabel}
              placeholder={texts.searchPlaceholder}
              value={searchInput}
              onChange={(value) => {
                setSearchInput(value);
                applySearch(value);
              }}
            />
            {data && <p className="text-sm text-muted-foreground">{texts.total(data.total)}</p>}
          </div>
          <SongsTable
            songs={data?.songs}
            isPending={isPending}
            sort={params.sort}
            direction={params.direction}
            onSort={sortBy}
            onShowDetails={setDetailsOf}
            onDelete={setDeleting}
          />
          <PageNavigation
            page={params.page}
            pageCount={pageCount}
            onPageChange={(page) => show({ ...params, page })}
          />
        </CardContent>
      </Card>

      <SongDetailsDialog song={detailsOf} onClose={() => setDetailsOf(null)} />
      <DeleteSongDialog song={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
