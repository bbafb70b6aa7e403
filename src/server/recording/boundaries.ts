import type { Features } from "./features";
import { fingerprintOf } from "./fingerprint";
import { similarity } from "./match";
import type { MusicRegion } from "./music-detection";
import { estimateTempo } from "./tempo";

/**
 * Shortest song inside continuous music: a song that flows into the next is a whole song of a
 * worship set (3–7 minutes), and a shorter piece is far more often a section of the one before.
 */
const MIN_FLOWING_SONG_SECONDS = 60;
/** Seconds compared on each side of a candidate boundary: about two sections of a song. */
const WINDOW_SECONDS = 20;
/**
 * Score above which a change is a new song, calibrated on generated services: a verse turning into
 * a chorus mostly scores under 6 (a song of pads without drums up to 12: the 60 s minimum and
 * joinRepeats keep it whole), a new song in another key 15–25, in the same key at another tempo 6–11.
 */
const NOVELTY_THRESHOLD = 8;

/** Mean chroma (square roots of energy, each frame to unit length) of a span of frames. */
function chromaProfile(chroma: Float32Array, from: number, to: number): Float64Array {
  const profile = new Float64Array(12);
  for (let frame = from; frame < to; frame++) {
    let norm = 0;
    for (let pc = 0; pc < 12; pc++) norm += chroma[frame * 12 + pc]!;
    if (norm <= 1e-12) continue;
    let length = 0;
    for (let pc = 0; pc < 12; pc++) length += chroma[frame * 12 + pc]! / norm;
    for (let pc = 0; pc < 12; pc++) profile[pc]! += Math.sqrt(chroma[frame * 12 + pc]! / norm / length);
  }
  return profile;
}

function cosineDistance(a: Float64Array, b: Float64Array): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    normA += a[i]! * a[i]!;
    normB += b[i]! * b[i]!;
  }
  return normA > 0 && normB > 0 ? 1 - dot / Math.sqrt(normA * normB) : 0;
}

function meanOf(values: Float32Array, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += values[i]!;
  return to > from ? sum / (to - from) : 0;
}

/** How different the music is before and after each second of a region: harmony, tempo and timbre. */
export function noveltyCurve(features: Features, region: MusicRegion): Float64Array {
  const { frameRate, chroma, centroid } = features;
  const novelty = new Float64Array(region.end - region.start);
  for (let second = region.start + 1; second < region.end - 1; second++) {
    const left = Math.max(region.start, second - WINDOW_SECONDS);
    const right = Math.min(region.end, second + WINDOW_SECONDS);
    const [leftFrom, middle, rightTo] = [left, second, right].map((s) => Math.round(s * frameRate)) as [number, number, number];
    const harmony = cosineDistance(chromaProfile(chroma, leftFrom, middle), chromaProfile(chroma, middle, rightTo));
    const timbre = Math.abs(Math.log2((meanOf(centroid, leftFrom, middle) + 1) / (meanOf(centroid, middle, rightTo) + 1)));
    novelty[second - region.start] = harmony / 0.02 + timbre / 0.25;
  }
  return novelty;
}

/** Tempo before and after a second, as a ratio folded so that double and half time count as the same. */
export function tempoChange(features: Features, region: MusicRegion, second: number): number {
  const { onset, onsetRate } = features;
  const left = estimateTempo(onset, onsetRate, Math.round(Math.max(region.start, second - WINDOW_SECONDS) * onsetRate), Math.round(second * onsetRate));
  const right = estimateTempo(onset, onsetRate, Math.round(second * onsetRate), Math.round(Math.min(region.end, second + WINDOW_SECONDS) * onsetRate));
  if (!left || !right) return 0;
  const octaves = Math.abs(Math.log2(left.bpm / right.bpm));
  // A weak pulse (a pad, a ballad without drums) gives tempi that wander; trust them less.
  const clarity = Math.min(1, Math.min(left.strength, right.strength) / 0.5);
  return Math.min(octaves, Math.abs(octaves - 1)) * clarity;
}

