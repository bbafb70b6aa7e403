/**
 * Lighthouse in the benchmark's report: scripts/lighthouse.ts on the demo pages, on a quiet
 * machine and on a busy one (a process per core kept busy beside it), median of 3 runs each. Each
 * run is Lighthouse's own command line (`lighthouse <url> --only-categories=performance`), so the
 * report's figures are what that command prints for the same server (docs/decisions/501).
 * `--lighthouse-nice=-20`: the CLI, its Chromium and the busy load at that niceness, on a machine
 * shared with other work (see scripts/lighthouse.ts).
 */
import { lighthouseSection as measure } from "../lighthouse";
import { args, log, type Section } from "./options";

export function lighthouseSection(pages: () => [string, string][]): Section {
  const nice = args.get("lighthouse-nice");
  return {
    title: "Lighthouse (its command line, mobile, median of 3 runs, quiet and busy machine)",
    produce: async () => {
      log("  lighthouse: quiet, then busy (a process per core kept busy beside it)");
      return measure(pages(), { runs: 3, loads: ["quiet", "busy"], diagnostics: true, nice: nice === undefined ? undefined : Number(nice) });
    },
  };
}
