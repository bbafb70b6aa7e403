import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Composition, type Rendering, compose } from "./compose";
import { midiFile } from "./midi";
import { readWav, writeWav } from "./wav";

/** Every generated clip is mono at this rate. */
export const RATE = 22050;
const SOUNDFONT = "/usr/share/sounds/sf2/FluidR3_GM.sf2";
const FIXTURES = fileURLToPath(new URL("../fixtures/recording/", import.meta.url));
/** Generated audio, cached by content hash here and never committed: bump the version when a renderer changes what it makes for the same parts (v2: sox noise repeatable, -R). */
export const CACHE = path.join(os.tmpdir(), "louvor-recording-audio-v2");

let toolsChecked = false;

/** Fails with the command to run when a test tool is missing (the tests never skip for it). */
export function requireTestTools(): void {
  if (toolsChecked) return;
  const missing = ["fluidsynth", "sox", "espeak-ng"].filter((tool) => {
    try {
      execFileSync("which", [tool], { stdio: "ignore" });
      return false;
    } catch {
      return true;
    }
  });
  if (!existsSync(SOUNDFONT)) missing.push("fluid-soundfont-gm");
  if (missing.length > 0) {
    throw new Error(
      `Faltam ferramentas para gerar o áudio dos testes (${missing.join(", ")}): ` +
        "sudo apt-get update && sudo apt-get install -y fluidsynth fluid-soundfont-gm sox espeak-ng",
    );
  }
  toolsChecked = true;
}

/** The wav for `key`, made by `make(file)` only when not cached yet. */
function cached(parts: unknown[], make: (file: string) => void): string {
  requireTestTools();
  mkdirSync(CACHE, { recursive: true });
  const file = path.join(CACHE, `${createHash("sha256").update(JSON.stringify(parts)).digest("hex").slice(0, 24)}.wav`);
  if (!existsSync(file)) {
    const partial = `${file}.${process.pid}.tmp.wav`;
    make(partial);
    renameSync(partial, file);
  }
  return file;
}

export function loadComposition(id: string): Composition {
  return JSON.parse(readFileSync(path.join(FIXTURES, "songs", `${id}.json`), "utf8")) as Composition;
}

export function compositionIds(): string[] {
  return readdirSync(path.join(FIXTURES, "songs"))
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.replace(/\.json$/, ""))
    .sort();
}

export function speechText(name: string): string {
  return readFileSync(path.join(FIXTURES, "speech", `${name}.txt`), "utf8").trim();
}

export interface RenderedSong {
  file: string;
  samples: Float32Array;
  /** Where the music stops (the last chord's end); the file also holds its fading tail. */
  seconds: number;
  key: string;
  bpm: number;
}

/** Renders a composition with FluidSynth and the General MIDI soundfont. */
export function renderSong(song: Composition, rendering: Rendering = {}): RenderedSong {
  const composed = compose(song, rendering);
  const midi = midiFile(composed.midi);
  const file = cached(["song", midi.toString("base64"), RATE, "short-tail"], (out) => {
    const midiPath = `${out}.mid`;
    writeFileSync(midiPath, midi);
    const full = `${out}.full.wav`;
    execFileSync("fluidsynth", ["-ni", "-q", "-o", "synth.dynamic-sample-loading=1", "-g", "0.7", "-r", String(RATE), "-F", full, SOUNDFONT, midiPath], { stdio: "ignore" });
    writeWav(out, withShortTail(readWav(full).samples, composed.seconds), RATE);
    rmSync(full);
    rmSync(midiPath);
  });
  return { file, samples: readWav(file).samples, seconds: composed.seconds, key: composed.key, bpm: composed.bpm };
}

/** FluidSynth renders until every voice has died (reverb, pads: ~10 s); a band stops within ~2 s. */
function withShortTail(samples: Float32Array, seconds: number): Float32Array {
  const fade = 2 * RATE;
  const kept = samples.slice(0, Math.min(samples.length, Math.round(seconds * RATE) + fade));
  for (let i = 0; i < fade && i < kept.length; i++) kept[kept.length - 1 - i]! *= i / fade;
  return kept;
}

/** Portuguese speech from espeak-ng (a Brazilian voice), at the given words per minute. */
export function renderSpeech(text: string, wordsPerMinute = 150, pitch = 40): Float32Array {
  const file = cached(["speech", text, wordsPerMinute, pitch], (out) => {
    execFileSync("espeak-ng", ["-v", "pt-br", "-s", String(wordsPerMinute), "-p", String(pitch), "-w", out, text], { stdio: "ignore" });
  });
  return resampled(file);
}

/** Applause: bursts of filtered noise with a ragged loudness, from sox. */
export function renderApplause(seconds: number): Float32Array {
  const file = cached(["applause", seconds], (out) => {
    execFileSync("sox", ["-R", "-n", "-r", String(RATE), "-c", "1", "-b", "16", out, "synth", String(seconds), "whitenoise", "gain", "-12", "highpass", "600", "tremolo", "13", "90", "tremolo", "5.3", "60", "fade", "0.5", String(seconds), "1.5"], { stdio: "ignore" });
  });
  return readWav(file).samples;
}

/** Room noise (hum of a hall) from sox, to lie under a whole service. */
export function renderRoomNoise(seconds: number): Float32Array {
  const file = cached(["room", seconds], (out) => {
    execFileSync("sox", ["-R", "-n", "-r", String(RATE), "-c", "1", "-b", "16", out, "synth", String(seconds), "brownnoise", "lowpass", "400", "gain", "-38"], { stdio: "ignore" });
  });
  return readWav(file).samples;
}

function resampled(file: string): Float32Array {
  const { samples, rate } = readWav(file);
  if (rate === RATE) return samples;
  const converted = cached(["rate", file, RATE], (out) => execFileSync("sox", [file, "-r", String(RATE), out], { stdio: "ignore" }));
  return readWav(converted).samples;
}
