import { MUSICAL_KEYS } from "@shared/musical-keys";

/**
 * Temperley's key profiles (from a corpus of scores), C major and C minor: on the generated
 * services they confused fewer keys with their dominant than Krumhansl–Kessler's (13 of 16 against 12).
 */
const MAJOR_PROFILE = [0.748, 0.06, 0.488, 0.082, 0.67, 0.46, 0.096, 0.715, 0.104, 0.366, 0.057, 0.4];
const MINOR_PROFILE = [0.712, 0.084, 0.474, 0.618, 0.049, 0.46, 0.105, 0.747, 0.404, 0.067, 0.133, 0.33];

export interface KeyEstimate {
  /** As the app writes keys: one of MUSICAL_KEYS ("G", "Bb", "F#m"). */
  key: string;
  /** The tonic's pitch class (0 = C). */
  pitch: number;
  minor: boolean;
  /** Correlation of the chroma with the key's profile (−1..1). */
  strength: number;
}

/** The segment's mean chroma (12 values, sum 1), each frame weighed equally so loud moments do not rule. */
export function meanChroma(chroma: Float32Array, from: number, to: number): Float64Array {
  const mean = new Float64Array(12);
  for (let frame = from; frame < to; frame++) {
    let total = 0;
    for (let pc = 0; pc < 12; pc++) total += chroma[frame * 12 + pc]!;
    if (total <= 1e-9) continue;
    for (let pc = 0; pc < 12; pc++) mean[pc]! += chroma[frame * 12 + pc]! / total;
  }
  const sum = mean.reduce((a, b) => a + b, 0);
  if (sum > 0) for (let pc = 0; pc < 12; pc++) mean[pc]! /= sum;
  return mean;
}

function correlation(a: ArrayLike<number>, b: ArrayLike<number>, shift: number): number {
  let meanA = 0;
  let meanB = 0;
  for (let i = 0; i < 12; i++) {
    meanA += a[i]! / 12;
    meanB += b[i]! / 12;
  }
  let product = 0;
  let varianceA = 0;
  let varianceB = 0;
  for (let i = 0; i < 12; i++) {
    const x = a[(i + shift) % 12]! - meanA;
    const y = b[i]! - meanB;
    product += x * y;
    varianceA += x * x;
    varianceB += y * y;
  }
  return varianceA > 0 && varianceB > 0 ? product / Math.sqrt(varianceA * varianceB) : 0;
}

/** Krumhansl–Schmuckler: the key whose profile best matches a mean chroma. */
export function estimateKey(mean: ArrayLike<number>): KeyEstimate {
  let best: KeyEstimate = { key: MUSICAL_KEYS[0], pitch: 0, minor: false, strength: -Infinity };
  for (let pitch = 0; pitch < 12; pitch++) {
    for (const minor of [false, true]) {
      const strength = correlation(mean, minor ? MINOR_PROFILE : MAJOR_PROFILE, pitch);
      if (strength > best.strength) best = { key: MUSICAL_KEYS[pitch + (minor ? 12 : 0)]!, pitch, minor, strength };
    }
  }
  return best;
}
