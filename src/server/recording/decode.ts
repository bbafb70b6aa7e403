import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import os from "node:os";
import type { Readable } from "node:stream";
import { RecordingError } from "./errors";

/** The rate the analysis works at: chroma up to ~5 kHz and onsets need no more, and it is 4× less work than 44.1 kHz. */
export const SAMPLE_RATE = 11025;
/** The longest recording accepted (the issue: up to 4 h). */
export const MAX_SECONDS = 4 * 60 * 60;
/** Below this peak (−80 dBFS) a recording is taken as silent. */
const SILENT_PEAK = 1e-4;

/** ffmpeg's own binary, shipped through npm by @ffmpeg-installer (no system package needed). */
export function ffmpegPath(): string {
  const require = createRequire(import.meta.url);
  return (require("@ffmpeg-installer/ffmpeg") as { path: string }).path;
}

export interface DecodeOptions {
  signal?: AbortSignal;
  /** Called as audio is decoded, with the seconds decoded so far. */
  onProgress?: (seconds: number) => void;
  maxSeconds?: number;
}

/**
 * Decodes a recording (a stream as it arrives, or a file path: an mp4 whose index sits at its end
 * can only be read from a file) into mono float PCM at SAMPLE_RATE, chunk by chunk, so a long
 * recording is never held whole. ffmpeg runs at the lowest CPU priority so the app stays responsive.
 */
export async function* decodePcm(input: Readable | string, options: DecodeOptions = {}): AsyncGenerator<Float32Array> {
  const { signal, onProgress, maxSeconds = MAX_SECONDS } = options;
  if (signal?.aborted) throw new RecordingError("cancelled");
  const source = typeof input === "string" ? input : "pipe:0";
  const args = ["-hide_banner", "-nostdin", "-loglevel", "error", "-i", source, "-vn", "-sn", "-dn"];
  args.push("-ac", "1", "-ar", String(SAMPLE_RATE), "-f", "f32le", "pipe:1");
  const child = spawn(ffmpegPath(), args, { stdio: [typeof input === "string" ? "ignore" : "pipe", "pipe", "pipe"] });
  try {
    if (child.pid !== undefined) os.setPriority(child.pid, 19);
  } catch {
    // Lowering priority is a courtesy; a system that refuses it still decodes.
  }
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    if (stderr.length < 4000) stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  if (typeof input !== "string" && child.stdin) {
    // ffmpeg stops reading early on a file it cannot read; the broken pipe is expected then.
    child.stdin.on("error", () => {});
    input.on("error", () => child.kill("SIGKILL"));
    input.pipe(child.stdin);
  }
  const abort = () => child.kill("SIGKILL");
  signal?.addEventListener("abort", abort, { once: true });

  let samples = 0;
  let peak = 0;
  let leftover = Buffer.alloc(0);
  try {
    for await (const chunk of (child.stdout ?? []) as AsyncIterable<Buffer>) {
      const bytes = leftover.length > 0 ? Buffer.concat([leftover, chunk]) : chunk;
      const usable = bytes.length - (bytes.length % 4);
      leftover = Buffer.from(bytes.subarray(usable));
      if (usable === 0) continue;
      // Copy into an aligned buffer: a Float32Array view needs an offset that is a multiple of 4.
      const pcm = new Float32Array(usable / 4);
      Buffer.from(pcm.buffer).set(bytes.subarray(0, usable));
      for (const value of pcm) if (Math.abs(value) > peak) peak = Math.abs(value);
      samples += pcm.length;
      if (samples > maxSeconds * SAMPLE_RATE) throw new RecordingError("too-long");
      onProgress?.(samples / SAMPLE_RATE);
      yield pcm;
    }
    const code = await exited;
    if (signal?.aborted) throw new RecordingError("cancelled");
    if (samples === 0) {
      throw new RecordingError(/moov atom|truncat|end of file/i.test(stderr) ? "damaged" : "not-audio", { cause: stderr });
    }
    if (code !== 0 || /truncat|corrupt|invalid data|error while decoding|end of file/i.test(stderr)) {
      throw new RecordingError("damaged", { cause: stderr });
    }
    if (peak < SILENT_PEAK) throw new RecordingError("silent");
  } finally {
    signal?.removeEventListener("abort", abort);
    if (child.exitCode === null) child.kill("SIGKILL");
    // An input not read to its end (a refused or cancelled recording) is closed, not left open.
    if (typeof input !== "string") {
      input.unpipe();
      if (!input.readableEnded) input.destroy();
    }
  }
}
