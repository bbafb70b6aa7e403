import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { Hono } from "hono";
import {
  RECORDING_MAX_BYTES,
  SPOOLED_EXTENSIONS,
  extensionOf,
  isRecordingFileName,
  type RecordingLine,
} from "@shared/schemas/recording";
import { createHeavyJobGate, HeavyJobsBusyError } from "../heavy-jobs";
import { type AppEnv, type ModuleDeps, AppError, allowLongUpload } from "../http";
import { extractFeatures, learntFingerprints, proposeSegments } from "./analyse";
import { RecordingError, recordingMessages } from "./errors";
import { keepAnalysis, learntPerformances, recordingAccuracy } from "./queries";
import { makeSpoolFolder } from "./spool";

export const recordingRouteMessages = {
  unsupported: "Escolha um arquivo de áudio ou vídeo (mp3, m4a, aac, opus, ogg, wav, flac, mp4, mkv, webm ou mov).",
  tooLarge: "A gravação passa de 8 GB; envie só o áudio ou uma gravação menor.",
  empty: "O arquivo está vazio.",
  busy: "Outra gravação está sendo analisada agora. Tente novamente em alguns instantes.",
} as const;

/** One analysis at a time per process; two more wait (a 90-minute recording takes under a minute and a half). */
const gate = () => createHeavyJobGate({ slots: 1, queue: 2, maxWaitMs: 5 * 60_000, retryAfterSeconds: 60 });
/** A progress line at most this often. */
const PROGRESS_EVERY_MS = 1000;

/** Counts the bytes going through and fails past the limit (a body sent without a length). */
function byteLimit(max: number) {
  const counter = Object.assign(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        counter.seen += chunk.length;
        done(counter.seen > max ? new AppError(413, "recording_too_large", recordingRouteMessages.tooLarge) : null, chunk);
      },
    }),
    { seen: 0 },
  );
  return counter;
}

const statusOf = (error: RecordingError) => (error.code === "too-long" ? 413 : 422);

/**
 * 'Analisar gravação' (issue 43, decision 526): the recording's bytes are the body; ffmpeg decodes
 * them as they arrive (an mp4 or mov first lands in a temporary file, as its index may sit at its
 * end) and only the features are kept. The answer is an error before any audio was read, or a
 * stream of progress lines and one result (src/shared/schemas/recording.ts).
 */
export function recordingAdminRoutes(deps: ModuleDeps) {
  const { db } = deps;
  const analyses = gate();
  return new Hono<AppEnv>().post("/", async (c) => {
    const name = c.req.query("name") ?? "";
    if (!isRecordingFileName(name)) throw new AppError(415, "recording_unsupported", recordingRouteMessages.unsupported);
    const length = Number(c.req.header("content-length"));
    if (length > RECORDING_MAX_BYTES) throw new AppError(413, "recording_too_large", recordingRouteMessages.tooLarge);
    if (length === 0 || !c.req.raw.body) throw new AppError(422, "recording_empty", recordingRouteMessages.empty);

    const cancel = new AbortController();
    c.req.raw.signal.addEventListener("abort", () => cancel.abort(), { once: true });
    let release: () => void;
    try {
      release = await analyses.acquire(cancel.signal);
    } catch (error) {
      if (!(error instanceof HeavyJobsBusyError)) throw new AppError(503, "server_busy", recordingRouteMessages.busy);
      c.header("Retry-After", String(error.retryAfterSeconds));
      throw new AppError(503, "server_busy", recordingRouteMessages.busy);
    }
    allowLongUpload(c);

    const churchId = c.get("churchId");
    let decoded = 0;
    let onFirstAudio: () => void = () => {};
    const firstAudio = new Promise<void>((resolve) => (onFirstAudio = resolve));
    const received = byteLimit(RECORDING_MAX_BYTES);
    const body = Readable.fromWeb(c.req.raw.body as WebReadableStream<Uint8Array>).pipe(received);
    const job = (async () => {
      let folder: string | null = null;
      try {
        const learnt = learntFingerprints(await learntPerformances(db, churchId));
        let input: Readable | string = body;
        if ((SPOOLED_EXTENSIONS as readonly string[]).includes(extensionOf(name))) {
          folder = await makeSpoolFolder();
          input = path.join(folder, `gravacao.${extensionOf(name)}`);
          await pipeline(body, createWriteStream(input), { signal: cancel.signal });
        }
        const features = await extractFeatures(input, {
          signal: cancel.signal,
          onProgress: (seconds) => {
            decoded = seconds;
            onFirstAudio();
          },
        });
        const proposals = proposeSegments(features, learnt);
        return { ...proposals, analysisId: await keepAnalysis(db, churchId, features, proposals) };
      } finally {
        release();
        if (folder) await rm(folder, { recursive: true, force: true });
      }
    })();
    // A file that is no audio at all is known before any audio: an ordinary error answer.
    const early = await Promise.race([firstAudio.then(() => null), job.then(() => null, (error: unknown) => error)]);
    if (early instanceof RecordingError && received.seen === 0) throw new AppError(422, "recording_empty", recordingRouteMessages.empty);
    if (early instanceof RecordingError) throw new AppError(statusOf(early), `recording_${early.code.replace("-", "_")}`, early.message);
    if (early instanceof AppError) throw early;
    if (early) throw early;

    const encoder = new TextEncoder();
    const line = (value: RecordingLine) => encoder.encode(`${JSON.stringify(value)}\n`);
    // The client may go away at any moment: nothing is written to a stream it cancelled.
    let open = true;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const send = (value: RecordingLine) => {
          if (open) controller.enqueue(line(value));
        };
        const progress = () => send({ type: "progress", seconds: Math.round(decoded * 10) / 10 });
        const timer = setInterval(progress, PROGRESS_EVERY_MS);
        progress();
        void job
          .then(
            (result) => send({ type: "result", ...result }),
            (error: unknown) => {
              const known = error instanceof RecordingError || error instanceof AppError;
              if (!known) c.get("logger").error({ err: error }, "recording analysis failed");
              send({ type: "error", code: error instanceof RecordingError ? error.code : known ? error.code : "failed", message: known ? error.message : recordingMessages.damaged });
            },
          )
          .finally(() => {
            clearInterval(timer);
            if (open) controller.close();
            open = false;
          });
      },
      cancel() {
        open = false;
        cancel.abort();
      },
    });
    return new Response(stream, { headers: { "Content-Type": "application/x-ndjson; charset=utf-8", "Cache-Control": "no-store", "X-Accel-Buffering": "no" } });
  });
}

/** 'Acerto das propostas' on the reports page. */
export function recordingReportRoutes(deps: ModuleDeps) {
  return new Hono<AppEnv>().get("/", async (c) => c.json(await recordingAccuracy(deps.db, c.get("churchId"))));
}
