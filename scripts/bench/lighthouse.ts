/** Lighthouse (the npm package, on Debian's Chromium): mobile, median of 3 runs per page. */
import { createRequire } from "node:module";
import { log, type Section } from "./options";

type LighthouseFigures = { performance: number; lcp: number; tbt: number; cls: number; accessibility: number };

async function lighthouseOnce(url: string): Promise<LighthouseFigures> {
  const require = createRequire(import.meta.url);
  const chromeLauncher = (await import(require.resolve("chrome-launcher"))) as {
    launch: (options: { chromePath: string; chromeFlags: string[] }) => Promise<{ port: number; kill: () => Promise<void> | void }>;
  };
  const lighthouse = ((await import("lighthouse")) as unknown as { default: (url: string, flags: Record<string, unknown>) => Promise<{ lhr: LighthouseReport }> })
    .default;
  type LighthouseReport = {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
  };
  const chrome = await chromeLauncher.launch({
    chromePath: "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] });
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    };
  } finally {
    await chrome.kill();
  }
}

export function lighthouseSection(pages: () => [string, string][]): Section {
  return {
    title: "Lighthouse (mobile, median of 3 runs by performance score)",
    produce: async () => {
      const lines = ["| Page | Path | Performance | LCP ms | TBT ms | CLS | Accessibility |", "|---|---|---:|---:|---:|---:|---:|"];
      for (const [name, url] of pages()) {
        const runs: LighthouseFigures[] = [];
        for (let index = 0; index < 3; index++) runs.push(await lighthouseOnce(url));
        runs.sort((a, b) => a.performance - b.performance);
        const median = runs[1]!;
        log(`  lighthouse ${name}: ${JSON.stringify(median)}`);
        lines.push(
          `| ${name} | \`${new URL(url).pathname}\` | ${median.performance} | ${median.lcp.toFixed(0)} | ${median.tbt.toFixed(0)} | ` +
            `${median.cls.toFixed(3)} | ${median.accessibility} |`,
        );
      }
      return lines;
    },
  };
}
