import { musicalKeyPitch } from "@shared/musical-keys";
import type { MidiNote, MidiSong } from "./midi";
import { Random } from "../../src/server/demo/random";

/** How a song is played: General MIDI programs and a style per part. */
export interface Arrangement {
  chordProgram: number;
  chordStyle: "block" | "arpeggio" | "strum" | "pad";
  bassProgram: number | null;
  melodyProgram: number;
  drums: "none" | "ballad" | "rock";
}

/** A song composed for the tests (tests/fixtures/recording/songs/*.json). */
export interface Composition {
  id: string;
  name: string;
  key: string;
  bpm: number;
  beatsPerBar: number;
  /** Chords as degrees of the key ("I", "vi", "bVII", "V:2" for two beats); melody as "degree:beats" ("r" rests). */
  sections: Record<string, { chords: string[]; melody: string }>;
  form: string[];
  arrangement: Arrangement;
}

export interface Rendering {
  key?: string;
  bpm?: number;
  arrangement?: Partial<Arrangement>;
  form?: string[];
  seed?: number;
}

const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const MINOR = [0, 2, 3, 5, 7, 8, 10];
const DEGREES: Record<string, number> = { I: 0, II: 2, III: 4, IV: 5, V: 7, VI: 9, VII: 11 };
const CHORD = /^(b|#)?(VII|VI|IV|V|III|II|I|vii|vi|iv|v|iii|ii|i)(7)?(?::(\d+))?$/;

interface Chord {
  root: number;
  minor: boolean;
  seventh: boolean;
  beats: number;
}

function parseChord(text: string, beatsPerBar: number): Chord {
  const match = CHORD.exec(text);
  if (!match) throw new Error(`Acorde inválido na composição: ${text}`);
  const accidental = match[1] === "b" ? -1 : match[1] === "#" ? 1 : 0;
  const numeral = match[2]!;
  return {
    root: (DEGREES[numeral.toUpperCase()]! + accidental + 12) % 12,
    minor: numeral === numeral.toLowerCase(),
    seventh: match[3] === "7",
    beats: match[4] ? Number(match[4]) : beatsPerBar,
  };
}

/** Puts a pitch class into the octave starting at `low`. */
function place(pitchClass: number, low: number): number {
  return low + ((((pitchClass - low) % 12) + 12) % 12);
}

const CHORDS = 0;
const BASS = 1;
const MELODY = 2;
const DRUMS = 9;

/** The song as MIDI in the rendering's key, tempo and arrangement, with its length in seconds. */
export function compose(song: Composition, rendering: Rendering = {}): { midi: MidiSong; seconds: number; key: string; bpm: number } {
  const key = rendering.key ?? song.key;
  const bpm = rendering.bpm ?? song.bpm;
  const arrangement = { ...song.arrangement, ...rendering.arrangement };
  const seeded = new Random(rendering.seed ?? 1);
  const random = () => seeded.float();
  const pitch = musicalKeyPitch(key);
  if (!pitch) throw new Error(`Tom inválido: ${key}`);
  const scale = pitch.minor ? MINOR : MAJOR;
  const tonic = pitch.pitch;
  const notes: MidiNote[] = [];
  const add = (channel: number, note: number, beat: number, beats: number, velocity: number) => {
    const jitter = (random() - 0.5) * 0.03;
    const loudness = Math.max(1, Math.min(127, Math.round(velocity + (random() - 0.5) * 14)));
    notes.push({ channel, pitch: note, beat: Math.max(0, beat + jitter), beats, velocity: loudness });
  };

  let beat = 0;
  for (const name of rendering.form ?? song.form) {
    const section = song.sections[name];
    if (!section) throw new Error(`Seção desconhecida: ${name}`);
    const start = beat;
    for (const text of section.chords) {
      const chord = parseChord(text, song.beatsPerBar);
      const root = (tonic + chord.root) % 12;
      const tones = [0, chord.minor ? 3 : 4, 7, ...(chord.seventh ? [10] : [])].map((step) => place(root + step, 55));
      playChord(arrangement, tones, beat, chord.beats, add);
      if (arrangement.bassProgram !== null) {
        const bass = place(root, 36);
        for (let offset = 0; offset < chord.beats; offset += 2) add(BASS, bass, beat + offset, Math.min(2, chord.beats - offset) * 0.9, 90);
      }
      playDrums(arrangement.drums, beat, chord.beats, beat === start, add);
      beat += chord.beats;
    }
    playMelody(section.melody, scale, place(tonic, 60), start, beat, add);
  }
  // A last tonic chord, held, as a song ends.
  const last = [0, pitch.minor ? 3 : 4, 7].map((step) => place(tonic + step, 55));
  for (const tone of [...last, place(tonic, 36)]) add(tone < 48 ? BASS : CHORDS, tone, beat, song.beatsPerBar, 80);
  beat += song.beatsPerBar;

  const programs = new Map<number, number>([
    [CHORDS, arrangement.chordProgram],
    [MELODY, arrangement.melodyProgram],
  ]);
  if (arrangement.bassProgram !== null) programs.set(BASS, arrangement.bassProgram);
  return { midi: { bpm, programs, notes }, seconds: (beat * 60) / bpm, key, bpm };
}

type AddNote = (channel: number, note: number, beat: number, beats: number, velocity: number) => void;

function playChord(arrangement: Arrangement, tones: number[], beat: number, beats: number, add: AddNote): void {
  if (arrangement.chordStyle === "pad") {
    for (const tone of tones) add(CHORDS, tone, beat, beats, 70);
    return;
  }
  if (arrangement.chordStyle === "arpeggio") {
    const order = [...tones, tones[1]! + 12, tones[2]!, tones[1]!];
    for (let step = 0; step < beats * 2; step++) add(CHORDS, order[step % order.length]!, beat + step / 2, 0.6, 72);
    return;
  }
  const strum = arrangement.chordStyle === "strum";
  // A strum hits on the beats and on some off-beats; block chords on every beat.
  const hits = strum ? [0, 1, 1.5, 2.5, 3] : [0, 1, 2, 3];
  for (const hit of hits) {
    if (hit >= beats) continue;
    tones.forEach((tone, index) => add(CHORDS, tone, beat + hit + (strum ? index * 0.02 : 0), strum ? 0.45 : 0.9, hit === 0 ? 82 : 68));
  }
}

function playDrums(style: Arrangement["drums"], beat: number, beats: number, sectionStart: boolean, add: AddNote): void {
  if (style === "none") return;
  if (sectionStart) add(DRUMS, 49, beat, 1, 90);
  for (let offset = 0; offset < beats; offset++) {
    const inBar = offset % 4;
    if (style === "rock") {
      if (inBar === 0 || inBar === 2) add(DRUMS, 36, beat + offset, 0.5, 100);
      if (inBar === 1 || inBar === 3) add(DRUMS, 38, beat + offset, 0.5, 95);
      add(DRUMS, 42, beat + offset, 0.25, 70);
      add(DRUMS, 42, beat + offset + 0.5, 0.25, 55);
    } else {
      if (inBar === 0) add(DRUMS, 36, beat + offset, 0.5, 85);
      if (inBar === 2) add(DRUMS, 37, beat + offset, 0.5, 75);
      add(DRUMS, 42, beat + offset, 0.25, 50);
    }
  }
}

/** Plays the melody's "degree:beats" tokens from `start`, repeated until the section's end. */
function playMelody(melody: string, scale: number[], tonic: number, start: number, end: number, add: AddNote): void {
  const tokens = melody.split(/\s+/).filter((token) => token !== "" && token !== "|");
  if (tokens.length === 0) return;
  let beat = start;
  for (let index = 0; beat < end; index++) {
    const [degreeText, beatsText] = tokens[index % tokens.length]!.split(":");
    const beats = Number(beatsText ?? "1");
    if (degreeText !== "r") {
      const step = Number(degreeText) - 1;
      const octave = Math.floor(step / 7);
      const note = tonic + 12 * octave + scale[((step % 7) + 7) % 7]!;
      add(MELODY, note, beat, Math.min(beats, end - beat) * 0.95, 96);
    }
    beat += beats;
  }
}
