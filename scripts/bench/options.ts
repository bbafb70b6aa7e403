/** The command line of `npm run bench` and what every part of it shares. */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { args } from "../args";

export const root = fileURLToPath(new URL("../..", import.meta.url));

export { args };

/** Seconds of load per measured URL (after a 1-s warm-up). */
export const SECONDS = Number(args.get("seconds") ?? 10);
export const CONNECTIONS = 50;
export const OUT = path.resolve(root, args.get("out") ?? "docs/benchmarks.md");
/**
 * `--only=text`: only the endpoints whose name contains one of these (comma-separated, any case)
 * are measured, next to the two `/api/health` baselines (ratios stay within one run).
 */
export const ONLY = (args.get("only") ?? "")
  .split(",")
  .map((part) => part.trim().toLowerCase())
  .filter((part) => part !== "" && part !== "true");

/** Progress, on stderr: a benchmark script run as a section of the report prints only its markdown on stdout. */
export const log = (line: string) => process.stderr.write(`${line}\n`);

/** A part of the report: its `## title` (none for a script's own section) and its markdown lines. */
export type Section = { title: string; produce: () => Promise<string[]> };

/** Whether `--only` keeps a part of the report of this name (every part without `--only`). */
export const onlyKeeps = (name: string) => ONLY.length === 0 || ONLY.some((part) => name.toLowerCase().includes(part));
