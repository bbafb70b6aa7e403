import { useId, useState } from "react";
import { formatTimestamp } from "@shared/durations";
import { RECORDING_MAX_SECONDS, type ServiceRecordingInput } from "@shared/schemas/recording";
import { SongPicker, type PickedSong } from "@/components/song-picker";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { parseOffset, proposedKey, proposedSong, proposedTempo, shiftProposals, toSegmentValues, type ShiftedProposal } from "./recording-proposals";
import { recordingTexts as texts } from "./recording-texts";
import type { RecordingResult } from "./recording-upload";
import type { SegmentValues } from "./service-draft";
import { songCreationTexts, songPickerTexts } from "./song-picker-texts";

/** What the administrator changed in the proposals, by the proposal's place in the answer: songs picked, rows ticked or unticked. */
type ReviewEdits = { picked: ReadonlyMap<number, PickedSong>; included: ReadonlyMap<number, boolean> };

/** A proposal as reviewed: its song (proposed or picked) and whether it is taken ('Adicionar selecionadas'). */
type ReviewRow = ShiftedProposal & { song: PickedSong | null; included: boolean };

function reviewRows(rows: readonly ShiftedProposal[], edits: ReviewEdits): ReviewRow[] {
  return rows.map((row) => {
    const song = edits.picked.get(row.index) ?? proposedSong(row.proposal);
    // A named row is taken unless unticked; a row without a song cannot be.
    return { ...row, song, included: song !== null && (edits.included.get(row.index) ?? true) };
  });
}

/**
 * The analysis' proposals for review: the offset between the recording and the video moves them
 * all; each row's song can be picked or changed, and ticked or not; the rows taken are added to
 * the form with the analysis they came from.
 */
export function RecordingReview({
  result,
  videoDuration,
  onUse,
  onClose,
}: {
  result: RecordingResult;
  videoDuration: number | null;
  onUse: (segments: SegmentValues[], recording: ServiceRecordingInput) => void;
  onClose: () => void;
}) {
  const [offsetText, setOffsetText] = useState("0");
  const [edits, setEdits] = useState<ReviewEdits>({ picked: new Map(), included: new Map() });
  const offsetId = useId();
  const offsetHintId = useId();
  const offsetErrorId = useId();

  const offset = parseOffset(offsetText, RECORDING_MAX_SECONDS);
  // While the offset typed is no number, the rows stay where the last valid one put them.
  const [lastOffset, setLastOffset] = useState(0);
  if (offset !== null && offset !== lastOffset) setLastOffset(offset);
  const shifted = shiftProposals(result.segments, offset ?? lastOffset, videoDuration);
  const rows = reviewRows(shifted.rows, edits);
  const selected = rows.filter((row) => row.included);
  const named = rows.filter((row) => row.song !== null);

  function use(taken: readonly ReviewRow[]) {
    if (offset === null) return;
    onUse(
      taken.map((row) => toSegmentValues(row, row.song!)),
      { analysisId: result.analysisId, offsetSeconds: offset },
    );
  }

  return (
    <>
      {result.segments.length > 0 && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={offsetId} className="text-sm font-medium">
            {texts.offsetLabel}
          </label>
          <Input
            id={offsetId}
            type="number"
            step={1}
            min={-RECORDING_MAX_SECONDS}
            max={RECORDING_MAX_SECONDS}
            value={offsetText}
            onChange={(event) => setOffsetText(event.target.value)}
            aria-invalid={offset === null}
            aria-describedby={offset === null ? `${offsetErrorId} ${offsetHintId}` : offsetHintId}
            className="w-32 max-md:h-11"
          />
          {offset === null && (
            <p id={offsetErrorId} className="text-sm text-destructive">
              {texts.offsetInvalid}
            </p>
          )}
          <p id={offsetHintId} className="text-xs text-muted-foreground">
            {texts.offsetHint}
          </p>
        </div>
      )}

      <div className="flex min-w-0 flex-col gap-3">
        <p role="status" className="text-sm text-muted-foreground">
          {texts.found(result.segments.length)}
          {shifted.outside > 0 && ` ${texts.outsideVideo(shifted.outside)}`}
        </p>
        {rows.length > 0 && (
          <ul aria-label={texts.proposalsLabel} className="flex flex-col divide-y rounded-md border">
            {rows.map((row) => (
              <ProposalItem
                key={row.index}
                row={row}
                onPick={(song) =>
                  setEdits((current) => ({
                    picked: new Map(current.picked).set(row.index, song),
                    // Picking a song means taking the row.
                    included: new Map(current.included).set(row.index, true),
                  }))
                }
                onInclude={(included) => setEdits((current) => ({ ...current, included: new Map(current.included).set(row.index, included) }))}
              />
            ))}
          </ul>
        )}
      </div>

      <DialogFooter>
        <Button type="button" variant="outline" className="max-md:h-11" onClick={onClose}>
          {texts.cancel}
        </Button>
        {rows.length > 0 && (
          <>
            <Button type="button" variant="outline" className="max-md:h-11" disabled={offset === null || selected.length === 0} onClick={() => use(selected)}>
              {texts.addSelected}
            </Button>
            <Button type="button" className="max-md:h-11" disabled={offset === null || named.length === 0} onClick={() => use(named)}>
              {texts.acceptAll}
            </Button>
          </>
        )}
      </DialogFooter>
    </>
  );
}

function ProposalItem({ row, onPick, onInclude }: { row: ReviewRow; onPick: (song: PickedSong) => void; onInclude: (included: boolean) => void }) {
  const pickerId = useId();
  const start = formatTimestamp(row.start);
  const { proposal } = row;
  const key = proposedKey(proposal.key);
  const bpm = proposedTempo(proposal.bpm);
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-1 p-3">
      <Checkbox
        checked={row.included}
        disabled={row.song === null}
        aria-label={texts.includeLabel(start)}
        onCheckedChange={(checked) => onInclude(checked === true)}
        className="mt-0.5"
      />
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-medium tabular-nums">{`${start}–${formatTimestamp(row.end)}`}</span>
          <span className={proposal.songId === null ? "text-muted-foreground italic" : "truncate"}>{proposal.songId === null ? texts.unrecognised : proposal.songName}</span>
        </p>
        <label htmlFor={pickerId} className="sr-only">
          {texts.songLabel(start)}
        </label>
        <SongPicker id={pickerId} value={row.song} texts={songPickerTexts} creation={songCreationTexts} onPick={onPick} />
        <p className="flex flex-wrap gap-x-4 text-xs text-muted-foreground">
          <span>{`${texts.keyLabel}: ${key ?? texts.none}`}</span>
          <span>{`${texts.bpmLabel}: ${bpm ?? texts.none}`}</span>
        </p>
        {row.song === null && <p className="text-xs text-muted-foreground">{texts.pickToInclude}</p>}
      </div>
    </li>
  );
}
