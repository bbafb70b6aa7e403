import { useId, useMemo, useState } from "react";
import { TriangleAlertIcon, XIcon } from "lucide-react";
import { parseChapters, readAsCatalogued, type ChapterSong } from "@shared/chapters";
import { formatTimestamp, parseTimestamp } from "@shared/durations";
import { SONG_MATCH_MAX_NAMES, type SongMatch } from "@shared/schemas/songs";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useDebouncedValue } from "@/hooks/use-debounced";
import { errorDescription } from "@/lib/error-description";
import { useSongMatches } from "./api";
import { pasteChaptersTexts as texts } from "./paste-chapters-texts";
import { newSongKey, type SegmentValues } from "./service-draft";
import { SongPicker, type PickedSong } from "./song-picker";

/** Reading the text waits this long after the last keystroke (a paste reads at once after it). */
const READ_DEBOUNCE_MS = 300;

/** What the administrator changed in the preview: rows dropped, matches replaced, ends typed. */
type PreviewEdits = { removed: ReadonlySet<number>; picked: ReadonlyMap<number, PickedSong>; ends: ReadonlyMap<number, string> };

const NO_EDITS: PreviewEdits = { removed: new Set(), picked: new Map(), ends: new Map() };

type PreviewRow = {
  index: number;
  chapter: ChapterSong;
  /** The catalogue song it will be, or null: a new catalogue song named after the chapter. */
  song: PickedSong | null;
  end: number | null;
  endError: string | null;
};

/**
 * The names the server matches: each song's as written, then the author-first readings
 * ("Fernandinho | Todas as Coisas"; docs/decisions/440) as far as the request's limit allows.
 */
function namesToMatch(songs: readonly ChapterSong[]): string[] {
  const names = songs.map((song) => song.name);
  const others = new Set(songs.flatMap((song) => (song.authorFirst && !names.includes(song.authorFirst.name) ? [song.authorFirst.name] : [])));
  return [...names, ...[...others].slice(0, Math.max(0, SONG_MATCH_MAX_NAMES - names.length))];
}

/** Each song read as the catalogue knows it (as written, or author first), with its match. */
function readAsMatched(songs: readonly ChapterSong[], names: readonly string[], matches: readonly (SongMatch | null)[]): { songs: ChapterSong[]; matches: (SongMatch | null)[] } {
  const byName = new Map(names.map((name, index) => [name, matches[index] ?? null]));
  const read = songs.map((song) => readAsCatalogued(song, (name) => byName.get(name) ?? null));
  return { songs: read.map((reading) => reading.song), matches: read.map((reading) => reading.match) };
}

function previewRows(songs: readonly ChapterSong[], matches: readonly (SongMatch | null)[] | undefined, edits: PreviewEdits): PreviewRow[] {
  return songs.flatMap((chapter, index) => {
    if (edits.removed.has(index)) return [];
    const typedEnd = edits.ends.get(index);
    const end = chapter.end ?? (typedEnd === undefined ? null : parseTimestamp(typedEnd));
    const endError =
      chapter.end !== null ? null : typedEnd === undefined || typedEnd.trim() === "" ? texts.endMissing : end === null || end <= chapter.start ? texts.endInvalid : null;
    return [{ index, chapter, song: edits.picked.get(index) ?? matches?.[index] ?? null, end, endError }];
  });
}

/** A preview row as the segment 'Usar capítulos' adds: a catalogue song, or one the save adds. */
function toSegmentValues(row: PreviewRow): SegmentValues {
  const { chapter, song } = row;
  return song
    ? {
        songCatalogId: song.id,
        songName: song.name,
        songNewMarkedAt: song.newMarkedAt,
        songIntroducedBy: song.introducedBy,
        isNew: false,
        startTime: chapter.start,
        endTime: row.end!,
        musicalKey: chapter.key,
        tempo: null,
      }
    : {
        songCatalogId: newSongKey(chapter.name),
        songName: chapter.name,
        songNewMarkedAt: null,
        songIntroducedBy: null,
        isNew: false,
        startTime: chapter.start,
        endTime: row.end!,
        musicalKey: chapter.key,
        tempo: null,
        newSong: { author: chapter.author },
      };
}

/**
 * 'Colar capítulos do YouTube' (issue 23; docs/decisions/438): a video description or chapter
 * list pasted, read into songs (shared/chapters.ts), each matched to the catalogue by the server,
 * shown for review (change a match, drop a row, type an end the video has not told), then added to
 * 'Músicas Mapeadas' as if by hand. Nothing is saved until 'Salvar Culto'.
 */
