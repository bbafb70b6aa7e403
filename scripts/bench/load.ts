/** The load: autocannon at 50 connections on every public JSON endpoint and route's HTML. */
import { createRequire } from "node:module";
import { paths } from "../../src/shared/paths";
import { BIG_SLUG, SONG_NAMES, isoDaysAgo } from "./data";
import { CONNECTIONS, ONLY, SECONDS, args, log, type Section } from "./options";
import { ensureWrk, runWrk } from "./wrk";
import type { Running } from "./processes";

type AutocannonResult = {
  requests: { average: number };
  latency: { p50: number; p99: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
};
type AutocannonOptions = {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: { setupRequest: (request: { path: string }) => { path: string } }[];
};
const autocannon = createRequire(import.meta.url)("autocannon") as (options: AutocannonOptions, done: (error: Error | null, result: AutocannonResult) => void) => unknown;

type Result = { rps: number; p50: number; p99: number; errors: number };

function run(options: AutocannonOptions): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => {
      if (error) return reject(error);
      resolve({
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
      });
    });
  });
}

/**
 * The load generator: Debian's wrk (installed when missing), else autocannon (`--load=autocannon`
 * chooses it). wrk is written in C: a page of 300 KB costs it little, where autocannon, in this
 * Node process on the same two cores, spends more time reading a large answer than the app
 * spends sending it (docs/decisions/345).
 */
export const GENERATOR: "wrk" | "autocannon" = args.get("load") !== "autocannon" && ensureWrk(log) ? "wrk" : "autocannon";

/** Paths enough for SECONDS of the fastest search, so that no term comes twice within a run. */
const VARIED_PATHS = Math.max(20_000, SECONDS * 10_000);

/** A URL under load for SECONDS at 50 connections, after a short warm-up (opens connections, fills caches). */
export async function load({ url, vary, headers }: Pick<Target, "url" | "vary" | "headers">): Promise<Result> {
  if (GENERATOR === "wrk") {
    // The warm-up's terms are not the run's, so the run finds none of its answers kept.
    const paths = (from: number, count: number) => (vary ? Array.from({ length: count }, (_, i) => vary(from + i)) : undefined);
    await runWrk({ url, connections: CONNECTIONS, seconds: 1, headers, paths: paths(VARIED_PATHS, 20_000) });
    return runWrk({ url, connections: CONNECTIONS, seconds: SECONDS, headers, paths: paths(0, VARIED_PATHS) });
  }
  let index = 0;
  const requests = vary ? [{ setupRequest: (request: { path: string }) => ({ ...request, path: vary(index++) }) }] : undefined;
  await run({ url, connections: CONNECTIONS, duration: 1, requests, headers });
  return run({ url, connections: CONNECTIONS, duration: SECONDS, requests, headers });
}

type Target = {
  name: string;
  kind: "baseline" | "control" | "json" | "html" | "search";
  url: string;
  vary?: (index: number) => string;
  /** Request headers besides autocannon's own (which ask for no compression). */
  headers?: Record<string, string>;
};

/** What Chromium sends for a page it navigates to: it takes brotli (and gzip, zstd). */
const BROWSER_NAVIGATION = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br, zstd",
};

/**
 * Every page again as a browser asks for it, compressed: a page is 100–300 KB of HTML (inline
 * stylesheet, rendered lists, their data for hydration) that travels as 20–50 KB. The plain rows
 * (no Accept-Encoding, as autocannon and wrk send) stay: both are in the report.
 */
function asBrowsers(targets: Target[]): Target[] {
  return targets.filter((target) => target.kind === "html").map((target) => ({ ...target, name: `${target.name}, as a browser (br)`, headers: BROWSER_NAVIGATION }));
}

export async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

const HEALTH = "GET /api/health (app)";
const BARE = "GET /api/health (bare Hono + pg)";
const CONTROL = "control: 0.12 ms of processor work, no database (bare Hono)";

