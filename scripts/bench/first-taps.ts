/**
 * The public pages on a phone in the benchmark's report: scripts/first-taps.ts on the demo church
 * of the bench's server (each page's HTML and DOM nodes, and how long after the first paint a
 * control tapped at once takes effect, at 4× and 6× slower processors, quiet and busy).
 */
import { firstTapsSection } from "../first-taps";
import { log, type Section } from "./options";

export function firstTapsBenchSection(base: () => string): Section {
  return {
    title: "Public pages on a phone: HTML, DOM and the first taps",
    produce: async () => {
      log("  first taps: weights, then each control at 4× and 6× (quiet), 4× (busy)");
      return firstTapsSection(base(), { runs: 3 });
    },
  };
}
