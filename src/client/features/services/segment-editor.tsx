import { useId, useState } from "react";
import { segmentTimesError } from "@shared/schemas/services";
import { formatDuration, wholeSeconds } from "@shared/durations";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { Player } from "@/lib/player";
import type { DraftSegment, SegmentValues } from "./service-draft";
import { SongPicker, type PickedSong } from "./song-picker";
import { servicesTexts } from "./texts";

const texts = servicesTexts.segments;

type SegmentEditorProps = {
  player: Player | null;
  /** The segment loaded into the form for editing, or null to add a new one. */
  editing: DraftSegment | null;
  onSubmit: (values: SegmentValues, key: string | null) => void;
  onCancel: () => void;
};

type Fields = { song: PickedSong | null; isNew: boolean; startTime: number | null; endTime: number | null };

const emptyFields: Fields = { song: null, isNew: false, startTime: null, endTime: null };

function fieldsOf(segment: DraftSegment | null): Fields {
  if (!segment) return emptyFields;
  return {
    song: { id: segment.songCatalogId, name: segment.songName, newMarkedAt: segment.songNewMarkedAt },
    isNew: segment.isNew,
    startTime: segment.startTime,
    endTime: segment.endTime,
  };
}

/**
 * Picks the song and marks its start and end in the video (spec: Song segments). Times are the
 * player's current time floored to whole seconds, shown as m:ss; the end must be after the start.
 */
export function SegmentEditor({ player, editing, onSubmit, onCancel }: SegmentEditorProps) {
  const ids = useId();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(editing));
  const [error, setError] = useState<string | null>(null);
  // A segment loaded for editing replaces whatever was in the form.
  const [loadedKey, setLoadedKey] = useState(editing?.key ?? null);
  if ((editing?.key ?? null) !== loadedKey) {
    setLoadedKey(editing?.key ?? null);
    setFields(fieldsOf(editing));
    setError(null);
  }

  const locked = Boolean(fields.song?.newMarkedAt);
  const complete = fields.song !== null && fields.startTime !== null && fields.endTime !== null;

  function update(next: Partial<Fields>) {
    setFields((current) => ({ ...current, ...next }));
    setError(null);
  }

  function mark(which: "startTime" | "endTime") {
    if (!player) return;
    update({ [which]: wholeSeconds(player.getCurrentTime()) });
  }

  function submit() {
    if (!fields.song) return;
    const problem = segmentTimesError(fields.startTime, fields.endTime);
    if (problem) {
      setError(problem);
      return;
    }
    onSubmit(
      {
        songCatalogId: fields.song.id,
        songName: fields.song.name,
        songNewMarkedAt: fields.song.newMarkedAt,
        isNew: locked || fields.isNew,
        startTime: fields.startTime as number,
        endTime: fields.endTime as number,
      },
      editing?.key ?? null,
    );
    setFields(emptyFields);
    setError(null);
  }

  function cancel() {
    setFields(emptyFields);
    setError(null);
    onCancel();
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{texts.hint}</p>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${ids}-song`}>{texts.song}</Label>
        <SongPicker
          id={`${ids}-song`}
          value={fields.song}
          onChange={(song) => update({ song, isNew: song.newMarkedAt ? true : fields.isNew })}
        />
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${ids}-new`}
          checked={locked || fields.isNew}
          disabled={locked}
          onCheckedChange={(checked) => update({ isNew: checked === true })}
        />
        <Label htmlFor={`${ids}-new`} className="font-normal">
          {locked ? texts.alreadyNew : texts.markNew}
        </Label>
      </div>
      <div className="grid grid-cols-2 gap-3">
        {(["startTime", "endTime"] as const).map((which) => {
          const label = which === "startTime" ? texts.start : texts.end;
          const value = fields[which];
          return (
            <div key={which} className="flex flex-col gap-2">
              <Label htmlFor={`${ids}-${which}`}>{label}</Label>
              <Input
                id={`${ids}-${which}`}
                readOnly
                value={value === null ? "" : formatDuration(value)}
                placeholder="--:--"
                className="tabular-nums"
                aria-invalid={error !== null && which === "endTime" ? true : undefined}
              />
              <Button type="button" variant="secondary" disabled={!player} onClick={() => mark(which)}>
                {which === "startTime" ? texts.markStart : texts.markEnd}
              </Button>
            </div>
          );
        })}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={!complete} onClick={submit}>
          {editing ? texts.update : texts.add}
        </Button>
        {editing ? (
          <Button type="button" variant="outline" onClick={cancel}>
            {texts.cancel}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