/** Every public JSON endpoint and every public route's HTML, for the large church. */
async function targets(app: Running, bare: Running): Promise<Target[]> {
  const api = `/api/public/churches/${BIG_SLUG}`;
  const home = await json<{
    recentServices: { id: string; key: string }[];
    recentSongs: { songKey: string; segmentKey: string; serviceKey: string }[];
    bands: { key: string }[];
  }>(`${app.base}${api}/home`);
  const service = home.recentServices[0]!;
  const song = home.recentSongs[0]!;
  const band = home.bands[0]!;
  const musician = "musico-10";
  const { church } = paths;
  const path = (value: string) => new URL(value, app.base).pathname + new URL(value, app.base).search;
  const terms = (words: readonly string[]) => (index: number) => `${words[index % words.length]} ${Math.floor(index / words.length) + 1}`;
  // A service's date as a visitor types it: 1,000 weeks, in the three separators the search
  // knows, then with the year's last digits left off (still typing): 12,000 different terms.
  const serviceTerm = (index: number) => {
    const cycle = Math.floor(index / 1000);
    const date = isoDaysAgo(7 + (index % 1000) * 7).split("-").reverse().join(["/", ".", "-"][cycle % 3]);
    return date.slice(0, date.length - (Math.floor(cycle / 3) % 4));
  };
  const all: Target[] = [
    { name: HEALTH, kind: "baseline", url: `${app.base}/api/health` },
    { name: BARE, kind: "baseline", url: `${bare.base}/api/health` },
    { name: CONTROL, kind: "control", url: `${bare.base}/control/cpu` },
    { name: "directory", kind: "json", url: `${app.base}/api/public/churches` },
    { name: "church layout", kind: "json", url: `${app.base}${api}` },
    { name: "church home", kind: "json", url: `${app.base}${api}/home` },
    { name: "services", kind: "json", url: `${app.base}${api}/services` },
    { name: "services page 40 (last)", kind: "json", url: `${app.base}${api}/services?page=40` },
    { name: "services by views", kind: "json", url: `${app.base}${api}/services?sort=view_count` },
    { name: "services of a band", kind: "json", url: `${app.base}${api}/services?band=${band.key}` },
    { name: "services of a musician", kind: "json", url: `${app.base}${api}/services?musician=${musician}` },
    { name: "songs tab", kind: "json", url: `${app.base}${api}/songs?pageSize=100` },
    { name: "songs tab by name", kind: "json", url: `${app.base}${api}/songs?sort=name&direction=asc&pageSize=100` },
    { name: "songs tab by views", kind: "json", url: `${app.base}${api}/songs?sort=view_count&pageSize=100` },
    { name: "songs tab by duration", kind: "json", url: `${app.base}${api}/songs?sort=duration&pageSize=100` },
    { name: "songs of a musician", kind: "json", url: `${app.base}${api}/songs?musician=${musician}` },
    { name: "service page", kind: "json", url: `${app.base}${api}/services/${service.key}` },
    { name: "service page with a song", kind: "json", url: `${app.base}${api}/services/${song.serviceKey}?song=${song.segmentKey}` },
    { name: "recommendations", kind: "json", url: `${app.base}${api}/recommendations?service=${service.id}` },
    { name: "bands", kind: "json", url: `${app.base}${api}/bands` },
    { name: "band page", kind: "json", url: `${app.base}${api}/bands/${band.key}` },
    { name: "musician page", kind: "json", url: `${app.base}${api}/musicians/${musician}` },
    { name: "songs page (catalogue)", kind: "json", url: `${app.base}${api}/catalogue` },
    { name: "song page", kind: "json", url: `${app.base}${api}/catalogue/${song.songKey}` },
    {
      name: "services search, a different term each request",
      kind: "search",
      url: `${app.base}${api}/services`,
      vary: (index) => path(`${api}/services?search=${encodeURIComponent(serviceTerm(index))}`),
    },
    {
      name: "songs tab search, a different term each request",
      kind: "search",
      url: `${app.base}${api}/songs`,
      vary: (index) => path(`${api}/songs?pageSize=100&search=${encodeURIComponent(terms(SONG_NAMES)(index))}`),
    },
    {
      name: "catalogue search, a different term each request",
      kind: "search",
      url: `${app.base}${api}/catalogue`,
      vary: (index) => path(`${api}/catalogue?search=${encodeURIComponent(terms(SONG_NAMES)(index))}`),
    },
    { name: "HTML /", kind: "html", url: `${app.base}/` },
    { name: "HTML church home", kind: "html", url: `${app.base}${church.root.href(BIG_SLUG)}` },
    {
      // A link shared in a messenger or an ad: every visitor's has its own click id (decision 407).
      name: "HTML church home, a new fbclid each request",
      kind: "html",
      url: `${app.base}${church.root.href(BIG_SLUG)}`,
      vary: (index) => `${church.root.href(BIG_SLUG)}?utm_source=whatsapp&fbclid=IwAR${index.toString(36)}`,
    },
    { name: "HTML services", kind: "html", url: `${app.base}${church.services.href(BIG_SLUG)}` },
    { name: "HTML songs tab", kind: "html", url: `${app.base}${church.services.href(BIG_SLUG, { tab: "musicas" })}` },
    { name: "HTML service page", kind: "html", url: `${app.base}${church.service.href(BIG_SLUG, service.key)}` },
    { name: "HTML bands", kind: "html", url: `${app.base}${church.bands.href(BIG_SLUG)}` },
    { name: "HTML band page", kind: "html", url: `${app.base}${church.band.href(BIG_SLUG, band.key)}` },
    { name: "HTML musician page", kind: "html", url: `${app.base}${church.musician.href(BIG_SLUG, musician)}` },
    { name: "HTML songs page", kind: "html", url: `${app.base}${church.songs.href(BIG_SLUG)}` },
    { name: "HTML song page", kind: "html", url: `${app.base}${church.song.href(BIG_SLUG, song.songKey)}` },
  ];
  return [...all, ...asBrowsers(all)];
}

