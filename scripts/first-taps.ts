/**
 * The public pages as a phone meets them (issue 25): how large each page's HTML is, how many DOM
 * nodes it has once its scripts have run, and how long after the first paint each control a
 * visitor taps at once takes effect. Debian's Chromium at 390 px with a phone's User-Agent and
 * touch, the processor slowed (CDP `Emulation.setCPUThrottlingRate`) 4× and 6×, on a quiet machine
 * and on a busy one (a process per core kept busy beside it).
 *
 *   npx tsx scripts/first-taps.ts --base=http://127.0.0.1:3000        the demo church of a running server
 *
 * Each tap is made the moment its control is visible (the page as the server sent it: the scripts
 * are still loading or running), and its effect is what a visitor would check: the statistics
 * shown, the songs' table, the filtered list, the next song's title. "After first paint" is from
 * the first contentful paint of the page the visitor opened to the moment the effect was seen
 * (Playwright's waits poll each animation frame: a few milliseconds of resolution). Median of
 * `--runs` (default 3). No network throttling: the server is on this machine.
 *
 * scripts/bench.ts calls `firstTapsSection` with its own server (scripts/bench/pages.ts).
 */
import { chromium, type Browser, type Page } from "playwright";
import { paths } from "../src/shared/paths";
import { startBusyLoad } from "./busy-load";
import { args } from "./args";

const DEMO_CHURCH = "igreja-esperanca";
const PHONE_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
/** How long a tap may take to show its effect before it counts as lost. */
const GIVE_UP_MS = 30_000;

export type DemoPages = { home: string; listing: string; service: string; song: string; secondSong: string };

/** The demo church's pages: its home, the services listing, a service with 3+ songs, a song played twice or more. */
export async function demoPages(base: string): Promise<DemoPages> {
  const api = `${base}/api/public/churches/${DEMO_CHURCH}`;
  const get = async <T>(path: string) => (await (await fetch(`${api}/${path}`)).json()) as T;
  const home = await get<{ recentServices: { key: string; songCount: number }[] }>("home");
  const catalogue = await get<{ songs: { key: string; performanceCount: number }[] }>("catalogue");
  const service = home.recentServices.find((candidate) => candidate.songCount >= 3) ?? home.recentServices[0]!;
  const song = catalogue.songs.find((candidate) => candidate.performanceCount >= 2) ?? catalogue.songs[0]!;
  const { songs } = await get<{ songs: { name: string }[] }>(`services/${encodeURIComponent(service.key)}`);
  return {
    home: `${base}${paths.church.root.href(DEMO_CHURCH)}`,
    listing: `${base}${paths.church.services.href(DEMO_CHURCH)}`,
    service: `${base}${paths.church.service.href(DEMO_CHURCH, service.key)}`,
    secondSong: songs[1]!.name,
    song: `${base}${paths.church.song.href(DEMO_CHURCH, song.key)}`,
  };
}

/** A control tapped at once on a page, and what shows that it worked. */
type Scenario = {
  name: string;
  url: (pages: DemoPages) => string;
  act: (page: Page) => Promise<void>;
  effect: (page: Page, pages: DemoPages) => Promise<void>;
};

const visible = { state: "visible" as const, timeout: GIVE_UP_MS };

const SCENARIOS: Scenario[] = [
  {
    name: "song page: 'Estatísticas'",
    url: (pages) => pages.song,
    act: (page) => page.getByRole("tab", { name: "Estatísticas" }).tap({ timeout: GIVE_UP_MS }),
    effect: (page) => page.getByRole("tabpanel").getByText("Total de performances").waitFor(visible),
  },
  {
    name: "listing: 'Músicas' tab",
    url: (pages) => pages.listing,
    act: (page) => page.getByRole("tab", { name: "Músicas" }).tap({ timeout: GIVE_UP_MS }),
    effect: (page) => page.getByRole("table", { name: "Músicas" }).getByRole("row").nth(1).waitFor(visible),
  },
  {
    name: "listing: search typed while it loads",
    url: (pages) => pages.listing,
    act: async (page) => {
      const search = page.getByRole("searchbox", { name: "Buscar" });
      await search.tap({ timeout: GIVE_UP_MS });
      await search.pressSequentially("Kairós");
      await search.press("Enter");
    },
    effect: async (page) => {
      await page.waitForFunction(
        () => {
          const cards = [...document.querySelectorAll("article")];
          const box = document.querySelector<HTMLInputElement>('input[type="search"]');
          return new URL(location.href).searchParams.get("q") === "Kairós" && box?.value === "Kairós" && cards.length > 0 && cards.every((card) => card.textContent!.includes("Kairós"));
        },
        undefined,
        { timeout: GIVE_UP_MS, polling: "raf" },
      );
    },
  },
  {
    name: "service page: 'Próxima música'",
    url: (pages) => pages.service,
    act: (page) => page.getByRole("link", { name: "Próxima música" }).tap({ timeout: GIVE_UP_MS }),
    effect: (page, pages) => page.getByTestId("current-song").getByText(pages.secondSong, { exact: true }).waitFor(visible),
  },
];

type TapRun = { firstPaint: number; tap: number; effect: number | null; inPlace: boolean };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The wall clock in the page, in epoch milliseconds (comparable across the documents a tap may load). */
const now = (page: Page) => page.evaluate(() => performance.timeOrigin + performance.now());

async function newPhonePage(browser: Browser, cpu: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_USER_AGENT, locale: "pt-BR" });
  // The video host and its thumbnails are not reachable from these machines: refused at once, as offline.
  await context.route(/^https:\/\/(www\.youtube\.com|i\.ytimg\.com|img\.youtube\.com)\//, (route) => route.abort());
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
  return page;
}

