/**
 * Fits the music detector's logistic model (src/server/recording/music-detection.ts, MODEL) on a
 * generated service: every song once, with speech, prayers over a pad, applause and silence
 * between. Prints the means, spreads and weights to paste there, and the per-second error.
 *
 *   npx tsx tests/recording/fit-music-model.ts
 */
import { extractFeatures } from "../../src/server/recording/analyse";
import { DESCRIPTOR_NAMES, describeSeconds } from "../../src/server/recording/music-detection";
import { compositionIds } from "./render";
import { type ServicePart, serviceRecording } from "./service";

const texts = ["welcome", "prayer", "announcements", "offering", "sermon"];
const keys = ["C", "D", "E", "F", "G", "A", "Bb", "Eb"];
const parts: ServicePart[] = [];
compositionIds().forEach((songId, index) => {
  const text = texts[index % texts.length]!;
  if (index % 3 === 0) parts.push({ kind: "prayer-over-pad", text, padKey: keys[index % keys.length] });
  else if (index % 3 === 1) parts.push({ kind: "speech", text });
  const rendering = { form: ["verse", "chorus"], bpm: 70 + ((index * 17) % 70), seed: index };
  parts.push({ kind: "song", songId, join: index % 4 === 2 ? "flow" : "gap", rendering });
  parts.push(index % 2 === 0 ? { kind: "applause", seconds: 5 + (index % 4) } : { kind: "silence", seconds: 3 });
});

const recording = serviceRecording(parts);
const seconds = describeSeconds(await extractFeatures(recording.file));
// Seconds near a song's edges are neither: left out.
const rows = seconds.flatMap((second, index) => {
  const inside = recording.songs.some((song) => index >= song.start + 1 && index < song.end - 1);
  const near = recording.songs.some((song) => index >= song.start - 1 && index < song.end + 1);
  if (near && !inside) return [];
  return [{ x: DESCRIPTOR_NAMES.map((name) => (name === "level" ? Math.max(-30, second.level) : second[name])), y: inside ? 1 : 0 }];
});
const size = DESCRIPTOR_NAMES.length;
const mean = new Array<number>(size).fill(0);
const spread = new Array<number>(size).fill(0);
for (const row of rows) row.x.forEach((value, j) => (mean[j]! += value / rows.length));
for (const row of rows) row.x.forEach((value, j) => (spread[j]! += (value - mean[j]!) ** 2 / rows.length));
for (let j = 0; j < size; j++) spread[j] = Math.sqrt(spread[j]!);
const weight = new Array<number>(size).fill(0);
let bias = 0;
const score = (x: number[]) => x.reduce((sum, value, j) => sum + (weight[j]! * (value - mean[j]!)) / spread[j]!, bias);
// Plain gradient descent with a little L2, enough for seven inputs.
for (let iteration = 0; iteration < 3000; iteration++) {
  const gradient = new Array<number>(size).fill(0);
  let gradientBias = 0;
  for (const row of rows) {
    const error = 1 / (1 + Math.exp(-score(row.x))) - row.y;
    row.x.forEach((value, j) => (gradient[j]! += (error * (value - mean[j]!)) / spread[j]! / rows.length));
    gradientBias += error / rows.length;
  }
  for (let j = 0; j < size; j++) weight[j]! -= 0.5 * (gradient[j]! + 0.01 * weight[j]!);
  bias -= 0.5 * gradientBias;
}
const wrong = rows.filter((row) => (score(row.x) > 0 ? 1 : 0) !== row.y).length;
const round = (values: number[], digits: number) => values.map((value) => Number(value.toPrecision(digits)));
process.stdout.write(`${rows.length} seconds, ${rows.filter((row) => row.y === 1).length} of music, ${((100 * wrong) / rows.length).toFixed(1)} % wrong\n`);
process.stdout.write(`${JSON.stringify({ names: DESCRIPTOR_NAMES, mean: round(mean, 3), spread: round(spread, 3), weight: round(weight, 3), bias: Number(bias.toFixed(2)) })}\n`);
