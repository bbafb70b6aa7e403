/**
 * Issue 42's targets ('Cifras no tom') as a markdown section for docs/benchmarks.md:
 *
 * - parsing and transposing a 120-line chart (tests/fixtures/bench-charts/120-lines.cho, in G, to D):
 *   under 5 ms on the server (Node, the shared code, median and slowest of 200 runs after 20 unmeasured)
 *   and in the browser with its CPU slowed 4× (scripts/bench/cifras-browser.ts: the shared code
 *   bundled into the plan's page, and what the page does when a chart's key changes);
 * - a plan's rehearsal page with six charted songs: its HTML under 120 KB before compression, and
 *   Lighthouse's performance (mobile, CPU slowed 4×, on a busy machine, median of 3) at least 95.
 *
 * The six songs (each with the 120-line chart), a band and the plan are made through the admin API,
 * as an administrator makes them. `npm run bench` calls `benchCifras()` on its large church
 * (`--only=cifras` keeps this section). Alone, against a running app whose administrator's church
 * gets the data:
 *
 *   npx tsx scripts/bench-cifras.ts --base-url=http://127.0.0.1:3000 \
 *     (--cookie='<session cookie header>' | --email=<admin e-mail> --password=<password>)
 *
 * or, with no --base-url, on the app built in this process (the same createApp as `npm start`) on
 * the embedded PostgreSQL in a temporary DATA_DIR, serving a client built for the run (or
 * dist/client with --skip-bundle), in the demo church (its administrator's data):
 *
 *   npx tsx scripts/bench-cifras.ts [--skip-bundle | --client-dir=folder] [--skip-lighthouse] [--lighthouse-load=busy|quiet,busy]
 *     [--lighthouse-nice=-20]
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseChordPro } from "../src/shared/chords/chordpro";
import { songKey } from "../src/shared/chords/song-key";
import { transposeSong } from "../src/shared/chords/transpose-song";
import { paths } from "../src/shared/paths";
import { DEMO_ADMIN } from "../src/server/demo/seed-demo";
import { benchChart, chartFixture } from "../tests/support/fixtures";
import { call, signIn, type Client } from "./bench/admin-client";
import { buildClient } from "./bench/bundle";
import { CPU_SLOWDOWN, measureInBrowser, timings, type Timings } from "./bench/cifras-browser";
import { startBenchApp } from "./bench/demo-app";
import { args, log, root } from "./bench/options";
import { lighthouseMarkdown, measureUnderLoads, type LoadKind } from "./lighthouse";

const RUNS = 200;
const WARM_UP = 20;
const TARGET_MS = 5;
const TARGET_HTML_KB = 120;
const TARGET_PERFORMANCE = 95;
/** The plan's keys for its six songs (the chart is in G). */
const PLAN_KEYS = ["D", "E", "A", "C", "Bb", "F"] as const;

