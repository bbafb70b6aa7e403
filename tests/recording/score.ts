/**
 * How close the recording analysis's proposals come to where the songs of a generated service
 * really are (issue 43's figures), shared by tests/recording/evaluate.ts and scripts/bench-recording.ts.
 */
import { sameMusicalKey } from "@shared/musical-keys";
import type { SegmentProposal } from "../../src/server/recording/analyse";
import type { TrueSong } from "./service";

/** Issue 43's accuracy targets, as fractions. */
export const ACCURACY_TARGETS = { boundaries: 0.9, named: 0.9, unnamed: 0.8, keys: 0.8, tempos: 0.8 } as const;
export type Figure = keyof typeof ACCURACY_TARGETS;

export const FIGURE_NAMES: Record<Figure, string> = {
  boundaries: "Boundaries both within ±5 s",
  named: "Learnt songs named right",
  unnamed: "Unheard songs left unnamed",
  keys: "Key exact",
  tempos: "BPM within ±4 %",
};

/** A figure's hits out of the songs it counts. */
export type Count = { hits: number; of: number };

export interface Score {
  counts: Record<Figure, Count>;
  /** One line per true song: where it is, and what the analysis found there. */
  rows: string[];
  /** Proposed segments that lie on no song (less than 10 s of overlap with every one). */
  extra: number;
}

type Span = { start: number; end: number };

export function overlap(a: Span, b: Span): number {
  return Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
}

/** Each true song against the proposal that overlaps it most. */
export function scoreProposals(songs: readonly TrueSong[], segments: readonly SegmentProposal[], learntIds: readonly string[]): Score {
  const count = (): Count => ({ hits: 0, of: 0 });
  const counts: Record<Figure, Count> = { boundaries: count(), named: count(), unnamed: count(), keys: count(), tempos: count() };
  const tally = (figure: Figure, hit: boolean) => {
    counts[figure].of++;
    if (hit) counts[figure].hits++;
  };
  const rows: string[] = [];
  for (const truth of songs) {
    const segment = [...segments].sort((a, b) => overlap(b, truth) - overlap(a, truth))[0];
    const found = segment && overlap(segment, truth) > 0 ? segment : null;
    const wasLearnt = learntIds.includes(truth.songId);
    tally("boundaries", found !== null && Math.abs(found.start - truth.start) <= 5 && Math.abs(found.end - truth.end) <= 5);
    if (wasLearnt) tally("named", found?.songId === truth.songId);
    else tally("unnamed", found !== null && found.songId === null);
    tally("keys", Boolean(found?.key && sameMusicalKey(found.key, truth.key)));
    tally("tempos", Boolean(found?.bpm && Math.abs(found.bpm - truth.bpm) / truth.bpm <= 0.04));
    rows.push(
      `${truth.songId.padEnd(18)} ${wasLearnt ? "learnt " : "unheard"} true ${truth.start.toFixed(0)}–${truth.end.toFixed(0)} ${truth.key} ${truth.bpm}` +
        ` | found ${found ? `${found.start}–${found.end} ${found.key} ${found.bpm} ${found.songId ?? "(unnamed)"} ${found.confidence}` : "nothing"}`,
    );
  }
  const extra = segments.filter((segment) => songs.every((truth) => overlap(segment, truth) < 10)).length;
  return { counts, rows, extra };
}

/** "92 % (11/12)", or "—" when nothing was counted. */
export function percent({ hits, of }: Count): string {
  return of === 0 ? "—" : `${Math.round((100 * hits) / of)} % (${hits}/${of})`;
}

/** Whether a figure reaches its target (a figure with nothing to count does). */
export const meets = (figure: Figure, { hits, of }: Count) => of === 0 || hits / of >= ACCURACY_TARGETS[figure];

/** The five figures, one line each with its target, as evaluate.ts prints them. */
export function figureLines(score: Score): string[] {
  return (Object.keys(ACCURACY_TARGETS) as Figure[]).map(
    (figure) => `${FIGURE_NAMES[figure]}: ${percent(score.counts[figure])}  (target ≥ ${Math.round(ACCURACY_TARGETS[figure] * 100)} %)`,
  );
}

/** Sums the counts of several services. */
export function addCounts(scores: readonly Score[]): Record<Figure, Count> {
  const total = {} as Record<Figure, Count>;
  for (const figure of Object.keys(ACCURACY_TARGETS) as Figure[]) {
    total[figure] = { hits: scores.reduce((sum, score) => sum + score.counts[figure].hits, 0), of: scores.reduce((sum, score) => sum + score.counts[figure].of, 0) };
  }
  return total;
}
