import { useEffect, useState } from "react";
import { PlayIcon, SquareIcon } from "lucide-react";
import { formatDuration } from "@shared/durations";
import type { SongExecution } from "@shared/schemas/songs";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/search-input";
import { EmptyTableRow } from "@/components/table-parts";
import { PageNavigation } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { useSongExecutions } from "./api";
import { formatCatalogueDate } from "./song-dates";
import { songsTexts } from "./texts";
import { useDebouncedValue } from "@/hooks/use-debounced";

const texts = songsTexts.history;

/**
 * A song's executions, 10 per page, searchable by date, time or band name (500 ms after typing
 * stops, back to page 1). Each row can be chosen for the preview, which the parent shows.
 */
export function ExecutionHistory({
  songId,
  selectedId,
  onSelect,
}: {
  songId: string;
  selectedId: string | null;
  onSelect: (execution: SongExecution | null) => void;
}) {
  const [searchInput, setSearchInput] = useState("");
  const search = useDebouncedValue(searchInput.trim());
  // The page belongs to the search it was chosen for: a new search starts on page 1.
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const { data, isPending, isError, isPlaceholderData } = useSongExecutions(songId, { search: search || undefined, page });

  useEffect(() => {
    if (isError) toast({ variant: "destructive", title: songsTexts.errorTitle, description: texts.loadFailed });
  }, [isError]);

  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0;

  return (
    <div className="flex flex-col gap-3">
      <SearchInput label={texts.searchLabel} placeholder={texts.searchPlaceholder} value={searchInput} onChange={setSearchInput} />
      <Table aria-label={texts.title} aria-busy={isPending || isPlaceholderData}>
        <TableHeader>
          <TableRow>
            <TableHead>{texts.columns.date}</TableHead>
            <TableHead>{texts.columns.time}</TableHead>
            <TableHead>{texts.columns.band}</TableHead>
            <TableHead>{texts.columns.segment}</TableHead>
            <TableHead className="text-right">{texts.columns.actions}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {isPending ? (
            Array.from({ length: 3 }, (_, index) => (
              <TableRow key={index}>
                <TableCell colSpan={5}>
                  <Skeleton className="h-6 w-full" />
                </TableCell>
              </TableRow>
            ))
          ) : isError || !data || data.executions.length === 0 ? (
            <EmptyTableRow columns={5} className="py-6">
              {isError ? texts.loadFailed : texts.empty}
            </EmptyTableRow>
          ) : (
            data.executions.map((execution) => {
              const date = formatCatalogueDate(execution.serviceDate) ?? execution.serviceDate;
              const selected = execution.id === selectedId;
              return (
                <TableRow key={execution.id} data-state={selected ? "selected" : undefined}>
                  <TableCell>{date}</TableCell>
                  <TableCell>{execution.serviceTime}</TableCell>
                  <TableCell className="whitespace-normal">{execution.bandName}</TableCell>
                  <TableCell className="tabular-nums">
                    {formatDuration(execution.startTime)} – {formatDuration(execution.endTime)}
                  </TableCell>
                  <TableCell className="text-right">
                    <Button
                      type="button"
                      variant={selected ? "secondary" : "outline"}
                      size="sm"
                      aria-pressed={selected}
                      aria-label={selected ? texts.hidePreview : texts.previewOf(date, execution.serviceTime)}
                      onClick={() => onSelect(selected ? null : execution)}
                    >
                      {selected ? <SquareIcon aria-hidden /> : <PlayIcon aria-hidden />}
                      {selected ? texts.hidePreview : texts.preview}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
      <PageNavigation page={page} pageCount={pageCount} onPageChange={(next) => setPaging({ search, page: next })} />
    </div>
  );
}
