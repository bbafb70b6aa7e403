import { useId, useState } from "react";
import { TriangleAlertIcon } from "lucide-react";
import type { SongImportResponse } from "@shared/schemas/songs";
import { decodeSongList, readSongList, type SongListColumn, type SongListRow } from "@shared/song-list";
import { TitledDialog } from "@/components/titled-dialog";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { errorDescription } from "@/lib/error-description";
import { useImportSongs, usePreviewSongImport } from "./api";
import { importTexts as texts } from "./import-texts";

/** A song list is a few hundred lines of text: anything much larger is not one. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;

const COLUMN_ORDER: SongListColumn[] = ["name", "author", "chordFile", "lyrics"];

type Loaded = { rows: SongListRow[]; columns: string[]; preview: SongImportResponse };

/**
 * 'Importar lista' (issue 23; docs/decisions/439): a spreadsheet's song list read in the browser
 * (shared/song-list.ts), checked by the server (what is added, what is left out and why, by line),
 * then added in one request.
 */
export function ImportSongsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const fileId = useId();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const preview = usePreviewSongImport();
  const importing = useImportSongs();

  function reset() {
    setLoaded(null);
    setProblem(null);
    setReading(false);
  }

  function close(next: boolean) {
    if (!next) reset();
    onOpenChange(next);
  }

  async function chooseFile(file: File | undefined) {
    reset();
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setProblem(texts.tooLarge);
    setReading(true);
    try {
      const list = readSongList(decodeSongList(new Uint8Array(await file.arrayBuffer())));
      if (!list.ok) return setProblem(list.error === "empty" ? texts.empty : texts.noNameColumn);
      if (list.rows.length === 0) return setProblem(texts.empty);
      const result = await preview.mutateAsync(list.rows);
      const columns = COLUMN_ORDER.flatMap((column) => (list.columns[column] ? [list.columns[column]] : []));
      setLoaded({ rows: list.rows, columns, preview: result });
    } catch (error) {
      setProblem(error instanceof ApiError ? errorDescription(texts.previewFailed, error) : texts.unreadable);
    } finally {
      setReading(false);
    }
  }

  async function submit() {
    if (!loaded) return;
    try {
      const result = await importing.mutateAsync(loaded.rows);
      toast({ title: texts.successTitle, description: texts.imported(result.added.length) });
      close(false);
    } catch (error) {
      toast({ variant: "destructive", title: texts.errorTitle, description: errorDescription(texts.importFailed, error) });
    }
  }

  const toAdd = loaded?.preview.added ?? [];
  return (
    <TitledDialog open={open} onOpenChange={close} title={texts.title} description={texts.description} className="sm:max-w-2xl">
      <div className="flex flex-col gap-2">
        <label htmlFor={fileId} className="text-sm font-medium">
          {texts.fileLabel}
        </label>
        <Input
          id={fileId}
          type="file"
          accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
          onChange={(event) => void chooseFile(event.target.files?.[0])}
          className="max-md:h-11"
        />
      </div>
      {reading && <p role="status" className="text-sm text-muted-foreground">{texts.reading}</p>}
      {problem && (
        <Alert variant="destructive">
          <TriangleAlertIcon aria-hidden />
          <AlertDescription>{problem}</AlertDescription>
        </Alert>
      )}
      {loaded && <ImportPreview loaded={loaded} />}
      <DialogFooter>
        <Button type="button" variant="outline" className="max-md:h-11" onClick={() => close(false)}>
          {texts.cancel}
        </Button>
        <Button type="button" className="max-md:h-11" disabled={toAdd.length === 0 || importing.isPending} onClick={() => void submit()}>
          {importing.isPending ? texts.importing : texts.submit(toAdd.length)}
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}

/** What the file would add and what it leaves out, each by its line in the spreadsheet. */
function ImportPreview({ loaded }: { loaded: Loaded }) {
  const { added: toAdd, skipped } = loaded.preview;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <p className="text-sm text-muted-foreground">{texts.columns(loaded.columns.join(", "))}</p>
      <section aria-label={texts.toAdd(toAdd.length)} className="flex flex-col gap-1">
        <h3 className="text-sm font-medium">{texts.toAdd(toAdd.length)}</h3>
        {toAdd.length === 0 ? (
          <p className="text-sm text-muted-foreground">{texts.nothingToAdd}</p>
        ) : (
          <ul className="max-h-56 overflow-y-auto rounded-md border text-sm">
            {toAdd.map((song) => (
              <li key={song.line} className="flex flex-wrap gap-x-2 border-b px-3 py-1.5 last:border-b-0">
                <span className="text-muted-foreground tabular-nums">{texts.line(song.line)}</span>
                <span className="font-medium break-words">{song.name}</span>
                {song.author && <span className="text-muted-foreground">— {song.author}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      {skipped.length > 0 && (
        <section aria-label={texts.skippedTitle(skipped.length)} className="flex flex-col gap-1">
          <h3 className="text-sm font-medium">{texts.skippedTitle(skipped.length)}</h3>
          <ul className="max-h-40 overflow-y-auto rounded-md border text-sm">
            {skipped.map((song) => (
              <li key={song.line} className="flex flex-wrap gap-x-2 border-b px-3 py-1.5 last:border-b-0">
                <span className="text-muted-foreground tabular-nums">{texts.line(song.line)}</span>
                <span className="break-words">{song.name || texts.noName}</span>
                <span className="text-muted-foreground">{song.reason}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
