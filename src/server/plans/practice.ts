import { sameMusicalKey } from "@shared/musical-keys";
import type { PlanPractice } from "@shared/schemas/plans";

/** A past public performance of a song: a candidate to practise with. */
export type Performance = Omit<PlanPractice, "reason"> & { bandId: string };

/**
 * The performance to practise a planned song with (docs/decisions/449): one in the key it will be
 * sung in (compared by pitch: "A#" is "Bb") first, then one by the plan's band, then the most
 * recent; within each, the most recent. Null when the church never played the song in public.
 */
export function bestPractice(performances: readonly Performance[], plan: { musicalKey: string | null; bandId: string }): PlanPractice | null {
  const sameKey = (performance: Performance) =>
    plan.musicalKey !== null && performance.musicalKey !== null && sameMusicalKey(plan.musicalKey, performance.musicalKey);
  const sameBand = (performance: Performance) => performance.bandId === plan.bandId;
  const rank = (performance: Performance) => (sameKey(performance) ? 0 : 2) + (sameBand(performance) ? 0 : 1);
  const newerFirst = (a: Performance, b: Performance) => `${b.date} ${b.time}`.localeCompare(`${a.date} ${a.time}`);
  const [best] = [...performances].sort((a, b) => rank(a) - rank(b) || newerFirst(a, b));
  if (!best) return null;
  const { bandId: _, ...practice } = best;
  return { ...practice, reason: sameKey(best) ? "same-key" : sameBand(best) ? "same-band" : "recent" };
}
