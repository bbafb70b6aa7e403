import { execFileSync } from "node:child_process";
import { createReadStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { songClipFile } from "../../../tests/recording/service";
import { SAMPLE_RATE, decodePcm, ffmpegPath } from "./decode";
import { RecordingError, recordingMessages } from "./errors";

const folder = mkdtempSync(path.join(os.tmpdir(), "louvor-decode-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const clip = songClipFile("grande-e-o-senhor");

function encode(name: string, args: string[]): string {
  const file = path.join(folder, name);
  execFileSync(ffmpegPath(), ["-hide_banner", "-loglevel", "error", "-y", ...args, file]);
  return file;
}

async function decodedSeconds(input: Readable | string, options: Parameters<typeof decodePcm>[1] = {}): Promise<number> {
  let samples = 0;
  for await (const pcm of decodePcm(input, options)) samples += pcm.length;
  return samples / SAMPLE_RATE;
}

async function failure(run: Promise<unknown>): Promise<RecordingError> {
  const error: unknown = await run.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(RecordingError);
  return error as RecordingError;
}

describe("decodePcm", () => {
  it("decodes a stream as it arrives, reporting the seconds decoded", async () => {
    const progress: number[] = [];
    const seconds = await decodedSeconds(createReadStream(clip.file), { onProgress: (value) => progress.push(value) });
    expect(seconds).toBeGreaterThan(clip.seconds);
    expect(seconds).toBeLessThan(clip.seconds + 2.5);
    expect(progress.length).toBeGreaterThan(3);
    expect(progress.at(-1)).toBeCloseTo(seconds, 5);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it("reads compressed audio and video containers", async () => {
    const mp3 = encode("clip.mp3", ["-i", clip.file, "-b:a", "64k"]);
    const opus = encode("clip.webm", ["-i", clip.file, "-c:a", "libopus", "-b:a", "32k"]);
    const video = encode("clip.mkv", ["-f", "lavfi", "-i", "color=c=blue:s=64x64:d=3", "-i", clip.file, "-shortest", "-c:v", "libx264", "-c:a", "aac"]);
    const m4a = encode("clip.m4a", ["-i", clip.file, "-c:a", "aac", "-b:a", "64k"]);
    expect(await decodedSeconds(createReadStream(mp3))).toBeGreaterThan(clip.seconds);
    expect(await decodedSeconds(createReadStream(opus))).toBeGreaterThan(clip.seconds);
    expect(await decodedSeconds(createReadStream(video))).toBeGreaterThan(2.5);
    // An mp4/m4a keeps its index at the end: read from the file, where ffmpeg can seek.
    expect(await decodedSeconds(m4a)).toBeGreaterThan(clip.seconds);
  });

  it("refuses a file that is not audio, in Portuguese", async () => {
    const error = await failure(decodedSeconds(Readable.from([Buffer.from("isto não é um áudio, é uma lista de músicas\n".repeat(200))])));
    expect(error.code).toBe("not-audio");
    expect(error.message).toBe("O arquivo não é um áudio ou vídeo que possamos ler.");
  });

  it("tells a cut recording from one that is not audio", async () => {
    const whole = readFileSync(encode("cut.m4a", ["-i", clip.file, "-c:a", "aac"]));
    const cut = path.join(folder, "cut-half.m4a");
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const error = await failure(decodedSeconds(cut));
    expect(error.code).toBe("damaged");
    expect(error.message).toBe(recordingMessages.damaged);
  });

  it("refuses a silent recording", async () => {
    const silent = encode("silent.wav", ["-f", "lavfi", "-i", "anullsrc=r=22050:cl=mono", "-t", "3"]);
    const error = await failure(decodedSeconds(createReadStream(silent)));
    expect(error.code).toBe("silent");
    expect(error.message).toBe("A gravação está em silêncio.");
  });

  it("refuses a recording longer than the limit", async () => {
    const error = await failure(decodedSeconds(clip.file, { maxSeconds: 5 }));
    expect(error.code).toBe("too-long");
  });

  it("stops ffmpeg when the analysis is cancelled", async () => {
    const controller = new AbortController();
    const started = Date.now();
    const error = await failure(decodedSeconds(clip.file, { signal: controller.signal, onProgress: () => controller.abort() }));
    expect(error.code).toBe("cancelled");
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
