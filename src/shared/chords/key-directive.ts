/**
 * The chart's `{key}` written as the administrator corrected it ('Tom original', issue 42), so the
 * chart and its original key never disagree: every view transposes from the chart's `{key}`.
 */
import { readDirective } from "./chordpro";

/**
 * The ChordPro text with its first `{key}` saying `key`: the directive replaced where it is, or
 * added after the `{title}` and `{artist}` lines that open the chart (first line otherwise). A
 * blank chart stays blank; every other line is kept exactly.
 */
export function withKeyDirective(chart: string, key: string): string {
  if (chart.trim() === "") return chart;
  const lines = chart.split("\n");
  const directive = `{key: ${key}}`;
  const at = lines.findIndex((line) => readDirective(line)?.name === "key");
  if (at !== -1) return [...lines.slice(0, at), directive, ...lines.slice(at + 1)].join("\n");
  let after = 0;
  while (after < lines.length && ["title", "t", "artist"].includes(readDirective(lines[after]!)?.name ?? "")) after += 1;
  return [...lines.slice(0, after), directive, ...lines.slice(after)].join("\n");
}
