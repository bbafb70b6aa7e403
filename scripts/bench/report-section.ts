/** One section of docs/benchmarks.md written by a benchmark script run on its own. */
import { existsSync, readFileSync, writeFileSync } from "node:fs";

/**
 * Puts `lines` (starting with their `## Title` line) in the report in place of the section of
 * that title, up to the next `## ` heading, or at the end when the report has none yet.
 */
export function replaceSection(file: string, lines: readonly string[]): void {
  const heading = lines[0];
  if (!heading?.startsWith("## ")) throw new Error("a section starts with its ## heading");
  const report = existsSync(file) ? readFileSync(file, "utf8").split("\n") : [];
  const section = [...lines];
  while (section.at(-1) === "") section.pop();
  const start = report.findIndex((line) => line.trim() === heading.trim());
  if (start < 0) {
    while (report.at(-1) === "") report.pop();
    writeFileSync(file, `${[...report, "", ...section].join("\n")}\n`);
    return;
  }
  const next = report.findIndex((line, index) => index > start && line.startsWith("## "));
  const after = next < 0 ? [] : ["", ...report.slice(next)];
  writeFileSync(file, `${[...report.slice(0, start), ...section, ...after].join("\n").trimEnd()}\n`);
}