/**
 * Splits a region of continuous music into songs at the clearest changes: local peaks of the
 * novelty, at least MIN_FLOWING_SONG_SECONDS from each other and from the region's ends.
 */
export function splitRegion(features: Features, region: MusicRegion): MusicRegion[] {
  const novelty = noveltyCurve(features, region);
  const candidates: { second: number; score: number }[] = [];
  for (let index = MIN_FLOWING_SONG_SECONDS; index < novelty.length - MIN_FLOWING_SONG_SECONDS; index++) {
    const around = novelty.subarray(index - 5, index + 6);
    if (novelty[index]! < Math.max(...around)) continue;
    const second = region.start + index;
    const score = novelty[index]! + tempoChange(features, region, second) / 0.025;
    if (score >= NOVELTY_THRESHOLD) candidates.push({ second, score });
  }
  // Strongest first; a weaker change too close to a chosen one is the same transition.
  candidates.sort((a, b) => b.score - a.score);
  const chosen: number[] = [];
  for (const candidate of candidates) {
    if (chosen.every((second) => Math.abs(second - candidate.second) >= MIN_FLOWING_SONG_SECONDS)) chosen.push(candidate.second);
  }
  const edges = [region.start, ...chosen.map((second) => settleInDip(features, region, second)).sort((a, b) => a - b), region.end];
  return edges.slice(1).map((end, index) => ({ start: edges[index]!, end }));
}

/** How far a boundary may move to the breath between two songs. */
const DIP_REACH_SECONDS = 8;
/** How much quieter than the music around it the breath must be. */
const DIP_DECIBELS = 6;

/**
 * Moves a boundary to the breath between two songs when there is one nearby: the novelty peaks
 * where the two sides differ most, which with 20-s windows can be some seconds off, while the
 * last chord of a song dies away and the next one comes in at a clear dip in loudness, two
 * seconds or more (a single quiet second is as often the space between two chords of a sparse
 * song). The new song starts at the second after the quietest such pair.
 */
export function settleInDip(features: Features, region: MusicRegion, second: number): number {
  const from = Math.max(region.start + MIN_FLOWING_SONG_SECONDS / 2, second - DIP_REACH_SECONDS);
  const to = Math.min(region.end - MIN_FLOWING_SONG_SECONDS / 2, second + DIP_REACH_SECONDS);
  if (to - from < 3) return second;
  const levels: number[] = [];
  for (let s = from; s <= to; s++) {
    const energy = meanOf(features.rms, Math.round(s * features.frameRate), Math.round((s + 1) * features.frameRate));
    levels.push(20 * Math.log10(Math.max(energy, 1e-9)));
  }
  // Each pair of seconds is as quiet as the louder of the two.
  const pairs = levels.slice(1).map((level, index) => Math.max(level, levels[index]!));
  const quietest = pairs.indexOf(Math.min(...pairs));
  const typical = [...levels].sort((a, b) => a - b)[Math.floor(levels.length / 2)]!;
  return typical - pairs[quietest]! >= DIP_DECIBELS ? from + quietest + 2 : second;
}

/** Two neighbours this alike (the matcher's similarity) are one song: its verse came back after the split. */
const SAME_SONG_SIMILARITY = 0.8;
/**
 * Beats that must match for it: eight bars. Two pieces of one song share a phrase or two, seldom
 * the sixteen bars in a row the matcher asks of two performances (decision 526).
 */
const SAME_SONG_BEATS = 32;

/**
 * Joins neighbouring pieces that are the same song: a song repeats its verse and chorus, so
 * halves of one song match each other, while two songs in a row do not.
 */
export function joinRepeats(features: Features, songs: MusicRegion[]): MusicRegion[] {
  const joined: MusicRegion[] = [];
  for (const song of songs) {
    const last = joined.at(-1);
    if (last && last.end === song.start) {
      const before = fingerprintOf(features, last.start, last.end);
      const after = fingerprintOf(features, song.start, song.end);
      if (similarity(after, before, SAME_SONG_BEATS) >= SAME_SONG_SIMILARITY) {
        last.end = song.end;
        continue;
      }
    }
    joined.push({ ...song });
  }
  return joined;
}
