import type { Fingerprint } from "./fingerprint";
import { METRICAL_FACTORS } from "./tempo";

/** A performance the church already mapped: the song it was, and its fingerprint. */
export interface LearntFingerprint {
  songId: string;
  songName: string;
  fingerprint: Fingerprint;
}

export interface SongMatch {
  songId: string;
  songName: string;
  /** 0..1: how sure the match is. */
  confidence: number;
}

/**
 * Beats compared at a time: four 4-bar phrases, about a verse and a chorus. Over two phrases (32
 * beats) another song sharing a common progression scored nearly as high as the same song played by
 * another band; over sixteen bars the song's own order of chords and melody tells them apart
 * (decision 526). A shorter recording is compared over its whole length.
 */
const WINDOW_BEATS = 64;
/**
 * When a song is named (mean beat correlation of the best window, and how far ahead of the next
 * song). On four generated services (seeds 1, 7, 43, 2026) the same song played by another band
 * scored 0.83–0.95, ahead of the next by 0.25 or more, and a minor song whose chords are a common
 * major progression's 0.65–0.73, ahead by 0.16–0.21; songs never learnt scored up to 0.67 against
 * the learnt ones, ahead of the next by at most 0.11. So: clearly ahead of every other song, or high
 * and ahead.
 */
const CLEARLY_AHEAD = { score: 0.62, margin: 0.13 };
/** Being ahead says little with few songs learnt: below this many, only a high score names a song. */
const SONGS_TO_BE_AHEAD_OF = 5;
const HIGH_AND_AHEAD = { score: 0.8, margin: 0.05 };
/** Similarity at which confidence reaches 1. */
const SURE = 0.95;

/** Beats as one flat array, 12 values a beat: typed loops without per-beat objects keep matching fast. */
type Beats = Float32Array;

/** Each beat centred (its mean removed) and scaled to unit length, so a dot product is a correlation. */
function normalise(beats: Beats): Beats {
  for (let start = 0; start < beats.length; start += 12) {
    let mean = 0;
    for (let pc = 0; pc < 12; pc++) mean += beats[start + pc]! / 12;
    let norm = 0;
    for (let pc = 0; pc < 12; pc++) {
      beats[start + pc]! -= mean;
      norm += beats[start + pc]! ** 2;
    }
    norm = Math.sqrt(norm);
    if (norm > 0) for (let pc = 0; pc < 12; pc++) beats[start + pc]! /= norm;
  }
  return beats;
}

/** The beats resampled by `factor` (2: twice as many beats), each new beat interpolated between its neighbours. */
function resampled(beats: Beats, factor: number): Beats {
  const count = beats.length / 12;
  const out = new Float32Array(Math.floor(count * factor) * 12);
  for (let index = 0; index < out.length / 12; index++) {
    const at = index / factor;
    const low = Math.min(count - 1, Math.floor(at));
    const high = Math.min(count - 1, low + 1);
    const weight = at - low;
    for (let pc = 0; pc < 12; pc++) out[index * 12 + pc] = beats[low * 12 + pc]! * (1 - weight) + beats[high * 12 + pc]! * weight;
  }
  return normalise(out);
}

function profile(beats: Beats): Float64Array {
  const sum = new Float64Array(12);
  for (let index = 0; index < beats.length; index++) sum[index % 12]! += beats[index]!;
  return sum;
}

/** Transpositions (semitones added to `b`) that best line up the two songs' overall chroma: the likeliest keys. */
function likelyShifts(a: Beats, b: Beats, count: number): number[] {
  const [pa, pb] = [profile(a), profile(b)];
  const scores = Array.from({ length: 12 }, (_, shift) => {
    let dot = 0;
    for (let pc = 0; pc < 12; pc++) dot += pa[(pc + shift) % 12]! * pb[pc]!;
    return { shift, dot };
  });
  return scores.sort((x, y) => y.dot - x.dot).slice(0, count).map((score) => score.shift);
}

function rotated(beats: Beats, shift: number): Beats {
  const out = new Float32Array(beats.length);
  for (let start = 0; start < beats.length; start += 12) {
    for (let pc = 0; pc < 12; pc++) out[start + pc] = beats[start + ((pc + shift) % 12)]!;
  }
  return out;
}

/** The best mean correlation over `windowBeats` consecutive beats, along any alignment of the two. */
function bestWindow(a: Beats, b: Beats, windowBeats: number): number {
  const [countA, countB] = [a.length / 12, b.length / 12];
  const window = Math.min(windowBeats, countA, countB);
  if (window < 8) return 0;
  const steps = new Float64Array(Math.min(countA, countB));
  let best = -Infinity;
  for (let offset = -(countB - window); offset <= countA - window; offset++) {
    const startA = Math.max(0, offset);
    const startB = Math.max(0, -offset);
    const length = Math.min(countA - startA, countB - startB);
    let running = 0;
    for (let step = 0; step < length; step++) {
      const x = (startA + step) * 12;
      const y = (startB + step) * 12;
      let dot = 0;
      for (let pc = 0; pc < 12; pc++) dot += a[x + pc]! * b[y + pc]!;
      steps[step] = dot;
      running += dot;
      if (step >= window) running -= steps[step - window]!;
      if (step >= window - 1 && running > best) best = running;
    }
  }
  return best / window;
}

/**
 * How alike two performances are (−1..1), whatever key and tempo each was played in: beats are
 * compared, not seconds; the transposition is tried from the overall chroma; a tempo found at
 * another metrical level on one side is undone by resampling its beats. `windowBeats`: how long a
 * stretch must match (the matcher's sixteen bars by default).
 */
export function similarity(query: Fingerprint, reference: Fingerprint, windowBeats = WINDOW_BEATS): number {
  const a = Float32Array.from(query.beats);
  const b = normalise(Float32Array.from(reference.beats));
  let best = -1;
  // A fingerprint's tempo may be off by a metrical level (a song without drums often is): each is tried.
  for (const factor of METRICAL_FACTORS) {
    const scaled = resampled(a, factor);
    for (const shift of likelyShifts(scaled, b, 2)) best = Math.max(best, bestWindow(rotated(scaled, shift), b, windowBeats));
  }
  return best;
}

/** The learnt song the performance most likely is, or null when none is close enough and clearly ahead. */
export function matchFingerprint(query: Fingerprint, learnt: readonly LearntFingerprint[]): SongMatch | null {
  const bySong = new Map<string, { songName: string; score: number }>();
  for (const entry of learnt) {
    const score = similarity(query, entry.fingerprint);
    const known = bySong.get(entry.songId);
    if (!known || score > known.score) bySong.set(entry.songId, { songName: entry.songName, score });
  }
  const ranked = [...bySong.entries()].sort((x, y) => y[1].score - x[1].score);
  const [best, second] = ranked;
  if (!best) return null;
  const score = best[1].score;
  const margin = second ? score - second[1].score : score;
  const rules = ranked.length >= SONGS_TO_BE_AHEAD_OF ? [CLEARLY_AHEAD, HIGH_AND_AHEAD] : [HIGH_AND_AHEAD];
  if (!rules.some((rule) => score >= rule.score && margin >= rule.margin)) return null;
  const confidence = Math.max(0, Math.min(1, (score - CLEARLY_AHEAD.score) / (SURE - CLEARLY_AHEAD.score)));
  return { songId: best[0], songName: best[1].songName, confidence: Math.round(confidence * 100) / 100 };
}
