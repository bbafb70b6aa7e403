/**
 * Lighthouse's own command line on a running server's public pages: `lighthouse <url>
 * --only-categories=performance` with its defaults (the mobile preset: simulated slow 4G and a CPU
 * slowed 4×) in Debian's Chromium, with the flags below; the median of `runs` runs per page, on a
 * quiet machine and on a busy one (issue 25: the figures must hold while the machine does
 * something else too). Each figure is what that command prints for the page (docs/decisions/501),
 * so anyone can check it; the accessibility score is one `--only-categories=accessibility` run.
 *
 *   npx tsx scripts/lighthouse.ts --base=http://127.0.0.1:3000          the demo church's home, a service page and a song page
 *   npx tsx scripts/lighthouse.ts http://127.0.0.1:3000/churches/x ...  these pages
 *
 * Options: --runs=3; --load=quiet,busy (either or both, in that order); --busy-workers=N (the
 * busy load: N processes that keep a core busy each, default one per core); --busy-command="npx
 * vitest run --project server" (the busy load: that command, started again whenever it ends,
 * instead of the workers); --diagnostics (what Lighthouse says about each page's median run:
 * main-thread work, scripts' boot-up, long tasks, render-blocking requests, unused JavaScript);
 * --save=folder (every run's report as JSON); --nice=-20 (the CLI, its Chromium with every
 * process and thread of it, and the busy load run at that niceness, their scheduling groups too:
 * Chromium starts in a session of its own, so on a machine shared with other work it gets one
 * share of the cores per session that runs there; at -20 it gets them first, so "quiet" and "busy" mean
 * what this script says. A negative value needs root; --server-pid=N puts the measured server,
 * with the processes under it, at that niceness too).
 *
 * scripts/bench.ts calls `lighthouseSection` (through scripts/bench/lighthouse.ts) with its own
 * server's pages. Figures move with the machine: the load average is printed next to them.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { paths } from "../src/shared/paths";
import { startBusyLoad } from "./busy-load";
import { setTreePriority } from "./process-priority";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The demo church (src/server/demo/seed-demo.ts): the pages issue 25 measures. */
const DEMO_CHURCH = "igreja-esperanca";

export type LoadKind = "quiet" | "busy";

export type LighthouseRun = {
  performance: number;
  accessibility: number;
  /** Milliseconds. */
  firstContentfulPaint: number;
  largestContentfulPaint: number;
  totalBlockingTime: number;
  cumulativeLayoutShift: number;
  /** Bytes over the wire. */
  transferred: number;
  diagnostics: string[];
};

export type LighthouseFigures = Omit<LighthouseRun, "diagnostics"> & {
  url: string;
  name: string;
  runs: LighthouseRun[];
  /** The run whose performance score is the median one: the one the diagnostics describe. */
  medianRun: LighthouseRun;
};

export type MeasureOptions = {
  runs?: number;
  chromePath?: string;
  saveDir?: string;
  label?: string;
  /** The niceness Chromium runs at (and the busy load); the default is this process's own. */
  nice?: number;
  /** One accessibility run per page after its performance runs (default true). */
  accessibility?: boolean;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const log = (line: string) => process.stderr.write(`${line}\n`);

type Audit = { numericValue?: number; displayValue?: string; details?: { items?: Record<string, unknown>[] } };

/** The few lines of Lighthouse's diagnostics that tell where a page's blocking time and paint go. */
function diagnosticsOf(audits: Record<string, Audit | undefined>): string[] {
  const ms = (value: unknown) => `${Math.round(Number(value))} ms`;
  const items = (id: string) => audits[id]?.details?.items ?? [];
  const shortUrl = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, "");
  const lines: string[] = [];
  const work = items("mainthread-work-breakdown")
    .slice(0, 5)
    .map((item) => `${String(item.groupLabel ?? item.group)} ${ms(item.duration)}`);
  if (work.length) lines.push(`main thread (${audits["mainthread-work-breakdown"]?.displayValue ?? ""}): ${work.join(", ")}`);
  const bootup = items("bootup-time")
    .slice(0, 5)
    .map((item) => `${shortUrl(item.url)} ${ms(item.total)} (script ${ms(item.scripting)})`);
  if (bootup.length) lines.push(`script boot-up: ${bootup.join(", ")}`);
  const longTasks = items("long-tasks")
    .slice(0, 6)
    .map((item) => `${shortUrl(item.url)} at ${ms(item.startTime)} for ${ms(item.duration)}`);
  if (longTasks.length) lines.push(`long tasks: ${longTasks.join("; ")}`);
  const blocking = [...items("render-blocking-insight"), ...items("render-blocking-resources")].map((item) => shortUrl(item.url)).filter((url) => url !== "undefined");
  if (blocking.length) lines.push(`render-blocking: ${[...new Set(blocking)].join(", ")}`);
  const unused = audits["unused-javascript"];
  if (unused?.displayValue) lines.push(`unused JavaScript: ${unused.displayValue}`);
  const lcp = items("largest-contentful-paint-element")
    .flatMap((item) => ((item as { items?: Record<string, unknown>[] }).items ?? [item]))
    .map((item) => ((item as { node?: { snippet?: string } }).node?.snippet ?? "").slice(0, 100))
    .filter(Boolean);
  if (lcp.length) lines.push(`largest paint: ${lcp[0]}`);
  return lines;
}

