/**
 * `npm run bench`: the public pages' speed on a large data set, next to a one-row primary-key GET
 * through the same server in the same run. Writes docs/benchmarks.md.
 *
 * 1. Builds the client into a temporary folder and measures each public page's initial
 *    JavaScript (gzip): the entry with its static imports, plus the church layout and the page.
 * 2. Makes a fresh database (embedded PostgreSQL in a temporary DATA_DIR, or a new database in
 *    BENCH_DATABASE_URL's server) with 50 churches, one of them with 2,000 services, 16,000 song
 *    segments, 1,500 songs and 150 musicians, inserted in bulk with generate_series.
 * 3. Starts the real app (src/server/main.ts) on it, on 127.0.0.1 only.
 * 4. Measures every public GET endpoint at 1 and 50 connections for a few seconds each
 *    (requests/s, p50/p95/p99), with a load generator of its own (node:http keep-alive agents and
 *    sorted latencies: docs/decisions/178).
 *
 * Options: --seconds=N (per run, default 5), --max-requests=N (per run, default 50000),
 * --skip-bundle, --out=path (default docs/benchmarks.md), --keep-database (with BENCH_DATABASE_URL: leave
 * the generated database for EXPLAIN; its name is printed).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import pg from "pg";
import pino from "pino";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/database-server";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [name, value] = arg.replace(/^--/, "").split("=");
    return [name ?? "", value ?? "true"] as const;
  }),
);
const SECONDS = Number(args.get("seconds") ?? 5);
const MAX_REQUESTS = Number(args.get("max-requests") ?? 50_000);
const OUT = path.resolve(root, args.get("out") ?? "docs/benchmarks.md");
const CONNECTIONS = [1, 50] as const;
const BIG = { services: 2_000, segmentsPerService: 8, songs: 1_500, musicians: 150, bands: 12 };
const SMALL = { services: 40, segmentsPerService: 6, songs: 80, musicians: 20, bands: 3 };
const CHURCHES = 50;

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
// 1. Initial JavaScript of the public pages
// ---------------------------------------------------------------------------

type BundleRow = { page: string; bytes: number };

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

function measureBundle(): BundleRow[] {
  const outDir = path.join(workDir, "client");
  const vite = path.join(root, "node_modules/vite/bin/vite.js");
  const built = spawnSync(process.execPath, [vite, "build", "--outDir", outDir, "--emptyOutDir", "--manifest", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
  });
  if (built.status !== 0) throw new Error("vite build failed");
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
  return PUBLIC_PAGES.map(([page, lazyModules]) => {
    const keys = new Set<string>();
    closure(entry, keys);
    for (const module of lazyModules) closure(module, keys);
    return { page, bytes: [...keys].reduce((sum, key) => sum + gzipped(key), 0) };
  });
}

// ---------------------------------------------------------------------------
// 2. The data set
// ---------------------------------------------------------------------------

type Sizes = typeof BIG;

async function fillChurch(client: pg.ClientBase, churchId: string, sizes: Sizes) {
  const q = (text: string) => client.query(text, [churchId]);
  await q(`insert into bands (church_id, name, year)
    select $1, (array['Banda Ágape','Ministério Shekinah','Banda Kairós','Louvor Jovem','Coral Esperança','Banda Alfa'])[(n - 1) % 6 + 1]
      || case when n > 6 then ' ' || n else '' end, 2015 + n % 10
    from generate_series(1, ${sizes.bands}) n`);
  await q(`insert into musicians (church_id, name, instrument)
    select $1, case when n <= 2 then 'Ana Lima' else 'Músico ' || n end,
      (array['Voz','Violão','Guitarra','Baixo','Bateria','Teclado'])[n % 6 + 1]
    from generate_series(1, ${sizes.musicians}) n`);
  await q(`insert into band_musicians (church_id, band_id, musician_id, instrument)
    select $1, b.id, m.id, array[m.instrument]
    from (select id, instrument, row_number() over (order by name, id) as rn from musicians where church_id = $1) m
    join (select id, row_number() over (order by name, id) as rn from bands where church_id = $1) b
      on b.rn = (m.rn - 1) % ${sizes.bands} + 1`);
  await q(`insert into songs_catalog (church_id, name, author, view_count, new_marked_at)
    select $1, (array['Águas Purificadoras','Grande É o Senhor','Santo','Rei da Glória','Fiel Desde o Princípio',
                      'Hosana','Aleluia','Tu És Fiel','Coração Grato','Leão de Judá'])[n % 10 + 1] || ' ' || n,
      'Autor ' || (n % 40), (n * 7919) % 5000,
      case when n % 30 = 0 then now() - (n % 180) * interval '1 day' end
    from generate_series(1, ${sizes.songs}) n`);
  // Two services a week (9h and 19h) going back from last week, every 100th one a second
  // service at the same hour (a key with a disambiguator).
  await q(`insert into services (church_id, band_id, date, time, video_url, view_count)
    select $1, b.id, current_date - 7 - ((n - 1) / 2) * 7, case when n % 2 = 0 or n % 100 = 1 then time '19:00' else time '09:00' end,
      'https://www.youtube.com/watch?v=' || substr(md5(n::text), 1, 11), (n * 104729) % 3000
    from generate_series(1, ${sizes.services}) n
    join (select id, row_number() over (order by name, id) as rn from bands where church_id = $1) b on b.rn = n % ${sizes.bands} + 1`);
  await q(`insert into song_details (church_id, service_id, band_id, song_catalog_id, start_time, end_time, view_count)
    select $1, s.id, s.band_id, c.id, k * 420 + 60, k * 420 + 60 + 180 + (k * 53 + s.rn) % 240, (s.rn * 31 + k * 17) % 400
    from (select id, band_id, row_number() over (order by date, time, id) as rn from services where church_id = $1) s
    cross join generate_series(0, ${sizes.segmentsPerService - 1}) k
    join (select id, row_number() over (order by name, id) as rn from songs_catalog where church_id = $1) c
      on c.rn = ((s.rn * ${sizes.segmentsPerService} + k) * 37) % ${sizes.songs} + 1`);
  await q(`insert into service_musicians_global (church_id, service_id, musician_id, instrument)
    select $1, s.id, m.id, m.instrument
    from (select id, row_number() over (order by date, time, id) as rn from services where church_id = $1) s
    cross join generate_series(0, 4) j
    join (select id, instrument, row_number() over (order by name, id) as rn from musicians where church_id = $1) m
      on m.rn = (s.rn * 5 + j) % ${sizes.musicians} + 1`);
  await q(`insert into service_musicians_individual (church_id, service_id, song_detail_id, musician_id, instrument)
    select $1, d.service_id, d.id, m.id, m.instrument
    from (select id, service_id, row_number() over (order by service_id, start_time) as rn from song_details
          where church_id = $1 and start_time = 60) d
    cross join generate_series(0, 2) j
    join (select id, instrument, row_number() over (order by name, id) as rn from musicians where church_id = $1) m
      on m.rn = (d.rn * 3 + j) % ${sizes.musicians} + 1`);
  await q(`select refresh_song_statistics(array(select id from songs_catalog where church_id = $1))`);
}

async function buildDataSet(connectionString: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const churches = await client.query<{ id: string }>(
      `insert into churches (name, slug) select 'Igreja Bench ' || n, 'igreja-bench-' || n from generate_series(1, ${CHURCHES}) n
       returning id`,
    );
    for (const [index, church] of churches.rows.entries()) {
      await fillChurch(client, church.id, index === 0 ? BIG : SMALL);
    }
    await client.query("analyze");
    const counts = await client.query<Record<string, number>>(`select
      (select count(*)::int from churches) as churches,
      (select count(*)::int from services) as services,
      (select count(*)::int from song_details) as segments,
      (select count(*)::int from songs_catalog) as songs,
      (select count(*)::int from musicians) as musicians,
      (select count(*)::int from services s join churches c on c.id = s.church_id where c.slug = 'igreja-bench-1') as big_services,
      (select count(*)::int from song_details d join churches c on c.id = d.church_id where c.slug = 'igreja-bench-1') as big_segments,
      (select count(*)::int from songs_catalog s join churches c on c.id = s.church_id where c.slug = 'igreja-bench-1') as big_songs,
      (select count(*)::int from musicians m join churches c on c.id = m.church_id where c.slug = 'igreja-bench-1') as big_musicians,
      current_setting('server_version') as version`);
    return counts.rows[0]!;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------
// 3. The app
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

async function startApp(environment: Record<string, string>): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "src/server/main.ts")], {
    cwd: root,
    env: { ...process.env, ...environment, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) throw new Error("the app did not answer /api/health within 2 minutes");
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
// 4. The load
// ---------------------------------------------------------------------------

type Result = { rps: number; p50: number; p95: number; p99: number; requests: number; errors: number };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function getOnce(agent: http.Agent, url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { accept: "application/json" } }, (response) => {
      response.on("data", () => {});
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

async function load(url: string, connections: number, seconds: number): Promise<Result> {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  // Warm-up: open the connections and let the server's caches settle.
  const warmUntil = performance.now() + 500;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < warmUntil) await getOnce(agent, target);
    }),
  );
  const latencies: number[] = [];
  let errors = 0;
  let issued = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline && issued < MAX_REQUESTS) {
        issued += 1;
        const t0 = performance.now();
        try {
          const status = await getOnce(agent, target);
          if (status !== 200) errors += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requests: latencies.length,
    errors,
  };
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

// ---------------------------------------------------------------------------
// Run
// ---------------------------------------------------------------------------

async function main() {
  const startedAt = new Date();
  let bundle: BundleRow[] = [];
  if (!args.has("skip-bundle")) {
    log("building the client to measure the public pages' initial JavaScript...");
    bundle = measureBundle();
  }

  log("making the data set...");
  const secret = randomBytes(24).toString("hex");
  const environment: Record<string, string> = {
    NODE_ENV: "production",
    AUTH_SECRET: secret,
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    CLIENT_DIR: path.join(workDir, "client"),
  };
  let dropDatabase: (() => Promise<void>) | undefined;
  const externalUrl = process.env.BENCH_DATABASE_URL;
  if (externalUrl) {
    const name = `louvor_bench_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: externalUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(externalUrl);
    url.pathname = `/${name}`;
    environment.DATABASE_URL = url.toString();
    if (args.has("keep-database")) log(`database kept: ${url.toString().replace(/:[^:@/]+@/, ":***@")}`);
    else dropDatabase = async () => {
      const client = new pg.Client({ connectionString: externalUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    };
  } else {
    environment.DATA_DIR = path.join(workDir, "data");
  }
  const config = loadConfig({ ...environment, PUBLIC_URL: "http://127.0.0.1" });
  const opened = await openDatabase(config, pino({ level: "warn" }));
  const connectionString = environment.DATABASE_URL ?? (opened.db.$client as unknown as { options: { connectionString: string } }).options.connectionString;
  const dataSet = await buildDataSet(connectionString);
  await opened.close();
  log(`data set: ${JSON.stringify(dataSet)}`);

  log("starting the app...");
  const app = await startApp(environment);
  try {
    const api = `${app.base}/api/public`;
    const big = "igreja-bench-1";
    const { church } = await json<{ church: { id: string } }>(`${api}/churches/${big}`);
    const home = await json<{
      recentServices: { id: string; key: string }[];
      popularSongs: { songKey: string; segmentKey: string; serviceKey: string }[];
      bands: { key: string }[];
    }>(`${api}/churches/${big}/home`);
    const service = home.recentServices[0]!;
    const song = home.popularSongs[0]!;
    const band = home.bands[0]!;
    const endpoints: [string, string][] = [
      ["baseline: one-row primary-key GET (church by id)", `${api}/churches/${church.id}/identity`],
      ["directory", `${api}/churches`],
      ["directory search", `${api}/churches?search=bench%2012`],
      ["church layout (counts)", `${api}/churches/${big}`],
      ["church home", `${api}/churches/${big}/home`],
      ["services page 1", `${api}/churches/${big}/services`],
      ["services page 40 (last)", `${api}/churches/${big}/services?page=40`],
      ["services by views", `${api}/churches/${big}/services?sort=view_count`],
      ["services search", `${api}/churches/${big}/services?search=agape`],
      ["services of a band", `${api}/churches/${big}/services?band=${band.key}`],
      ["services of a musician", `${api}/churches/${big}/services?musician=musico-10`],
      ["songs page 1 (100)", `${api}/churches/${big}/songs?pageSize=100`],
      ["songs by name", `${api}/churches/${big}/songs?sort=name&direction=asc&pageSize=100`],
      ["songs by duration", `${api}/churches/${big}/songs?sort=duration&pageSize=100`],
      ["songs search", `${api}/churches/${big}/songs?search=aguas&pageSize=100`],
      ["songs of a musician", `${api}/churches/${big}/songs?musician=musico-10&pageSize=50`],
      ["service page", `${api}/churches/${big}/services/${service.key}`],
      ["service page with song", `${api}/churches/${big}/services/${song.serviceKey}?song=${song.segmentKey}`],
      ["recommendations", `${api}/churches/${big}/recommendations?service=${service.id}`],
      ["bands", `${api}/churches/${big}/bands`],
      ["band page", `${api}/churches/${big}/bands/${band.key}`],
      ["musician page", `${api}/churches/${big}/musicians/musico-10`],
      ["songs page (catalogue)", `${api}/churches/${big}/catalogue`],
      ["song detail", `${api}/churches/${big}/catalogue/${song.songKey}`],
      ["HTML with share tags (service)", `${app.base}/churches/${big}/services/${service.key}`],
    ];

    const rows: { name: string; path: string; results: Result[] }[] = [];
    for (const [endpointName, url] of endpoints) {
      let name = endpointName;
      const probe = await fetch(url);
      const body = await probe.text();
      if (probe.status !== 200) {
        log(`skipped ${name}: ${url} answered ${probe.status}`);
        continue;
      }
      // Without the database wired into the static client, the HTML is the plain index.html.
      if (url.startsWith(`${app.base}/churches/`) && !body.includes('property="og:title"')) {
        name = "HTML of a service page (plain index.html: share tags not wired in app.ts)";
      }
      const results: Result[] = [];
      for (const connections of CONNECTIONS) {
        const result = await load(url, connections, SECONDS);
        results.push(result);
        log(
          `${name.padEnd(50)} c=${String(connections).padStart(2)}  ${result.rps.toFixed(0).padStart(6)} req/s  ` +
            `p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms  errors ${result.errors}`,
        );
      }
      rows.push({ name, path: url.replace(app.base, "").replace(church.id, "{id}"), results });
    }
    writeReport({ startedAt, dataSet, bundle, rows });
    log(`written ${path.relative(root, OUT)}`);
  } finally {
    await app.stop();
    await dropDatabase?.();
  }
}

function writeReport(report: {
  startedAt: Date;
  dataSet: Record<string, number | string>;
  bundle: BundleRow[];
  rows: { name: string; path: string; results: Result[] }[];
}) {
  const ms = (value: number) => value.toFixed(1);
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  const lines = [
    "# Benchmarks",
    "",
    "Made by `npm run bench` (scripts/bench.ts; the script line is `tsx scripts/bench.ts`). It builds the client, makes a",
    "fresh database with the data set below, starts the real app (`src/server/main.ts`, production mode, log level warn) on",
    "127.0.0.1, and loads each public GET endpoint for " + SECONDS + " s at 1 and at 50 keep-alive connections, next to a",
    "one-row primary-key GET through the same server in the same run. The load generator is in the script (node:http",
    "agents, latencies sorted for the percentiles: docs/decisions/178); client and server share the machine.",
    "",
    `Run: ${report.startedAt.toISOString()} · ${os.cpus().length} × ${cpu} · Node ${process.version} · PostgreSQL ${report.dataSet.version}`,
    "",
    "## Data set",
    "",
    `${report.dataSet.churches} churches; the large one (\`igreja-bench-1\`) has ${report.dataSet.big_services} services, ` +
      `${report.dataSet.big_segments} song segments, ${report.dataSet.big_songs} songs and ${report.dataSet.big_musicians} musicians ` +
      `(in all: ${report.dataSet.services} services, ${report.dataSet.segments} segments, ${report.dataSet.songs} songs, ` +
      `${report.dataSet.musicians} musicians). Every endpoint below is asked about the large church.`,
    "",
  ];
  if (report.bundle.length > 0) {
    lines.push(
      "## Initial JavaScript of the public pages (gzip, level 9)",
      "",
      "The entry chunk with its static imports, plus the lazily loaded church layout and page of the route.",
      "",
      "| Page | KB (gzip) |",
      "|---|---:|",
      ...report.bundle.map((row) => `| ${row.page} | ${(row.bytes / 1024).toFixed(1)} KiB (${row.bytes} B) |`),
      "",
    );
  }
  lines.push(
    "## API",
    "",
    "| Endpoint | Path | c | req/s | p50 ms | p95 ms | p99 ms | errors |",
    "|---|---|---:|---:|---:|---:|---:|---:|",
  );
  for (const row of report.rows) {
    row.results.forEach((result, index) => {
      lines.push(
        `| ${index === 0 ? row.name : ""} | ${index === 0 ? `\`${row.path}\`` : ""} | ${CONNECTIONS[index]} | ${result.rps.toFixed(0)} | ` +
          `${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.p99)} | ${result.errors} |`,
      );
    });
  }
  lines.push("");
  writeFileSync(OUT, `${lines.join("\n")}\n`);
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
