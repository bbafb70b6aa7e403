import { recordingLineSchema, type RecordingLine } from "@shared/schemas/recording";
import { ApiError, NETWORK_ERROR_STATUS, UNREADABLE_ANSWER } from "@/lib/api-client";
import { adminApi } from "@/lib/api-query";
import { withQuery } from "@/lib/with-query";
import { recordingTexts as texts } from "./recording-texts";

/** The analysis' answer: the proposals, times in seconds from the recording's start. */
export type RecordingResult = Omit<Extract<RecordingLine, { type: "result" }>, "type">;

export type RecordingUploadEvents = {
  /** Bytes of the file sent so far, of all. */
  onUploadProgress?: (sent: number, total: number) => void;
  /** The file is all sent; the server is still decoding it. */
  onUploaded?: () => void;
  /** Seconds of audio the server has decoded so far. */
  onAnalysisProgress?: (seconds: number) => void;
  signal?: AbortSignal;
};

type ErrorBody = { error?: { code?: unknown; message?: unknown } };

/**
 * Reads an answer of newline-separated JSON as it arrives: `push` takes the whole text so far and
 * hands back the complete lines not read yet; `end` the last one, cut without its newline.
 * A line that is not one of the contract's is skipped.
 */
export function ndjsonReader() {
  let consumed = 0;
  const parse = (line: string): RecordingLine[] => {
    if (line.trim() === "") return [];
    try {
      const parsed = recordingLineSchema.safeParse(JSON.parse(line));
      return parsed.success ? [parsed.data] : [];
    } catch {
      return [];
    }
  };
  return {
    push(text: string): RecordingLine[] {
      const lastNewline = text.lastIndexOf("\n");
      if (lastNewline < consumed) return [];
      const complete = text.slice(consumed, lastNewline);
      consumed = lastNewline + 1;
      return complete.split("\n").flatMap(parse);
    },
    end(text: string): RecordingLine[] {
      const lines = this.push(text);
      const rest = text.slice(consumed);
      consumed = text.length;
      return [...lines, ...parse(rest)];
    },
  };
}

const networkError = () => new ApiError({ status: NETWORK_ERROR_STATUS, code: "NETWORK_ERROR", message: texts.networkFailed });

function refusal(status: number, statusText: string, text: string): ApiError {
  let body: ErrorBody | undefined;
  try {
    body = JSON.parse(text) as ErrorBody;
  } catch {
    body = undefined;
  }
  const error = body?.error;
  return new ApiError({
    status,
    code: typeof error?.code === "string" ? error.code : `HTTP_${status}`,
    message: typeof error?.message === "string" ? error.message : statusText || "Erro inesperado.",
  });
}

/**
 * 'Analisar gravação' (issue 43): sends the file's bytes as the body of
 * `POST /api/admin/services/recording?name=…` and follows the streamed answer (shared/schemas/recording.ts).
 * XMLHttpRequest, as lib/upload.ts, since fetch reports no upload progress; the browser sends the
 * page's Origin with it, which is what the server's same-origin check of writes reads.
 * Resolves with the result line; a refusal, an `error` line or a broken connection reject with an
 * ApiError whose message is the one to show; an abort through `signal` rejects with an AbortError.
 */
export function uploadRecording(file: File, events: RecordingUploadEvents = {}): Promise<RecordingResult> {
  const { onUploadProgress, onUploaded, onAnalysisProgress, signal } = events;
  return new Promise<RecordingResult>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException("Análise cancelada", "AbortError"));
      return;
    }
    const xhr = new XMLHttpRequest();
    const reader = ndjsonReader();
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener("abort", onAbort);
      outcome();
    };
    const onAbort = () => xhr.abort();
    const streaming = () => xhr.status >= 200 && xhr.status < 300;

    function read(lines: readonly RecordingLine[]) {
      for (const line of lines) {
        if (line.type === "progress") onAnalysisProgress?.(line.seconds);
        else if (line.type === "error") settle(() => reject(new ApiError({ status: xhr.status, code: line.code, message: line.message })));
        else settle(() => resolve({ analysisId: line.analysisId, durationSeconds: line.durationSeconds, segments: line.segments }));
      }
    }

    xhr.open("POST", withQuery(adminApi("services", "recording"), { name: file.name }));
    xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    xhr.setRequestHeader("Accept", "application/x-ndjson, application/json");
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onUploadProgress?.(event.loaded, event.total);
    });
    xhr.upload.addEventListener("load", () => onUploaded?.());
    xhr.addEventListener("progress", () => {
      if (streaming()) read(reader.push(xhr.responseText));
    });
    xhr.addEventListener("load", () => {
      if (!streaming()) {
        settle(() => reject(refusal(xhr.status, xhr.statusText, xhr.responseText)));
        return;
      }
      read(reader.end(xhr.responseText));
      // The answer ended with neither a result nor an error: a connection cut short.
      settle(() => reject(new ApiError({ status: xhr.status, code: UNREADABLE_ANSWER, message: texts.endedWithoutResult })));
    });
    xhr.addEventListener("error", () => settle(() => reject(networkError())));
    xhr.addEventListener("abort", () => settle(() => reject(new DOMException("Análise cancelada", "AbortError"))));
    signal?.addEventListener("abort", onAbort);
    xhr.send(file);
  });
}
