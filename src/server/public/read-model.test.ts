import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../tests/factories";
import { insertCatalogSong, insertServicesBand, serviceBody } from "../../../tests/factories-services";
import { createTestApp, type TestApp } from "../../../tests/test-app";

/**
 * The public read model (decision 242) equals a recount after every kind of administrator's
 * edit. The recount is written here, independently of the triggers that keep the stored figures.
 */

let t: TestApp;
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
  t = await createTestApp();
  const signedIn = await signedInAdmin(t);
  cookie = signedIn.cookie;
  churchId = signedIn.church.id;
});

afterAll(async () => {
  await t?.close();
});

describe("the public read model", () => {
  it("equals a recount after every kind of edit", async () => {
    const agape = await insertServicesBand(t, churchId, { name: "Banda Ágape", year: 2020 });
    const kairos = await insertServicesBand(t, churchId, { name: "Banda Kairós", year: 2021 });
    const [santo, hosana, aleluia] = await Promise.all(
      ["Santo", "Hosana", "Aleluia"].map((name) => insertCatalogSong(t, churchId, { name })),
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
    const band = await insertServicesBand(t, churchId, { name: "Coral Esperança", year: 2019 });
    const song = await insertCatalogSong(t, churchId, { name: "Rei da Glória" });
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
