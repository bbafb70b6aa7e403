/**
 * `npm run bench`: the public pages' speed on a large church, next to `GET /api/health` and a bare
 * Hono + pg handler on the same machine, in the same run. Writes docs/benchmarks.md.
 *
 * 1. Builds the client into a temporary folder and measures each public page's initial
 *    JavaScript (gzip).
 * 2. Starts the real app (src/server/main.ts, production mode) on a fresh database (embedded
 *    PostgreSQL in a temporary DATA_DIR, or a new database in BENCH_DATABASE_URL's server), with
 *    the demo church seeded, and builds the large church through the admin API, as a real
 *    church's data is made (so the read model is maintained as in real use): 2,000 services,
 *    16,000 segments, 1,500 songs, 150 musicians. 49 small churches are added in bulk beside it.
 * 3. Measures, with autocannon at 50 connections, every public JSON endpoint and every public
 *    route's HTML twice: as a fresh church (no views yet, no new songs: ties everywhere) and after
 *    views have been counted (the app restarted, so no answer is cached from before), each next
 *    to `GET /api/health` and the bare handler (scripts/bench-bare-server.ts).
 * 4. Runs Lighthouse (mobile, median of 3) on the demo church's home, a service page and a song page.
 * 5. Appends the sections of the other benchmark scripts (EXTRA_SCRIPTS).
 *
 * Options: --seconds=N (per run, default 10), --skip-bundle, --skip-lighthouse,
 * --skip-extra (not the EXTRA_SCRIPTS), --out=path (default docs/benchmarks.md), --keep-database (with BENCH_DATABASE_URL).
 * It is a benchmark, not a test: nothing here is asserted in `npm test`.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import pg from "pg";
import pino from "pino";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/database-server";
import { DEMO_CHURCH_SLUG } from "../src/server/demo/seed-demo";
import { benchReports } from "./bench-reports";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [name, value] = arg.replace(/^--/, "").split("=");
    return [name ?? "", value ?? "true"] as const;
  }),
);
const SECONDS = Number(args.get("seconds") ?? 10);
const CONNECTIONS = 50;
const OUT = path.resolve(root, args.get("out") ?? "docs/benchmarks.md");
const BIG = { services: 2_000, segmentsPerService: 8, songs: 1_500, musicians: 150, bands: 12 };
const SMALL = { services: 40, segmentsPerService: 6, songs: 80, musicians: 20, bands: 3 };
const SMALL_CHURCHES = 49;
const BIG_SLUG = "igreja-bench";
/** Admin API requests in flight while the large church is built. */
const WRITE_CONCURRENCY = 4;

/**
 * Scripts of the other benchmarks: each prints a markdown section on stdout, appended to the
 * report as it is. One line each, e.g. "scripts/bench-startup.ts".
 */
const EXTRA_SCRIPTS: string[] = ["scripts/bench-views.ts", "scripts/bench-heal.ts", "scripts/bench-startup.ts"];

const workDir = mkdtempSync(path.join(os.tmpdir(), "louvor-bench-"));
const children: ChildProcess[] = [];
const log = (line: string) => process.stdout.write(`${line}\n`);

function cleanUp() {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
}
process.on("SIGINT", () => {
  cleanUp();
  process.exit(130);
});

// ---------------------------------------------------------------------------
// The report: an ordered list of sections, each a producer of markdown
// ---------------------------------------------------------------------------

type Section = { title: string; produce: () => Promise<string[]> };

// ---------------------------------------------------------------------------
// 1. Initial JavaScript of the public pages
// ---------------------------------------------------------------------------

const PUBLIC_PAGES: [string, string[]][] = [
  ["/ (directory)", []],
  ["/churches/{slug} (home)", ["features/church-layout/church-layout.tsx", "features/church-home/church-home-page.tsx"]],
  ["/churches/{slug}/services (Cultos tab)", ["features/church-layout/church-layout.tsx", "features/church-services/church-services-page.tsx"]],
  [
    "/churches/{slug}/services?tab=musicas",
    ["features/church-layout/church-layout.tsx", "features/church-services/church-services-page.tsx", "components/listing/songs-tab.tsx"],
  ],
  ["/churches/{slug}/services/{service}", ["features/church-layout/church-layout.tsx", "features/service-viewer/service-viewer-page.tsx"]],
  ["/churches/{slug}/bands", ["features/church-layout/church-layout.tsx", "features/church-bands/church-bands-page.tsx"]],
  ["/churches/{slug}/bands/{band}", ["features/church-layout/church-layout.tsx", "features/church-bands/band-detail-page.tsx"]],
  ["/churches/{slug}/musicians/{musician}", ["features/church-layout/church-layout.tsx", "features/church-musicians/musician-detail-page.tsx"]],
  ["/churches/{slug}/songs", ["features/church-layout/church-layout.tsx", "features/church-songs/church-songs-page.tsx"]],
  ["/churches/{slug}/songs/{song}", ["features/church-layout/church-layout.tsx", "features/church-songs/song-detail-page.tsx"]],
];

