import { MUSICAL_KEYS } from "@shared/musical-keys";
import type { Features } from "./features";
import { estimateKey, meanChroma } from "./key";
import { estimateTempo } from "./tempo";

/**
 * What the app keeps of one performance: its chroma beat by beat (12 bytes a beat, at most
 * MAX_BEATS), with its key and tempo. No audio; ~3 KB; stored as bytea.
 */
export interface Fingerprint {
  key: string;
  /** The key's tonic pitch class and mode, so matching can transpose without parsing the name. */
  pitch: number;
  minor: boolean;
  /**
   * The performance's tempo: the one heard, or, for a learnt performance, the one the team wrote
   * when it did. Matching never reads it (the beats are counted at the tempo heard, whatever
   * level that is); a proposal's tempo is put at the octave of its song's learnt ones.
   */
  bpm: number;
  /** One 12-value chroma per beat, 0..255, concatenated. */
  beats: Uint8Array;
}

/** ~4 minutes at 100 BPM: a song's sections repeat, so more adds bytes, not recognition. */
export const MAX_BEATS = 400;
const MAGIC = 0x4c56; // "LV"
const VERSION = 1;
const HEADER_BYTES = 10;

/** Chroma averaged over each beat of a span, beat length from the tempo. */
export function beatChroma(features: Features, start: number, end: number, bpm: number): Uint8Array {
  const { frameRate, chroma } = features;
  const beatSeconds = 60 / bpm;
  const count = Math.min(MAX_BEATS, Math.floor((end - start) / beatSeconds));
  const beats = new Uint8Array(count * 12);
  const sum = new Float64Array(12);
  for (let beat = 0; beat < count; beat++) {
    sum.fill(0);
    const from = Math.round((start + beat * beatSeconds) * frameRate);
    const to = Math.max(from + 1, Math.round((start + (beat + 1) * beatSeconds) * frameRate));
    for (let frame = from; frame < to && frame * 12 < chroma.length; frame++) {
      for (let pc = 0; pc < 12; pc++) sum[pc]! += Math.sqrt(chroma[frame * 12 + pc]!);
    }
    const max = Math.max(...sum);
    for (let pc = 0; pc < 12; pc++) beats[beat * 12 + pc] = max > 0 ? Math.round((255 * sum[pc]!) / max) : 0;
  }
  return beats;
}

/** The fingerprint of a song performed between `start` and `end` seconds. */
export function fingerprintOf(features: Features, start: number, end: number): Fingerprint {
  const from = Math.round(start * features.frameRate);
  const to = Math.round(end * features.frameRate);
  const key = estimateKey(meanChroma(features.chroma, from, to));
  const tempo = estimateTempo(features.onset, features.onsetRate, Math.round(start * features.onsetRate), Math.round(end * features.onsetRate));
  const bpm = tempo?.bpm ?? 100;
  const phase = beatPhase(features, start, end, bpm);
  return { key: key.key, pitch: key.pitch, minor: key.minor, bpm, beats: beatChroma(features, start + phase, end, bpm) };
}

/**
 * Where the beats fall (seconds after `start`): the offset of the beat grid that meets the most
 * onset strength. Beats then start on the music's own beats, whatever second the segment starts
 * at, so two performances line up beat for beat.
 */
export function beatPhase(features: Features, start: number, end: number, bpm: number): number {
  const { onset, onsetRate } = features;
  const period = (60 / bpm) * onsetRate;
  const from = Math.round(start * onsetRate);
  const to = Math.min(onset.length, Math.round(end * onsetRate));
  let bestOffset = 0;
  let bestSum = -1;
  for (let offset = 0; offset < period; offset++) {
    let sum = 0;
    for (let at = from + offset; at < to; at += period) sum += onset[Math.round(at)] ?? 0;
    if (sum > bestSum) [bestOffset, bestSum] = [offset, sum];
  }
  return bestOffset / onsetRate;
}

/** The fingerprint as bytes for a bytea column. */
export function encodeFingerprint(fingerprint: Fingerprint): Uint8Array {
  const bytes = new Uint8Array(HEADER_BYTES + fingerprint.beats.length);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, MAGIC);
  view.setUint8(2, VERSION);
  view.setUint8(3, fingerprint.pitch);
  view.setUint8(4, fingerprint.minor ? 1 : 0);
  view.setUint16(5, Math.round(fingerprint.bpm * 10));
  view.setUint16(7, fingerprint.beats.length / 12);
  bytes.set(fingerprint.beats, HEADER_BYTES);
  return bytes;
}

export function decodeFingerprint(bytes: Uint8Array): Fingerprint {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < HEADER_BYTES || view.getUint16(0) !== MAGIC || view.getUint8(2) !== VERSION) {
    throw new Error("Impressão digital de gravação inválida ou de outra versão.");
  }
  const pitch = view.getUint8(3);
  const minor = view.getUint8(4) === 1;
  const count = view.getUint16(7);
  if (pitch > 11 || bytes.length !== HEADER_BYTES + count * 12) throw new Error("Impressão digital de gravação cortada.");
  return {
    key: MUSICAL_KEYS[pitch + (minor ? 12 : 0)]!,
    pitch,
    minor,
    bpm: view.getUint16(5) / 10,
    beats: bytes.slice(HEADER_BYTES),
  };
}
