import { useId, useMemo, useState } from "react";
import { TriangleAlertIcon, XIcon } from "lucide-react";
import { chapterTitleKey, parseChapters, readAsCatalogued, type ChapterSong, type ChapterVerdicts, type SkippedChapter } from "@shared/chapters";
import { formatTimestamp, parseTimestamp } from "@shared/durations";
import { CHAPTER_TITLE_MAX_LENGTH, type ChapterVerdictInput } from "@shared/schemas/chapter-verdicts";
import { SONG_MATCH_MAX_NAMES, type SongMatch } from "@shared/schemas/songs";
import { SongPicker, type PickedSong } from "@/components/song-picker";
import { TitledDialog } from "@/components/titled-dialog";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useDebouncedValue } from "@/hooks/use-debounced";
import { errorDescription } from "@/lib/error-description";
import { useChapterVerdicts, useSongMatches } from "./api";
import { pasteChaptersTexts as texts } from "./paste-chapters-texts";
import { newSongKey, type SegmentValues } from "./service-draft";
import { songCreationTexts, songPickerTexts } from "./song-picker-texts";

/** Reading the text waits this long after the last keystroke (a paste reads at once after it). */
const READ_DEBOUNCE_MS = 300;

/**
 * What the administrator changed in the preview, by the chapter's start (a chapter's own, as times
 * are in order): rows dropped, matches replaced, ends typed; and the skipped chapters taken in as
 * songs, by title key (decision 485).
 */
type PreviewEdits = {
  removed: ReadonlySet<number>;
  picked: ReadonlyMap<number, PickedSong>;
  ends: ReadonlyMap<number, string>;
  takenIn: ReadonlyMap<string, string>;
};

const NO_EDITS: PreviewEdits = { removed: new Set(), picked: new Map(), ends: new Map(), takenIn: new Map() };

/** A chapter the preview leaves out: skipped by the reading, or a row the administrator removed. */
type LeftOut = { start: number; title: string; reason: SkippedChapter["reason"] | "removed" };

type PreviewRow = {
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
    if (edits.removed.has(chapter.start)) return [];
    const typedEnd = edits.ends.get(chapter.start);
    const end = chapter.end ?? (typedEnd === undefined ? null : parseTimestamp(typedEnd));
    const endError =
      chapter.end !== null ? null : typedEnd === undefined || typedEnd.trim() === "" ? texts.endMissing : end === null || end <= chapter.start ? texts.endInvalid : null;
    return [{ chapter, song: edits.picked.get(chapter.start) ?? matches?.[index] ?? null, end, endError }];
  });
}

/** The chapters the preview leaves out, in order: those the reading skipped and the rows removed. */
function leftOutChapters(songs: readonly ChapterSong[], skipped: readonly SkippedChapter[], removed: ReadonlySet<number>): LeftOut[] {
  const removedRows = songs.filter((song) => removed.has(song.start)).map((song): LeftOut => ({ start: song.start, title: song.title, reason: "removed" }));
  return [...skipped, ...removedRows].sort((a, b) => a.start - b.start);
}

/** A chapter left out that the administrator may take in as a song: not one out of order or without a title. */
const canTakeIn = (chapter: LeftOut) => chapter.reason === "not-a-song" || chapter.reason === "dropped-before" || chapter.reason === "removed";

/**
 * What the preview tells the church for its next descriptions (decision 485). A removed row that
 * would have been a new catalogue song says its name is no song (unless a row of that name is
 * kept); a removed catalogue song says nothing (a reprise, a song not to map this time). A skipped
 * chapter taken in says its title is a song. Titles too long to keep are not told.
 */
