/**
 * `npm run bench:recording`: issue 43's measured targets for 'Analisar gravação' (the recording
 * analysis of src/server/recording, decisions 524 and 526), written as the section
 * '## Recording analysis (issue 43)' of docs/benchmarks.md (in place of the one there):
 *
 * 1. Accuracy on generated services of about 25, 45 and 90 minutes (scripts/bench/recording-services.ts,
 *    drawn as tests/recording/evaluate.ts draws its own: tests/recording/exam.ts): songs in a row,
 *    some flowing into the next without silence, speech, a sermon, prayers over a pad, applause.
 *    The matcher learns 6 of the 10 compositions from a learning service where each is played as
 *    composed; the exam services play them as other bands do weeks later (another key, tempo,
 *    instruments and form), beside the 4 never heard. Scored by tests/recording/score.ts: both
 *    boundaries within ±5 s ≥ 90 %, learnt songs named right ≥ 90 %, unheard songs left unnamed
 *    ≥ 80 %, key exact ≥ 80 %, BPM within ±4 % ≥ 80 %.
 * 2. Speed and memory: `analyse()` of each service encoded as a 128 kb/s mp3, in a child process of
 *    its own (scripts/bench/recording-child.ts), with its peak resident set's growth; the 90-minute
 *    one under 90 s and 300 MB.
 * 3. The public pages during an analysis (scripts/bench/recording-load.ts): `npm start` with the
 *    demo church, wrk's p50 and p99 on the church page and its home API idle, then while the demo
 *    administrator uploads the 90-minute mp3; p99 during at most 3× idle.
 *
 * The audio is rendered by FluidSynth, espeak-ng and sox into the test audio's cache in os.tmpdir()
 * (tests/recording/render.ts), never committed: the first run takes a while, later ones reuse it.
 *
 *   npm run bench:recording [-- --seed 43] [--quick] [--seconds 20] [--connections 50] [--out docs/benchmarks.md]
 *
 * --quick: only the 25-minute service and no public pages; prints its section without writing it.
 * It is a benchmark, not a test: nothing here is asserted in `npm test`.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { learn } from "../src/server/recording/analyse";
import { ExamPlanner, learningService } from "../tests/recording/exam";
import { addCounts, figureLines, scoreProposals, type Score } from "../tests/recording/score";
import { serviceRecording } from "../tests/recording/service";
import { root } from "./bench/options";
import type { ChildFigures } from "./bench/recording-child";
import { publicPagesDuringAnalysis, type LoadFigures } from "./bench/recording-load";
import { recordingSection, sourceState, toolVersions, type ServiceRun } from "./bench/recording-report";
import { MP3_BITRATE, benchService, type BenchService } from "./bench/recording-services";
import { replaceSection } from "./bench/report-section";

const { values } = parseArgs({
  options: {
    seed: { type: "string", default: "43" },
    quick: { type: "boolean", default: false },
    seconds: { type: "string", default: "20" },
    connections: { type: "string", default: "50" },
    out: { type: "string", default: "docs/benchmarks.md" },
  },
});
const seed = Number(values.seed);
if (!Number.isInteger(seed)) throw new Error("--seed takes a whole number");
const quick = values.quick;
const MINUTES = quick ? [25] : [25, 45, 90];
const log = (line: string) => process.stderr.write(`${line}\n`);

/** `analyse()` of the service's mp3 in a process of its own. */
function analyseInChild(mp3: string, learntFile: string): Promise<ChildFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "scripts/bench/recording-child.ts"), mp3, learntFile], {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`the analysis's process exited with ${code}`));
      resolve(JSON.parse(out.trim().split("\n").at(-1)!) as ChildFigures);
    });
  });
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  log(`Seed ${seed}${quick ? " (--quick: the 25-minute service only, no public pages)" : ""}`);
  const versions = toolVersions();
  const source = sourceState();

  const { learntIds, unheardIds } = new ExamPlanner(seed).splitSongs();
  log(`Learnt: ${learntIds.join(", ")}\nNever heard: ${unheardIds.join(", ")}`);
  const started = performance.now();
  log("generating the services (FluidSynth renders each song once; cached in the test audio's folder)...");
  const lesson = serviceRecording(learningService(learntIds));
  const services: BenchService[] = MINUTES.map((minutes) => {
    const service = benchService(seed, minutes);
    log(`  ${minutes} min: ${(service.durationSeconds / 60).toFixed(1)} min, ${service.songs.length} songs, ${service.mp3}`);
    return service;
  });
  const generationSeconds = (performance.now() - started) / 1000;

  // Each mapped segment carries the tempo played, as a team writes it in the segment's 'BPM' (docs/decisions/534).
  const performances = await learn(lesson.file, lesson.songs);
  const work = mkdtempSync(path.join(os.tmpdir(), "louvor-bench-recording-"));
  const learntFile = path.join(work, "learnt.json");
  writeFileSync(learntFile, JSON.stringify(performances.map((performance) => ({ ...performance, fingerprint: Buffer.from(performance.fingerprint).toString("base64") }))));

  const runs: ServiceRun[] = [];
  try {
    for (const service of services) {
      log(`analysing the ${service.minutes}-minute mp3 in a process of its own...`);
      const figures = await analyseInChild(service.mp3, learntFile);
      const score: Score = scoreProposals(service.songs, figures.proposals.segments, learntIds);
      log(`${score.rows.join("\n")}\n${figureLines(score).join("\n")}`);
      log(`  ${figures.seconds.toFixed(1)} s, memory growth ${(figures.peakRssMb - figures.rssBeforeMb).toFixed(0)} MB`);
      runs.push({ service, figures, score });
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }

  let load: LoadFigures | null = null;
  if (!quick) {
    const longest = services.at(-1)!;
    load = await publicPagesDuringAnalysis({ mp3: longest.mp3, seconds: Number(values.seconds), connections: Number(values.connections), log });
  }

  const section = recordingSection({
    startedAt,
    seed,
    quick,
    command: `npm run bench:recording -- --seed ${seed}${quick ? " --quick" : ""}`,
    versions,
    source,
    loadBefore,
    loadAfter: os.loadavg(),
    generationSeconds,
    learntIds,
    unheardIds,
    runs,
    total: addCounts(runs.map((run) => run.score)),
    load,
    seconds: Number(values.seconds),
    connections: Number(values.connections),
    bitrate: MP3_BITRATE,
  });
  process.stdout.write(`${section.join("\n")}\n`);
  if (quick) {
    log("--quick: docs/benchmarks.md left as it is");
  } else {
    const out = path.resolve(root, values.out);
    replaceSection(out, section);
    log(`written ${path.relative(root, out)}`);
  }
}

await main();
