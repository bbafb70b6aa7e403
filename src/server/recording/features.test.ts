import { describe, expect, it } from "vitest";
import { songClipFile } from "../../../tests/recording/service";
import { SAMPLE_RATE, decodePcm } from "./decode";
import { FeatureExtractor } from "./features";

async function pcmOf(file: string): Promise<Float32Array> {
  const chunks: Float32Array[] = [];
  for await (const chunk of decodePcm(file)) chunks.push(chunk);
  const pcm = new Float32Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    pcm.set(chunk, offset);
    offset += chunk.length;
  }
  return pcm;
}

function extract(pcm: Float32Array, chunkSize: number) {
  const extractor = new FeatureExtractor();
  for (let start = 0; start < pcm.length; start += chunkSize) extractor.push(pcm.subarray(start, start + chunkSize));
  return extractor.finish();
}

describe("FeatureExtractor", () => {
  // Cordeiro Santo's intro: organ chords I–V–I–V in Bb, one a bar at 76 BPM, no drums.
  const clip = songClipFile("cordeiro-santo", { form: ["intro"] });

  it("gives the same features whatever size the chunks arrive in", async () => {
    const pcm = await pcmOf(clip.file);
    const small = extract(pcm, 1000);
    const large = extract(pcm, 65_536);
    expect(small.durationSeconds).toBeCloseTo(pcm.length / SAMPLE_RATE, 5);
    expect(small.rms.length).toBe(Math.floor(pcm.length / 1024));
    expect(small.onset.length).toBe(Math.floor(pcm.length / 256));
    expect(small.chroma.length).toBe(small.rms.length * 12);
    expect(Array.from(large.chroma)).toEqual(Array.from(small.chroma));
    expect(Array.from(large.onset)).toEqual(Array.from(small.onset));
  });

  it("hears the notes of the chords in the chroma", async () => {
    const features = extract(await pcmOf(clip.file), 16_384);
    // The first bar is Bb major: Bb, D and F (pitch classes 10, 2, 5) are its strongest classes.
    const bar = Math.round((60 / 76) * 4 * features.frameRate);
    const sums = new Array<number>(12).fill(0);
    for (let frame = 2; frame < bar - 2; frame++) for (let pc = 0; pc < 12; pc++) sums[pc]! += features.chroma[frame * 12 + pc]!;
    const strongest = sums.map((value, pc) => ({ value, pc })).sort((a, b) => b.value - a.value).slice(0, 3).map((entry) => entry.pc);
    expect(strongest.sort((a, b) => a - b)).toEqual([2, 5, 10]);
  });

  it("marks the beats in the onset envelope", async () => {
    const features = extract(await pcmOf(clip.file), 16_384);
    const beat = (60 / 76) * features.onsetRate;
    // The onset strength on the beats (organ chords hit on each) is well above its level between them.
    let onBeats = 0;
    let between = 0;
    for (let index = 1; index < 14; index++) {
      const at = Math.round(index * beat);
      onBeats += Math.max(...features.onset.subarray(at - 2, at + 3));
      between += features.onset[Math.round((index + 0.5) * beat)]!;
    }
    expect(onBeats).toBeGreaterThan(3 * between);
  });
});