export function PasteChaptersDialog({
  open,
  onOpenChange,
  videoDuration,
  onUse,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The video's length once the player knows it: the last chapter ends there. */
  videoDuration: number | null;
  onUse: (segments: SegmentValues[]) => void;
}) {
  const [text, setText] = useState("");
  const [edits, setEdits] = useState<PreviewEdits>(NO_EDITS);
  const read = useDebouncedValue(text, READ_DEBOUNCE_MS);
  const parsed = useMemo(() => parseChapters(read, { duration: videoDuration }), [read, videoDuration]);
  const names = useMemo(() => namesToMatch(parsed.songs), [parsed]);
  const matches = useSongMatches(names);
  const matched = matches.isSuccess && !matches.isPlaceholderData ? readAsMatched(parsed.songs, names, matches.data.matches) : undefined;
  const rows = previewRows(matched?.songs ?? parsed.songs, matched?.matches, edits);
  const freshCount = matched ? rows.filter((row) => row.song === null).length : 0;
  const ready = matched !== undefined && rows.length > 0 && rows.every((row) => row.endError === null) && read === text;
  const textId = useId();

  function changeText(value: string) {
    setText(value);
    setEdits(NO_EDITS);
  }

  function close(next: boolean) {
    if (!next) {
      setText("");
      setEdits(NO_EDITS);
    }
    onOpenChange(next);
  }

  function use() {
    onUse(rows.map(toSegmentValues));
    setText("");
    setEdits(NO_EDITS);
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <label htmlFor={textId} className="text-sm font-medium">
          {texts.textLabel}
        </label>
        <Textarea
          id={textId}
          value={text}
          onChange={(event) => changeText(event.target.value)}
          placeholder={texts.placeholder}
          rows={6}
          className="font-mono text-sm"
        />

        {read.trim() !== "" && (
          <section aria-label={texts.previewLabel} className="flex min-w-0 flex-col gap-3">
            <p role="status" className="text-sm text-muted-foreground">
              {matches.isFetching && parsed.songs.length > 0 ? texts.matching : texts.found(rows.length, freshCount)}
            </p>
            {matches.isError && (
              <Alert variant="destructive">
                <TriangleAlertIcon aria-hidden />
                <AlertDescription>{errorDescription(texts.matchFailed, matches.error)}</AlertDescription>
              </Alert>
            )}
            {rows.length > 0 && (
              <ul className="flex flex-col divide-y rounded-md border">
                {rows.map((row) => (
                  <PreviewItem
                    key={row.index}
                    row={row}
                    loading={matched === undefined}
                    typedEnd={edits.ends.get(row.index) ?? ""}
                    onPick={(song) => setEdits((current) => ({ ...current, picked: new Map(current.picked).set(row.index, song) }))}
                    onEnd={(value) => setEdits((current) => ({ ...current, ends: new Map(current.ends).set(row.index, value) }))}
                    onRemove={() => setEdits((current) => ({ ...current, removed: new Set(current.removed).add(row.index) }))}
                  />
                ))}
              </ul>
            )}
            {parsed.skipped.length > 0 && (
              <div className="text-sm">
                <h3 className="font-medium">{texts.skippedTitle}</h3>
                <ul className="mt-1 flex flex-col gap-0.5 text-muted-foreground">
                  {parsed.skipped.map((skipped) => (
                    <li key={`${skipped.start}-${skipped.title}`}>
                      {`${formatTimestamp(skipped.start)} ${skipped.title || "–"} — ${texts.skippedReason[skipped.reason]}`}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </section>
        )}

        <DialogFooter>
          <Button type="button" variant="outline" className="max-md:h-11" onClick={() => close(false)}>
            {texts.cancel}
          </Button>
          <Button type="button" className="max-md:h-11" disabled={!ready} onClick={use}>
            {texts.use}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function PreviewItem({
  row,
  loading,
  typedEnd,
  onPick,
  onEnd,
  onRemove,
}: {
  row: PreviewRow;
  loading: boolean;
  typedEnd: string;
  onPick: (song: PickedSong) => void;
  onEnd: (value: string) => void;
  onRemove: () => void;
}) {
  const { chapter } = row;
  const pickerId = useId();
  const endId = useId();
  const start = formatTimestamp(chapter.start);
  const fresh: PickedSong = { id: newSongKey(chapter.name), name: chapter.name, newMarkedAt: null, introducedBy: null };
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-2 gap-y-1 p-3">
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="flex flex-wrap items-center gap-x-2 text-sm">
          <span className="font-medium tabular-nums">{chapter.end !== null ? `${start}–${formatTimestamp(chapter.end)}` : `${start}–`}</span>
          <span className="truncate text-muted-foreground">{texts.chapter(chapter.title)}</span>
        </p>
        {chapter.end === null && (
          <div className="flex flex-col gap-1">
            <label htmlFor={endId} className="sr-only">
              {texts.endLabel(start)}
            </label>
            <Input
              id={endId}
              value={typedEnd}
              onChange={(event) => onEnd(event.target.value)}
              placeholder={texts.endPlaceholder}
              inputMode="numeric"
              aria-invalid={row.endError !== null && typedEnd !== ""}
              className="w-28"
            />
            {row.endError && <p className="text-xs text-muted-foreground">{row.endError}</p>}
          </div>
        )}
        <label htmlFor={pickerId} className="sr-only">
          {texts.songLabel(start)}
        </label>
        <SongPicker id={pickerId} value={row.song ?? fresh} onChange={onPick} disabled={loading} />
        {!loading && row.song === null && (
          <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <Badge variant="secondary">{texts.newSong}</Badge>
            {texts.newSongHint}
          </p>
        )}
      </div>
      <Button type="button" variant="ghost" size="icon" aria-label={texts.remove(chapter.title)} onClick={onRemove}>
        <XIcon aria-hidden />
      </Button>
    </li>
  );
}
