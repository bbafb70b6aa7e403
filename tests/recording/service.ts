import { createHash } from "node:crypto";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Composition, Rendering } from "./compose";
import { CACHE, RATE, loadComposition, renderApplause, renderRoomNoise, renderSong, renderSpeech, requireTestTools, speechText } from "./render";
import { writeWav } from "./wav";

/** One moment of a generated service. */
export type ServicePart =
  /** A song; "flow" starts it where the previous song's music ends, with no silence between. */
  | { kind: "song"; songId: string; rendering?: Rendering; join?: "gap" | "flow" }
  | { kind: "speech"; text: string; wordsPerMinute?: number }
  | { kind: "prayer-over-pad"; text: string; padKey?: string }
  | { kind: "applause"; seconds: number }
  | { kind: "silence"; seconds: number };

/** Where a song really is in a generated service: what the analysis should propose. */
export interface TrueSong {
  start: number;
  end: number;
  songId: string;
  songName: string;
  key: string;
  bpm: number;
}

export interface GeneratedService {
  samples: Float32Array;
  rate: number;
  durationSeconds: number;
  songs: TrueSong[];
}

const PAD = fileURLToPath(new URL("../fixtures/recording/prayer-pad.json", import.meta.url));

/** Mixes the parts in order over room noise, and says where each song lies. */
export function buildService(parts: ServicePart[]): GeneratedService {
  const placed: { at: number; samples: Float32Array; gain: number }[] = [];
  const songs: TrueSong[] = [];
  let cursor = 1;
  let lastSongEnd: number | null = null;
  for (const part of parts) {
    if (part.kind === "song") {
      const song = loadComposition(part.songId);
      const rendered = renderSong(song, part.rendering);
      const start: number = part.join === "flow" && lastSongEnd !== null ? lastSongEnd : cursor + (part.join === "flow" ? 0 : 2.5);
      placed.push({ at: start, samples: rendered.samples, gain: 1 });
      const end: number = start + rendered.seconds;
      songs.push({ start, end, songId: song.id, songName: song.name, key: rendered.key, bpm: rendered.bpm });
      lastSongEnd = end;
      cursor = start + rendered.samples.length / RATE;
      continue;
    }
    lastSongEnd = null;
    if (part.kind === "silence") {
      cursor += part.seconds;
    } else if (part.kind === "applause") {
      // Applause starts as the last chord rings.
      const at = Math.max(0, cursor - 1.5);
      placed.push({ at, samples: renderApplause(part.seconds), gain: 1 });
      cursor = at + part.seconds;
    } else if (part.kind === "speech") {
      const speech = renderSpeech(speechText(part.text), part.wordsPerMinute);
      placed.push({ at: cursor + 1, samples: speech, gain: 0.8 });
      cursor += 1 + speech.length / RATE;
    } else {
      const speech = renderSpeech(speechText(part.text), 140, 35);
      const seconds = speech.length / RATE + 6;
      const pad = JSON.parse(readFileSync(PAD, "utf8")) as Composition;
      // Enough pad chords (4 bars of 4 s at 60 BPM each pass) to lie under the whole prayer.
      const passes = Math.ceil(seconds / 16);
      const rendered = renderSong(pad, { key: part.padKey ?? pad.key, form: Array<string>(passes).fill("pad") });
      placed.push({ at: cursor + 1, samples: rendered.samples, gain: 0.45 });
      placed.push({ at: cursor + 3, samples: speech, gain: 0.8 });
      cursor += 1 + rendered.samples.length / RATE;
    }
  }
  const length = Math.ceil((cursor + 2) * RATE);
  const samples = new Float32Array(length);
  const room = renderRoomNoise(30);
  for (let i = 0; i < length; i++) samples[i] = room[i % room.length]!;
  for (const { at, samples: part, gain } of placed) {
    const offset = Math.round(at * RATE);
    for (let i = 0; i < part.length && offset + i < length; i++) samples[offset + i]! += part[i]! * gain;
  }
  return { samples, rate: RATE, durationSeconds: length / RATE, songs };
}


/** The service as a wav file in the cache (built once per plan), with where its songs are. */
export function serviceRecording(parts: ServicePart[]): { file: string; songs: TrueSong[]; durationSeconds: number } {
  requireTestTools();
  const id = createHash("sha256").update(JSON.stringify(parts)).digest("hex").slice(0, 24);
  const file = path.join(CACHE, `service-${id}.wav`);
  const truthFile = `${file}.json`;
  if (existsSync(file) && existsSync(truthFile)) {
    return { file, ...(JSON.parse(readFileSync(truthFile, "utf8")) as { songs: TrueSong[]; durationSeconds: number }) };
  }
  const service = buildService(parts);
  writeWav(`${file}.${process.pid}.tmp`, service.samples, service.rate);
  renameSync(`${file}.${process.pid}.tmp`, file);
  writeFileSync(truthFile, JSON.stringify({ songs: service.songs, durationSeconds: service.durationSeconds }));
  return { file, songs: service.songs, durationSeconds: service.durationSeconds };
}

/** A clip of one song as a wav file (the chorus by default). */
export function songClipFile(songId: string, rendering: Rendering = {}): { file: string; key: string; bpm: number; seconds: number } {
  const rendered = renderSong(loadComposition(songId), { form: ["chorus"], ...rendering });
  return { file: rendered.file, key: rendered.key, bpm: rendered.bpm, seconds: rendered.seconds };
}

/** Speech alone as a wav file, for tests that need a voice without music. */
export function renderSpeechFile(text: string): string {
  requireTestTools();
  const file = path.join(CACHE, `speech-${createHash("sha256").update(text).digest("hex").slice(0, 16)}.wav`);
  if (!existsSync(file)) writeWav(file, renderSpeech(speechText(text)), RATE);
  return file;
}