function buildClient(outDir: string) {
  const vite = path.join(root, "node_modules/vite/bin/vite.js");
  const built = spawnSync(process.execPath, [vite, "build", "--outDir", outDir, "--emptyOutDir", "--manifest", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
  });
  if (built.status !== 0) throw new Error("vite build failed");
}

function bundleSection(outDir: string): Section {
  return {
    title: "Initial JavaScript of the public pages (gzip, level 9)",
    produce: async () => {
      type Chunk = { file: string; imports?: string[]; isEntry?: boolean };
      const manifest = JSON.parse(readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8")) as Record<string, Chunk>;
      const closure = (key: string, seen: Set<string>) => {
        if (seen.has(key) || !manifest[key]) return;
        seen.add(key);
        for (const imported of manifest[key].imports ?? []) closure(imported, seen);
      };
      const gzipped = (key: string) => gzipSync(readFileSync(path.join(outDir, manifest[key]!.file)), { level: 9 }).length;
      const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
      if (!entry) throw new Error("no entry chunk in the manifest");
      const rows = PUBLIC_PAGES.map(([page, lazyModules]) => {
        const keys = new Set<string>();
        closure(entry, keys);
        for (const module of lazyModules) closure(module, keys);
        return `| ${page} | ${([...keys].reduce((sum, key) => sum + gzipped(key), 0) / 1024).toFixed(1)} KiB |`;
      });
      return [
        "The entry chunk with its static imports, plus the lazily loaded church layout and page of the route.",
        "",
        "| Page | gzip |",
        "|---|---:|",
        ...rows,
      ];
    },
  };
}

// ---------------------------------------------------------------------------
// 2. Processes: the app and the bare handler
// ---------------------------------------------------------------------------

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

type Running = { base: string; stop: () => Promise<void> };

async function startProcess(script: string, environment: Record<string, string>, port: number): Promise<Running> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, script)], {
    cwd: root,
    env: { ...process.env, ...environment, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 180_000) throw new Error(`${script} did not answer /api/health within 3 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

// ---------------------------------------------------------------------------
// 3. The data: the large church through the admin API, small ones in bulk
// ---------------------------------------------------------------------------

type Client = { base: string; cookie: string };

async function call<T>(client: Client, method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${client.base}${url}`, {
    method,
    headers: { origin: client.base, cookie: client.cookie, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : null) as T;
}

async function inParallel<T, R>(items: readonly T[], limit: number, run: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await run(items[index]!, index);
      }
    }),
  );
  return results;
}

const SONG_NAMES = ["Águas Purificadoras", "Grande É o Senhor", "Santo", "Rei da Glória", "Fiel Desde o Princípio", "Hosana", "Aleluia", "Tu És Fiel", "Coração Grato", "Leão de Judá"];
const BAND_NAMES = ["Banda Ágape", "Ministério Shekinah", "Banda Kairós", "Louvor Jovem", "Coral Esperança", "Banda Alfa"];
const INSTRUMENTS = ["Voz", "Violão", "Guitarra", "Baixo", "Bateria", "Teclado"];

function isoDaysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/** The large church, made by an administrator through the admin API, one request per action. */
async function buildBigChurch(environment: Record<string, string>, app: Running) {
  const email = "bench@example.com";
  const password = randomBytes(12).toString("hex");
  const created = spawnSync(process.execPath, ["--import", "tsx", "src/server/cli/admin-create.ts", "--email", email, "--password", password], {
    cwd: root,
    env: { ...process.env, ...environment, PUBLIC_URL: app.base },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (created.status !== 0) throw new Error("admin:create failed");
  const signIn = await fetch(`${app.base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { origin: app.base, "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  const client: Client = { base: app.base, cookie };
  const started = performance.now();

  await call(client, "POST", "/api/admin/church", { name: "Igreja Bench", slug: BIG_SLUG, youtubeChannel: "https://www.youtube.com/@igrejabench" });
  const musicians = await inParallel(Array.from({ length: BIG.musicians }, (_, i) => i), WRITE_CONCURRENCY, (i) =>
    call<{ musician: { id: string } }>(client, "POST", "/api/admin/musicians", {
      name: i < 2 ? "Ana Lima" : `Músico ${i + 1}`,
      instrument: INSTRUMENTS[i % INSTRUMENTS.length],
    }).then((body) => body.musician),
  );
  const bands = await inParallel(Array.from({ length: BIG.bands }, (_, i) => i), WRITE_CONCURRENCY, (i) =>
    call<{ band: { id: string } }>(client, "POST", "/api/admin/bands", {
      name: `${BAND_NAMES[i % BAND_NAMES.length]}${i >= BAND_NAMES.length ? ` ${i + 1}` : ""}`,
      year: 2015 + (i % 10),
      members: musicians
        .map((musician, index) => ({ musician, index }))
        .filter(({ index }) => index % BIG.bands === i && index >= 2)
        .map(({ musician, index }) => ({ musicianId: musician.id, instrument: [INSTRUMENTS[index % INSTRUMENTS.length]!] })),
    }).then((body) => body.band),
  );
  const songs = await inParallel(Array.from({ length: BIG.songs }, (_, i) => i), WRITE_CONCURRENCY, (i) =>
    call<{ song: { id: string } }>(client, "POST", "/api/admin/songs", { name: `${SONG_NAMES[i % SONG_NAMES.length]} ${i + 1}`, author: `Autor ${i % 40}` }).then(
      (body) => body.song,
    ),
  );
  log(`  church, ${musicians.length} musicians, ${bands.length} bands, ${songs.length} songs in ${((performance.now() - started) / 1000).toFixed(0)} s`);

  // Two services a week (9h and 19h) going back from last week, every 100th one a second
  // service at the same hour (a key with a disambiguator), each with 8 songs and a lineup.
  await inParallel(Array.from({ length: BIG.services }, (_, i) => i + 1), WRITE_CONCURRENCY, async (n) => {
    const segments = Array.from({ length: BIG.segmentsPerService }, (_, k) => ({
      songCatalogId: songs[((n * BIG.segmentsPerService + k) * 37) % BIG.songs]!.id,
      startTime: k * 420 + 60,
      endTime: k * 420 + 60 + 180 + ((k * 53 + n) % 240),
      musicians:
        k === 0
          ? [0, 1, 2].map((j) => ({ musicianId: musicians[(n * 3 + j) % BIG.musicians]!.id, instrument: null, isSubstitute: false, isGlobal: false }))
          : null,
    }));
    await call(client, "POST", "/api/admin/services", {
      date: isoDaysAgo(7 + Math.floor((n - 1) / 2) * 7),
      time: n % 2 === 0 || n % 100 === 1 ? "19:00" : "09:00",
      videoUrl: `https://www.youtube.com/watch?v=${randomBytes(8).toString("base64url").slice(0, 11)}`,
      bandId: bands[n % BIG.bands]!.id,
      active: true,
      segments,
      musicians: [0, 1, 2, 3, 4].map((j) => ({ musicianId: musicians[(n * 5 + j) % BIG.musicians]!.id, instrument: null, isSubstitute: false })),
    });
    if (n % 250 === 0) log(`  ${n} services (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  });
  return { seconds: (performance.now() - started) / 1000, cookie };
}

/** The small churches, in bulk (they are not measured; they make the tables realistic). */
async function fillSmallChurches(connectionString: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const churches = await client.query<{ id: string }>(
      `insert into churches (name, slug) select 'Igreja Pequena ' || n, 'igreja-pequena-' || n from generate_series(1, ${SMALL_CHURCHES}) n returning id`,
    );
    for (const church of churches.rows) {
      const q = (text: string) => client.query(text, [church.id]);
      await q(`insert into bands (church_id, name, year) select $1, 'Banda ' || n, 2020 from generate_series(1, ${SMALL.bands}) n`);
      await q(`insert into musicians (church_id, name) select $1, 'Músico ' || n from generate_series(1, ${SMALL.musicians}) n`);
      await q(`insert into songs_catalog (church_id, name) select $1, 'Canção ' || n from generate_series(1, ${SMALL.songs}) n`);
      await q(`insert into services (church_id, band_id, date, time, video_url)
        select $1, b.id, current_date - 7 * n, time '19:00', 'https://www.youtube.com/watch?v=' || substr(md5(n::text), 1, 11)
        from generate_series(1, ${SMALL.services}) n
        join (select id, row_number() over (order by name, id) as rn from bands where church_id = $1) b on b.rn = n % ${SMALL.bands} + 1`);
      await q(`insert into song_details (church_id, service_id, band_id, song_catalog_id, start_time, end_time)
        select $1, s.id, s.band_id, c.id, k * 300, k * 300 + 240
        from (select id, band_id, row_number() over (order by date, id) as rn from services where church_id = $1) s
        cross join generate_series(0, ${SMALL.segmentsPerService - 1}) k
        join (select id, row_number() over (order by name, id) as rn from songs_catalog where church_id = $1) c
          on c.rn = (s.rn * ${SMALL.segmentsPerService} + k) % ${SMALL.songs} + 1`);
      await q(`select refresh_song_statistics(array(select id from songs_catalog where church_id = $1))`);
    }
    await client.query("analyze");
  } finally {
    await client.end();
  }
}

/**
 * Views, as the view counter leaves them after a while: distinct counts on services, segments
 * and songs (written directly; the view counter's own speed is another benchmark's subject).
 */
async function countViews(connectionString: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const church = `(select id from churches where slug = '${BIG_SLUG}')`;
    await client.query(`update services set view_count = (hashtext(id::text) & 4095) where church_id = ${church}`);
    await client.query(`update song_details set view_count = (hashtext(id::text) & 511) where church_id = ${church}`);
    await client.query(`update songs_catalog c set view_count = coalesce((select sum(d.view_count) from song_details d where d.song_catalog_id = c.id), 0)
      where church_id = ${church}`);
    await client.query("analyze");
  } finally {
    await client.end();
  }
}

async function dataSetFigures(connectionString: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const big = `(select id from churches where slug = '${BIG_SLUG}')`;
    const counts = await client.query<Record<string, number | string>>(`select
      (select count(*)::int from churches) as churches,
      (select count(*)::int from services where church_id = ${big}) as services,
      (select count(*)::int from song_details where church_id = ${big}) as segments,
      (select count(*)::int from songs_catalog where church_id = ${big}) as songs,
      (select count(*)::int from musicians where church_id = ${big}) as musicians,
      current_setting('server_version') as version`);
    return counts.rows[0]!;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------
// 4. The load (autocannon)
// ---------------------------------------------------------------------------

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

/** A URL under load for SECONDS at 50 connections, after a short warm-up (opens connections, fills caches). */
async function load(url: string, vary?: (index: number) => string): Promise<Result> {
  let index = 0;
  const requests = vary ? [{ setupRequest: (request: { path: string }) => ({ ...request, path: vary(index++) }) }] : undefined;
  await run({ url, connections: CONNECTIONS, duration: 1, requests });
  return run({ url, connections: CONNECTIONS, duration: SECONDS, requests });
}

type Target = { name: string; kind: "baseline" | "json" | "html" | "search"; url: string; vary?: (index: number) => string };

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

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
  const path = (value: string) => new URL(value, app.base).pathname + new URL(value, app.base).search;
  const terms = (words: readonly string[]) => (index: number) => `${words[index % words.length]} ${Math.floor(index / words.length) + 1}`;
  const serviceTerm = (index: number) => isoDaysAgo(7 + (index % 1000) * 7).split("-").reverse().join("/");
  return [
    { name: "GET /api/health (app)", kind: "baseline", url: `${app.base}/api/health` },
    { name: "GET /api/health (bare Hono + pg)", kind: "baseline", url: `${bare.base}/api/health` },
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
    { name: "HTML church home", kind: "html", url: `${app.base}/churches/${BIG_SLUG}` },
    { name: "HTML services", kind: "html", url: `${app.base}/churches/${BIG_SLUG}/services` },
    { name: "HTML songs tab", kind: "html", url: `${app.base}/churches/${BIG_SLUG}/services?tab=musicas` },
    { name: "HTML service page", kind: "html", url: `${app.base}/churches/${BIG_SLUG}/services/${service.key}` },
    { name: "HTML bands", kind: "html", url: `${app.base}/churches/${BIG_SLUG}/bands` },
    { name: "HTML band page", kind: "html", url: `${app.base}/churches/${BIG_SLUG}/bands/${band.key}` },
    { name: "HTML musician page", kind: "html", url: `${app.base}/churches/${BIG_SLUG}/musicians/${musician}` },
    { name: "HTML songs page", kind: "html", url: `${app.base}/churches/${BIG_SLUG}/songs` },
    { name: "HTML song page", kind: "html", url: `${app.base}/churches/${BIG_SLUG}/songs/${song.songKey}` },
  ];
}

type Measured = Target & { result: Result };

async function measureAll(app: Running, bare: Running, label: string): Promise<Measured[]> {
  const measured: Measured[] = [];
  for (const target of await targets(app, bare)) {
    const probe = await fetch(target.vary ? new URL(target.vary(0), app.base) : target.url);
    await probe.arrayBuffer();
    if (probe.status !== 200) {
      log(`  skipped ${target.name}: answered ${probe.status}`);
      continue;
    }
    const result = await load(target.url, target.vary);
    measured.push({ ...target, result });
    log(
      `  [${label}] ${target.name.padEnd(52)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  errors ${result.errors}`,
    );
  }
  return measured;
}

function loadSection(title: string, measured: () => Measured[]): Section {
  return {
    title,
    produce: async () => {
      const rows = measured();
      const health = rows.find((row) => row.name === "GET /api/health (app)")?.result;
      const bare = rows.find((row) => row.name === "GET /api/health (bare Hono + pg)")?.result;
      const lines = [
        `${CONNECTIONS} connections, ${SECONDS} s each (after a 1-s warm-up). Targets: JSON and HTML at least 1/3 of \`/api/health\`'s`,
        "requests/s with p99 at most 3× its p99; a search with a different term on every request at least 1/5; `/api/health`",
        "through the whole app at least half of the bare handler.",
        "",
        "| Endpoint | Path | req/s | × health | p50 ms | p99 ms | p99 × health | errors | target |",
        "|---|---|---:|---:|---:|---:|---:|---:|:---:|",
      ];
      for (const row of rows) {
        const ratio = health ? row.result.rps / health.rps : Number.NaN;
        const p99Ratio = health ? row.result.p99 / Math.max(health.p99, 1) : Number.NaN;
        let met: boolean | null = null;
        if (row.kind === "json" || row.kind === "html") met = ratio >= 1 / 3 && p99Ratio <= 3;
        if (row.kind === "search") met = ratio >= 1 / 5;
        if (row.name === "GET /api/health (app)" && bare) met = row.result.rps >= bare.rps / 2;
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

// ---------------------------------------------------------------------------
// 5. Lighthouse
// ---------------------------------------------------------------------------

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

function lighthouseSection(pages: () => [string, string][]): Section {
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

/** A section printed by another benchmark script (markdown on stdout). */
function scriptSection(script: string): Section {
  return {
    title: "",
    produce: async () => {
      const result = spawnSync(process.execPath, ["--import", "tsx", path.join(root, script)], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
      if (result.status !== 0) return [`*${script} failed (exit ${result.status}).*`];
      return [result.stdout.trimEnd()];
    },
  };
}

// ---------------------------------------------------------------------------
// Run
// ---------------------------------------------------------------------------

async function main() {
  const startedAt = new Date();
  const clientDir = path.join(workDir, "client");
  log("building the client...");
  buildClient(clientDir);

  const secret = randomBytes(24).toString("hex");
  const environment: Record<string, string> = {
    NODE_ENV: "production",
    AUTH_SECRET: secret,
    SEED_DEMO: "true",
    LOG_LEVEL: "warn",
    CLIENT_DIR: clientDir,
    // The load generator is one address: the per-address public read limit would answer 429.
    PUBLIC_READS_PER_MINUTE: "100000000",
  };
  let dropDatabase: (() => Promise<void>) | undefined;
  let closeDatabase: (() => Promise<void>) | undefined;
  const externalUrl = process.env.BENCH_DATABASE_URL;
  let connectionString: string;
  if (externalUrl) {
    const name = `louvor_bench_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: externalUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(externalUrl);
    url.pathname = `/${name}`;
    connectionString = url.toString();
    environment.DATABASE_URL = connectionString;
    if (args.has("keep-database")) log(`database kept: ${connectionString.replace(/:[^:@/]+@/, ":***@")}`);
    else
      dropDatabase = async () => {
        const client = new pg.Client({ connectionString: externalUrl });
        await client.connect();
        await client.query(`drop database if exists "${name}" with (force)`);
        await client.end();
      };
  } else {
    environment.DATA_DIR = path.join(workDir, "data");
    // The bench owns the embedded server for the whole run (started and migrated here); the app
    // attaches to it, so its address stays the same when the app restarts between the phases.
    const opened = await openDatabase(loadConfig({ ...environment, PUBLIC_URL: "http://127.0.0.1" }), pino({ level: "warn" }));
    connectionString = (opened.db.$client as unknown as { options: { connectionString: string } }).options.connectionString;
    closeDatabase = () => opened.close();
  }

  let app = await startProcess("src/server/main.ts", environment, await freePort());
  const bare = { current: null as Running | null };
  let fresh: Measured[] = [];
  let viewed: Measured[] = [];
  let built = { seconds: 0, cookie: "" };
  let figures: Record<string, number | string> = {};
  const lighthousePages: [string, string][] = [];
  try {
    log("building the large church through the admin API...");
    built = await buildBigChurch(environment, app);
    await fillSmallChurches(connectionString);
    figures = await dataSetFigures(connectionString);
    log(`data set: ${JSON.stringify(figures)}`);
    bare.current = await startProcess("scripts/bench-bare-server.ts", { DATABASE_URL: connectionString }, await freePort());

    log("measuring the fresh church...");
    fresh = await measureAll(app, bare.current, "fresh");

    log("counting views and restarting the app...");
    await countViews(connectionString);
    await app.stop();
    app = await startProcess("src/server/main.ts", environment, await freePort());
    log("measuring after views...");
    viewed = await measureAll(app, bare.current, "views");

    const demoHome = await json<{ recentServices: { key: string }[]; recentSongs: { songKey: string }[] }>(
      `${app.base}/api/public/churches/${DEMO_CHURCH_SLUG}/home`,
    );
    lighthousePages.push(
      ["demo church home", `${app.base}/churches/${DEMO_CHURCH_SLUG}`],
      ["service page", `${app.base}/churches/${DEMO_CHURCH_SLUG}/services/${demoHome.recentServices[0]!.key}`],
      ["song page", `${app.base}/churches/${DEMO_CHURCH_SLUG}/songs/${demoHome.recentSongs[0]!.songKey}`],
    );

    const sections: Section[] = [
      {
        title: "Data set",
        produce: async () => [
          `${figures.churches} churches. The large one (\`${BIG_SLUG}\`), built through the admin API in ${built.seconds.toFixed(0)} s ` +
            `(${WRITE_CONCURRENCY} requests in flight): ${figures.services} services, ${figures.segments} song segments, ` +
            `${figures.songs} songs, ${figures.musicians} musicians. Every endpoint below is asked about it.`,
        ],
      },
      bundleSection(clientDir),
      loadSection("API and HTML: a fresh church (no views yet, no new songs: ties everywhere)", () => fresh),
      loadSection("API and HTML: after views have been counted", () => viewed),
      {
        title: "",
        produce: async () => [await benchReports({ baseUrl: app.base, cookie: built.cookie, churchSlug: BIG_SLUG })],
      },
      ...(args.has("skip-lighthouse") ? [] : [lighthouseSection(() => lighthousePages)]),
      ...(args.has("skip-extra") ? [] : EXTRA_SCRIPTS.map(scriptSection)),
    ];
    const lines = [
      "# Benchmarks",
      "",
      "Made by `npm run bench` (scripts/bench.ts). The app runs as in production (`src/server/main.ts`, NODE_ENV=production,",
      "log level warn) on 127.0.0.1; autocannon runs in the bench process on the same machine.",
      "",
      `Run: ${startedAt.toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? "unknown CPU"} · ` +
        `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB · Node ${process.version} · PostgreSQL ${figures.version}`,
      "",
    ];
    for (const section of sections) {
      log(`section: ${section.title || "(script)"}`);
      if (section.title) lines.push(`## ${section.title}`, "");
      lines.push(...(await section.produce()), "");
    }
    writeFileSync(OUT, `${lines.join("\n").trimEnd()}\n`);
    log(`written ${path.relative(root, OUT)}`);
  } finally {
    await app.stop();
    await bare.current?.stop();
    await closeDatabase?.();
    await dropDatabase?.();
  }
}

main()
  .catch((error: unknown) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(() => {
    cleanUp();
    rmSync(workDir, { recursive: true, force: true });
  });
