/**
 * Lighthouse (mobile preset: simulated slow 4G and CPU throttling) on a running server's public
 * pages, in Debian's Chromium. The median of `runs` runs per page, as a markdown section.
 *
 *   npx tsx scripts/lighthouse.ts http://127.0.0.1:3000/churches/igreja-esperanca [more URLs] [--runs=3]
 *
 * scripts/bench.ts calls `lighthouseSection` with its own server's URLs. Figures move with the
 * machine's load: note it next to them.
 */
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

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

export type LighthouseFigures = {
  url: string;
  performance: number;
  accessibility: number;
  /** Milliseconds. */
  firstContentfulPaint: number;
  largestContentfulPaint: number;
  totalBlockingTime: number;
  cumulativeLayoutShift: number;
  /** Bytes over the wire. */
  transferred: number;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** One Lighthouse run per call, each in a fresh Chromium (an empty cache, as a first visit). */
async function runOnce(url: string, chromePath: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      url,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      firstContentfulPaint: audit("first-contentful-paint"),
      largestContentfulPaint: audit("largest-contentful-paint"),
      totalBlockingTime: audit("total-blocking-time"),
      cumulativeLayoutShift: audit("cumulative-layout-shift"),
      transferred: audit("total-byte-weight"),
    };
  } finally {
    chrome.kill();
  }
}

/** A loaded machine now and then loses a trace (NO_NAVSTART, NO_FCP): such a run is repeated, twice at most. */
async function withRetries<T>(run: () => Promise<T>, retries = 2): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= retries) throw error;
    }
  }
}

/** The median of each figure over `runs` runs of each page (runs one after another: they share the CPU). */
export async function measurePages(urls: string[], options: { runs?: number; chromePath?: string } = {}): Promise<LighthouseFigures[]> {
  const runs = options.runs ?? 3;
  const chromePath = options.chromePath ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const figures: LighthouseFigures[] = [];
  for (const url of urls) {
    const each: LighthouseFigures[] = [];
    for (let run = 0; run < runs; run += 1) each.push(await withRetries(() => runOnce(url, chromePath)));
    const of = (pick: (figures: LighthouseFigures) => number) => median(each.map(pick));
    figures.push({
      url,
      performance: of((f) => f.performance),
      accessibility: of((f) => f.accessibility),
      firstContentfulPaint: of((f) => f.firstContentfulPaint),
      largestContentfulPaint: of((f) => f.largestContentfulPaint),
      totalBlockingTime: of((f) => f.totalBlockingTime),
      cumulativeLayoutShift: of((f) => f.cumulativeLayoutShift),
      transferred: of((f) => f.transferred),
    });
  }
  return figures;
}

/** The figures as a markdown table under a heading. */
export function lighthouseMarkdown(figures: LighthouseFigures[], runs: number): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const lines = [
    "## Lighthouse (mobile)",
    "",
    `Median of ${runs} runs per page: Lighthouse's mobile preset (simulated throttling), Debian's Chromium, a fresh browser per run.`,
    "",
    "| page | performance | FCP | LCP | TBT | CLS | transferred | accessibility |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
    ...figures.map(
      (f) =>
        `| ${new URL(f.url).pathname} | ${f.performance} | ${seconds(f.firstContentfulPaint)} | ${seconds(f.largestContentfulPaint)} | ${Math.round(f.totalBlockingTime)} ms | ${f.cumulativeLayoutShift.toFixed(3)} | ${(f.transferred / 1024).toFixed(0)} KiB | ${f.accessibility} |`,
    ),
    "",
  ];
  return lines.join("\n");
}

/** Measures the pages and returns the markdown section (what the benchmark appends to its report). */
export async function lighthouseSection(urls: string[], options: { runs?: number; chromePath?: string } = {}): Promise<string> {
  const runs = options.runs ?? 3;
  return lighthouseMarkdown(await measurePages(urls, { ...options, runs }), runs);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const urls = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
  const runs = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice("--runs=".length) ?? 3);
  if (urls.length === 0) {
    process.stderr.write("Usage: npx tsx scripts/lighthouse.ts <url> [more urls] [--runs=3]\n");
    process.exit(1);
  }
  process.stdout.write(await lighthouseSection(urls, { runs }));
}
