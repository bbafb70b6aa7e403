import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon, EyeIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { CatalogSong, SongSortColumn, SortDirection } from "@shared/schemas/songs";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/cn";
import { fromList } from "@/lib/back-to-list";
import { paths } from "@/lib/paths";
import { NewSongBadge } from "./new-song-badge";
import { formatCatalogueDate } from "./song-dates";
import { songsTexts } from "./texts";

const texts = songsTexts.catalogue;
const SKELETON_ROWS = 8;

const sortableColumns: readonly { column: SongSortColumn; label: string; numeric: boolean }[] = [
  { column: "name", label: texts.columns.name, numeric: false },
  { column: "performance_count", label: texts.columns.performanceCount, numeric: true },
  { column: "view_count", label: texts.columns.viewCount, numeric: true },
  { column: "last_played_at", label: texts.columns.lastPlayedAt, numeric: false },
];

function SortableHead({
  column,
  label,
  numeric,
  sort,
  direction,
  onSort,
}: {
  column: SongSortColumn;
  label: string;
  numeric: boolean;
  sort: SongSortColumn;
  direction: SortDirection;
  onSort: (column: SongSortColumn) => void;
}) {
  const active = sort === column;
  const Icon = !active ? ArrowUpDownIcon : direction === "asc" ? ArrowUpIcon : ArrowDownIcon;
  return (
    <TableHead
      aria-sort={active ? (direction === "asc" ? "ascending" : "descending") : "none"}
      className={cn(numeric && "text-right")}
    >
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className={cn("font-medium", numeric ? "-mr-3" : "-ml-3")}
        onClick={() => onSort(column)}
        title={texts.sortBy(label)}
      >
        {label}
        <Icon aria-hidden className={cn(!active && "text-muted-foreground")} />
      </Button>
    </TableHead>
  );
}

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
            <SortableHead key={column.column} {...column} sort={sort} direction={direction} onSort={onSort} />
          ))}
          <TableHead className="text-right">{texts.columns.actions}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {isPending ? (
          Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <TableRow key={index} data-testid="song-row-skeleton">
              <TableCell><Skeleton className="h-5 w-48" /></TableCell>
              <TableCell><Skeleton className="ml-auto h-5 w-10" /></TableCell>
              <TableCell><Skeleton className="ml-auto h-5 w-10" /></TableCell>
              <TableCell><Skeleton className="h-5 w-24" /></TableCell>
              <TableCell><Skeleton className="ml-auto h-5 w-24" /></TableCell>
            </TableRow>
          ))
        ) : !songs || songs.length === 0 ? (
          <TableRow>
            <TableCell colSpan={5} className="py-10 text-center text-muted-foreground">
              {texts.empty}
            </TableCell>
          </TableRow>
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
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={texts.actions.details(song.name)}
                    title={texts.actions.details(song.name)}
                    onClick={() => onShowDetails(song)}
                  >
                    <EyeIcon aria-hidden />
                  </Button>
                  <Button asChild variant="ghost" size="icon">
                    <Link
                      to={paths.admin.songs.detail.href(song.id)}
                    state={fromList(location)}
                      aria-label={texts.actions.open(song.name)}
                      title={texts.actions.open(song.name)}
                    >
                      <PencilIcon aria-hidden />
                    </Link>
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="text-destructive hover:text-destructive"
                    aria-label={texts.actions.delete(song.name)}
                    title={texts.actions.delete(song.name)}
                    onClick={() => onDelete(song)}
                  >
                    <Trash2Icon aria-hidden />
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
