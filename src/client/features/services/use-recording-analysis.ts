import { useEffect, useRef, useState } from "react";
import { isRecordingFileName, RECORDING_MAX_BYTES } from "@shared/schemas/recording";
import { ApiError } from "@/lib/api-client";
import { recordingTexts as texts } from "./recording-texts";
import { uploadRecording, type RecordingResult } from "./recording-upload";

/** Where 'Analisar gravação' is: choosing a file (after a problem, said), sending and analysing it, or its proposals. */
export type RecordingAnalysis =
  | { step: "choose"; problem: { kind: "refused" | "cancelled"; message: string } | null }
  | { step: "running"; file: File; sent: number; total: number; uploaded: boolean; seconds: number | null }
  | { step: "proposals"; result: RecordingResult };

const CHOOSING: RecordingAnalysis = { step: "choose", problem: null };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/**
 * The analysis of one recording at a time: `analyse` checks the file's name and size, then sends it
 * and follows the answer; `cancel` stops it. Leaving (the dialog closing) stops it too.
 */
export function useRecordingAnalysis() {
  const [analysis, setAnalysis] = useState<RecordingAnalysis>(CHOOSING);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const refuse = (message: string) => setAnalysis({ step: "choose", problem: { kind: "refused", message } });

  function analyse(file: File) {
    if (!isRecordingFileName(file.name)) return refuse(texts.wrongKind(file.name));
    if (file.size > RECORDING_MAX_BYTES) return refuse(texts.tooLarge(file.name));
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const update = (change: (running: Extract<RecordingAnalysis, { step: "running" }>) => RecordingAnalysis) =>
      setAnalysis((state) => (state.step === "running" && state.file === file && !current.signal.aborted ? change(state) : state));

    setAnalysis({ step: "running", file, sent: 0, total: file.size, uploaded: false, seconds: null });
    uploadRecording(file, {
      signal: current.signal,
      onUploadProgress: (sent, total) => update((state) => ({ ...state, sent, total })),
      onUploaded: () => update((state) => ({ ...state, sent: state.total, uploaded: true })),
      onAnalysisProgress: (seconds) => update((state) => ({ ...state, seconds })),
    }).then(
      (result) => {
        if (!current.signal.aborted) setAnalysis({ step: "proposals", result });
      },
      (error: unknown) => {
        if (isAbort(error) || current.signal.aborted) return;
        refuse(error instanceof ApiError ? error.message : texts.networkFailed);
      },
    );
  }

  function cancel() {
    controller.current?.abort();
    controller.current = null;
    setAnalysis({ step: "choose", problem: { kind: "cancelled", message: texts.cancelled } });
  }

  return { analysis, analyse, cancel, chooseAgain: () => setAnalysis(CHOOSING) };
}
