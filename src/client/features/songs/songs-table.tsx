import { EyeIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { CatalogSong, SongSortColumn, SortDirection } from "@shared/schemas/songs";
import { Repeat } from "@/components/placeholders";
import { SortSelect } from "@/components/sort-select";
import { EmptyTableRow, RowAction, SkeletonRows, SortableHead } from "@/components/table-parts";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useIsMobile } from "@/hooks/use-is-mobile";
import { fromList } from "@/lib/back-to-list";
import { paths } from "@/lib/paths";
import { NewSongBadge } from "./new-song-badge";
import { formatCatalogueDate } from "./song-dates";
import { songsTexts } from "./texts";

const texts = songsTexts.catalogue;
const SKELETON_ROWS = 8;
const skeletonCells = ["h-5 w-48", "ml-auto h-5 w-10", "ml-auto h-5 w-10", "h-5 w-24", "ml-auto h-5 w-24"];

const sortableColumns: readonly { column: SongSortColumn; label: string; numeric: boolean }[] = [
  { column: "name", label: texts.columns.name, numeric: false },
  { column: "performance_count", label: texts.columns.performanceCount, numeric: true },
  { column: "view_count", label: texts.columns.viewCount, numeric: true },
  { column: "last_played_at", label: texts.columns.lastPlayedAt, numeric: false },
];

type SongsTableProps = {
  songs: CatalogSong[] | undefined;
  isPending: boolean;
  sort: SongSortColumn;
  direction: SortDirection;
  onSort: (column: SongSortColumn) => void;
  onShowDetails: (song: CatalogSong) => void;
  onDelete: (song: CatalogSong) => void;
};

/**
 * The catalogue: four sortable columns, the 'New' badge and the row actions. On a phone each song
 * is a card with its actions in view, sorted with 'Ordenar por' (docs/decisions/432).
 */
export function SongsTable(props: SongsTableProps) {
  const isMobile = useIsMobile();
  return isMobile ? <SongCards {...props} /> : <SongsGrid {...props} />;
}

function SongsGrid({ songs, isPending, sort, direction, onSort, onShowDetails, onDelete }: SongsTableProps) {
  return (
    <Table aria-label={texts.title}>
      <TableHeader>
        <TableRow>
          {sortableColumns.map((column) => (
            <SortableHead key={column.column} {...column} sort={sort} direction={direction} onSort={onSort} sortByLabel={texts.sortBy} />
          ))}
          <TableHead className="text-right">{texts.columns.actions}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {isPending ? (
          <SkeletonRows rows={SKELETON_ROWS} cells={skeletonCells} testId="song-row-skeleton" />
        ) : !songs || songs.length === 0 ? (
          <EmptyTableRow columns={5}>{texts.empty}</EmptyTableRow>
        ) : (
          songs.map((song) => (
            <TableRow key={song.id}>
              <TableCell className="max-w-[28rem] whitespace-normal">
                <div className="flex flex-wrap items-center gap-2">
                  <SongLink song={song} />
                  <NewSongBadge newMarkedAt={song.newMarkedAt} />
                </div>
                {song.author && <p className="text-xs text-muted-foreground">{song.author}</p>}
              </TableCell>
              <TableCell className="text-right tabular-nums">{song.performanceCount.toLocaleString("pt-BR")}</TableCell>
              <TableCell className="text-right tabular-nums">{song.viewCount.toLocaleString("pt-BR")}</TableCell>
              <TableCell className="tabular-nums">{formatCatalogueDate(song.lastPlayedAt) ?? songsTexts.notPlayed}</TableCell>
              <TableCell>
                <SongActions song={song} onShowDetails={onShowDetails} onDelete={onDelete} />
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}

function SongCards({ songs, isPending, sort, direction, onSort, onShowDetails, onDelete }: SongsTableProps) {
  return (
    <div className="flex flex-col gap-4">
      <SortSelect columns={sortableColumns} sort={sort} direction={direction} onSort={onSort} />
      {isPending ? (
        <div className="flex flex-col gap-3">
          <Repeat count={SKELETON_ROWS}>
            <Skeleton data-testid="song-row-skeleton" className="h-36 w-full rounded-lg" />
          </Repeat>
        </div>
      ) : !songs || songs.length === 0 ? (
        <p className="py-10 text-center text-muted-foreground">{texts.empty}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={texts.title}>
          {songs.map((song) => (
            <li key={song.id}>
              <article aria-label={song.name} className="flex flex-col gap-2 rounded-lg border p-3">
                <div className="flex flex-wrap items-center gap-x-2">
                  <h2 className="min-w-0 break-words">
                    <SongLink song={song} />
                  </h2>
                  <NewSongBadge newMarkedAt={song.newMarkedAt} />
                </div>
                {song.author && <p className="-mt-2 text-xs text-muted-foreground">{song.author}</p>}
                <dl className="grid grid-cols-3 gap-2 text-sm">
                  <Figure label={texts.columns.performanceCount} value={song.performanceCount.toLocaleString("pt-BR")} />
                  <Figure label={texts.columns.viewCount} value={song.viewCount.toLocaleString("pt-BR")} />
                  <Figure label={texts.columns.lastPlayedAt} value={formatCatalogueDate(song.lastPlayedAt) ?? songsTexts.notPlayed} />
                </dl>
                <SongActions song={song} onShowDetails={onShowDetails} onDelete={onDelete} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="truncate text-xs text-muted-foreground" title={label}>
        {label}
      </dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** The song's name, opening its page (a 44 px tall target on phones). */
function SongLink({ song }: { song: CatalogSong }) {
  const location = useLocation();
  return (
    <Link
      to={paths.admin.songs.detail.href(song.id)}
      state={fromList(location)}
      className="font-medium underline-offset-4 hover:underline touch:inline-flex touch:min-h-11 touch:items-center"
    >
      {song.name}
    </Link>
  );
}

function SongActions({ song, onShowDetails, onDelete }: Pick<SongsTableProps, "onShowDetails" | "onDelete"> & { song: CatalogSong }) {
  const location = useLocation();
  return (
    <div className="flex justify-end gap-1 touch:gap-2">
      <RowAction label={texts.actions.details(song.name)} icon={<EyeIcon aria-hidden />} onClick={() => onShowDetails(song)} />
      <RowAction
        label={texts.actions.open(song.name)}
        icon={<PencilIcon aria-hidden />}
        to={paths.admin.songs.detail.href(song.id)}
        state={fromList(location)}
      />
      <RowAction label={texts.actions.delete(song.name)} icon={<Trash2Icon aria-hidden />} destructive onClick={() => onDelete(song)} />
    </div>
  );
}
