/** The markdown section `npm run bench:recording` writes (scripts/bench-recording.ts), and the versions it names. */
import { execFileSync } from "node:child_process";
import os from "node:os";
import { ffmpegPath } from "../../src/server/recording/decode";
import { ACCURACY_TARGETS, FIGURE_NAMES, meets, percent, type Count, type Figure, type Score } from "../../tests/recording/score";
import type { ChildFigures } from "./recording-child";
import type { LoadFigures } from "./recording-load";
import type { BenchService } from "./recording-services";

export const SECTION_TITLE = "## Recording analysis (issue 43)";
const TARGET_SECONDS = 90;
const TARGET_GROWTH_MB = 300;
const TARGET_P99_RATIO = 3;

export type ServiceRun = { service: BenchService; figures: ChildFigures; score: Score };

export interface RecordingReport {
  startedAt: Date;
  seed: number;
  quick: boolean;
  command: string;
  versions: string;
  /** sourceState() when the run began. */
  source: string;
  loadBefore: number[];
  loadAfter: number[];
  generationSeconds: number;
  learntIds: string[];
  unheardIds: string[];
  runs: ServiceRun[];
  total: Record<Figure, Count>;
  load: LoadFigures | null;
  seconds: number;
  connections: number;
  bitrate: string;
}

/** The first line a command prints (stdout or stderr), or "unknown". */
function firstLine(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).split("\n")[0]!.trim() || "unknown";
  } catch {
    return "unknown";
  }
}

/** Node, ffmpeg (npm's binary), FluidSynth, the soundfont package, espeak-ng and sox. */
export function toolVersions(): string {
  const ffmpeg = firstLine(ffmpegPath(), ["-version"]).replace(/\s+Copyright.*$/, "").replace(/^ffmpeg version /, "");
  const fluidsynth = firstLine("fluidsynth", ["--version"]).replace(/^FluidSynth runtime version /, "");
  const soundfont = firstLine("dpkg-query", ["-W", "-f", "${Version}", "fluid-soundfont-gm"]);
  const espeak = /:\s*([\d.]+)/.exec(firstLine("espeak-ng", ["--version"]))?.[1] ?? "unknown";
  const sox = firstLine("sox", ["--version"]).replace(/^sox:\s*SoX\s*/, "");
  return `Node ${process.version} · ffmpeg ${ffmpeg} (npm's @ffmpeg-installer binary) · FluidSynth ${fluidsynth} · fluid-soundfont-gm ${soundfont} · espeak-ng ${espeak} · sox ${sox}`;
}

/** The commit measured, and the files of src/ changed since (the working copy is what runs). */
export function sourceState(): string {
  const commit = firstLine("git", ["rev-parse", "--short", "HEAD"]);
  let changed: string[] = [];
  try {
    changed = execFileSync("git", ["status", "--porcelain", "--", "src"], { encoding: "utf8" }).split("\n").filter(Boolean).map((line) => line.slice(3));
  } catch {
    // not a git checkout: the commit says "unknown"
  }
  return `commit ${commit}${changed.length > 0 ? `, with uncommitted changes in ${changed.map((file) => `\`${file}\``).join(", ")}` : ""}`;
}

const verdict = (ok: boolean) => (ok ? "met" : "**NOT met**");
const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(" / ");
const growthOf = (figures: ChildFigures) => figures.peakRssMb - figures.rssBeforeMb;
/** Songs that start where the previous one's music ends: flowing without silence. */
const flowing = (service: BenchService) => service.songs.filter((song, index) => index > 0 && Math.abs(song.start - service.songs[index - 1]!.end) < 0.01).length;

function serviceLines(report: RecordingReport): string[] {
  const { runs, learntIds } = report;
  return [
    "| Service | length | songs (learnt / never heard) | flowing into the previous | proposed | not a song | `analyse()` of the mp3 | memory growth |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
    ...runs.map(({ service, figures, score }) => {
      const learnt = service.songs.filter((song) => learntIds.includes(song.songId)).length;
      return (
        `| ${service.minutes} min (plan seed ${service.planSeed}) | ${(service.durationSeconds / 60).toFixed(1)} min | ${service.songs.length} (${learnt} / ${service.songs.length - learnt}) | ` +
        `${flowing(service)} | ${figures.proposals.segments.length} | ${score.extra} | ${figures.seconds.toFixed(1)} s | ${growthOf(figures).toFixed(0)} MB |`
      );
    }),
  ];
}

function accuracyLines(report: RecordingReport): string[] {
  const { runs, total } = report;
  return [
    `| Target | ${runs.map((run) => `${run.service.minutes} min`).join(" | ")} | all | target | |`,
    `|---|${runs.map(() => "---:|").join("")}---:|---:|---|`,
    ...(Object.keys(ACCURACY_TARGETS) as Figure[]).map((figure) => {
      const missed = runs.filter((run) => !meets(figure, run.score.counts[figure])).map((run) => `${run.service.minutes} min`);
      const met = missed.length === 0 && meets(figure, total[figure]);
      return (
        `| ${FIGURE_NAMES[figure]} | ${runs.map((run) => percent(run.score.counts[figure])).join(" | ")} | **${percent(total[figure])}** | ` +
        `≥ ${Math.round(ACCURACY_TARGETS[figure] * 100)} % | ${met ? "met" : `**NOT met**${missed.length > 0 ? ` (${missed.join(", ")})` : ""}`} |`
      );
    }),
  ];
}

