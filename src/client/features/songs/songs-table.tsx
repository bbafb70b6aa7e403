import { EyeIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { CatalogSong, SongSortColumn, SortDirection } from "@shared/schemas/songs";
import { EmptyTableRow, RowAction, SkeletonRows, SortableHead } from "@/components/table-parts";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
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

/** The catalogue table: four sortable columns, the 'New' badge and the row actions. */
export function SongsTable({
  songs,
  isPending,
  sort,
  direction,
  onSort,
  onShowDetails,
  onDelete,
}: {
  songs: CatalogSong[] | undefined;
  isPending: boolean;
  sort: SongSortColumn;
  direction: SortDirection;
  onSort: (column: SongSortColumn) => void;
  onShowDetails: (song: CatalogSong) => void;
  onDelete: (song: CatalogSong) => void;
}) {
  const location = useLocation();
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
                  <Link
                    to={paths.admin.songs.detail.href(song.id)}
                    state={fromList(location)}
                    className="font-medium underline-offset-4 hover:underline"
                  >
                    {song.name}
                  </Link>
                  <NewSongBadge newMarkedAt={song.newMarkedAt} />
                </div>
                {song.author && <p className="text-xs text-muted-foreground">{song.author}</p>}
              </TableCell>
              <TableCell className="text-right tabular-nums">{song.performanceCount.toLocaleString("pt-BR")}</TableCell>
              <TableCell className="text-right tabular-nums">{song.viewCount.toLocaleString("pt-BR")}</TableCell>
              <TableCell className="tabular-nums">{formatCatalogueDate(song.lastPlayedAt) ?? songsTexts.notPlayed}</TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  <RowAction label={texts.actions.details(song.name)} icon={<EyeIcon aria-hidden />} onClick={() => onShowDetails(song)} />
                  <RowAction
                    label={texts.actions.open(song.name)}
                    icon={<PencilIcon aria-hidden />}
                    to={paths.admin.songs.detail.href(song.id)}
                    state={fromList(location)}
                  />
                  <RowAction label={texts.actions.delete(song.name)} icon={<Trash2Icon aria-hidden />} destructive onClick={() => onDelete(song)} />
                </div>
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
