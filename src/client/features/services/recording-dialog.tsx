import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { InfoIcon, TriangleAlertIcon } from "lucide-react";
import { formatTimestamp } from "@shared/durations";
import { RECORDING_ACCEPT, type ServiceRecordingInput } from "@shared/schemas/recording";
import { TitledDialog } from "@/components/titled-dialog";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Progress } from "@/components/ui/progress";
import { RecordingReview } from "./recording-review";
import { recordingTexts as texts } from "./recording-texts";
import type { SegmentValues } from "./service-draft";
import { useRecordingAnalysis, type RecordingAnalysis } from "./use-recording-analysis";

type RecordingDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The video's length once the player knows it: a proposal past it is cut there. */
  videoDuration: number | null;
  /** The rows taken, and the analysis they came from (saved with the service). */
  onUse: (segments: SegmentValues[], recording: ServiceRecordingInput) => void;
};

/**
 * 'Analisar gravação' (issue 43): the administrator chooses the service's recording, the server
 * decodes it as it arrives and proposes where each song starts and ends and which it is; the
 * proposals reviewed are added to 'Músicas Mapeadas' as if by hand. Nothing is saved until
 * 'Salvar Culto'. Closing the dialog stops an analysis under way and forgets its proposals.
 */
export function RecordingDialog({ open, onOpenChange, videoDuration, onUse }: RecordingDialogProps) {
  return (
    <TitledDialog open={open} onOpenChange={onOpenChange} title={texts.title} description={texts.description} className="sm:max-w-2xl">
      {/* Its state lives while the dialog is open: closing unmounts it, which stops the upload. */}
      <RecordingSteps videoDuration={videoDuration} onUse={onUse} onClose={() => onOpenChange(false)} />
    </TitledDialog>
  );
}

function RecordingSteps({ videoDuration, onUse, onClose }: Pick<RecordingDialogProps, "videoDuration" | "onUse"> & { onClose: () => void }) {
  const { analysis, analyse, cancel } = useRecordingAnalysis();
  switch (analysis.step) {
    case "choose":
      return <ChooseStep problem={analysis.problem} onChoose={analyse} onClose={onClose} />;
    case "running":
      return <ProgressStep analysis={analysis} onCancel={cancel} />;
    case "proposals":
      return <RecordingReview result={analysis.result} videoDuration={videoDuration} onUse={onUse} onClose={onClose} />;
  }
}

function ChooseStep({
  problem,
  onChoose,
  onClose,
}: {
  problem: Extract<RecordingAnalysis, { step: "choose" }>["problem"];
  onChoose: (file: File) => void;
  onClose: () => void;
}) {
  const inputId = useId();
  const hintId = useId();
  return (
    <>
      {problem && (
        <Alert variant={problem.kind === "refused" ? "destructive" : "default"}>
          {problem.kind === "refused" ? <TriangleAlertIcon aria-hidden /> : <InfoIcon aria-hidden />}
          {problem.kind === "refused" && <AlertTitle>{texts.failedTitle}</AlertTitle>}
          <AlertDescription>{problem.message}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          {texts.fileLabel}
        </label>
        <Input
          id={inputId}
          type="file"
          accept={RECORDING_ACCEPT}
          aria-describedby={hintId}
          className="max-md:h-11"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file may be chosen again after a cancel or a refusal.
            event.target.value = "";
            if (file) onChoose(file);
          }}
        />
        <p id={hintId} className="text-sm text-muted-foreground">
          {texts.fileHint}
        </p>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" className="max-md:h-11" onClick={onClose}>
          {texts.cancel}
        </Button>
      </DialogFooter>
    </>
  );
}

/** The bar's value and the words beside it: the upload's share, then the decoded time of the recording's length. */
function progressOf(analysis: Extract<RecordingAnalysis, { step: "running" }>, duration: number | null): { value: number | null; text: string } {
  if (!analysis.uploaded) {
    const percent = analysis.total > 0 ? Math.min(100, Math.floor((analysis.sent / analysis.total) * 100)) : 0;
    return { value: percent, text: texts.sending(percent) };
  }
  if (analysis.seconds === null) return { value: duration === null ? null : 0, text: texts.analysing };
  if (duration === null) return { value: null, text: texts.analysedSoFar(formatTimestamp(analysis.seconds)) };
  const value = Math.min(100, Math.floor((analysis.seconds / duration) * 100));
  return { value, text: texts.analysedOf(formatTimestamp(Math.min(analysis.seconds, duration)), formatTimestamp(duration)) };
}

function ProgressStep({ analysis, onCancel }: { analysis: Extract<RecordingAnalysis, { step: "running" }>; onCancel: () => void }) {
  const duration = useLocalDuration(analysis.file);
  const { value, text } = progressOf(analysis, duration.seconds);
  return (
    <>
      <div className="flex flex-col gap-2">
        <p className="truncate text-sm text-muted-foreground">{texts.fileBeingAnalysed(analysis.file.name)}</p>
        <Progress value={value} aria-label={texts.progressLabel} aria-valuetext={text} />
        <p role="status" className="text-sm tabular-nums">
          {text}
        </p>
        {duration.probe}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" className="max-md:h-11" onClick={onCancel}>
          {texts.cancelAnalysis}
        </Button>
      </DialogFooter>
    </>
  );
}

/**
 * The chosen file's length, read by the browser from a hidden media element (its metadata only; a
 * video element reads audio files too), so the progress can say how much of it is analysed; null
 * while unknown or when the browser cannot read it. `probe` is the element, to render; the file's
 * address is revoked once read.
 */
function useLocalDuration(file: File): { seconds: number | null; probe: ReactNode } {
  const media = useRef<HTMLVideoElement>(null);
  const [seconds, setSeconds] = useState<number | null>(null);
  useEffect(() => {
    const element = media.current;
    if (!element || typeof URL.createObjectURL !== "function") return;
    const address = URL.createObjectURL(file);
    const forget = () => {
      element.removeEventListener("loadedmetadata", read);
      element.removeEventListener("error", forget);
      element.removeAttribute("src");
      URL.revokeObjectURL(address);
    };
    function read() {
      if (element && Number.isFinite(element.duration) && element.duration > 0) setSeconds(element.duration);
      forget();
    }
    element.addEventListener("loadedmetadata", read);
    element.addEventListener("error", forget);
    element.src = address;
    return forget;
  }, [file]);
  return { seconds, probe: <video ref={media} hidden muted preload="metadata" /> };
}