export type Measured = Target & { result: Result };

/**
 * Every target `only` keeps (by default the `--only` ones), next to the baselines and the control,
 * then the baselines again.
 */
export async function measureAll(app: Running, bare: Running, label: string, only: readonly string[] = ONLY): Promise<Measured[]> {
  const measured: Measured[] = [];
  const chosen = (target: Target) => target.kind === "baseline" || target.kind === "control" || only.length === 0 || only.some((part) => target.name.toLowerCase().includes(part));
  for (const target of (await targets(app, bare)).filter(chosen)) {
    const probe = await fetch(target.vary ? new URL(target.vary(0), app.base) : target.url, { headers: target.headers });
    await probe.arrayBuffer();
    if (probe.status !== 200) {
      log(`  skipped ${target.name}: answered ${probe.status}`);
      continue;
    }
    measured.push(await measureOne(target, label));
  }
  // The baselines again: the machine is shared, and one disturbed baseline would move every ratio.
  for (const target of measured.filter((row) => row.kind === "baseline")) {
    measured.push(await measureOne({ ...target, name: `${target.name}${AGAIN}` }, label));
  }
  return measured;
}

const AGAIN = ", again at the end";

async function measureOne(target: Target, label: string): Promise<Measured> {
  const result = await load(target);
  log(`  [${label}] ${target.name.padEnd(52)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  errors ${result.errors}`);
  return { ...target, result };
}

/** The better of a baseline's two runs: the one with more requests/s, the less disturbed (both its figures). */
function bestOf(rows: Measured[], name: string): Result | undefined {
  const runs = rows.filter((row) => row.name === name || row.name === `${name}${AGAIN}`).map((row) => row.result);
  return runs.reduce<Result | undefined>((best, run) => (best === undefined || run.rps > best.rps ? run : best), undefined);
}

export function loadSection(title: string, measured: () => Measured[]): Section {
  return {
    title,
    produce: async () => {
      const rows = measured();
      const health = bestOf(rows, HEALTH);
      const bare = bestOf(rows, BARE);
      const lines = [
        `${GENERATOR === "wrk" ? "wrk (Debian's, 2 threads)" : "autocannon (in the bench process)"}, ${CONNECTIONS} connections, ${SECONDS} s each (after a 1-s warm-up). Targets: JSON and HTML at least 1/3 of \`/api/health\`'s`,
        "requests/s, a search with a different term on every request at least 1/5, and every one of them with p99 at most 3×",
        "health's p99; `/api/health` through the whole app at least half of the bare handler. Every request asks for no compression (as autocannon and wrk",
        "do), except the rows \"as a browser (br)\", which send Chromium's `Accept-Encoding` and get the page in brotli.",
        "`/api/health` and the bare handler are measured first and again at the end; every ratio takes the run of each with",
        "more requests/s (the less disturbed one), with its p99.",
        "",
        "The control row is not the app: the bare handler answers a constant after 0.12 ms of processor work, with no database",
        "and no allocation, about what an answer the app keeps in memory costs. Its p99 is the tail this machine gives a",
        "single-threaded Node server kept busy on the processor by 50 connections, whatever its code.",
        "",
        "A row's p99 is its slowest 1 %. This machine stalls a busy process now and then for 20–400 ms, and every stall",
        "delays the 50 requests in flight; runs of 3 s (`--seconds=3`) hold so few requests that a handful of stalls set",
        "the p99 (3–15× health's then, the control row's too). The default 10 s measures the server's own tail.",
        "",
        "| Endpoint | Path | req/s | × health | p50 ms | p99 ms | p99 × health | errors | target |",
        "|---|---|---:|---:|---:|---:|---:|---:|:---:|",
      ];
      for (const row of rows) {
        const ratio = health ? row.result.rps / health.rps : Number.NaN;
        const p99Ratio = health ? row.result.p99 / Math.max(health.p99, 1) : Number.NaN;
        let met: boolean | null = null;
        if (row.kind === "json" || row.kind === "html") met = ratio >= 1 / 3 && p99Ratio <= 3;
        if (row.kind === "search") met = ratio >= 1 / 5 && p99Ratio <= 3;
        if (row.name === HEALTH && health && bare) met = health.rps >= bare.rps / 2;
        const shown = new URL(row.url).pathname + (row.vary ? "?search=…" : new URL(row.url).search);
        lines.push(
          `| ${row.name} | \`${shown}\` | ${row.result.rps.toFixed(0)} | ${ratio.toFixed(2)} | ${row.result.p50} | ${row.result.p99} | ` +
            `${p99Ratio.toFixed(1)} | ${row.result.errors} | ${met === null ? "" : met ? "✓" : "✗"} |`,
        );
      }
      return lines;
    },
  };
}
