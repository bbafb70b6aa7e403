import { useEffect, useState } from "react";
import { MusicIcon, PlayIcon, SquareIcon } from "lucide-react";
import { formatTimestamp } from "@shared/durations";
import type { SongExecution } from "@shared/schemas/songs";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/search-input";
import { EmptyTableRow } from "@/components/table-parts";
import { PageNavigation } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { useSongExecutions } from "./api";
import { ExecutionPerformanceDialog } from "./execution-performance-dialog";
import { formatCatalogueDate } from "./song-dates";
import { songsTexts } from "./texts";
import { useDebouncedValue } from "@/hooks/use-debounced";
import { useIsMobile } from "@/hooks/use-is-mobile";

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
  const emptyText = search ? texts.emptySearch : texts.empty;
  const isMobile = useIsMobile();
  // The execution whose 'Tom e BPM' is being edited.
  const [editing, setEditing] = useState<SongExecution | null>(null);

  return (
    <div className="flex flex-col gap-3">
      <SearchInput label={texts.searchLabel} placeholder={texts.searchPlaceholder} value={searchInput} onChange={setSearchInput} />
      {isMobile ? (
        <ExecutionCards
          executions={data?.executions}
          isPending={isPending}
          isError={isError}
          isBusy={isPending || isPlaceholderData}
          emptyText={emptyText}
          selectedId={selectedId}
          onSelect={onSelect}
          onEdit={setEditing}
        />
      ) : (
        <Table aria-label={texts.title} aria-busy={isPending || isPlaceholderData}>
          <TableHeader>
            <TableRow>
              <TableHead>{texts.columns.date}</TableHead>
              <TableHead>{texts.columns.time}</TableHead>
              <TableHead>{texts.columns.band}</TableHead>
              <TableHead>{texts.columns.segment}</TableHead>
              <TableHead>{texts.columns.performance}</TableHead>
              <TableHead className="text-right">{texts.columns.actions}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {isPending ? (
              Array.from({ length: 3 }, (_, index) => (
                <TableRow key={index}>
                  <TableCell colSpan={6}>
                    <Skeleton className="h-6 w-full" />
                  </TableCell>
                </TableRow>
              ))
            ) : isError || !data || data.executions.length === 0 ? (
              <EmptyTableRow columns={6} className="py-6">
                {isError ? texts.loadFailed : emptyText}
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
                      {formatTimestamp(execution.startTime)} – {formatTimestamp(execution.endTime)}
                    </TableCell>
                    <TableCell className="tabular-nums">{texts.performance(execution.musicalKey, execution.tempo)}</TableCell>
                    <TableCell className="text-right">
                      <div className="flex justify-end gap-2">
                        <EditPerformanceButton execution={execution} date={date} onEdit={setEditing} />
                        <PreviewButton execution={execution} date={date} selected={selected} onSelect={onSelect} />
                      </div>
                    </TableCell>
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      )}
      <PageNavigation page={page} pageCount={pageCount} onPageChange={(next) => setPaging({ search, page: next })} />
      {editing ? (
        <ExecutionPerformanceDialog
          songId={songId}
          execution={editing}
          date={formatCatalogueDate(editing.serviceDate) ?? editing.serviceDate}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

/** Opens the execution's 'Tom e BPM'. */
function EditPerformanceButton({ execution, date, onEdit }: { execution: SongExecution; date: string; onEdit: (execution: SongExecution) => void }) {
  return (
    <Button type="button" variant="outline" size="sm" aria-label={texts.editPerformanceOf(date, execution.serviceTime)} onClick={() => onEdit(execution)}>
      <MusicIcon aria-hidden />
      {texts.editPerformance}
    </Button>
  );
}

type PreviewButtonProps = {
  execution: SongExecution;
  /** The service's date as shown. */
  date: string;
  selected: boolean;
  onSelect: (execution: SongExecution | null) => void;
};

/** 'Pré-visualizar' an execution, or close its preview when it is the one shown. */
function PreviewButton({ execution, date, selected, onSelect }: PreviewButtonProps) {
  return (
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
  );
}

/** On a phone, the executions as cards: date, time and band, the song's times, and the preview button in view (docs/decisions/432). */
function ExecutionCards({
  executions,
  isPending,
  isError,
  isBusy,
  emptyText,
  selectedId,
  onSelect,
  onEdit,
}: {
  executions: SongExecution[] | undefined;
  isPending: boolean;
  isError: boolean;
  isBusy: boolean;
  emptyText: string;
  selectedId: string | null;
  onSelect: (execution: SongExecution | null) => void;
  onEdit: (execution: SongExecution) => void;
}) {
  if (isPending) return <Skeleton className="h-24 w-full" />;
  if (isError || !executions || executions.length === 0) {
    return <p className="py-6 text-center text-muted-foreground">{isError ? texts.loadFailed : emptyText}</p>;
  }
  return (
    <ul className="flex flex-col gap-3" aria-label={texts.title} aria-busy={isBusy}>
      {executions.map((execution) => {
        const date = formatCatalogueDate(execution.serviceDate) ?? execution.serviceDate;
        const selected = execution.id === selectedId;
        return (
          <li key={execution.id} data-state={selected ? "selected" : undefined} className="flex flex-col gap-2 rounded-lg border p-3 data-[state=selected]:bg-muted">
            <p className="font-medium">
              {date} · {execution.serviceTime}
            </p>
            <p className="text-sm break-words text-muted-foreground">{execution.bandName}</p>
            <p className="text-sm tabular-nums">
              {texts.columns.segment}: {formatTimestamp(execution.startTime)} – {formatTimestamp(execution.endTime)}
            </p>
            <p className="text-sm tabular-nums">
              {texts.columns.performance}: {texts.performance(execution.musicalKey, execution.tempo)}
            </p>
            <div className="flex flex-wrap gap-2">
              <EditPerformanceButton execution={execution} date={date} onEdit={onEdit} />
              <PreviewButton execution={execution} date={date} selected={selected} onSelect={onSelect} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
