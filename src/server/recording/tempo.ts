import { TEMPO_MAX, TEMPO_MIN } from "@shared/musical-keys";

/** Worship songs sit mostly between 60 and 150 BPM; the prior settles double/half-tempo doubts there. */
const PRIOR_CENTRE_BPM = 100;
const PRIOR_WIDTH_OCTAVES = 0.9;

/** The onset envelope of a span, with its slow trend removed and only rises kept. */
function pulses(onset: Float32Array, from: number, to: number, rate: number): Float64Array {
  const out = new Float64Array(Math.max(0, to - from));
  const half = Math.round(rate * 0.25);
  let sum = 0;
  let count = 0;
  // A running mean over ±0.25 s.
  for (let i = from; i < Math.min(to, from + half); i++) {
    sum += onset[i]!;
    count++;
  }
  for (let i = from; i < to; i++) {
    const enter = i + half;
    const leave = i - half - 1;
    if (enter < to) {
      sum += onset[enter]!;
      count++;
    }
    if (leave >= from) {
      sum -= onset[leave]!;
      count--;
    }
    out[i - from] = Math.max(0, onset[i]! - sum / count);
  }
  return out;
}

function autocorrelation(signal: Float64Array, maxLag: number): Float64Array {
  const acf = new Float64Array(maxLag + 1);
  for (let lag = 0; lag <= maxLag; lag++) {
    let sum = 0;
    for (let i = lag; i < signal.length; i++) sum += signal[i]! * signal[i - lag]!;
    acf[lag] = sum / (signal.length - lag);
  }
  const zero = acf[0]!;
  if (zero > 0) for (let lag = 0; lag <= maxLag; lag++) acf[lag]! /= zero;
  return acf;
}

function at(acf: Float64Array, lag: number): number {
  const low = Math.floor(lag);
  if (low + 1 >= acf.length) return 0;
  const fraction = lag - low;
  return acf[low]! * (1 - fraction) + acf[low + 1]! * fraction;
}

export interface TempoEstimate {
  bpm: number;
  /** How clearly the pulse stands out (0..1); low for speech or a pad without rhythm. */
  strength: number;
}

/**
 * The tempo of a span of the onset envelope: each candidate BPM is scored by the autocorrelation
 * at one to four beats (a true beat repeats at its multiples; a half beat would not at odd ones),
 * weighed by a prior around 100 BPM.
 */
export function estimateTempo(onset: Float32Array, rate: number, from: number, to: number): TempoEstimate | null {
  const signal = pulses(onset, from, to, rate);
  const longestBeat = (60 * rate) / TEMPO_MIN;
  if (signal.length < longestBeat * 4) return null;
  const acf = autocorrelation(signal, Math.ceil(longestBeat * 4) + 1);
  let best: TempoEstimate | null = null;
  let bestScore = -Infinity;
  for (let bpm = TEMPO_MIN; bpm <= TEMPO_MAX; bpm += 0.25) {
    const lag = (60 * rate) / bpm;
    let periodic = 0;
    for (let beats = 1; beats <= 4; beats++) periodic += at(acf, lag * beats) / 4;
    const octaves = Math.log2(bpm / PRIOR_CENTRE_BPM) / PRIOR_WIDTH_OCTAVES;
    const score = periodic * Math.exp(-0.5 * octaves * octaves);
    if (score > bestScore) {
      bestScore = score;
      best = { bpm, strength: Math.max(0, Math.min(1, periodic)) };
    }
  }
  return best && { bpm: Math.round(best.bpm), strength: best.strength };
}

/** The metrical levels a tempo heard may be off by: half, double, or threes heard as twos and back. */
export const METRICAL_FACTORS = [1, 2, 0.5, 1.5, 2 / 3] as const;
/**
 * How far (as a ratio) the level taken may be from the song's known tempo: a church plays a song
 * up to a quarter faster or slower from one week to the next, and half or double is twice as far.
 */
const SAME_TEMPO = 1.3;

/**
 * The tempo heard, at the octave of the tempo the song is known to be played at (the church's
 * earlier performances of it): 144 heard for a song played at 70 becomes 72. Only halves and
 * doubles are undone: a level in threes (×1.5, ×2/3) lies as near as a week's own change of tempo,
 * so it would turn right tempos wrong. A tempo no octave brings within 30 % of the known one stays as heard.
 */
export function atKnownLevel(heard: number, known: number): number {
  const [nearest] = [heard, heard * 2, heard / 2].sort((a, b) => Math.abs(Math.log(a / known)) - Math.abs(Math.log(b / known)));
  return Math.abs(Math.log(nearest! / known)) <= Math.log(SAME_TEMPO) ? Math.round(nearest!) : heard;
}