async function tapOnce(browser: Browser, scenario: Scenario, pages: DemoPages, cpu: number): Promise<TapRun> {
  const page = await newPhonePage(browser, cpu);
  try {
    await page.goto(scenario.url(pages), { waitUntil: "commit" });
    await page.evaluate(() => ((window as unknown as { __louvorFirstDocument: boolean }).__louvorFirstDocument = true)).catch(() => undefined);
    const firstPaint = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const seen = performance.getEntriesByName("first-contentful-paint")[0];
          if (seen) return resolve(performance.timeOrigin + seen.startTime);
          new PerformanceObserver((list, observer) => {
            observer.disconnect();
            resolve(performance.timeOrigin + list.getEntries()[0]!.startTime);
          }).observe({ type: "paint", buffered: true });
        }),
    );
    const tap = await now(page);
    await scenario.act(page);
    let effect: number | null = null;
    try {
      await scenario.effect(page, pages);
      effect = await now(page);
    } catch {
      effect = null;
    }
    const inPlace = await page.evaluate(() => (window as unknown as { __louvorFirstDocument?: boolean }).__louvorFirstDocument === true);
    return { firstPaint, tap: tap - firstPaint, effect: effect === null ? null : effect - firstPaint, inPlace };
  } finally {
    await page.context().close();
  }
}

/** The size of each page's HTML (phone User-Agent, no compression) and its DOM nodes once hydrated. */
async function pageWeights(browser: Browser, pages: DemoPages): Promise<string[]> {
  const rows = [
    ["church home", pages.home],
    ["services listing", pages.listing],
    ["services listing, 'Músicas'", `${pages.listing}?tab=musicas`],
    ["service page", pages.service],
    ["song page", pages.song],
  ] as const;
  const lines = ["| Page | HTML (KB, uncompressed) | DOM nodes | Target |", "|---|---:|---:|---|"];
  for (const [name, url] of rows) {
    const html = await (await fetch(url, { headers: { "user-agent": PHONE_USER_AGENT, "accept-encoding": "identity" } })).text();
    const page = await newPhonePage(browser, 1);
    await page.goto(url, { waitUntil: "networkidle" });
    const nodes = await page.evaluate(() => document.getElementsByTagName("*").length);
    await page.context().close();
    const target = name === "church home" ? "≤ 60 KB, < 1500 nodes" : name.startsWith("services listing") ? "≤ 90 KB, < 1500 nodes" : "< 1500 nodes";
    lines.push(`| ${name} | ${(Buffer.byteLength(html) / 1000).toFixed(1)} | ${nodes} | ${target} |`);
  }
  return lines;
}

type Condition = { cpu: number; busy: boolean };

/** The markdown of the section: the weights table, then the first-tap timings under each condition. */
export async function firstTapsSection(base: string, options: { runs?: number; chromePath?: string } = {}): Promise<string[]> {
  const runs = options.runs ?? 3;
  const pages = await demoPages(base);
  const browser = await chromium.launch({ executablePath: options.chromePath ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  const conditions: Condition[] = [
    { cpu: 4, busy: false },
    { cpu: 6, busy: false },
    { cpu: 4, busy: true },
  ];
  const lines: string[] = [];
  try {
    lines.push("Debian's Chromium at 390 × 844 px, a phone's User-Agent, touch. HTML as a phone receives it before compression; DOM nodes once the page's scripts have run.", "");
    lines.push(...(await pageWeights(browser, pages)), "");
    lines.push(
      `Each control tapped the moment it is visible on a freshly opened page (the scripts still loading or running), with the processor slowed; median of ${runs}. ` +
        "Times in ms after the page's first contentful paint: when the tap was made, and when its effect was seen. " +
        "'Before the scripts' means the tap was answered by the server (a new page, as links and forms do without scripts); 'in place', by the page's scripts.",
      "",
      "| Control | CPU | Machine | Tap (ms after first paint) | Effect (ms after first paint) | Answered |",
      "|---|---:|---|---:|---:|---|",
    );
    for (const condition of conditions) {
      const busy = condition.busy ? await startBusyLoad() : null;
      try {
        for (const scenario of SCENARIOS) {
          const measured: TapRun[] = [];
          for (let run = 0; run < runs; run += 1) measured.push(await tapOnce(browser, scenario, pages, condition.cpu));
          const lost = measured.filter((run) => run.effect === null).length;
          const done = measured.filter((run) => run.effect !== null);
          const answered = [...new Set(done.map((run) => (run.inPlace ? "in place" : "before the scripts")))].join(", ");
          lines.push(
            `| ${scenario.name} | ${condition.cpu}× | ${condition.busy ? "busy" : "quiet"} | ${median(measured.map((run) => run.tap)).toFixed(0)} | ` +
              `${done.length ? median(done.map((run) => run.effect!)).toFixed(0) : "–"}${lost ? ` (${lost} of ${runs} taps lost)` : ""} | ${answered || "never"} |`,
          );
          process.stderr.write(`  first taps: ${scenario.name}, ${condition.cpu}×${condition.busy ? ", busy" : ""}: ${JSON.stringify(measured)}\n`);
        }
      } finally {
        await busy?.stop();
      }
    }
  } finally {
    await browser.close();
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = args.get("base") ?? "http://127.0.0.1:3000";
  firstTapsSection(base, { runs: Number(args.get("runs") ?? 3) })
    .then((lines) => process.stdout.write(`${lines.join("\n")}\n`))
    .catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = 1;
    });
}