/** What to stop if the script is interrupted: the browser of the current run, the busy load. */
const running = new Set<() => unknown>();

/**
 * Keeps Chromium (every process and thread under `pid`) at niceness `nice` until stopped.
 * Chromium sets its renderers' priority itself (its zygote starts them at 0 and it raises a
 * background one), so this looks again every 100 ms.
 */
function holdPriority(pid: number, nice: number): () => void {
  const apply = () => setTreePriority(pid, nice);
  apply();
  const timer = setInterval(apply, 100);
  return () => clearInterval(timer);
}

const require = createRequire(import.meta.url);

/** Lighthouse's own command line (the package's `lighthouse` bin), run with this Node. */
const LIGHTHOUSE_CLI = path.join(path.dirname(require.resolve("lighthouse/package.json")), "cli/index.js");

/**
 * The command line every figure comes from (docs/decisions/501): Lighthouse's CLI with its
 * defaults (the mobile preset), one category at a time, Chromium with CHROMIUM_FLAGS. What a
 * reader runs to check a figure is this, nothing else.
 */
export function lighthouseArguments(url: string, category: "performance" | "accessibility", outputPath: string): string[] {
  return [url, `--only-categories=${category}`, `--chrome-flags=${CHROMIUM_FLAGS.join(" ")}`, "--output=json", `--output-path=${outputPath}`, "--quiet"];
}

type Lhr = {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, Audit | undefined>;
};

/** Runs the CLI on `url` (a fresh Chromium: an empty cache, as a first visit) and reads its report. */
async function runCli(url: string, category: "performance" | "accessibility", chromePath: string, nice?: number): Promise<{ lhr: Lhr; json: string }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "louvor-lighthouse-"));
  const outputPath = path.join(dir, "report.json");
  try {
    const child = spawn(process.execPath, [LIGHTHOUSE_CLI, ...lighthouseArguments(url, category, outputPath)], {
      env: { ...process.env, CHROME_PATH: chromePath },
      stdio: ["ignore", "ignore", "pipe"],
    });
    const stop = () => child.kill("SIGINT");
    running.add(stop);
    // The CLI's Chromium is a process under it: the whole tree is held at `nice`.
    const release = nice === undefined || child.pid === undefined ? () => {} : holdPriority(child.pid, nice);
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once("error", reject);
      child.once("exit", resolve);
    }).finally(() => {
      release();
      running.delete(stop);
    });
    let json: string;
    try {
      json = readFileSync(outputPath, "utf8");
    } catch {
      throw new Error(`Lighthouse exited with ${code} on ${url}: ${stderr.trim().split("\n").slice(-3).join(" ")}`);
    }
    const lhr = JSON.parse(json) as Lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    return { lhr, json };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One performance run of the CLI. */
async function runOnce(url: string, chromePath: string, savePath?: string, nice?: number): Promise<LighthouseRun> {
  const { lhr, json } = await runCli(url, "performance", chromePath, nice);
  if (savePath) writeFileSync(savePath, json);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Number.NaN,
    firstContentfulPaint: audit("first-contentful-paint"),
    largestContentfulPaint: audit("largest-contentful-paint"),
    totalBlockingTime: audit("total-blocking-time"),
    cumulativeLayoutShift: audit("cumulative-layout-shift"),
    transferred: audit("total-byte-weight"),
    diagnostics: diagnosticsOf(lhr.audits),
  };
}

/** The page's accessibility score: a run of its own, as `--only-categories=accessibility` gives it. */
async function accessibilityOf(url: string, chromePath: string, nice?: number): Promise<number> {
  const { lhr } = await runCli(url, "accessibility", chromePath, nice);
  return Math.round((lhr.categories.accessibility?.score ?? 0) * 100);
}