function speedLines(report: RecordingReport): string[] {
  const longest = report.runs.at(-1)!;
  const minutes = longest.service.minutes;
  const growth = growthOf(longest.figures);
  const targeted = minutes === 90;
  const target = (text: string) => (targeted ? text : `${text} (for 90 min)`);
  return [
    "| Measure | result | target | |",
    "|---|---:|---:|---|",
    `| \`analyse()\` of the ${minutes}-minute mp3 (${report.bitrate}b/s), decoding included | ${longest.figures.seconds.toFixed(1)} s | ${target(`< ${TARGET_SECONDS} s`)} | ${targeted ? verdict(longest.figures.seconds < TARGET_SECONDS) : "—"} |`,
    `| Memory growth of its process (peak resident set − resident set before${longest.figures.kernelPeak ? ", kernel's VmHWM" : ", 100-ms samples"}) | ${growth.toFixed(0)} MB | ${target(`< ${TARGET_GROWTH_MB} MB`)} | ${targeted ? verdict(growth < TARGET_GROWTH_MB) : "—"} |`,
    `| ffmpeg's own peak resident set (its decoding process, beside) | ${longest.figures.ffmpegPeakMb === null ? "—" : `${longest.figures.ffmpegPeakMb.toFixed(0)} MB`} | — | |`,
  ];
}

function loadLines(report: RecordingReport, load: LoadFigures): string[] {
  return [
    `\`npm start\` (production, ${load.workers} HTTP worker${load.workers === "1" ? "" : "s"}) on a fresh DATA_DIR with the demo church; wrk (2 threads) at ${report.connections} connections, ` +
      `${report.seconds} s per run, one after the other in this run: each URL idle (after a 1-s warm-up), then each again while the signed-in demo administrator ` +
      `uploads the 90-minute mp3 to \`POST /api/admin/services/recording\` (${load.uploads} upload${load.uploads === 1 ? "" : "s"}: another starts at once when one ends before the runs do). ` +
      `The first analysis took ${load.firstAnalysisSeconds === null ? "— (no result)" : `${load.firstAnalysisSeconds.toFixed(1)} s under that load (${load.firstAnalysisSongs} songs proposed)`}.`,
    "",
    "| URL | idle p50 | idle p99 | idle req/s | during p50 | during p99 | during req/s | p99 during / idle | target | |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ...load.urls.map(({ name, idle, during }) => {
      const ratio = during.p99 / idle.p99;
      const errors = idle.errors + during.errors > 0 ? ` (errors: ${idle.errors} idle, ${during.errors} during)` : "";
      return (
        `| ${name}${errors} | ${idle.p50} ms | ${idle.p99} ms | ${idle.rps.toFixed(0)} | ${during.p50} ms | ${during.p99} ms | ${during.rps.toFixed(0)} | ` +
        `${ratio.toFixed(2)}× | ≤ ${TARGET_P99_RATIO}× | ${verdict(ratio <= TARGET_P99_RATIO)} |`
      );
    }),
  ];
}

/** The section, its `## ` heading first. */
export function recordingSection(report: RecordingReport): string[] {
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  return [
    SECTION_TITLE,
    "",
    `Measured by \`scripts/bench-recording.ts\` on ${report.startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC: \`${report.command}\`. ` +
      `Seed **${report.seed}**: the matcher learns ${report.learntIds.join(", ")} from a learning service where each is played as composed, its segments saved with the tempo played (as a team writes it in the service form's 'BPM'); ` +
      `${report.unheardIds.join(", ")} are never heard. Each exam service (its plan drawn from seed × 100 + its minutes, or that + 10,000 if it had no song flowing into the next, as tests/recording/evaluate.ts draws its own) ` +
      "plays the songs as other bands do weeks later (another key, tempo, instruments and form), some flowing into the next without silence, " +
      "between speech, a sermon, prayers over a pad and applause, and is analysed as an mp3 in a process of its own with the learnt performances.",
    "",
    `Machine: \`nproc\` ${firstLine("nproc", [])} (${cpu}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB; load average (1/5/15 min) ${loads(report.loadBefore)} before, ` +
      `${loads(report.loadAfter)} after (the machine is shared). Audio generated in ${report.generationSeconds.toFixed(0)} s (FluidSynth's renders are cached after the first run).`,
    "",
    `Versions: ${report.versions}. Code: ${report.source}.`,
    "",
    ...serviceLines(report),
    "",
    "### Accuracy",
    "",
    ...accuracyLines(report),
    "",
    "### Speed and memory",
    "",
    ...speedLines(report),
    "",
    "### Public pages during an analysis",
    "",
    ...(report.load ? loadLines(report, report.load) : ["Not measured (`--quick`)."]),
    "",
    "<details><summary>Each song: where it really is, and what the analysis proposed there</summary>",
    "",
    "```",
    ...report.runs.flatMap(({ service, score }) => [`${service.minutes} min:`, ...score.rows]),
    "```",
    "",
    "</details>",
    "",
  ];
}
