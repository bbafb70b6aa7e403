/**
 * The data: the large church built through the admin API (as a real church's data is made, so the
 * read model is maintained as in real use), small churches in bulk beside it, and views counted.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { call, type Client } from "./admin-client";
import { log, root } from "./options";
import type { Running } from "./processes";

export const BIG = { services: 2_000, segmentsPerService: 8, songs: 1_500, musicians: 150, bands: 12 };
const SMALL = { services: 40, segmentsPerService: 6, songs: 80, musicians: 20, bands: 3 };
const SMALL_CHURCHES = 49;
export const BIG_SLUG = "igreja-bench";
/** Admin API requests in flight while the large church is built. */
export const WRITE_CONCURRENCY = 4;

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

export const SONG_NAMES = ["Águas Purificadoras", "Grande É o Senhor", "Santo", "Rei da Glória", "Fiel Desde o Princípio", "Hosana", "Aleluia", "Tu És Fiel", "Coração Grato", "Leão de Judá"];
const BAND_NAMES = ["Banda Ágape", "Ministério Shekinah", "Banda Kairós", "Louvor Jovem", "Coral Esperança", "Banda Alfa"];
const INSTRUMENTS = ["Voz", "Violão", "Guitarra", "Baixo", "Bateria", "Teclado"];

export function isoDaysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/** The large church, made by an administrator through the admin API, one request per action. */
export async function buildBigChurch(environment: Record<string, string>, app: Running) {
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
export async function fillSmallChurches(connectionString: string) {
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
export async function countViews(connectionString: string) {
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

/**
 * The database at rest before a measurement, as a church's data is between an administrator's
 * work and its visitors: vacuumed, analysed and checkpointed, so that autovacuum and the
 * checkpointer do not start on the 16,000 fresh rows in the middle of a measured run.
 */
export async function settle(connectionString: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query("vacuum (analyze)");
    // Needs a superuser or pg_checkpoint (the embedded server's user is one).
    await client.query("checkpoint").catch(() => undefined);
  } finally {
    await client.end();
  }
}

export async function dataSetFigures(connectionString: string) {
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
