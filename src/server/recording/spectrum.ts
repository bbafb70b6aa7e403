import FFT from "fft.js";

/** Magnitude spectra of fixed-size windows (Hann-tapered), reusing one FFT plan and its buffers. */
export class Spectrum {
  readonly size: number;
  private readonly fft: FFT;
  private readonly window: Float32Array;
  private readonly input: Float64Array;
  private readonly output: number[];
  /** The last spectrum's magnitudes, bins 0..size/2. */
  readonly magnitudes: Float32Array;

  constructor(size: number) {
    this.size = size;
    this.fft = new FFT(size);
    this.window = new Float32Array(size);
    for (let i = 0; i < size; i++) this.window[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (size - 1));
    this.input = new Float64Array(size);
    this.output = this.fft.createComplexArray() as number[];
    this.magnitudes = new Float32Array(size / 2 + 1);
  }

  /** Computes the magnitudes of `samples[end - size .. end)`. */
  compute(samples: Float32Array, end: number): Float32Array {
    const start = end - this.size;
    for (let i = 0; i < this.size; i++) this.input[i] = samples[start + i]! * this.window[i]!;
    this.fft.realTransform(this.output, this.input);
    for (let bin = 0; bin <= this.size / 2; bin++) {
      const re = this.output[2 * bin]!;
      const im = this.output[2 * bin + 1]!;
      this.magnitudes[bin] = Math.sqrt(re * re + im * im);
    }
    return this.magnitudes;
  }
}

/** The pitch class (0 = C) of each bin of a spectrum, or −1 outside the range where notes are read. */
export function chromaBins(size: number, sampleRate: number, lowHz = 55, highHz = 2000): Int8Array {
  const classes = new Int8Array(size / 2 + 1).fill(-1);
  for (let bin = 1; bin <= size / 2; bin++) {
    const hz = (bin * sampleRate) / size;
    if (hz < lowHz || hz > highHz) continue;
    const midi = Math.round(69 + 12 * Math.log2(hz / 440));
    classes[bin] = ((midi % 12) + 12) % 12;
  }
  return classes;
}
