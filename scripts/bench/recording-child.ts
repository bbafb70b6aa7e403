/**
 * One `analyse()` of a recording in a process of its own, for `npm run bench:recording`, so that
 * its memory is the analysis's alone:
 *
 *   node --import tsx scripts/bench/recording-child.ts <recording> <learnt.json>
 *
 * learnt.json holds the learnt performances ({ songId, songName, fingerprint: base64 }[]), matched
 * as the app matches a church's. Prints one JSON line (ChildFigures) on stdout. The peak resident
 * set is the kernel's (VmHWM, reset just before the analysis through /proc/self/clear_refs) and the
 * largest of samples taken every 100 ms; ffmpeg, a process of its own, is sampled apart.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { analyse, learntFingerprints, type RecordingProposals } from "../../src/server/recording/analyse";

export interface ChildFigures {
  seconds: number;
  /** Resident set before the analysis, and its peak during it (MB). */
  rssBeforeMb: number;
  peakRssMb: number;
  /** Whether the kernel's peak could be reset before the analysis (else only the samples count). */
  kernelPeak: boolean;
  /** The largest resident set seen of ffmpeg's decoding process (MB). */
  ffmpegPeakMb: number | null;
  proposals: RecordingProposals;
}

const MB = 1024 * 1024;

function statusKb(pid: number | "self", field: string): number | null {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

function childPids(): number[] {
  try {
    return readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

async function main(): Promise<void> {
  const [recording, learntFile] = process.argv.slice(2);
  if (!recording || !learntFile) throw new Error("usage: recording-child.ts <recording> <learnt.json>");
  const stored = (JSON.parse(readFileSync(learntFile, "utf8")) as { songId: string; songName: string; fingerprint: string }[]).map((performance) => ({
    ...performance,
    fingerprint: new Uint8Array(Buffer.from(performance.fingerprint, "base64")),
  }));
  const learnt = learntFingerprints(stored);

  let kernelPeak = true;
  try {
    writeFileSync("/proc/self/clear_refs", "5");
  } catch {
    kernelPeak = false;
  }
  const before = process.memoryUsage().rss;
  let peak = before;
  let ffmpegPeakKb: number | null = null;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().rss);
    for (const pid of childPids()) {
      const kb = statusKb(pid, "VmHWM");
      if (kb !== null) ffmpegPeakKb = Math.max(ffmpegPeakKb ?? 0, kb);
    }
  };
  const sampler = setInterval(sample, 100);
  const started = performance.now();
  const proposals = await analyse(recording, { learnt });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  sample();
  const hwmKb = kernelPeak ? statusKb("self", "VmHWM") : null;
  if (hwmKb !== null) peak = Math.max(peak, hwmKb * 1024);
  const figures: ChildFigures = {
    seconds,
    rssBeforeMb: before / MB,
    peakRssMb: peak / MB,
    kernelPeak: hwmKb !== null,
    ffmpegPeakMb: ffmpegPeakKb === null ? null : ffmpegPeakKb / 1024,
    proposals,
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}

await main();
