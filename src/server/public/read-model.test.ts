import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createBand, createSong, signedInAdmin } from "../../../tests/factories";
import { serviceBody } from "../../../tests/service-body";
import { useTestApp } from "../../../tests/test-app";
import { migrationsFolder } from "../db";

/**
 * The public read model (decision 242) equals a recount after every kind of administrator's
 * edit. The recount is written here, independently of the triggers that keep the stored figures.
 */

const t = useTestApp();
let cookie: string;
let churchId: string;

const admin = async (url: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> => {
  const response = await t.request(url, { ...init, headers: { cookie } });
  expect(response.status, `${init.method ?? "GET"} ${url}: ${await response.clone().text()}`).toBeLessThan(300);
  return response;
};

/** Rows whose stored figures differ from a recount; empty when the read model is right. */
async function mismatches(): Promise<unknown[]> {
  const result = await t.db.execute(sql`
    select 'service' as what, s.id, s.duration as stored_duration, s.song_count as stored_count, s.search_text as stored_search,
           coalesce(max(d.end_time) filter (where d.active), 0) as duration,
           count(d.id) filter (where d.active) as count,
           lower(unaccent(concat_ws(' ', to_char(s.date, 'DD/MM/YYYY'), to_char(s.date, 'DD.MM.YYYY'), to_char(s.date, 'DD-MM-YYYY'),
             to_char(s.time, 'HH24:MI'), 'culto ' || extract(hour from s.time)::int || 'h', s.shift,
             case s.shift when 'morning' then 'manhã' when 'afternoon' then 'tarde' else 'noite' end, b.name))) as search
    from services s join bands b on b.id = s.band_id left join song_details d on d.service_id = s.id
    where s.church_id = ${churchId}::uuid
    group by s.id, b.name
    having s.duration <> coalesce(max(d.end_time) filter (where d.active), 0)
        or s.song_count <> count(d.id) filter (where d.active)
        or s.search_text <> lower(unaccent(concat_ws(' ', to_char(s.date, 'DD/MM/YYYY'), to_char(s.date, 'DD.MM.YYYY'), to_char(s.date, 'DD-MM-YYYY'),
             to_char(s.time, 'HH24:MI'), 'culto ' || extract(hour from s.time)::int || 'h', s.shift,
             case s.shift when 'morning' then 'manhã' when 'afternoon' then 'tarde' else 'noite' end, b.name)))
    union all
    select 'church', c.id, c.services_total, c.songs_total, null,
           (select count(*) from services s where s.church_id = c.id and s.active),
           (select count(*) from song_details d join services s on s.id = d.service_id where s.church_id = c.id and s.active and d.active),
           null
    from churches c
    where c.id = ${churchId}::uuid
      and (c.services_total <> (select count(*) from services s where s.church_id = c.id and s.active)
        or c.songs_total <> (select count(*) from song_details d join services s on s.id = d.service_id where s.church_id = c.id and s.active and d.active))
    union all
    select 'song', c.id, null, null, c.last_segment_id::text, null, null, latest.id::text
    from songs_catalog c
    left join lateral (
      select d.id from song_details d join services s on s.id = d.service_id
      where d.song_catalog_id = c.id and d.active and s.active
      order by s.date desc, s.time desc, d.start_time, d.id limit 1
    ) latest on true
    where c.church_id = ${churchId}::uuid and c.last_segment_id is distinct from latest.id`);
  return result.rows;
}

beforeAll(async () => {
  const signedIn = await signedInAdmin(t);
  cookie = signedIn.cookie;
  churchId = signedIn.church.id;
});

describe("the public read model", () => {
  it("equals a recount after every kind of edit", async () => {
    const agape = await createBand(t.db, churchId, { name: "Banda Ágape", year: 2020 });
    const kairos = await createBand(t.db, churchId, { name: "Banda Kairós", year: 2021 });
    const [santo, hosana, aleluia] = await Promise.all(
      ["Santo", "Hosana", "Aleluia"].map((name) => createSong(t.db, churchId, { name })),
    );
    const seg = (song: { id: string }, startTime: number, endTime: number, id?: string) => ({ id, songCatalogId: song.id, startTime, endTime });
    expect(await mismatches()).toEqual([]);

    const created = (await (
      await admin("/api/admin/services", { method: "POST", json: serviceBody(agape.id, [seg(santo!, 0, 200), seg(hosana!, 300, 500)]) })
    ).json()) as { service: { id: string }; segments: { id: string }[] };
    const first = created.service.id;
    expect(await mismatches(), "a service created").toEqual([]);

    const second = (
      (await (
        await admin("/api/admin/services", {
          method: "POST",
          json: serviceBody(kairos.id, [seg(hosana!, 0, 100), seg(aleluia!, 100, 900)], { date: "2025-03-16", time: "09:30" }),
        })
      ).json()) as { service: { id: string } }
    ).service.id;
    expect(await mismatches(), "a later service created").toEqual([]);

    await admin(`/api/admin/services/${first}`, {
      method: "PUT",
      json: serviceBody(agape.id, [seg(santo!, 0, 250, created.segments[0]!.id), seg(aleluia!, 400, 1200)], { time: "19:30" }),
    });
    expect(await mismatches(), "segments edited, replaced and the hour moved").toEqual([]);

    await admin(`/api/admin/services/${second}`, {
      method: "PUT",
      json: serviceBody(agape.id, [seg(hosana!, 0, 100), seg(aleluia!, 100, 900)], { date: "2025-03-16", time: "09:30", active: false }),
    });
    expect(await mismatches(), "a service deactivated and moved to another band").toEqual([]);

    await admin(`/api/admin/bands/${agape.id}`, { method: "PUT", json: { name: "Ministério Shekinah", year: 2020, members: [] } });
    expect(await mismatches(), "a band renamed").toEqual([]);

    const state = (await (await admin(`/api/admin/services/${first}`)).json()) as { segments: { id: string }[] };
    await admin(`/api/admin/services/${first}/segments/${state.segments[1]!.id}`, { method: "DELETE" });
    expect(await mismatches(), "a segment deleted").toEqual([]);

    await admin(`/api/admin/services/${second}`, { method: "DELETE" });
    expect(await mismatches(), "a service deleted").toEqual([]);

    const stored = await t.db.execute<{ servicesTotal: number; songsTotal: number }>(
      sql`select services_total as "servicesTotal", songs_total as "songsTotal" from churches where id = ${churchId}::uuid`,
    );
    expect(stored.rows[0]).toEqual({ servicesTotal: 1, songsTotal: 1 });
  });

  it("finds a service by any word a visitor may type, through the stored search text", async () => {
    const band = await createBand(t.db, churchId, { name: "Coral Esperança", year: 2019 });
    const song = await createSong(t.db, churchId, { name: "Rei da Glória" });
    await admin("/api/admin/services", {
      method: "POST",
      json: serviceBody(band.id, [{ songCatalogId: song.id, startTime: 0, endTime: 60 }], { date: "2024-12-01", time: "18:15" }),
    });
    const slug = (await t.db.execute<{ slug: string }>(sql`select slug from churches where id = ${churchId}::uuid`)).rows[0]!.slug;
    for (const term of ["01/12/2024", "01.12.2024", "18:15", "culto 18h", "ESPERANCA", "coral esp"]) {
      const response = await t.request(`/api/public/churches/${slug}/services?search=${encodeURIComponent(term)}`);
      const body = (await response.json()) as { items: { date: string }[] };
      expect(body.items.map((item) => item.date), term).toEqual(["2024-12-01"]);
    }
  });
});

/**
 * Rows of the church whose stored readable key (decision 244) differs from a recount by decision
 * 170's rule, written here as the per-row SQL the public queries used before the keys were stored.
 */
async function keyMismatches(): Promise<unknown[]> {
  const result = await t.db.execute(sql`
    with recount as (
      select 'service' as what, s.id, s.public_key as stored,
        case when s.active then concat_ws('-', to_char(s.date, 'DD-MM-YYYY'), extract(hour from s.time)::int || 'h', nullif(louvor_slug(b.name), ''),
          case
            when not exists (select 1 from services o where o.church_id = s.church_id and o.date = s.date and o.active and o.id <> s.id
                             and extract(hour from o.time) = extract(hour from s.time)) then null
            when exists (select 1 from services o where o.church_id = s.church_id and o.date = s.date and o.active and o.id <> s.id
                         and extract(hour from o.time) = extract(hour from s.time) and left(o.id::text, 4) = left(s.id::text, 4)) then s.id::text
            else left(s.id::text, 4)
          end) end as recounted
      from services s join bands b on b.id = s.band_id where s.church_id = ${churchId}::uuid
      union all
      select 'band', b.id, b.public_key, concat_ws('-', nullif(louvor_slug(b.name), ''), b.year::text,
          case
            when not exists (select 1 from bands o where o.church_id = b.church_id and louvor_slug(o.name) = louvor_slug(b.name) and o.year = b.year and o.id <> b.id) then null
            when exists (select 1 from bands o where o.church_id = b.church_id and louvor_slug(o.name) = louvor_slug(b.name) and o.year = b.year and o.id <> b.id
                         and left(o.id::text, 4) = left(b.id::text, 4)) then b.id::text
            else left(b.id::text, 4)
          end)
      from bands b where b.church_id = ${churchId}::uuid
      union all
      select 'musician', m.id, m.public_key, concat_ws('-', nullif(louvor_slug(m.name), ''),
          case
            when not exists (select 1 from musicians o where o.church_id = m.church_id and louvor_slug(o.name) = louvor_slug(m.name) and o.id <> m.id) then null
            when exists (select 1 from musicians o where o.church_id = m.church_id and louvor_slug(o.name) = louvor_slug(m.name) and o.id <> m.id
                         and left(o.id::text, 4) = left(m.id::text, 4)) then m.id::text
            else left(m.id::text, 4)
          end)
      from musicians m where m.church_id = ${churchId}::uuid
      union all
      select 'song', c.id, c.public_key, louvor_slug(c.name) || '-' ||
          case when exists (select 1 from songs_catalog o where o.church_id = c.church_id and louvor_slug(o.name) = louvor_slug(c.name) and o.id <> c.id
                            and left(o.id::text, 4) = left(c.id::text, 4)) then c.id::text else left(c.id::text, 4) end
      from songs_catalog c where c.church_id = ${churchId}::uuid
      union all
      select 'segment', d.id, d.public_key, louvor_slug(c.name) || '-' ||
          case when exists (select 1 from song_details o join songs_catalog oc on oc.id = o.song_catalog_id
                            where o.service_id = d.service_id and louvor_slug(oc.name) = louvor_slug(c.name) and o.id <> d.id
                              and left(o.id::text, 4) = left(d.id::text, 4)) then d.id::text else left(d.id::text, 4) end
      from song_details d join songs_catalog c on c.id = d.song_catalog_id where d.church_id = ${churchId}::uuid
    )
    select * from recount where stored is distinct from recounted`);
  return result.rows;
}

const storedKey = async (table: "services" | "bands" | "musicians" | "songs_catalog" | "song_details", id: string) =>
  (await t.db.execute<{ key: string | null }>(sql`select public_key as key from ${sql.identifier(table)} where id = ${id}::uuid`)).rows[0]?.key;

describe("the stored readable keys", () => {
  it("equal a recount after every kind of edit", async () => {
    const json = async <T>(response: Response) => (await response.json()) as T;
    const shalom = (await json<{ band: { id: string } }>(await admin("/api/admin/bands", { method: "POST", json: { name: "Banda Shalom", year: 2022 } }))).band;
    const louvai = (await json<{ band: { id: string } }>(await admin("/api/admin/bands", { method: "POST", json: { name: "Louvai", year: 2022 } }))).band;
    const song = (await json<{ song: { id: string } }>(await admin("/api/admin/songs", { method: "POST", json: { name: "Santo Espírito" } }))).song;
    expect(await keyMismatches(), "bands and a song created").toEqual([]);
    expect(await storedKey("bands", shalom.id)).toBe("banda-shalom-2022");
    expect(await storedKey("songs_catalog", song.id)).toBe(`santo-espirito-${song.id.slice(0, 4)}`);

    const body = (bandId: string, overrides: Parameters<typeof serviceBody>[2] = {}) =>
      serviceBody(bandId, [{ songCatalogId: song.id, startTime: 0, endTime: 120 }], { date: "2025-04-06", time: "19:00", ...overrides });
    const create = async (bandId: string, overrides: Parameters<typeof serviceBody>[2] = {}) =>
      (await json<{ service: { id: string } }>(await admin("/api/admin/services", { method: "POST", json: body(bandId, overrides) }))).service.id;
    const first = await create(shalom.id);
    expect(await keyMismatches(), "a service created").toEqual([]);
    expect(await storedKey("services", first)).toBe("06-04-2025-19h-banda-shalom");

    const second = await create(shalom.id, { time: "19:30" });
    expect(await keyMismatches(), "a second service in the same hour").toEqual([]);
    expect(await storedKey("services", first)).toBe(`06-04-2025-19h-banda-shalom-${first.slice(0, 4)}`);

    await admin(`/api/admin/services/${second}`, { method: "PUT", json: body(shalom.id, { time: "20:00" }) });
    expect(await keyMismatches(), "the hour changed").toEqual([]);
    expect(await storedKey("services", first)).toBe("06-04-2025-19h-banda-shalom");
    expect(await storedKey("services", second)).toBe("06-04-2025-20h-banda-shalom");

    await admin(`/api/admin/services/${second}`, { method: "PUT", json: body(shalom.id, { time: "19:45", date: "2025-04-06", active: false }) });
    expect(await keyMismatches(), "moved back, inactive").toEqual([]);
    expect(await storedKey("services", first)).toBe("06-04-2025-19h-banda-shalom");
    expect(await storedKey("services", second)).toBeNull();

    await admin(`/api/admin/services/${second}`, { method: "PUT", json: body(louvai.id, { time: "19:45" }) });
    expect(await keyMismatches(), "reactivated with another band").toEqual([]);
    expect(await storedKey("services", second)).toBe(`06-04-2025-19h-louvai-${second.slice(0, 4)}`);

    await admin(`/api/admin/services/${first}`, { method: "PUT", json: body(shalom.id, { date: "2025-03-30" }) });
    expect(await keyMismatches(), "the date changed").toEqual([]);
    expect(await storedKey("services", second)).toBe("06-04-2025-19h-louvai");
    await admin(`/api/admin/services/${first}`, { method: "PUT", json: body(shalom.id) });
    expect(await keyMismatches(), "the date changed back").toEqual([]);

    await admin(`/api/admin/bands/${louvai.id}`, { method: "PUT", json: { name: "Louvai Jovens", year: 2022, members: [] } });
    expect(await keyMismatches(), "a band renamed").toEqual([]);
    expect(await storedKey("services", second)).toBe(`06-04-2025-19h-louvai-jovens-${second.slice(0, 4)}`);
    expect(await storedKey("bands", louvai.id)).toBe("louvai-jovens-2022");

    await admin(`/api/admin/services/${second}`, { method: "DELETE" });
    expect(await keyMismatches(), "a service deleted").toEqual([]);
    expect(await storedKey("services", first)).toBe("06-04-2025-19h-banda-shalom");

    // Bands and musicians that share a slug (and year), then stop sharing it.
    const twin = (await json<{ band: { id: string } }>(await admin("/api/admin/bands", { method: "POST", json: { name: "BANDA SHALOM!", year: 2022 } }))).band;
    expect(await keyMismatches(), "a namesake band").toEqual([]);
    expect(await storedKey("services", first)).toBe("06-04-2025-19h-banda-shalom");
    expect(await storedKey("bands", shalom.id)).toBe(`banda-shalom-2022-${shalom.id.slice(0, 4)}`);
    await admin(`/api/admin/bands/${twin.id}`, { method: "PUT", json: { name: "BANDA SHALOM!", year: 2023, members: [] } });
    expect(await keyMismatches(), "the namesake's year changed").toEqual([]);
    expect(await storedKey("bands", shalom.id)).toBe("banda-shalom-2022");
    await admin(`/api/admin/bands/${twin.id}`, { method: "PUT", json: { name: "Banda Shalom", year: 2022, members: [] } });
    expect(await keyMismatches(), "the namesake's year changed back").toEqual([]);
    await admin(`/api/admin/bands/${twin.id}`, { method: "DELETE" });
    expect(await keyMismatches(), "the namesake band deleted").toEqual([]);
    expect(await storedKey("bands", shalom.id)).toBe("banda-shalom-2022");

    const musician = async (name: string) =>
      (await json<{ musician: { id: string } }>(await admin("/api/admin/musicians", { method: "POST", json: { name } }))).musician.id;
    const ana = await musician("Ana Lima");
    const other = await musician("Ana  Lima");
    expect(await keyMismatches(), "two musicians with one name").toEqual([]);
    expect(await storedKey("musicians", ana)).toBe(`ana-lima-${ana.slice(0, 4)}`);
    await admin(`/api/admin/musicians/${other}`, { method: "PUT", json: { name: "Ana Lima Souza" } });
    expect(await keyMismatches(), "a musician renamed").toEqual([]);
    expect(await storedKey("musicians", ana)).toBe("ana-lima");
    await admin(`/api/admin/musicians/${other}`, { method: "PUT", json: { name: "Ana Lima" } });
    await admin(`/api/admin/musicians/${other}`, { method: "DELETE" });
    expect(await keyMismatches(), "the namesake musician deleted").toEqual([]);
    expect(await storedKey("musicians", ana)).toBe("ana-lima");

    // A song renamed: its key and the keys of its performances.
    const [segment] = (await t.db.execute<{ id: string }>(sql`select id from song_details where service_id = ${first}::uuid`)).rows;
    await admin(`/api/admin/songs/${song.id}`, { method: "PUT", json: { name: "Espírito Santo" } });
    expect(await keyMismatches(), "a song renamed").toEqual([]);
    expect(await storedKey("songs_catalog", song.id)).toBe(`espirito-santo-${song.id.slice(0, 4)}`);
    expect(await storedKey("song_details", segment!.id)).toBe(`espirito-santo-${segment!.id.slice(0, 4)}`);
  });

  it("equal a recount when ids share their first 4 characters, and after bulk statements of any writer", async () => {
    const band = await createBand(t.db, churchId, { name: "Gêmeos", year: 2024 });
    const ids = (n: number) => `fade0000-0000-4000-8000-00000000000${n}`;
    await t.db.execute(sql`insert into musicians (id, church_id, name) values (${ids(1)}::uuid, ${churchId}::uuid, 'Davi'), (${ids(2)}::uuid, ${churchId}::uuid, 'Davi!')`);
    await t.db.execute(sql`insert into songs_catalog (id, church_id, name) values (${ids(3)}::uuid, ${churchId}::uuid, 'Sou Teu'), (${ids(4)}::uuid, ${churchId}::uuid, 'Sou Teu!')`);
    await t.db.execute(sql`insert into services (id, church_id, band_id, date, time, video_url)
      values (${ids(5)}::uuid, ${churchId}::uuid, ${band.id}::uuid, '2024-08-04', '19:00', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
             (${ids(6)}::uuid, ${churchId}::uuid, ${band.id}::uuid, '2024-08-04', '19:30', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
             (${ids(7)}::uuid, ${churchId}::uuid, ${band.id}::uuid, '2024-08-11', '19:00', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')`);
    await t.db.execute(sql`insert into song_details (id, church_id, service_id, song_catalog_id, band_id, start_time, end_time)
      values (${ids(8)}::uuid, ${churchId}::uuid, ${ids(5)}::uuid, ${ids(3)}::uuid, ${band.id}::uuid, 0, 100),
             (${ids(9)}::uuid, ${churchId}::uuid, ${ids(5)}::uuid, ${ids(3)}::uuid, ${band.id}::uuid, 100, 200)`);
    expect(await keyMismatches(), "rows whose ids share 4 characters").toEqual([]);
    expect(await storedKey("musicians", ids(1))).toBe(`davi-${ids(1)}`);
    expect(await storedKey("songs_catalog", ids(3))).toBe(`sou-teu-${ids(3)}`);
    expect(await storedKey("services", ids(5))).toBe(`04-08-2024-19h-gemeos-${ids(5)}`);
    expect(await storedKey("song_details", ids(9))).toBe(`sou-teu-${ids(9)}`);

    // One statement moves several services at once (swapping two groups' members), as a loader might.
    await t.db.execute(sql`update services set date = case when date = '2024-08-04' then '2024-08-11'::date else '2024-08-04'::date end
      where id in (${ids(5)}::uuid, ${ids(6)}::uuid, ${ids(7)}::uuid)`);
    expect(await keyMismatches(), "a bulk date swap").toEqual([]);
    expect(await storedKey("services", ids(7))).toBe("04-08-2024-19h-gemeos");

    await t.db.execute(sql`delete from musicians where id = ${ids(2)}::uuid`);
    await t.db.execute(sql`update songs_catalog set name = 'Sou Todo Teu' where id = ${ids(4)}::uuid`);
    await t.db.execute(sql`update song_details set song_catalog_id = ${ids(4)}::uuid where id = ${ids(9)}::uuid`);
    expect(await keyMismatches(), "the namesakes parted").toEqual([]);
    expect(await storedKey("musicians", ids(1))).toBe("davi");
    expect(await storedKey("songs_catalog", ids(3))).toBe(`sou-teu-fade`);
    expect(await storedKey("song_details", ids(8))).toBe(`sou-teu-fade`);
    expect(await storedKey("song_details", ids(9))).toBe(`sou-todo-teu-fade`);

    await t.db.execute(sql`delete from services where id in (${ids(5)}::uuid, ${ids(6)}::uuid, ${ids(7)}::uuid)`);
    expect(await keyMismatches(), "services deleted in one statement").toEqual([]);
  });
  it("are filled for existing rows by migration 0008", async () => {
    const band = await createBand(t.db, churchId, { name: "Rute e Boaz", year: 2024 });
    await t.db.execute(sql`insert into musicians (church_id, name) values (${churchId}::uuid, 'Rute'), (${churchId}::uuid, 'Rute')`);
    await t.db.execute(sql`insert into services (church_id, band_id, date, time, video_url)
      values (${churchId}::uuid, ${band.id}::uuid, '2024-09-01', '18:00', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
             (${churchId}::uuid, ${band.id}::uuid, '2024-09-01', '18:30', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')`);
    // The keys as a database migrated before 0008 would have them (none), then the migration's fill.
    for (const table of ["services", "bands", "musicians", "songs_catalog", "song_details"]) {
      await t.db.execute(sql`update ${sql.identifier(table)} set public_key = null where church_id = ${churchId}::uuid`);
    }
    const migration = readFileSync(`${migrationsFolder}/0008_stored_readable_keys.sql`, "utf8").split("--> statement-breakpoint");
    const fill = migration.find((statement) => statement.includes("-- Existing rows"));
    expect(fill).toBeDefined();
    await t.db.execute(sql.raw(fill!));
    expect(await keyMismatches()).toEqual([]);
    const filled = await t.db.execute<{ count: number }>(sql`select count(*)::int as count from services where church_id = ${churchId}::uuid and active and public_key is not null`);
    expect(filled.rows[0]!.count).toBeGreaterThan(0);
  });
});
