/**
 * The generated services of `npm run bench:recording` (scripts/bench-recording.ts): exam services
 * of about 25, 45 and 90 minutes drawn as tests/recording/evaluate.ts draws its 18-minute one
 * (tests/recording/exam.ts), each encoded as the mp3 a team would upload. Everything lands in the
 * test audio's cache in os.tmpdir() (never in the repository) and is made once per plan.
 */
import { execFileSync } from "node:child_process";
import { existsSync, renameSync } from "node:fs";
import { ffmpegPath } from "../../src/server/recording/decode";
import { compose } from "../../tests/recording/compose";
import { ExamPlanner } from "../../tests/recording/exam";
import { RATE, compositionIds, loadComposition, renderSpeech, speechText } from "../../tests/recording/render";
import { type ServicePart, type TrueSong, serviceRecording } from "../../tests/recording/service";

export const MP3_BITRATE = "128k";
/** The part of each service's length the sermon takes (read again and again). */
const SERMON_SHARE = 0.22;

export interface BenchService {
  minutes: number;
  /** The seed its plan was drawn from (the run's seed × 100 + its minutes, see benchServicePlan). */
  planSeed: number;
  wav: string;
  mp3: string;
  songs: TrueSong[];
  durationSeconds: number;
}

/** The compositions in rounds, each round a new order, never the same song twice in a row. */
function songOrder(planner: ExamPlanner, count: number): string[] {
  const order: string[] = [];
  while (order.length < count) {
    const round = planner.shuffled(compositionIds());
    if (round[0] === order.at(-1)) [round[0], round[1]] = [round[1]!, round[0]!];
    order.push(...round);
  }
  return order.slice(0, count);
}

const speechSeconds = new Map<string, number>();
/** Seconds of espeak-ng's reading (cached renders, so this costs little after the first run). */
function spoken(text: string, wordsPerMinute?: number, pitch?: number): number {
  const key = `${text}/${wordsPerMinute}/${pitch}`;
  if (!speechSeconds.has(key)) speechSeconds.set(key, renderSpeech(speechText(text), wordsPerMinute, pitch).length / RATE);
  return speechSeconds.get(key)!;
}

/** How long tests/recording/service.ts's buildService will make these parts, without rendering the songs. */
export function estimateSeconds(parts: readonly ServicePart[]): number {
  let cursor = 1;
  let lastSongEnd: number | null = null;
  for (const part of parts) {
    if (part.kind === "song") {
      const seconds = compose(loadComposition(part.songId), part.rendering).seconds;
      const start: number = part.join === "flow" && lastSongEnd !== null ? lastSongEnd : cursor + (part.join === "flow" ? 0 : 2.5);
      lastSongEnd = start + seconds;
      cursor = lastSongEnd + 2; // the faded tail
      continue;
    }
    lastSongEnd = null;
    if (part.kind === "silence") cursor += part.seconds;
    else if (part.kind === "applause") cursor = Math.max(0, cursor - 1.5) + part.seconds;
    else if (part.kind === "speech") cursor += 1 + spoken(part.text, part.wordsPerMinute);
    else cursor += 1 + Math.ceil((spoken(part.text, 140, 35) + 6) / 16) * 16 + 2;
  }
  return cursor + 2;
}

/**
 * A service of about `minutes`: as many songs as fit beside a sermon of SERMON_SHARE of the
 * length (before the song 60 % of the way in), drawn from seed × 100 + minutes; from that plus
 * 10,000 (and so on) when the draw has no song flowing into the next, as every service should.
 */
export function benchServicePlan(seed: number, minutes: number): { parts: ServicePart[]; planSeed: number } {
  const passes = Math.max(2, Math.round((minutes * SERMON_SHARE * 60) / spoken("sermon")));
  for (let planSeed = seed * 100 + minutes; ; planSeed += 10_000) {
    const parts = fittingPlan(planSeed, minutes, passes);
    if (parts.some((part) => part.kind === "song" && part.join === "flow")) return { parts, planSeed };
  }
}

function fittingPlan(planSeed: number, minutes: number, passes: number): ServicePart[] {
  for (let count = 2; ; count++) {
    const planner = new ExamPlanner(planSeed);
    const songs = songOrder(planner, count);
    const parts = planner.examService(songs, { beforeSong: Math.round(count * 0.6), passes });
    if (estimateSeconds(parts) >= minutes * 60 - 30) return parts;
  }
}

/** The wav encoded as an mp3 beside it (made once). */
export function mp3Of(wav: string): string {
  const mp3 = `${wav}.${MP3_BITRATE}.mp3`;
  if (!existsSync(mp3)) {
    const partial = `${mp3}.${process.pid}.tmp.mp3`;
    execFileSync(ffmpegPath(), ["-hide_banner", "-loglevel", "error", "-y", "-i", wav, "-c:a", "libmp3lame", "-b:a", MP3_BITRATE, partial]);
    renameSync(partial, mp3);
  }
  return mp3;
}

/** Renders (or finds in the cache) the service of about `minutes` and its mp3. */
export function benchService(seed: number, minutes: number): BenchService {
  const { parts, planSeed } = benchServicePlan(seed, minutes);
  const recording = serviceRecording(parts);
  return { minutes, planSeed, wav: recording.file, mp3: mp3Of(recording.file), songs: recording.songs, durationSeconds: recording.durationSeconds };
}
