import type { Features } from "./features";

/** Per-second descriptors that tell music from speech, applause and silence (each over a few seconds around it). */
export interface SecondDescriptors {
  /** Loudness in dB below the recording's loud level (90th percentile): 0 is loud, −40 is room noise. */
  level: number;
  /** Share of frames below half the local mean energy: speech pauses between syllables, music rarely does. */
  lowEnergy: number;
  /** Spread of the zero-crossing rate: voiced and unvoiced sounds alternate in speech. */
  zcrSpread: number;
  /** Mean similarity of consecutive chroma frames: held notes and chords are stable, a speaking voice glides. */
  chromaStability: number;
  /** How peaked the chroma is (max over mean): notes stand out, speech and noise spread. */
  chromaPeak: number;
  /** Spectral flatness: applause and noise are flat. */
  flatness: number;
  /** Strongest periodicity of the onsets at 0.3–1.5 s lags: a beat. */
  pulse: number;
}

export const DESCRIPTOR_NAMES = ["level", "lowEnergy", "zcrSpread", "chromaStability", "chromaPeak", "flatness", "pulse"] as const;

function percentile(values: Float32Array, share: number): number {
  const sorted = Float32Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

function pulseAt(onset: Float32Array, from: number, to: number, rate: number): number {
  const length = to - from;
  if (length < rate * 3) return 0;
  let mean = 0;
  for (let i = from; i < to; i++) mean += onset[i]! / length;
  let zero = 0;
  for (let i = from; i < to; i++) zero += (onset[i]! - mean) ** 2;
  if (zero <= 0) return 0;
  let best = 0;
  for (let lag = Math.round(rate * 0.3); lag <= Math.round(rate * 1.5); lag++) {
    let sum = 0;
    for (let i = from + lag; i < to; i++) sum += (onset[i]! - mean) * (onset[i - lag]! - mean);
    best = Math.max(best, (sum / (length - lag)) * (length / zero));
  }
  return best;
}

/** The descriptors of every second of the recording. */
export function describeSeconds(features: Features): SecondDescriptors[] {
  const { frameRate, rms, zcr, chroma, flatness, onset, onsetRate } = features;
  const loud = Math.max(percentile(rms, 0.9), 1e-9);
  const seconds: SecondDescriptors[] = [];
  for (let second = 0; second < Math.ceil(features.durationSeconds); second++) {
    const from = Math.max(0, Math.round((second - 1) * frameRate));
    const to = Math.min(rms.length, Math.round((second + 2) * frameRate));
    const count = Math.max(1, to - from);
    let energy = 0;
    let zcrMean = 0;
    let flat = 0;
    for (let i = from; i < to; i++) {
      energy += rms[i]! / count;
      zcrMean += zcr[i]! / count;
      flat += flatness[i]! / count;
    }
    let low = 0;
    let zcrVariance = 0;
    let stability = 0;
    let peak = 0;
    for (let i = from; i < to; i++) {
      if (rms[i]! < 0.5 * energy) low++;
      zcrVariance += (zcr[i]! - zcrMean) ** 2 / count;
      if (i === from) continue;
      let dot = 0;
      let normNow = 0;
      let normBefore = 0;
      let max = 0;
      let sum = 0;
      for (let pc = 0; pc < 12; pc++) {
        // Square roots (magnitudes) so one loud bass note does not hide the rest.
        const now = Math.sqrt(chroma[i * 12 + pc]!);
        const before = Math.sqrt(chroma[(i - 1) * 12 + pc]!);
        dot += now * before;
        normNow += now * now;
        normBefore += before * before;
        max = Math.max(max, now);
        sum += now;
      }
      stability += dot / Math.sqrt(normNow * normBefore + 1e-20) / (count - 1);
      peak += max / (sum / 12 + 1e-12) / (count - 1);
    }
    const onsetFrom = Math.max(0, Math.round((second - 2.5) * onsetRate));
    const onsetTo = Math.min(onset.length, Math.round((second + 3.5) * onsetRate));
    seconds.push({
      level: 20 * Math.log10(Math.max(energy, 1e-9) / loud),
      lowEnergy: low / count,
      zcrSpread: Math.sqrt(zcrVariance),
      chromaStability: stability,
      chromaPeak: peak,
      flatness: flat,
      pulse: pulseAt(onset, onsetFrom, onsetTo, onsetRate),
    });
  }
  return seconds;
}

/**
 * A logistic model over the descriptors, fitted on generated services (songs, speech, prayers
 * over a pad, applause; tests/recording/fit-music-model.ts): means and spreads standardise each
 * descriptor, the weights say how much it counts for music.
 */
const MODEL = {
  mean: [-5.75, 0.0988, 0.0529, 0.959, 3.3, 0.0316, 0.498],
  spread: [5.42, 0.143, 0.0398, 0.0238, 1.18, 0.0704, 0.295],
  weight: [2.3, -0.4, 0.21, 1.23, 0.91, -0.41, 1.28],
  bias: -0.07,
};

/** How likely each second is music (0..1). */
export function musicProbability(seconds: SecondDescriptors[]): Float64Array {
  return Float64Array.from(seconds, (second) => {
    let z = MODEL.bias;
    DESCRIPTOR_NAMES.forEach((name, index) => {
      // Below −30 dB everything is as quiet as room noise; past that the level says no more.
      const value = name === "level" ? Math.max(-30, second.level) : second[name];
      z += (MODEL.weight[index]! * (value - MODEL.mean[index]!)) / MODEL.spread[index]!;
    });
    return 1 / (1 + Math.exp(-z));
  });
}

export interface MusicRegion {
  /** Whole seconds from the recording's start. */
  start: number;
  end: number;
}

/** Shortest music that can be a song: shorter runs are pads under a prayer, a jingle, a sound check. */
export const MIN_SONG_SECONDS = 30;
/** A dip shorter than this inside music, and not silent, is a quiet bar of the song, not its end. */
const BRIDGE_SECONDS = 4;
const SMOOTHING_SECONDS = 5;
/** How likely the seconds at a run's edges must stay to belong to it. */
const EDGE_PROBABILITY = 0.3;

/** Longest intro of chords alone that a song is given back. */
const MAX_INTRO_SECONDS = 30;

/**
 * A second of chords alone, as a song's intro on a pad or a keyboard: quieter than the song it
 * opens and without its beat, so the model gives it little chance of music, yet tonal (peaked
 * chroma, where room noise and speech spread), not flat like applause, without the voiced and
 * unvoiced sounds of speech taking turns (a steady zero-crossing rate), and with no breath in it
 * (few quiet frames: the gap before a song, after a prayer's pad, stops the intro there).
 */
function isChordsAlone(second: SecondDescriptors): boolean {
  return second.chromaPeak >= 2.5 && second.flatness < 0.05 && second.zcrSpread < 0.08 && second.lowEnergy < 0.3;
}

/** The runs of music: smoothed per second, intros of chords alone given back to their song, short dips bridged, short runs dropped. */
export function musicRegions(seconds: SecondDescriptors[]): MusicRegion[] {
  const probability = musicProbability(seconds);
  const half = Math.floor(SMOOTHING_SECONDS / 2);
  const smoothed = seconds.map((_, index) => {
    const window = Array.from(probability.subarray(Math.max(0, index - half), index + half + 1)).sort((a, b) => a - b);
    return window[Math.floor(window.length / 2)]!;
  });
  // Hysteresis: music starts where it is clear, then reaches out over its quieter edges (an intro
  // of chords alone, the last chord ringing) as long as it stays likely.
  const music = smoothed.map((value) => value > 0.5);
  for (let pass = 0; pass < 2; pass++) {
    const order = pass === 0 ? music.keys() : [...music.keys()].reverse();
    for (const index of order) {
      const neighbour = pass === 0 ? index - 1 : index + 1;
      if (!music[index] && music[neighbour] && smoothed[index]! > EDGE_PROBABILITY) music[index] = true;
    }
  }
  const runs: MusicRegion[] = [];
  music.forEach((isMusic, second) => {
    if (!isMusic) return;
    const last = runs.at(-1);
    if (last && last.end === second) last.end = second + 1;
    else runs.push({ start: second, end: second + 1 });
  });
  for (const [index, run] of runs.entries()) {
    const floor = Math.max(runs[index - 1]?.end ?? 0, run.start - MAX_INTRO_SECONDS);
    while (run.start > floor && isChordsAlone(seconds[run.start - 1]!)) run.start--;
  }
  const bridged: MusicRegion[] = [];
  for (const run of runs) {
    const last = bridged.at(-1);
    const gap = last ? seconds.slice(last.end, run.start) : [];
    const silent = gap.some((second) => second.level < -25);
    if (last && run.start - last.end < BRIDGE_SECONDS && !silent) last.end = run.end;
    else bridged.push({ ...run });
  }
  return bridged.filter((region) => region.end - region.start >= MIN_SONG_SECONDS);
}