/** A loaded machine now and then loses a trace (NO_NAVSTART, NO_FCP): such a run is repeated, twice at most. */
async function withRetries<T>(run: () => Promise<T>, retries = 2): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= retries) throw error;
      log(`  lighthouse: ${error instanceof Error ? error.message : String(error)}; again`);
    }
  }
}

/** The median of each figure over `runs` runs of each page (one after another: they share the CPU). */
export async function measurePages(pages: [name: string, url: string][], options: MeasureOptions = {}): Promise<LighthouseFigures[]> {
  const runs = options.runs ?? 3;
  const chromePath = options.chromePath ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (options.saveDir) mkdirSync(options.saveDir, { recursive: true });
  const figures: LighthouseFigures[] = [];
  for (const [name, url] of pages) {
    const each: LighthouseRun[] = [];
    for (let run = 0; run < runs; run += 1) {
      const savePath = options.saveDir && path.join(options.saveDir, `${options.label ?? "run"}-${name.replace(/\W+/g, "-")}-${run + 1}.json`);
      const result = await withRetries(() => runOnce(url, chromePath, savePath, options.nice));
      log(`  lighthouse ${options.label ?? ""} ${name} #${run + 1}: ${result.performance}, TBT ${Math.round(result.totalBlockingTime)} ms, LCP ${Math.round(result.largestContentfulPaint)} ms, CLS ${result.cumulativeLayoutShift.toFixed(3)}`);
      each.push(result);
    }
    const accessibility = options.accessibility === false ? Number.NaN : await withRetries(() => accessibilityOf(url, chromePath, options.nice));
    const of = (pick: (run: LighthouseRun) => number) => median(each.map(pick));
    const byScore = [...each].sort((a, b) => a.performance - b.performance || a.totalBlockingTime - b.totalBlockingTime);
    figures.push({
      url,
      name,
      performance: of((f) => f.performance),
      accessibility,
      firstContentfulPaint: of((f) => f.firstContentfulPaint),
      largestContentfulPaint: of((f) => f.largestContentfulPaint),
      totalBlockingTime: of((f) => f.totalBlockingTime),
      cumulativeLayoutShift: of((f) => f.cumulativeLayoutShift),
      transferred: of((f) => f.transferred),
      runs: each,
      medianRun: byScore[Math.floor(byScore.length / 2)]!,
    });
  }
  return figures;
}

export type LoadResult = { load: LoadKind; description: string; loadAverage: [number, number]; figures: LighthouseFigures[] };

export type SectionOptions = MeasureOptions & {
  loads?: LoadKind[];
  busyWorkers?: number;
  busyCommand?: string;
  diagnostics?: boolean;
};

/** Measures the pages under each load in turn (quiet, then busy). */
export async function measureUnderLoads(pages: [string, string][], options: SectionOptions = {}): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const load of options.loads ?? ["quiet", "busy"]) {
    const busy = load === "busy" ? await startBusyLoad({ workers: options.busyWorkers, command: options.busyCommand, nice: options.nice }) : null;
    if (busy) running.add(busy.stop);
    try {
      const before = os.loadavg()[0]!;
      const figures = await measurePages(pages, { ...options, label: load });
      const quiet = options.nice === undefined ? "nothing started beside it" : `nothing started beside it; the CLI and its Chromium at niceness ${options.nice}`;
      const description = busy ? `${busy.description}${options.nice === undefined ? "" : `, the CLI and its Chromium at niceness ${options.nice} too`}` : quiet;
      results.push({ load, description, loadAverage: [before, os.loadavg()[0]!], figures });
    } finally {
      if (busy) running.delete(busy.stop);
      await busy?.stop();
    }
  }
  return results;
}

const TARGETS = { performance: 95, totalBlockingTime: 200, largestContentfulPaint: 2000, cumulativeLayoutShift: 0 };

