/**
 * A quick accuracy check of the recording analysis (issue 43) on a generated service:
 *
 *   npx tsx tests/recording/evaluate.ts [--seed 43] [--speed]
 *
 * Learns from one generated service (some songs, each as composed), then analyses another that
 * the matcher never heard: those songs again in other keys, tempos, instruments and orders, beside
 * songs never learnt, with speech, prayers over a pad, applause and songs that flow into each other.
 * Prints the issue's figures. `--speed` also times a 90-minute mp3 made by looping that service.
 * The services and the scoring are tests/recording/exam.ts and score.ts; `npm run bench:recording`
 * measures the same on 25-, 45- and 90-minute services (scripts/bench-recording.ts).
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { analyse, learn } from "../../src/server/recording/analyse";
import { ffmpegPath } from "../../src/server/recording/decode";
import { decodeFingerprint } from "../../src/server/recording/fingerprint";
import { ExamPlanner, learningService } from "./exam";
import { figureLines, scoreProposals } from "./score";
import { serviceRecording } from "./service";

const { values } = parseArgs({ options: { seed: { type: "string", default: "43" }, speed: { type: "boolean" } } });
const seed = Number(values.seed);
const planner = new ExamPlanner(seed);
const { learntIds, unheardIds } = planner.splitSongs();

async function main(): Promise<void> {
  let started = Date.now();
  const lesson = serviceRecording(learningService(learntIds));
  const exam = serviceRecording(planner.examService(planner.shuffled([...learntIds.slice(0, 5), ...unheardIds.slice(0, 3)]), { beforeSong: 4, passes: 2 }));
  process.stdout.write(`Seed ${seed}: generated in ${((Date.now() - started) / 1000).toFixed(1)} s (cached after the first run)\n`);
  process.stdout.write(`Learnt: ${learntIds.join(", ")}\nNever heard: ${unheardIds.join(", ")}\n`);

  const performances = await learn(lesson.file, lesson.songs);
  const learnt = performances.map((performance) => ({ ...performance, fingerprint: decodeFingerprint(performance.fingerprint) }));
  started = Date.now();
  const proposals = await analyse(exam.file, { learnt });
  const seconds = (Date.now() - started) / 1000;

  const score = scoreProposals(exam.songs, proposals.segments, learntIds);
  process.stdout.write(`${score.rows.join("\n")}\n\nProposed: ${proposals.segments.map((s) => `${s.start}–${s.end}`).join(" ")}\n`);
  process.stdout.write(`Service: ${(exam.durationSeconds / 60).toFixed(1)} min, ${exam.songs.length} songs, ${proposals.segments.length} proposed (${score.extra} not a song)\n`);
  process.stdout.write(`${figureLines(score).join("\n")}\n`);
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