function verdictsOf(songs: readonly ChapterSong[], matches: readonly (SongMatch | null)[] | undefined, edits: PreviewEdits): ChapterVerdictInput[] {
  const catalogued = (song: ChapterSong, index: number) => (edits.picked.get(song.start) ?? matches?.[index] ?? null) !== null;
  const kept = new Set(songs.filter((song) => !edits.removed.has(song.start)).map((song) => chapterTitleKey(song.name)));
  const dropped = new Map<string, string>();
  songs.forEach((song, index) => {
    const key = chapterTitleKey(song.name);
    if (edits.removed.has(song.start) && !catalogued(song, index) && !kept.has(key)) dropped.set(key, song.name);
  });
  const takenIn = [...edits.takenIn].filter(([key]) => !dropped.has(key)).map(([, title]) => title);
  return [...[...dropped.values()].map((title) => ({ title, isSong: false })), ...takenIn.map((title) => ({ title, isSong: true }))].filter(
    (verdict) => verdict.title.trim().length <= CHAPTER_TITLE_MAX_LENGTH,
  );
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

/** The church's earlier verdicts on chapter titles (decision 485), with the chapters taken in as songs in this preview. */
function useVerdicts(open: boolean, takenIn: ReadonlyMap<string, string>): { verdicts: ChapterVerdicts; loading: boolean } {
  const saved = useChapterVerdicts(open);
  const verdicts = useMemo(
    () => new Map([...(saved.data?.verdicts ?? []).map(({ key, isSong }) => [key, isSong] as const), ...[...takenIn.keys()].map((key) => [key, true] as const)]),
    [saved.data, takenIn],
  );
  return { verdicts, loading: saved.isPending };
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
  /** The segments to add, and what the preview said of chapter titles, to be saved with the service. */
  onUse: (segments: SegmentValues[], verdicts: ChapterVerdictInput[]) => void;
}) {
  const [text, setText] = useState("");
  const [edits, setEdits] = useState<PreviewEdits>(NO_EDITS);
  const read = useDebouncedValue(text, READ_DEBOUNCE_MS);
  const { verdicts, loading: verdictsLoading } = useVerdicts(open, edits.takenIn);
  const parsed = useMemo(() => parseChapters(read, { duration: videoDuration, verdicts }), [read, videoDuration, verdicts]);
  const names = useMemo(() => namesToMatch(parsed.songs), [parsed]);
  const matches = useSongMatches(names);
  const matched = matches.isSuccess && !matches.isPlaceholderData ? readAsMatched(parsed.songs, names, matches.data.matches) : undefined;
  const rows = previewRows(matched?.songs ?? parsed.songs, matched?.matches, edits);
  const freshCount = matched ? rows.filter((row) => row.song === null).length : 0;
  const leftOut = leftOutChapters(parsed.songs, parsed.skipped, edits.removed);
  const ready = matched !== undefined && !verdictsLoading && rows.length > 0 && rows.every((row) => row.endError === null) && read === text;
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

  function takeIn(chapter: LeftOut) {
    setEdits((current) => {
      if (chapter.reason !== "removed") return { ...current, takenIn: new Map(current.takenIn).set(chapterTitleKey(chapter.title), chapter.title) };
      const removed = new Set(current.removed);
      removed.delete(chapter.start);
      return { ...current, removed };
    });
  }

  function use() {
    onUse(rows.map(toSegmentValues), verdictsOf(matched?.songs ?? parsed.songs, matched?.matches, edits));
    setText("");
    setEdits(NO_EDITS);
  }

  return (
    <TitledDialog open={open} onOpenChange={close} title={texts.title} description={texts.description} className="sm:max-w-2xl">
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
              {rows.map((row) => {
                const start = row.chapter.start;
                return (
                  <PreviewItem
                    key={start}
                    row={row}
                    loading={matched === undefined}
                    typedEnd={edits.ends.get(start) ?? ""}
                    onPick={(song) => setEdits((current) => ({ ...current, picked: new Map(current.picked).set(start, song) }))}
                    onEnd={(value) => setEdits((current) => ({ ...current, ends: new Map(current.ends).set(start, value) }))}
                    onRemove={() => setEdits((current) => ({ ...current, removed: new Set(current.removed).add(start) }))}
                  />
                );
              })}
            </ul>
          )}
          {leftOut.length > 0 && <LeftOutList chapters={leftOut} onTakeIn={takeIn} />}
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
    </TitledDialog>
  );
}

/** 'Capítulos ignorados': the chapters left out, each that may be a song with a button to take it in. */
function LeftOutList({ chapters, onTakeIn }: { chapters: readonly LeftOut[]; onTakeIn: (chapter: LeftOut) => void }) {
  return (
    <div className="text-sm">
      <h3 className="font-medium">{texts.skippedTitle}</h3>
      <p className="text-xs text-muted-foreground">{texts.skippedHint}</p>
      <ul className="mt-1 flex flex-col gap-0.5 text-muted-foreground">
        {chapters.map((chapter) => (
          <li key={`${chapter.start}-${chapter.title}`} className="flex flex-wrap items-center gap-x-2">
            <span className="min-w-0">{`${formatTimestamp(chapter.start)} ${chapter.title || "–"} — ${texts.skippedReason[chapter.reason]}`}</span>
            {canTakeIn(chapter) && (
              <Button type="button" variant="link" size="sm" className="h-auto p-0 max-md:min-h-11" aria-label={texts.takeIn(chapter.title)} onClick={() => onTakeIn(chapter)}>
                {texts.takeInButton}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
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
        <SongPicker id={pickerId} value={row.song ?? fresh} texts={songPickerTexts} creation={songCreationTexts} onPick={onPick} disabled={loading} />
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
