/**
 * The chart's work in a phone-like browser (issue 42): Debian's Chromium driven by Playwright, its
 * CPU slowed 4× (`Emulation.setCPUThrottlingRate`, as Lighthouse's mobile preset slows it), on a
 * plan's rehearsal page as the server renders it:
 *
 * - the shared code itself: src/shared/chords bundled for the browser by esbuild (as Vite bundles it
 *   into the page), loaded into the page, parsing and transposing the long chart `runs` times;
 * - what the page does when a musician changes a chart's key: the 'Tom' select of the page's first
 *   chart changed through the keys, timed from the change event to React's commit (the chords
 *   transposed and the DOM updated), and to the style and layout after it.
 */
import { build } from "esbuild";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS } from "../lighthouse";
import { root } from "./options";

export const CPU_SLOWDOWN = 4;

export type Timings = { runs: number; median: number; p95: number; max: number; first: number };

export type BrowserFigures = { sharedCode: Timings; keyChange: { commit: Timings; layout: Timings } };

export const timings = (values: number[]): Timings => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
  return { runs: values.length, median: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? Number.NaN, first: values[0] ?? Number.NaN };
};

/** The chart code the page runs (parse, the chart's key, transpose), as one browser script setting `window.louvorChords`. */
async function sharedChordsBundle(): Promise<string> {
  const entry = [
    'import { parseChordPro } from "./src/shared/chords/chordpro";',
    'import { songKey } from "./src/shared/chords/song-key";',
    'import { transposeSong } from "./src/shared/chords/transpose-song";',
    "window.louvorChords = { parseChordPro, songKey, transposeSong };",
  ].join("\n");
  const result = await build({
    stdin: { contents: entry, resolveDir: root, loader: "ts", sourcefile: "bench-chords-entry.ts" },
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    minify: true,
    write: false,
  });
  return result.outputFiles[0]!.text;
}

/** The keys the first chart is moved through: every major key but the one it shows, twice. */
const KEYS = ["A", "Bb", "B", "C", "Db", "Eb", "E", "F", "F#", "G", "Ab"];

export async function measureInBrowser(options: { url: string; chart: string; runs: number; toKey: string }): Promise<BrowserFigures> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_FLAGS.filter((flag) => flag !== "--headless") });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await page.goto(options.url);
    // Hydrated: React's fibers on the chart's toolbar.
    const select = page.getByRole("region", { name: /^Cifra de / }).first().getByRole("combobox", { name: "Tom" });
    await page.waitForFunction(() => {
      const toolbar = document.querySelector('[role="toolbar"] select');
      return toolbar !== null && Object.keys(toolbar).some((key) => key.startsWith("__reactFiber"));
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });

    // The shared code, evaluated by the debugger (the page's own scripts policy does not apply to it).
    await page.evaluate(await sharedChordsBundle());
    const shared = await page.evaluate(
      ({ chart, runs, toKey }) => {
        const { parseChordPro, songKey, transposeSong } = (window as unknown as { louvorChords: Record<string, (...args: unknown[]) => unknown> }).louvorChords as {
          parseChordPro: (text: string) => unknown;
          songKey: (song: unknown) => string | null;
          transposeSong: (song: unknown, key: string) => unknown;
        };
        const each: number[] = [];
        for (let run = 0; run < runs; run += 1) {
          const started = performance.now();
          const song = parseChordPro(chart);
          if (songKey(song) === null) throw new Error("the chart has no key");
          transposeSong(song, toKey);
          each.push(performance.now() - started);
        }
        return each;
      },
      { chart: options.chart, runs: options.runs, toKey: options.toKey },
    );

    const commit: number[] = [];
    const layout: number[] = [];
    for (const key of [...KEYS, ...KEYS]) {
      const [toCommit, toLayout] = await select.evaluate(
        (element, next) =>
          new Promise<[number, number]>((resolve) => {
            const area = element.closest("article")!;
            // Called once React has committed: mutation records are delivered after the task's microtasks that made them.
            const observer = new MutationObserver(() => {
              observer.disconnect();
              const committed = performance.now();
              area.getBoundingClientRect();
              resolve([committed - started, performance.now() - started]);
            });
            observer.observe(area, { subtree: true, childList: true, characterData: true });
            const started = performance.now();
            (element as HTMLSelectElement).value = next;
            element.dispatchEvent(new Event("change", { bubbles: true }));
          }),
        key,
      );
      commit.push(toCommit);
      layout.push(toLayout);
    }
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    return { sharedCode: timings(shared), keyChange: { commit: timings(commit), layout: timings(layout) } };
  } finally {
    await browser.close();
  }
}
