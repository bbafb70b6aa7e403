/**
 * A quick accuracy check of the recording analysis (issue 43) on a generated service:
 *
 *   npx tsx tests/recording/evaluate.ts [--seed 43] [--speed]
 *
 * Learns from one generated service (some songs, each as composed), then analyses another that
 * the matcher never heard: those songs again in other keys, tempos, instruments and orders, beside
 * songs never learnt, with speech, prayers over a pad, applause and songs that flow into each other.
 * Prints the issue's figures. `--speed` also times a 90-minute mp3 made by looping that service.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { MUSICAL_KEYS, musicalKeyPitch, sameMusicalKey } from "@shared/musical-keys";
import { analyse, learn } from "../../src/server/recording/analyse";
import { ffmpegPath } from "../../src/server/recording/decode";
import { decodeFingerprint } from "../../src/server/recording/fingerprint";
import type { Rendering } from "./compose";
import { Random } from "../../src/server/demo/random";
import { compositionIds, loadComposition } from "./render";
import { type ServicePart, type TrueSong, serviceRecording } from "./service";

const { values } = parseArgs({ options: { seed: { type: "string", default: "43" }, speed: { type: "boolean" } } });
const seed = Number(values.seed);
const random = new Random(seed);
const pick = <T>(items: readonly T[]): T => random.pick(items);
const shuffled = <T>(items: readonly T[]): T[] => [...items].map((item) => ({ item, order: random.float() })).sort((a, b) => a.order - b.order).map((entry) => entry.item);

const ids = shuffled(compositionIds());
const learntIds = ids.slice(0, 6);
const unheardIds = ids.slice(6);
const texts = ["welcome", "announcements", "offering", "prayer"];

/** The same song as another band plays it weeks later. */
function laterRendering(songId: string): Rendering {
  const song = loadComposition(songId);
  const pitch = musicalKeyPitch(song.key)!;
  const shift = pick([-3, -2, -1, 1, 2, 3]);
  const key = MUSICAL_KEYS[((pitch.pitch + shift + 12) % 12) + (pitch.minor ? 12 : 0)]!;
  const bpm = Math.round(song.bpm * (0.88 + random.float() * 0.24));
  const chordStyle = pick(["block", "arpeggio", "strum"] as const);
  const chordProgram = chordStyle === "strum" ? pick([24, 25]) : pick([0, 1, 4, 19]);
  const drums = pick(["none", "ballad", "rock"] as const);
  const form = pick([
    ["intro", "verse", "chorus", "verse", "chorus", "chorus"],
    ["verse", "chorus", "chorus", "verse", "chorus"],
    ["intro", "chorus", "verse", "chorus", "chorus"],
  ]);
  return { key, bpm, form, seed: Math.floor(random.float() * 1e6), arrangement: { chordStyle, chordProgram, drums, melodyProgram: pick([52, 53, 73, 65]) } };
}

function learningService(): ServicePart[] {
  return learntIds.flatMap((songId, index): ServicePart[] => [{ kind: "speech", text: texts[index % texts.length]! }, { kind: "song", songId }]);
}

function testService(): ServicePart[] {
  const songs = shuffled([...learntIds.slice(0, 5), ...unheardIds.slice(0, 3)]);
  const parts: ServicePart[] = [{ kind: "speech", text: "welcome" }];
  songs.forEach((songId, index) => {
    const between = index === 0 ? "none" : pick(["flow", "flow", "applause", "prayer", "speech", "silence"]);
    if (between === "applause") parts.push({ kind: "applause", seconds: 5 + Math.round(random.float() * 5) });
    if (between === "prayer") parts.push({ kind: "prayer-over-pad", text: "prayer", padKey: pick(["C", "D", "E", "G", "A"]) });
    if (between === "speech") parts.push({ kind: "speech", text: pick(texts) });
    if (between === "silence") parts.push({ kind: "silence", seconds: 4 });
    if (index === 4) parts.push({ kind: "speech", text: "sermon" }, { kind: "speech", text: "sermon", wordsPerMinute: 165 }, { kind: "prayer-over-pad", text: "prayer" });
    parts.push({ kind: "song", songId, join: between === "flow" ? "flow" : "gap", rendering: laterRendering(songId) });
  });
  parts.push({ kind: "applause", seconds: 8 }, { kind: "speech", text: "offering" });
  return parts;
}

const percent = (part: number, whole: number) => (whole === 0 ? "—" : `${Math.round((100 * part) / whole)} % (${part}/${whole})`);

function overlap(a: { start: number; end: number }, b: { start: number; end: number }): number {
  return Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
}

