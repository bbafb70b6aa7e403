import { SAMPLE_RATE } from "./decode";
import { Spectrum, chromaBins } from "./spectrum";

/** Onsets need fine time (tempo to ±4 %): a 23 ms hop. */
export const ONSET_HOP = 256;
const ONSET_SIZE = 1024;
/** Chroma needs fine frequency (a semitone at 65 Hz is 4 Hz wide): a 371 ms window every 93 ms. */
export const FRAME_HOP = 1024;
const FRAME_SIZE = 4096;

/**
 * What the analysis keeps of a recording: a few numbers per frame, never the audio. A 90-minute
 * recording is ~58 000 frames (~4 MB) and ~232 000 onset values.
 */
export interface Features {
  durationSeconds: number;
  /** Frames per second of `rms`, `zcr`, `centroid`, `flatness` and `chroma`. */
  frameRate: number;
  /** Values per second of `onset`. */
  onsetRate: number;
  /** Onset strength (log spectral flux, rectified). */
  onset: Float32Array;
  rms: Float32Array;
  /** Zero-crossing rate per sample. */
  zcr: Float32Array;
  /** Spectral centroid in Hz. */
  centroid: Float32Array;
  /** Spectral flatness (0 tonal .. 1 noise) from 100 Hz to 4 kHz. */
  flatness: Float32Array;
  /** 12 values per frame (C..B), raw energy. */
  chroma: Float32Array;
}

/** A Float32Array that grows as values arrive. */
class GrowingArray {
  private data = new Float32Array(4096);
  length = 0;

  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new Float32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }

  toArray(): Float32Array {
    return this.data.slice(0, this.length);
  }
}

/** Turns PCM chunks (mono, SAMPLE_RATE) into Features as they arrive. */
export class FeatureExtractor {
  private readonly onsetSpectrum = new Spectrum(ONSET_SIZE);
  private readonly frameSpectrum = new Spectrum(FRAME_SIZE);
  private readonly pitchClass = chromaBins(FRAME_SIZE, SAMPLE_RATE);
  private previousOnset = new Float32Array(ONSET_SIZE / 2 + 1);
  // The last FRAME_SIZE samples, zero at the start so the first frames line up with time 0.
  private history = new Float32Array(FRAME_SIZE);
  private samples = 0;
  private readonly onset = new GrowingArray();
  private readonly rms = new GrowingArray();
  private readonly zcr = new GrowingArray();
  private readonly centroid = new GrowingArray();
  private readonly flatness = new GrowingArray();
  private readonly chroma = new GrowingArray();

  push(pcm: Float32Array): void {
    const work = new Float32Array(this.history.length + pcm.length);
    work.set(this.history);
    work.set(pcm, this.history.length);
    // Hops end at absolute sample positions that are multiples of ONSET_HOP; `end` is that position in `work`.
    const firstHop = (Math.floor(this.samples / ONSET_HOP) + 1) * ONSET_HOP;
    for (let end = firstHop - this.samples + this.history.length; end <= work.length; end += ONSET_HOP) {
      const absolute = this.samples + end - this.history.length;
      this.onsetFrame(work, end);
      if (absolute % FRAME_HOP === 0) this.chromaFrame(work, end);
    }
    this.samples += pcm.length;
    this.history = work.slice(work.length - FRAME_SIZE);
  }

  finish(): Features {
    return {
      durationSeconds: this.samples / SAMPLE_RATE,
      frameRate: SAMPLE_RATE / FRAME_HOP,
      onsetRate: SAMPLE_RATE / ONSET_HOP,
      onset: this.onset.toArray(),
      rms: this.rms.toArray(),
      zcr: this.zcr.toArray(),
      centroid: this.centroid.toArray(),
      flatness: this.flatness.toArray(),
      chroma: this.chroma.toArray(),
    };
  }

  private onsetFrame(work: Float32Array, end: number): void {
    const magnitudes = this.onsetSpectrum.compute(work, end);
    let flux = 0;
    for (let bin = 2; bin < magnitudes.length; bin++) {
      const now = Math.log1p(1000 * magnitudes[bin]!);
      const rise = now - this.previousOnset[bin]!;
      if (rise > 0) flux += rise;
      this.previousOnset[bin] = now;
    }
    this.onset.push(flux);
  }

  private chromaFrame(work: Float32Array, end: number): void {
    let energy = 0;
    let crossings = 0;
    for (let i = end - FRAME_HOP; i < end; i++) {
      energy += work[i]! * work[i]!;
      if (i > 0 && work[i]! >= 0 !== work[i - 1]! >= 0) crossings++;
    }
    this.rms.push(Math.sqrt(energy / FRAME_HOP));
    this.zcr.push(crossings / FRAME_HOP);

    const magnitudes = this.frameSpectrum.compute(work, end);
    const binHz = SAMPLE_RATE / FRAME_SIZE;
    const classes = new Float64Array(12);
    let weighted = 0;
    let total = 0;
    let logSum = 0;
    let powerSum = 0;
    let flatBins = 0;
    for (let bin = 1; bin < magnitudes.length; bin++) {
      const magnitude = magnitudes[bin]!;
      const hz = bin * binHz;
      weighted += hz * magnitude;
      total += magnitude;
      const pitchClass = this.pitchClass[bin]!;
      if (pitchClass >= 0) classes[pitchClass]! += magnitude * magnitude;
      if (hz >= 100 && hz <= 4000) {
        const power = magnitude * magnitude + 1e-12;
        logSum += Math.log(power);
        powerSum += power;
        flatBins++;
      }
    }
    this.centroid.push(total > 0 ? weighted / total : 0);
    this.flatness.push(Math.exp(logSum / flatBins) / (powerSum / flatBins));
    for (const value of classes) this.chroma.push(value);
  }
}