/** The figures as markdown: one table per load, then the diagnostics of each page's median run when asked. */
export function lighthouseMarkdown(results: LoadResult[], options: { runs: number; diagnostics?: boolean }): string[] {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const range = (values: number[], format: (value: number) => string) =>
    values.length > 1 ? ` (${format(Math.min(...values))}–${format(Math.max(...values))})` : "";
  const lines = [
    `Lighthouse ${lighthouseVersion()}'s command line, \`lighthouse <url> --only-categories=performance --chrome-flags="${CHROMIUM_FLAGS.join(" ")}"\` ` +
      `(its defaults: the mobile preset, simulated slow 4G, CPU slowed 4×), Debian's Chromium, a fresh browser per run; ` +
      `the median of ${options.runs} runs per page, with the range of the runs in brackets; accessibility: one \`--only-categories=accessibility\` run. ` +
      `Targets (issue 25): performance ≥ ${TARGETS.performance}, TBT ≤ ${TARGETS.totalBlockingTime} ms, LCP < ${seconds(TARGETS.largestContentfulPaint)}, CLS 0.`,
    "",
  ];
  for (const result of results) {
    lines.push(
      `**${result.load === "quiet" ? "Quiet machine" : "Busy machine"}**: ${result.description}; load average ${result.loadAverage[0].toFixed(1)} → ${result.loadAverage[1].toFixed(1)} on ${os.availableParallelism()} cores.`,
      "",
      "| page | path | performance | FCP | LCP | TBT | CLS | transferred | accessibility |",
      "|---|---|---:|---:|---:|---:|---:|---:|---:|",
      ...result.figures.map(
        (f) =>
          `| ${f.name} | \`${new URL(f.url).pathname}\` | ${f.performance}${range(f.runs.map((r) => r.performance), String)} | ${seconds(f.firstContentfulPaint)} | ` +
          `${seconds(f.largestContentfulPaint)} | ${Math.round(f.totalBlockingTime)} ms${range(f.runs.map((r) => r.totalBlockingTime), (v) => String(Math.round(v)))} | ` +
          `${f.cumulativeLayoutShift.toFixed(3)} | ${(f.transferred / 1024).toFixed(0)} KiB | ${f.accessibility} |`,
      ),
      "",
    );
    if (options.diagnostics) {
      for (const f of result.figures) {
        lines.push(`- ${f.name} (${result.load}, median run): ${f.medianRun.diagnostics.join("; ") || "no diagnostics"}`);
      }
      lines.push("");
    }
  }
  return lines;
}

function lighthouseVersion(): string {
  return (require("lighthouse/package.json") as { version: string }).version;
}

/** The demo church's home, its most recent service's page and its most recent song's page on `base`. */
export async function demoPages(base: string): Promise<[string, string][]> {
  const response = await fetch(`${base}/api/public/churches/${DEMO_CHURCH}/home`);
  if (!response.ok) throw new Error(`${base} has no demo church (GET /api/public/churches/${DEMO_CHURCH}/home answered ${response.status})`);
  const home = (await response.json()) as { recentServices: { key: string }[]; recentSongs: { songKey: string }[] };
  return [
    ["church home", `${base}${paths.church.root.href(DEMO_CHURCH)}`],
    ["service page", `${base}${paths.church.service.href(DEMO_CHURCH, home.recentServices[0]!.key)}`],
    ["song page", `${base}${paths.church.song.href(DEMO_CHURCH, home.recentSongs[0]!.songKey)}`],
  ];
}

/** Measures the pages and returns the markdown lines (what the benchmark puts in its report). */
export async function lighthouseSection(pages: [string, string][], options: SectionOptions = {}): Promise<string[]> {
  const runs = options.runs ?? 3;
  return lighthouseMarkdown(await measureUnderLoads(pages, { ...options, runs }), { runs, diagnostics: options.diagnostics });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const option = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const urls = argv.filter((arg) => !arg.startsWith("--"));
  const base = option("base");
  if (urls.length === 0 && !base) {
    process.stderr.write(
      "Usage: npx tsx scripts/lighthouse.ts --base=http://127.0.0.1:3000 | <url> [more urls]\n" +
        "         [--runs=3] [--load=quiet,busy] [--busy-workers=N | --busy-command=\"…\"] [--nice=-20 [--server-pid=N]] [--diagnostics] [--save=folder]\n",
    );
    process.exit(1);
  }
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void Promise.allSettled([...running].map((stop) => stop())).then(() => process.exit(130));
    });
  }
  const serverPid = option("server-pid");
  if (serverPid && option("nice") !== undefined) setTreePriority(Number(serverPid), Number(option("nice")));
  const pages: [string, string][] = urls.length > 0 ? urls.map((url) => [new URL(url).pathname, url]) : await demoPages(base!.replace(/\/$/, ""));
  const loads = (option("load") ?? "quiet,busy").split(",").map((load) => load.trim()) as LoadKind[];
  if (loads.some((load) => load !== "quiet" && load !== "busy")) throw new Error("--load takes quiet, busy or both (quiet,busy)");
  const lines = await lighthouseSection(pages, {
    runs: Number(option("runs") ?? 3),
    loads,
    busyWorkers: option("busy-workers") ? Number(option("busy-workers")) : undefined,
    busyCommand: option("busy-command"),
    diagnostics: argv.includes("--diagnostics"),
    saveDir: option("save"),
    nice: option("nice") === undefined ? undefined : Number(option("nice")),
  });
  process.stdout.write(`## Lighthouse (mobile)\n\n${lines.join("\n")}`);
}