async function main(): Promise<void> {
  let started = Date.now();
  const lesson = serviceRecording(learningService());
  const exam = serviceRecording(testService());
  process.stdout.write(`Seed ${seed}: generated in ${((Date.now() - started) / 1000).toFixed(1)} s (cached after the first run)\n`);
  process.stdout.write(`Learnt: ${learntIds.join(", ")}\nNever heard: ${unheardIds.join(", ")}\n`);

  const performances = await learn(lesson.file, lesson.songs);
  const learnt = performances.map((performance) => ({ ...performance, fingerprint: decodeFingerprint(performance.fingerprint) }));
  started = Date.now();
  const proposals = await analyse(exam.file, { learnt });
  const seconds = (Date.now() - started) / 1000;

  const rows: string[] = [];
  let boundaries = 0;
  let named = 0;
  let heard = 0;
  let unnamed = 0;
  let unheard = 0;
  let keys = 0;
  let tempos = 0;
  for (const truth of exam.songs as TrueSong[]) {
    const segment = [...proposals.segments].sort((a, b) => overlap(b, truth) - overlap(a, truth))[0];
    const found = segment && overlap(segment, truth) > 0 ? segment : null;
    const boundary = found !== null && Math.abs(found.start - truth.start) <= 5 && Math.abs(found.end - truth.end) <= 5;
    const wasLearnt = learntIds.includes(truth.songId);
    if (boundary) boundaries++;
    if (wasLearnt) heard++;
    else unheard++;
    if (wasLearnt && found?.songId === truth.songId) named++;
    if (!wasLearnt && found !== null && found.songId === null) unnamed++;
    if (found?.key && sameMusicalKey(found.key, truth.key)) keys++;
    if (found?.bpm && Math.abs(found.bpm - truth.bpm) / truth.bpm <= 0.04) tempos++;
    rows.push(
      `${truth.songId.padEnd(18)} ${wasLearnt ? "learnt " : "unheard"} true ${truth.start.toFixed(0)}–${truth.end.toFixed(0)} ${truth.key} ${truth.bpm}` +
        ` | found ${found ? `${found.start}–${found.end} ${found.key} ${found.bpm} ${found.songId ?? "(unnamed)"} ${found.confidence}` : "nothing"}`,
    );
  }
  const extra = proposals.segments.filter((segment) => exam.songs.every((truth) => overlap(segment, truth) < 10)).length;
  process.stdout.write(`${rows.join("\n")}\n\nProposed: ${proposals.segments.map((s) => `${s.start}–${s.end}`).join(" ")}\n`);
  process.stdout.write(`Service: ${(exam.durationSeconds / 60).toFixed(1)} min, ${exam.songs.length} songs, ${proposals.segments.length} proposed (${extra} not a song)\n`);
  process.stdout.write(`Boundaries within ±5 s: ${percent(boundaries, exam.songs.length)}  (target ≥ 90 %)\n`);
  process.stdout.write(`Learnt songs named right: ${percent(named, heard)}  (target ≥ 90 %)\n`);
  process.stdout.write(`Unheard songs left unnamed: ${percent(unnamed, unheard)}  (target ≥ 80 %)\n`);
  process.stdout.write(`Key exact: ${percent(keys, exam.songs.length)}  (target ≥ 80 %)\n`);
  process.stdout.write(`BPM within ±4 %: ${percent(tempos, exam.songs.length)}  (target ≥ 80 %)\n`);
  process.stdout.write(`Analysis: ${seconds.toFixed(1)} s for ${(exam.durationSeconds / 60).toFixed(1)} min\n`);
  if (values.speed) await speed(exam.file, exam.durationSeconds);
}

/** Times a 90-minute mp3 (the service looped), with the process's memory growth. */
async function speed(file: string, serviceSeconds: number): Promise<void> {
  const long = `${file}.90min.mp3`;
  if (!existsSync(long)) {
    const loops = Math.ceil(5400 / serviceSeconds);
    execFileSync(ffmpegPath(), ["-loglevel", "error", "-y", "-stream_loop", String(loops), "-i", file, "-t", "5400", "-ac", "1", "-b:a", "96k", long]);
  }
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 200);
  const started = Date.now();
  const proposals = await analyse(long);
  clearInterval(sampler);
  process.stdout.write(
    `90-minute mp3: ${((Date.now() - started) / 1000).toFixed(1)} s (target < 90 s), ${proposals.segments.length} songs, ` +
      `memory growth ${Math.round((peak - before) / 1e6)} MB (target < 300 MB)\n`,
  );
}

await main();
