/** Why a recording could not be analysed: a code the API can map to a status, and the words the user reads. */
export type RecordingErrorCode = "not-audio" | "damaged" | "silent" | "too-long" | "cancelled";

/** The Portuguese texts shown for each failure; kept together so tests and the UI import the same string. */
export const recordingMessages: Record<RecordingErrorCode, string> = {
  "not-audio": "O arquivo não é um áudio ou vídeo que possamos ler.",
  damaged: "A gravação está cortada ou danificada: não conseguimos lê-la até o fim.",
  silent: "A gravação está em silêncio.",
  "too-long": "A gravação passa de 4 horas; envie uma gravação mais curta.",
  cancelled: "A análise da gravação foi cancelada.",
};

export class RecordingError extends Error {
  readonly code: RecordingErrorCode;

  constructor(code: RecordingErrorCode, options?: { cause?: unknown }) {
    super(recordingMessages[code], options);
    this.name = "RecordingError";
    this.code = code;
  }
}
