import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/database";
import { createAuth, type Auth } from "../auth";
import { loadConfig } from "../config";
import { parseChordPro, songChords } from "@shared/chords/chordpro";
import { songKey } from "@shared/chords/song-key";
import { calendarDay } from "./calendar";
import { DEMO_CHART_SONGS } from "./charts";
import { buildDemoPlan } from "./plan";
import { seededIds } from "./random";
import { DEMO_ADMIN, DEMO_CHURCH_SLUG, DEMO_EDITOR, DemoSeedError, demoEditorPassword, isDatabaseEmpty, replacePublishedDemoPassword, seedDemoData } from "./seed-demo";

let database: TestDatabase;
let dataDir: string;
let auth: Auth;
let emptyBefore: boolean;
let result: Awaited<ReturnType<typeof seedDemoData>>;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "louvor-seed-demo-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, DATABASE_URL: database.url, AUTH_SECRET: "x".repeat(40) });
  const logger = pino({ level: "silent" });
  auth = createAuth({ db: database.db, config, logger });

  emptyBefore = await isDatabaseEmpty(database.db);
  // As start-up calls it outside production (main.ts): the published password, passed explicitly.
  result = await seedDemoData(database.db, auth, { password: DEMO_ADMIN.password });
});

afterAll(async () => {
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function rows<T>(query: SQL): Promise<T[]> {
  return (await database.db.execute(query)).rows as T[];
}

async function one<T>(query: SQL): Promise<T> {
  const [row] = await rows<T>(query);
  if (!row) throw new Error("query returned no row");
  return row;
}

/** `value` lies from `min` to `max`, both included. */
function expectBetween(value: number | undefined, min: number, max: number) {
  expect(value).toBeGreaterThanOrEqual(min);
  expect(value).toBeLessThanOrEqual(max);
}

function localIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function daysBefore(date: Date, days: number): string {
  return localIsoDate(new Date(date.getFullYear(), date.getMonth(), date.getDate() - days));
}

describe("demo seed", () => {
  it("loads into a fresh database and returns what start-up prints", async () => {
    expect(emptyBefore).toBe(true);
    expect(result).toEqual({ adminEmail: DEMO_ADMIN.email, adminPassword: DEMO_ADMIN.password, churchSlug: DEMO_CHURCH_SLUG });
    expect(await isDatabaseEmpty(database.db)).toBe(false);
  });

  it("makes the demo administrator the owner of the church, able to sign in", async () => {
    const church = await one<{ slug: string; email: string; logo_url: string | null; address: string | null; youtube_channel: string | null }>(sql`
      select c.slug, u.email, c.logo_url, c.address, c.youtube_channel
      from churches c join church_members m on m.church_id = c.id and m.role = 'admin' join users u on u.id = m.user_id`);
    expect(church).toMatchObject({ slug: DEMO_CHURCH_SLUG, email: DEMO_ADMIN.email, logo_url: null });
    expect(church.address).toBeTruthy();
    expect(church.youtube_channel).toMatch(/^https:\/\/www\.youtube\.com\//);

    const session = await auth.api.signInEmail({ body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
    expect(session.token).toBeTruthy();
  });

  it("gives the church a second member, an Editor, able to sign in", async () => {
    const members = await database.db.execute<{ email: string; role: string }>(sql`
      select u.email, m.role from church_members m join users u on u.id = m.user_id order by m.role`);
    expect(members.rows).toEqual([
      { email: DEMO_ADMIN.email, role: "admin" },
      { email: DEMO_EDITOR.email, role: "editor" },
    ]);
    const session = await auth.api.signInEmail({ body: { email: DEMO_EDITOR.email, password: DEMO_EDITOR.password } });
    expect(session.token).toBeTruthy();
  });

  it("publishes the Editor's password only with the Administrador's: a private one gets a random Editor password", () => {
    expect(demoEditorPassword(DEMO_ADMIN.password)).toBe(DEMO_EDITOR.password);
    const privateOne = demoEditorPassword("uma-senha-so-desta-instalacao");
    expect(privateOne).not.toBe(DEMO_EDITOR.password);
    expect(privateOne).toMatch(/^[\w-]{20,}$/);
  });

  it("gives a few songs a chart written for the demo, each with its original key as the chart says (issue 42)", async () => {
    const { charts } = await one<{ charts: { name: string; chart: string; original_key: string }[] }>(
      sql`select coalesce(json_agg(json_build_object('name', name, 'chart', chart, 'original_key', original_key) order by name), '[]') as charts
          from songs_catalog where chart is not null`,
    );
    expect(charts.map((song) => song.name).sort()).toEqual([...DEMO_CHART_SONGS].sort());
    expect(charts.length).toBeGreaterThanOrEqual(3);
    for (const song of charts) {
      const parsed = parseChordPro(song.chart);
      expect(songKey(parsed), song.name).toBe(song.original_key);
      expect(songChords(parsed).length, song.name).toBeGreaterThan(8);
    }
  });

  it("has counts in the requested ranges", async () => {
    const counts = await one<Record<string, number>>(sql`
      select
        (select count(*)::int from churches) as churches,
        (select count(*)::int from users) as users,
        (select count(*)::int from bands) as bands,
        (select count(*)::int from bands where image_url is null) as bands_without_image,
        (select count(*)::int from musicians) as musicians,
        (select count(*)::int from musicians where is_multibanda) as multibanda,
        (select count(*)::int from songs_catalog) as songs,
        (select count(*)::int from songs_catalog where author is not null) as songs_with_author,
        (select count(*)::int from songs_catalog where chord_file like 'https://www.cifraclub.com.br/%') as songs_with_chords,
        (select count(distinct lower(name))::int from songs_catalog) as distinct_song_names,
        (select count(*)::int from services) as services,
        (select count(*)::int from song_details) as segments,
        (select count(*)::int from songs_catalog where performance_count = 0) as never_played,
        (select count(*)::int from songs_catalog where performance_count = 1) as played_once,
        (select max(performance_count)::int from songs_catalog) as most_played,
        (select count(*)::int from songs_catalog where new_marked_at is not null) as new_songs,
        (select count(distinct song_detail_id)::int from service_musicians_individual) as segments_with_lineup`);

    expect(counts).toMatchObject({ churches: 1, users: 2, bands: 3, bands_without_image: 3 });
    expectBetween(counts.musicians, 18, 22);
    expectBetween(counts.multibanda, 2, 3);
    expectBetween(counts.songs, 70, 90);
    expect(counts.distinct_song_names).toBe(counts.songs);
    expect(counts.songs_with_author).toBeGreaterThan((counts.songs ?? 0) * 0.8);
    expect(counts.songs_with_chords).toBeGreaterThan(10);
    expectBetween(counts.services, 35, 45);
    expectBetween(counts.never_played, 8, 12);
    expect(counts.played_once).toBeGreaterThanOrEqual(5);
    expect(counts.most_played).toBeGreaterThanOrEqual(8);
    expectBetween(counts.new_songs, 8, 12);
    const lineupShare = (counts.segments_with_lineup ?? 0) / (counts.segments ?? 1);
    expect(lineupShare).toBeGreaterThan(0.2);
    expect(lineupShare).toBeLessThan(0.45);
  });

  it("puts every musician but the multibanda ones in exactly one band", async () => {
    const musicians = await rows<{ name: string; is_multibanda: boolean; instrument: string | null; bands: number; instruments: number }>(sql`
      select m.name, m.is_multibanda, m.instrument, count(bm.id)::int as bands,
             coalesce(max(cardinality(bm.instrument)), 0)::int as instruments
      from musicians m left join band_musicians bm on bm.musician_id = m.id and bm.church_id = m.church_id
      group by m.id`);
    for (const musician of musicians) {
      expect(musician.instrument, musician.name).toBeTruthy();
      expect(musician.bands, musician.name).toBe(musician.is_multibanda ? 0 : 1);
      if (!musician.is_multibanda) expect([1, 2], musician.name).toContain(musician.instruments);
    }
  });

  it("only has past services of the last twelve months, with a video", async () => {
    const today = new Date();
    const services = await rows<{ date: string; time: string; video_url: string; view_count: number; active: boolean; weekday: number }>(sql`
      select date, time, video_url, view_count, active, extract(dow from date)::int as weekday from services`);
    for (const service of services) {
      expect(service.date <= localIsoDate(today), service.date).toBe(true);
      expect(service.date >= daysBefore(today, 366), service.date).toBe(true);
      expect([0, 3]).toContain(service.weekday);
      expect(["09:00:00", "18:00:00", "19:30:00"]).toContain(service.time);
      expect(service.video_url).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}$/);
      expectBetween(service.view_count, 0, 500);
      expect(service.active).toBe(true);
    }
  });

  it("gives most performances the key the song is usually played in, some another, and a tempo to many", async () => {
    const [figures] = await rows<{ segments: number; with_key: number; with_tempo: number; songs_in_two_keys: number }>(sql`
      select count(*)::int as segments, count(musical_key)::int as with_key, count(tempo)::int as with_tempo,
        (select count(*)::int from (select song_catalog_id from song_details where musical_key is not null
           group by song_catalog_id having count(distinct musical_key) > 1) k) as songs_in_two_keys
      from song_details`);
    expect(figures!.with_key / figures!.segments).toBeGreaterThan(0.6);
    expect(figures!.with_key).toBeLessThan(figures!.segments);
    expect(figures!.with_tempo / figures!.segments).toBeGreaterThan(0.4);
    expect(figures!.songs_in_two_keys).toBeGreaterThan(0);
  });

  it("splits each service video into 5 to 9 ordered segments played by the service's band", async () => {
    const perService = await rows<{ segments: number; distinct_songs: number }>(sql`
      select count(d.id)::int as segments, count(distinct d.song_catalog_id)::int as distinct_songs
      from services s left join song_details d on d.service_id = s.id group by s.id`);
    for (const service of perService) {
      expectBetween(service.segments, 5, 9);
      expect(service.distinct_songs).toBe(service.segments);
    }

    const segments = await rows<{
      start_time: number;
      end_time: number;
      previous_end: number | null;
      same_band: boolean;
      same_church: boolean;
      same_video: boolean;
      same_name: boolean;
      view_count: number;
    }>(sql`
      select d.start_time, d.end_time,
             lag(d.end_time) over (partition by d.service_id order by d.start_time) as previous_end,
             d.band_id = s.band_id as same_band,
             d.church_id = s.church_id and c.church_id = s.church_id as same_church,
             d.youtube_url = s.video_url as same_video,
             d.name = c.name as same_name,
             d.view_count
      from song_details d
      join services s on s.id = d.service_id
      join songs_catalog c on c.id = d.song_catalog_id`);
    for (const segment of segments) {
      expect(segment.start_time).toBeLessThan(segment.end_time);
      expectBetween(segment.end_time - segment.start_time, 180, 480);
      if (segment.previous_end !== null) expect(segment.start_time).toBeGreaterThan(segment.previous_end);
      expect(segment).toMatchObject({ same_band: true, same_church: true, same_video: true, same_name: true });
      expectBetween(segment.view_count, 0, 200);
    }
  });

  it("has catalogue statistics equal to a recount of the segments", async () => {
    const stored = await rows<Record<string, unknown>>(sql`
      select id, performance_count, first_played_at, last_played_at, last_service_id, view_count
      from songs_catalog order by id`);
    const recount = await rows<Record<string, unknown>>(sql`
      select c.id,
             count(d.id)::int as performance_count,
             min(s.date) as first_played_at,
             max(s.date) as last_played_at,
             (select s2.id from song_details d2 join services s2 on s2.id = d2.service_id
              where d2.song_catalog_id = c.id and d2.active and s2.active
              order by s2.date desc, s2.time desc limit 1) as last_service_id,
             coalesce(sum(d.view_count), 0)::int as view_count
      from songs_catalog c
      left join (song_details d join services s on s.id = d.service_id and s.active)
        on d.song_catalog_id = c.id and d.active
      group by c.id order by c.id`);
    expect(stored).toEqual(recount);
  });

  it("marks recently introduced songs as new, introduced by the band that first played them", async () => {
    const today = new Date();
    const newSongs = await rows<{ name: string; introduced_by: string; first_band: string; marked_on: string; first_played_at: string }>(sql`
      select c.name, c.introduced_by, c.new_marked_at::date::text as marked_on, c.first_played_at,
             (select s.band_id from song_details d join services s on s.id = d.service_id
              where d.song_catalog_id = c.id order by s.date, s.time limit 1) as first_band
      from songs_catalog c where c.new_marked_at is not null`);
    for (const song of newSongs) {
      expect(song.introduced_by, song.name).toBe(song.first_band);
      expect(song.marked_on, song.name).toBe(song.first_played_at);
      expect(song.first_played_at >= daysBefore(today, 183), song.name).toBe(true);
    }
  });

  it("gives every service a lineup and a third of the songs their own", async () => {
    const serviceLineups = await rows<{ lineup: number; members_flagged_substitute: number; outsiders_not_substitute: number }>(sql`
      select count(g.id)::int as lineup,
             count(*) filter (where g.is_substitute and bm.id is not null)::int as members_flagged_substitute,
             count(*) filter (where not g.is_substitute and bm.id is null)::int as outsiders_not_substitute
      from services s
      left join service_musicians_global g on g.service_id = s.id and g.church_id = s.church_id and g.instrument is not null
      left join band_musicians bm on bm.band_id = s.band_id and bm.musician_id = g.musician_id
      group by s.id`);
    for (const lineup of serviceLineups) {
      expect(lineup.lineup).toBeGreaterThanOrEqual(4);
      expect(lineup).toMatchObject({ members_flagged_substitute: 0, outsiders_not_substitute: 0 });
    }

    const songLineups = await rows<{ consistent: boolean; song_musicians: string[]; service_musicians: string[] }>(sql`
      select bool_and(i.service_id = d.service_id and i.church_id = d.church_id and not i.is_global and i.instrument is not null) as consistent,
             array_agg(i.musician_id::text order by i.musician_id) as song_musicians,
             array(select g.musician_id::text from service_musicians_global g
                   where g.service_id = d.service_id order by g.musician_id) as service_musicians
      from service_musicians_individual i join song_details d on d.id = i.song_detail_id
      group by d.id`);
    expect(songLineups.length).toBeGreaterThan(0);
    for (const lineup of songLineups) {
      expect(lineup.consistent).toBe(true);
      expect(lineup.song_musicians).not.toEqual(lineup.service_musicians);
    }
    expect(await one<{ without_segment: number }>(sql`
      select count(*)::int as without_segment from service_musicians_individual where song_detail_id is null`)).toEqual({ without_segment: 0 });
  });

  it("plans next Sunday's evening service with four songs of the latest one, each with its key", async () => {
    const [plan] = await rows<{ date: string; weekday: number; time: string; key: string; songs: { key: string | null; played: boolean }[] }>(sql`
      select p.date::text as date, extract(dow from p.date)::int as weekday, to_char(p.time, 'HH24:MI') as time, p.public_key as key,
        (select json_agg(json_build_object('key', ps.musical_key, 'played', exists (select 1 from song_details d where d.song_catalog_id = ps.song_catalog_id))
           order by ps.position) from plan_songs ps where ps.plan_id = p.id) as songs
      from plans p`);
    expect(plan).toMatchObject({ weekday: 0, time: "19:30" });
    // The first Sunday after today: one to seven days ahead.
    const today = calendarDay(new Date());
    expectBetween(calendarDay(new Date(`${plan!.date}T12:00:00`)) - today, 1, 7);
    expect(plan!.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(plan!.songs).toEqual([
      { key: "G", played: true },
      { key: "D", played: true },
      { key: "Bb", played: true },
      { key: "Em", played: true },
    ]);
  });

  it("gives next Sunday's plan its band as the team, sent, with two yeses, a no with its reason, the rest waiting, and the sound desk still empty", async () => {
    const team = await rows<{ position: string; band_member: boolean | null; status: string }>(sql`
      select t.position, t.status,
        (select bool_and(exists (select 1 from band_musicians bm where bm.band_id = p.band_id and bm.musician_id = t.musician_id))) as band_member
      from plan_team t join plans p on p.id = t.plan_id where t.musician_id is not null group by t.id, t.position, t.status`);
    const [members] = await rows<{ count: number }>(sql`select count(*)::int as count from band_musicians bm join plans p on p.band_id = bm.band_id`);
    expect(team).toHaveLength(members!.count);
    expect(team.every((entry) => entry.band_member)).toBe(true);
    const statuses = team.map((entry) => entry.status);
    expect(statuses.filter((status) => status === "confirmado")).toHaveLength(2);
    expect(statuses.filter((status) => status === "recusado")).toHaveLength(1);
    expect(statuses.filter((status) => status === "pendente")).toHaveLength(team.length - 3);
    expect(await rows(sql`select decline_reason from plan_team where status = 'recusado'`)).toEqual([{ decline_reason: "Estarei viajando neste fim de semana." }]);
    expect(await rows(sql`select position from plan_team where musician_id is null`)).toEqual([{ position: "Som" }]);
  });

  it("refuses to load the demo a second time, leaving the data as it was", async () => {
    await expect(seedDemoData(database.db, auth)).rejects.toThrow(DemoSeedError);
    await expect(seedDemoData(database.db, auth)).rejects.toThrow(/already exists/);
    expect(await one<{ churches: number; users: number }>(sql`
      select (select count(*)::int from churches) as churches, (select count(*)::int from users) as users`)).toEqual({
      churches: 1,
      users: 2,
    });
  });

  it("builds the same data at any hour of the same day", () => {
    const adminId = "00000000-0000-4000-8000-000000000000";
    const morning = buildDemoPlan(new Date(2026, 2, 15, 0, 5), adminId, seededIds(7));
    const evening = buildDemoPlan(new Date(2026, 2, 15, 23, 55), adminId, seededIds(7));
    expect(evening).toEqual(morning);
    const lastService = morning.services.map((service) => service.date).sort().at(-1);
    expect(lastService !== undefined && lastService < "2026-03-15").toBe(true);
  });

  it("gives every install its own ids: two loads of the same day share none", () => {
    const adminId = "00000000-0000-4000-8000-000000000000";
    const idsOf = (plan: ReturnType<typeof buildDemoPlan>) =>
      [plan.church, ...plan.bands, ...plan.musicians, ...plan.songs, ...plan.services, ...plan.segments].map((row) => row.id);
    const today = new Date(2026, 2, 15, 12);
    const first = idsOf(buildDemoPlan(today, adminId));
    const second = new Set(idsOf(buildDemoPlan(today, adminId)));
    expect(first.filter((id) => second.has(id))).toEqual([]);
  });

  it("replaces the published demo password (as left by an older version) with a random one, once", async () => {
    const demoSessions = () =>
      one<{ n: number }>(sql`select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.email = ${DEMO_ADMIN.email}`);
    await auth.api.signInEmail({ body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
    expect((await demoSessions()).n).toBeGreaterThan(0);
    const replaced = await replacePublishedDemoPassword(database.db, auth);
    expect(replaced).toMatch(/^[\w-]{20,}$/);
    await expect(auth.api.signInEmail({ body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } })).rejects.toThrow();
    expect(await demoSessions()).toEqual({ n: 0 });
    expect((await auth.api.signInEmail({ body: { email: DEMO_ADMIN.email, password: replaced! } })).token).toBeTruthy();
    expect(await replacePublishedDemoPassword(database.db, auth)).toBeNull();
  });
});
