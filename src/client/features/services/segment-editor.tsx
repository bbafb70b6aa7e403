import { useId, useState } from "react";
import { segmentTimesError } from "@shared/schemas/services";
import { formatTimestamp, parseTimestamp, wholeSeconds } from "@shared/durations";
import { PerformanceFields, performanceOf, typedPerformance } from "@/components/performance-fields";
import { SongPicker, type PickedSong } from "@/components/song-picker";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { Player } from "@/lib/player";
import { introducedHere, introductionText, type ServiceIdentity } from "./new-song-mark";
import type { DraftSegment, SegmentValues } from "./service-draft";
import { songCreationTexts, songPickerTexts } from "./song-picker-texts";
import { servicesTexts } from "./texts";

const texts = servicesTexts.segments;

type SegmentEditorProps = {
  /**
   * The ready player, or null when there is none (no link yet, loading, or the video cannot play
   * here). Its duration bounds the times; without it only the longest video accepted does (docs/decisions/425).
   */
  player: Player | null;
  /** The service as the form has it now: a song's new mark is compared with it. */
  service: ServiceIdentity;
  /** A band's name by id, for the service that introduced a song. */
  bandName: (id: string) => string | null;
  /** The segment loaded into the form for editing, or null to add a new one. */
  editing: DraftSegment | null;
  onSubmit: (values: SegmentValues, key: string | null) => void;
  onCancel: () => void;
};

type Which = "start" | "end";

/** The times are kept as typed; they count once they read as m:ss or h:mm:ss. */
type Fields = { song: PickedSong | null; isNew: boolean; start: string; end: string; musicalKey: string; tempo: string };

const emptyFields: Fields = { song: null, isNew: false, start: "", end: "", musicalKey: "", tempo: "" };

function fieldsOf(segment: DraftSegment | null): Fields {
  if (!segment) return emptyFields;
  return {
    song: { id: segment.songCatalogId, name: segment.songName, newMarkedAt: segment.songNewMarkedAt, introducedBy: segment.songIntroducedBy },
    // A song marked elsewhere was never ticked here (the lock shows it marked; docs/decisions/428).
    isNew: segment.songNewMarkedAt ? false : segment.isNew,
    start: segment.awaitingTimes ? "" : formatTimestamp(segment.startTime),
    end: segment.awaitingTimes ? "" : formatTimestamp(segment.endTime),
    ...typedPerformance(segment.musicalKey, segment.tempo),
  };
}

/** Seconds of a typed time; null when blank or unreadable. */
const secondsOf = (typed: string): number | null => (typed.trim() ? parseTimestamp(typed) : null);

/**
 * Picks the song and sets its start and end (spec: Song segments): typed as m:ss or h:mm:ss, or
 * taken from the player ('Marcar Início', 'Marcar Fim': its current time floored to the second).
 * Typing works without a player, so a video that cannot play here never blocks the mapping
 * (docs/decisions/425). On adding, the end must be after the start and both within the video.
 */