/** A week from now on this machine's clock ('YYYY-MM-DD'): a day a plan may have. */
function nextWeek(): string {
  const date = new Date(Date.now() + 7 * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

/** Six songs with `chart`, a band and a plan with the six in PLAN_KEYS; the plan page's URL. */
async function buildPlan(client: Client, chart: string): Promise<{ url: string; slug: string }> {
  const { church } = await call<{ church: { slug: string } }>(client, "GET", "/api/admin/church");
  const tag = randomBytes(3).toString("hex");
  const songIds: string[] = [];
  for (let n = 1; n <= PLAN_KEYS.length; n++) {
    const { song } = await call<{ song: { id: string } }>(client, "POST", "/api/admin/songs", { name: `Cifra Longa ${tag} ${n}`, chart });
    songIds.push(song.id);
  }
  const { band } = await call<{ band: { id: string } }>(client, "POST", "/api/admin/bands", { name: `Banda das Cifras ${tag}`, year: 2024, members: [] });
  const { plan } = await call<{ plan: { publicKey: string } }>(client, "POST", "/api/admin/plans", {
    date: nextWeek(),
    time: "19:30",
    bandId: band.id,
    songs: songIds.map((songCatalogId, index) => ({ songCatalogId, musicalKey: PLAN_KEYS[index] })),
  });
  return { url: `${client.base}${paths.church.plan.href(church.slug, plan.publicKey)}`, slug: church.slug };
}

/** Parse, the chart's key, transpose to `toKey`: `runs` times after `warmUp` unmeasured, on this Node. */
function measureOnServer(chart: string, toKey: string): Timings & { cold: number } {
  const once = () => {
    const started = performance.now();
    const song = parseChordPro(chart);
    if (songKey(song) === null) throw new Error("the chart has no key");
    transposeSong(song, toKey);
    return performance.now() - started;
  };
  const cold = once();
  for (let n = 1; n < WARM_UP; n++) once();
  return { ...timings(Array.from({ length: RUNS }, once)), cold };
}

/** The page's HTML as the server sends it, uncompressed, and the part of it that is the embedded data. */
async function htmlSize(url: string): Promise<{ bytes: number; state: number; charts: number }> {
  const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
  if (!response.ok) {
    const api = url.replace("/churches/", "/api/public/churches/");
    const churchApi = api.replace(/\/ensaio\/.*/, "");
    throw new Error(`${url} answered ${response.status} (${api}: ${(await fetch(api)).status}, ${churchApi}: ${(await fetch(churchApi)).status})`);
  }
  const html = await response.text();
  const state = /<script[^>]*id="louvor-ssr-state"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  return { bytes: Buffer.byteLength(html), state: Buffer.byteLength(state), charts: (html.match(/data-chord=/g) ?? []).length };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const met = (ok: boolean) => (ok ? "met" : "NOT met");

export type BenchCifrasOptions = {
  baseUrl: string;
  /** The Cookie header of a signed-in Administrador or Editor of the church that gets the data. */
  cookie: string;
  lighthouse?: boolean;
  lighthouseLoads?: LoadKind[];
  /** Lighthouse's CLI, its Chromium and the busy load at this niceness (scripts/lighthouse.ts: --nice). */
  nice?: number;
};

/** The church's most recent song's public page: measured beside the plan pages, in the same runs, as the yardstick. */
async function songPage(base: string, slug: string): Promise<string> {
  const response = await fetch(`${base}/api/public/churches/${slug}/home`);
  if (!response.ok) throw new Error(`the church's home answered ${response.status}`);
  const home = (await response.json()) as { recentSongs: { songKey: string }[] };
  return `${base}${paths.church.song.href(slug, home.recentSongs[0]!.songKey)}`;
}

/** The plan pages measured: six songs with a complete chart each (the target's page), and six with the long one. */
function planPages(long: string) {
  return [
    { name: "six complete charts", chart: chartFixture("11-cifra-completa").chordPro, about: "tests/fixtures/charts/11-cifra-completa.cho, 33 lines", target: true },
    { name: "six long charts", chart: long, about: "the 120-line chart on each", target: false },
  ];
}

export async function benchCifras(options: BenchCifrasOptions): Promise<string> {
  const client: Client = { base: options.baseUrl.replace(/\/$/, ""), cookie: options.cookie };
  const chart = benchChart();
  const lines = chart.trimEnd().split("\n").length;
  const toKey = PLAN_KEYS[0];

  log(`cifras: parse and transpose ${lines} lines on the server, ${RUNS} runs...`);
  const server = measureOnServer(chart, toKey);
  log(`cifras:   median ${ms(server.median)}, p95 ${ms(server.p95)}, slowest ${ms(server.max)}, cold ${ms(server.cold)}`);

  log(`cifras: plans of six charted songs, through the admin API...`);
  const pages = [];
  let slug = "";
  for (const page of planPages(chart)) {
    const { url, slug: church } = await buildPlan(client, page.chart);
    slug = church;
    const html = await htmlSize(url);
    log(`cifras:   ${page.name}: ${url}: ${kb(html.bytes)} of HTML (${kb(html.state)} of it the embedded data)`);
    pages.push({ ...page, url, html });
  }
  const long = pages.find((page) => !page.target)!;

  log(`cifras: in Chromium, CPU slowed ${CPU_SLOWDOWN}×...`);
  const browser = await measureInBrowser({ url: long.url, chart, runs: RUNS, toKey });
  log(`cifras:   shared code median ${ms(browser.sharedCode.median)}, slowest ${ms(browser.sharedCode.max)}; key change to commit median ${ms(browser.keyChange.commit.median)}`);

  const loads = options.lighthouseLoads ?? ["busy"];
  const lighthouse =
    options.lighthouse === false
      ? null
      : await measureUnderLoads(
          [...pages.map((page): [string, string] => [`plan page, ${page.name}`, page.url]), ["the church's song page (the yardstick)", await songPage(client.base, slug)]],
          { runs: 3, loads, diagnostics: true, nice: options.nice },
        );
  const targetPerformance = lighthouse?.find((result) => result.load === "busy")?.figures[0]?.performance ?? Number.NaN;

  const row = (what: string, where: string, figures: Timings, target: string) =>
    `| ${what} | ${where} | ${figures.runs} | ${ms(figures.median)} | ${ms(figures.p95)} | ${ms(figures.max)} | ${target} |`;
  const underTarget = (figures: Timings) => `median < ${TARGET_MS} ms: ${met(figures.median < TARGET_MS)}`;
  return [
    "## Charts in the plan's key (issue 42)",
    "",
    `Measured on ${new Date().toISOString()} against ${client.base} by scripts/bench-cifras.ts; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores at the end. ` +
      `The chart: tests/fixtures/bench-charts/120-lines.cho (${lines} lines of ChordPro in G: sections, comments, lines of chords only, slash chords), ` +
      `parsed (\`parseChordPro\`), its key read (\`songKey\`) and transposed to ${toKey} (\`transposeSong\`): what the chart view does when it opens. ` +
      "The slowest runs move with the machine's load (a garbage collection or another process taking the core lands in one run): read them beside the load average.",
    "",
    "| work | where | runs | median | p95 | slowest | target |",
    "|---|---|---:|---:|---:|---:|---|",
    row("parse + key + transpose, 120 lines", `Node ${process.version}, after ${WARM_UP} unmeasured (the first, cold: ${ms(server.cold)})`, server, underTarget(server)),
    row(
      "parse + key + transpose, 120 lines",
      `Chromium, CPU slowed ${CPU_SLOWDOWN}×: src/shared/chords bundled by esbuild, run in the plan page (the first, cold: ${ms(browser.sharedCode.first)})`,
      browser.sharedCode,
      underTarget(browser.sharedCode),
    ),
    row(
      "a chart's 'Tom' changed on the plan page (six long charts): change event to React's commit (transpose, and the DOM of its 120 lines)",
      `Chromium, CPU slowed ${CPU_SLOWDOWN}×, the page as served`,
      browser.keyChange.commit,
      "",
    ),
    row("the same, with the style and layout after it", `Chromium, CPU slowed ${CPU_SLOWDOWN}×`, browser.keyChange.layout, ""),
    "",
    `Plans' rehearsal pages with six charted songs, in ${PLAN_KEYS.join(", ")} (the songs, a band and the plan made through the admin API), as the server sends them, before compression:`,
    "",
    "| page | charts | HTML | of it, the embedded data | chords drawn | target |",
    "|---|---|---:|---:|---:|---|",
    ...pages.map(
      (page) =>
        `| ${page.name} | ${page.about} | ${kb(page.html.bytes)} | ${kb(page.html.state)} | ${page.html.charts} | ` +
        `${page.target ? `< ${TARGET_HTML_KB} KB: ${met(page.html.bytes < TARGET_HTML_KB * 1024)}` : ""} |`,
    ),
    "",
    ...(lighthouse
      ? [
          ...lighthouseMarkdown(lighthouse, { runs: 3, diagnostics: true }),
          `Target (issue 42): performance ≥ ${TARGET_PERFORMANCE} for the page of six complete charts on the busy machine: ${met(targetPerformance >= TARGET_PERFORMANCE)}.`,
          "",
        ]
      : []),
  ].join("\n");
}

async function main() {
  const baseUrl = args.get("base-url");
  const lighthouse = !args.has("skip-lighthouse");
  const lighthouseLoads = (args.get("lighthouse-load") ?? "busy").split(",").map((load) => load.trim()) as LoadKind[];
  const nice = args.has("lighthouse-nice") ? Number(args.get("lighthouse-nice")) : undefined;
  if (baseUrl) {
    const email = args.get("email");
    const password = args.get("password");
    const cookie = args.get("cookie") ?? (email && password ? await signIn(baseUrl, email, password) : undefined);
    if (!cookie) throw new Error("give --cookie, or --email and --password of an Administrador of the church");
    process.stdout.write(await benchCifras({ baseUrl, cookie, lighthouse, lighthouseLoads, nice }));
    return;
  }
  // The client build the page comes from: one made for the run, or dist/client (--skip-bundle), or --client-dir.
  const builtDir = args.has("skip-bundle") || args.has("client-dir") ? undefined : mkdtempSync(path.join(os.tmpdir(), "louvor-bench-cifras-client-"));
  const clientDir = builtDir ?? path.resolve(root, args.get("client-dir") ?? "dist/client");
  try {
    if (builtDir) {
      log("building the client...");
      buildClient(builtDir);
    }
    const app = await startBenchApp({ CLIENT_DIR: clientDir });
    try {
      // The demo church, with its services and songs: a church's plan page among its history.
      const cookie = await signIn(app.base, DEMO_ADMIN.email, DEMO_ADMIN.password);
      process.stdout.write(await benchCifras({ baseUrl: app.base, cookie, lighthouse, lighthouseLoads, nice }));
    } finally {
      await app.close();
    }
  } finally {
    if (builtDir) rmSync(builtDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  });
}
