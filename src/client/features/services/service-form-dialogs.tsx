import type { ChapterVerdictInput } from "@shared/schemas/chapter-verdicts";
import type { ServiceRecordingInput } from "@shared/schemas/recording";
import { toast } from "@/components/ui/use-toast";
import { ChaptersDialog } from "./chapters-dialog";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { LineupDialog } from "./lineup-dialog";
import { PasteChaptersDialog } from "./paste-chapters-dialog";
import { pasteChaptersTexts } from "./paste-chapters-texts";
import { RecordingDialog } from "./recording-dialog";
import { recordingTexts } from "./recording-texts";
import type { SegmentValues } from "./service-draft";
import type { LineupEntry } from "./lineup-rules";
import { servicesTexts } from "./texts";
import type { ServiceDraft } from "./use-service-draft";

type ServiceFormDialogsProps = {
  draft: ServiceDraft;
  /** The service-wide lineup is still loading (its band's members). */
  lineupLoading: boolean;
  bandMemberIds: ReadonlySet<string>;
  hintBefore: string;
  /** The video's length once the player knows it ('Colar capítulos' ends the last song there; 'Analisar gravação' cuts there). */
  videoDuration: number | null;
};

/** The service form's dialogs: chapters (both ways), the recording's analysis, both lineups and removing a segment; the draft says which is open. */
export function ServiceFormDialogs({ draft, lineupLoading, bandMemberIds, hintBefore, videoDuration }: ServiceFormDialogsProps) {
  const { state, dispatch, lineup, songSegment, songLineup } = draft;
  const dialog = state.dialog;
  const closeOnDismiss = (open: boolean) => {
    if (!open) dispatch({ type: "dialogClosed" });
  };

  function saveServiceLineup(entries: LineupEntry[]) {
    dispatch({ type: "serviceLineupSaved", entries });
    toast({ title: servicesTexts.successTitle, description: servicesTexts.lineup.serviceSaved });
  }

  function saveSongLineup(entries: LineupEntry[]) {
    dispatch({ type: "songLineupSaved", entries });
    toast({ title: servicesTexts.successTitle, description: servicesTexts.lineup.songSaved });
  }

  function addChapters(segments: SegmentValues[], verdicts: ChapterVerdictInput[]) {
    dispatch({ type: "chaptersUsed", segments, verdicts });
    if (segments.length > 0) toast({ title: pasteChaptersTexts.usedTitle, description: pasteChaptersTexts.used(segments.length) });
  }

  function addFromRecording(segments: SegmentValues[], recording: ServiceRecordingInput) {
    dispatch({ type: "recordingUsed", segments, recording });
    if (segments.length > 0) toast({ title: recordingTexts.usedTitle, description: recordingTexts.used(segments.length) });
  }

  // What the service's lineup dialog and a song's lineup dialog share.
  const lineupDialogs = { onOpenChange: closeOnDismiss, loading: lineupLoading, bandMemberIds, hintBefore };

  return (
    <>
      <ChaptersDialog open={dialog?.kind === "chapters"} onOpenChange={closeOnDismiss} segments={state.segments} />
      <PasteChaptersDialog open={dialog?.kind === "pasteChapters"} onOpenChange={closeOnDismiss} videoDuration={videoDuration} onUse={addChapters} />
      <RecordingDialog open={dialog?.kind === "recording"} onOpenChange={closeOnDismiss} videoDuration={videoDuration} onUse={addFromRecording} />
      <LineupDialog
        {...lineupDialogs}
        open={dialog?.kind === "serviceLineup"}
        title={servicesTexts.lineup.serviceDialogTitle}
        description={servicesTexts.lineup.serviceDialogDescription}
        scope="service"
        initialEntries={lineup}
        onSave={saveServiceLineup}
      />
      <LineupDialog
        {...lineupDialogs}
        open={songSegment !== null}
        title={servicesTexts.lineup.songDialogTitle(songSegment?.songName ?? null)}
        description={servicesTexts.lineup.songDialogDescription}
        scope="song"
        initialEntries={songLineup}
        onSave={saveSongLineup}
      />
      <ConfirmDialog
        open={dialog?.kind === "removeSegment"}
        title={servicesTexts.segments.removeTitle}
        description={servicesTexts.segments.removeDescription}
        onConfirm={() => dispatch({ type: "removeConfirmed" })}
        onCancel={() => dispatch({ type: "dialogClosed" })}
      />
    </>
  );
}