export function SegmentEditor({ player, service, bandName, editing, onSubmit, onCancel }: SegmentEditorProps) {
  const ids = useId();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(editing));
  const [error, setError] = useState<string | null>(null);
  // A time's format is judged once the user leaves the field (not while typing it).
  const [left, setLeft] = useState<Record<Which, boolean>>({ start: false, end: false });
  const [loadedKey, setLoadedKey] = useState(editing?.key ?? null);
  function reset(next: Fields = emptyFields) {
    setFields(next);
    setLeft({ start: false, end: false });
    setError(null);
  }

  // A segment loaded for editing replaces whatever was in the form.
  if ((editing?.key ?? null) !== loadedKey) {
    setLoadedKey(editing?.key ?? null);
    reset(fieldsOf(editing));
  }

  const song = fields.song;
  const locked = Boolean(song?.newMarkedAt);
  const startTime = secondsOf(fields.start);
  const endTime = secondsOf(fields.end);
  const complete = song !== null && startTime !== null && endTime !== null;
  const formatError = (which: Which) => left[which] && fields[which].trim() !== "" && secondsOf(fields[which]) === null;

  /** `next` may depend on the fields as they are when it applies: a late answer never undoes what the user set since (issue 39). */
  function update(next: Partial<Fields> | ((current: Fields) => Partial<Fields>)) {
    setFields((current) => ({ ...current, ...(typeof next === "function" ? next(current) : next) }));
    setError(null);
  }

  function mark(which: Which) {
    if (!player) return;
    update({ [which]: formatTimestamp(wholeSeconds(player.getCurrentTime())) });
    setLeft((current) => ({ ...current, [which]: false }));
  }

  function submit() {
    if (!song) return;
    const duration = player?.getDuration() ?? 0;
    const problem = segmentTimesError(startTime, endTime, duration > 0 ? duration : null);
    const performance = performanceOf(fields);
    if (problem || "problem" in performance) {
      setError(problem ?? (performance as { problem: string }).problem);
      return;
    }
    onSubmit(
      {
        songCatalogId: song.id,
        songName: song.name,
        songNewMarkedAt: song.newMarkedAt,
        songIntroducedBy: song.introducedBy,
        // A song marked before is new only in the service that introduced it.
        isNew: locked ? introducedHere(song, service) : fields.isNew,
        startTime: startTime as number,
        endTime: endTime as number,
        musicalKey: performance.musicalKey,
        tempo: performance.tempo,
      },
      editing?.key ?? null,
    );
    reset();
  }

  function cancel() {
    reset();
    onCancel();
  }

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <p className="text-sm text-muted-foreground">{texts.hint}</p>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${ids}-song`}>{texts.song}</Label>
        <SongPicker
          id={`${ids}-song`}
          value={song}
          texts={songPickerTexts}
          creation={songCreationTexts}
          onPick={(picked) => update((current) => ({ song: picked, isNew: picked.newMarkedAt ? false : current.isNew }))} />
      </div>
      <NewSongFlag
        id={`${ids}-new`}
        locked={locked}
        checked={locked || fields.isNew}
        introduction={song ? introductionText(song, service, bandName) : null}
        onChange={(isNew) => update({ isNew })}
      />
      <div className="grid grid-cols-2 gap-3">
        {(["start", "end"] as const).map((which) => (
          <TimeField
            key={which}
            id={`${ids}-${which}`}
            hintId={`${ids}-time-hint`}
            label={which === "start" ? texts.start : texts.end}
            value={fields[which]}
            unreadable={formatError(which)}
            invalid={formatError(which) || (error !== null && which === "end")}
            onChange={(value) => update({ [which]: value })}
            onLeave={() => setLeft((current) => ({ ...current, [which]: true }))}
            // Enter in a time adds the song, as the button would (not the whole form's submit).
            onEnter={() => complete && submit()}
            markLabel={which === "start" ? texts.markStart : texts.markEnd}
            onMark={player ? () => mark(which) : null}
          />
        ))}
        <p id={`${ids}-time-hint`} className="col-span-2 text-xs text-muted-foreground">
          {texts.timeHint}
        </p>
      </div>
      <PerformanceFields id={ids} value={fields} onChange={update} />
      <EditorFooter error={error} editing={editing !== null} complete={complete} onSubmit={submit} onCancel={cancel} />
    </div>
  );
}

/** The save problem, 'Adicionar'/'Atualizar' and 'Cancelar'. */
function EditorFooter({ error, editing, complete, onSubmit, onCancel }: { error: string | null; editing: boolean; complete: boolean; onSubmit: () => void; onCancel: () => void }) {
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" className="max-md:h-11" disabled={!complete} onClick={onSubmit}>
          {editing ? texts.update : texts.add}
        </Button>
        {editing ? (
          <Button type="button" variant="outline" className="max-md:h-11" onClick={onCancel}>
            {texts.cancel}
          </Button>
        ) : null}
      </div>
    </>
  );
}


type TimeFieldProps = {
  id: string;
  hintId: string;
  label: string;
  value: string;
  /** The text reads as no time: the format is named under the field. */
  unreadable: boolean;
  invalid: boolean;
  onChange: (value: string) => void;
  onLeave: () => void;
  onEnter: () => void;
  markLabel: string;
  /** Takes the player's time; null while there is no player (the button is disabled). */
  onMark: (() => void) | null;
};

/** 'Início' or 'Fim': typed as m:ss or h:mm:ss, or marked from the player. */
function TimeField({ id, hintId, label, value, unreadable, invalid, onChange, onLeave, onEnter, markLabel, onMark }: TimeFieldProps) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onLeave}
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          onEnter();
        }}
        placeholder="m:ss"
        autoComplete="off"
        spellCheck={false}
        className="tabular-nums max-md:h-11"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={unreadable ? `${hintId} ${id}-error` : hintId}
      />
      {unreadable ? (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {texts.timeInvalid}
        </p>
      ) : null}
      <Button type="button" variant="secondary" className="max-md:h-11" disabled={!onMark} onClick={() => onMark?.()}>
        {markLabel}
      </Button>
    </div>
  );
}

/**
 * 'Marcar como música nova', locked as 'Música já marcada como nova' for a song marked before (spec
 * §4), with the service that introduced it (docs/decisions/428).
 */
function NewSongFlag(props: { id: string; locked: boolean; checked: boolean; introduction: string | null; onChange: (isNew: boolean) => void }) {
  const { id, locked, checked, introduction, onChange } = props;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2 max-md:min-h-11">
        <Checkbox id={id} checked={checked} disabled={locked} onCheckedChange={(value) => onChange(value === true)} />
        <Label htmlFor={id} className="font-normal max-md:min-h-11">
          {locked ? texts.alreadyNew : texts.markNew}
        </Label>
      </div>
      {introduction ? <p className="text-xs text-muted-foreground">{introduction}</p> : null}
    </div>
  );
}
