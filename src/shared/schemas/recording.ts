import { z } from "zod";

/**
 * 'Analisar gravação' (issue 43): what travels between the service form and the server.
 *
 * The upload: `POST /api/admin/services/recording?name=<file name>` with the file's bytes as the
 * body (not a form). Refusals before any audio was read are ordinary error answers: 413 (past
 * RECORDING_MAX_BYTES), 415 (a kind of file that is no recording), 422 (`recording_not_audio`,
 * `recording_silent`: ffmpeg read nothing), 503 (the heavy-jobs queue is full, Retry-After). Once
 * audio is read the answer is 200 with `application/x-ndjson`: a `progress` line now and then,
 * then one `result` or `error` line (a recording cut half-way is only known at its end).
 */

/** The kinds of file the analysis takes (the list), by extension. */
export const RECORDING_EXTENSIONS = ["mp3", "m4a", "aac", "opus", "ogg", "oga", "wav", "flac", "mp4", "m4v", "mkv", "webm", "mov"] as const;
/** Extensions whose index may sit at the end of the file: the server spools them to a temporary file first. */
export const SPOOLED_EXTENSIONS = ["mp4", "m4a", "m4v", "mov"] as const;
/** The largest file taken: four hours of video at a camera's usual rate is well under this. */
export const RECORDING_MAX_BYTES = 8 * 1024 ** 3;
/** The longest recording analysed (the issue: up to 4 h). */
export const RECORDING_MAX_SECONDS = 4 * 60 * 60;

/** The `accept` of the file input: the extensions and the broad media types. */
export const RECORDING_ACCEPT = ["audio/*", "video/*", ...RECORDING_EXTENSIONS.map((extension) => `.${extension}`)].join(",");

/** The extension of a file name, lower-case, or "" when it has none. */
export const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase() ?? "";

export const isRecordingFileName = (name: string) => (RECORDING_EXTENSIONS as readonly string[]).includes(extensionOf(name));

/** One proposed song, times in seconds from the recording's start. */
export const recordingProposalSchema = z.object({
  start: z.number(),
  end: z.number(),
  songId: z.string().nullable(),
  songName: z.string().nullable(),
  key: z.string().nullable(),
  bpm: z.number().nullable(),
  confidence: z.number(),
});
export type RecordingProposal = z.infer<typeof recordingProposalSchema>;

/** The lines of the upload's answer. */
export const recordingLineSchema = z.discriminatedUnion("type", [
  /** Seconds of audio decoded so far. */
  z.object({ type: z.literal("progress"), seconds: z.number() }),
  z.object({
    type: z.literal("result"),
    /** Kept on the server for a day: the save learns from it (below). */
    analysisId: z.string(),
    durationSeconds: z.number(),
    segments: z.array(recordingProposalSchema),
  }),
  z.object({ type: z.literal("error"), code: z.string(), message: z.string() }),
]);
export type RecordingLine = z.infer<typeof recordingLineSchema>;

/**
 * What 'Salvar Culto' sends when the segments came from an analysis: the save fingerprints each
 * final segment from the analysis (learning), records how far the final segments were from the
 * proposals, and forgets the analysis. `offsetSeconds`: how many seconds the recording starts
 * before the video (negative: after it), so the recording's time is the video's plus `offsetSeconds`.
 */
export const serviceRecordingInputSchema = z.object({
  analysisId: z.uuid(),
  offsetSeconds: z.number().int().min(-RECORDING_MAX_SECONDS).max(RECORDING_MAX_SECONDS),
});
export type ServiceRecordingInput = z.infer<typeof serviceRecordingInputSchema>;

/** The church's own figures ('acerto das propostas'), over every reviewed service. */
export const recordingAccuracySchema = z.object({
  /** Services saved from reviewed proposals. */
  services: z.number(),
  /** Final segments whose start and end were both within 5 s of a proposal's, of all final segments. */
  boundaries: z.object({ within: z.number(), total: z.number() }),
  /** Final segments whose song the proposal named right, of those whose boundaries matched a proposal. */
  names: z.object({ right: z.number(), total: z.number() }),
});
export type RecordingAccuracy = z.infer<typeof recordingAccuracySchema>;
