import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBand, createChurch, createMusician, createSegment, createService, createSong } from "../../../tests/factories";
import { useTestApp } from "../../../tests/test-app";
import {
  parseServiceKey,
  resolveBandKey,
  resolveChurch,
  resolveMusicianKey,
  resolveSegmentKey,
  resolveServiceKey,
  resolveSongKey,
} from "./keys";

const t = useTestApp();

/** The key stored on the row (decision 244). */
async function storedKey(table: "services" | "musicians" | "bands" | "songs_catalog" | "song_details", id: string): Promise<string> {
  const result = await t.db.execute<{ key: string }>(sql`select public_key as key from ${sql.identifier(table)} where id = ${id}::uuid`);
  return result.rows[0]!.key;
}

const serviceKey = (id: string) => storedKey("services", id);
const musicianKey = (id: string) => storedKey("musicians", id);
const bandKey = (id: string) => storedKey("bands", id);
const songKey = (id: string) => storedKey("songs_catalog", id);
const segmentKey = (id: string) => storedKey("song_details", id);

describe("resolveChurch", () => {
  it("finds a church by slug, then by id, and nothing else", async () => {
    const church = await createChurch(t.db, { name: "Igreja da Graça", slug: "igreja-da-graca", logoUrl: "/uploads/logos/a.png" });
    const expected = {
      id: church.id,
      slug: "igreja-da-graca",
      name: "Igreja da Graça",
      logoUrl: "/uploads/logos/a.png",
      contentVersion: String(church.contentVersion),
    };
    expect(await resolveChurch(t.db, "igreja-da-graca")).toEqual(expected);
    expect(await resolveChurch(t.db, "IGREJA-DA-GRACA")).toEqual(expected);
    expect(await resolveChurch(t.db, church.id)).toEqual(expected);
    expect(await resolveChurch(t.db, church.id.toUpperCase())).toEqual(expected);
    expect(await resolveChurch(t.db, "igreja-que-nao-existe")).toBeNull();
    expect(await resolveChurch(t.db, "00000000-0000-0000-0000-000000000000")).toBeNull();
    expect(await resolveChurch(t.db, "")).toBeNull();
    expect(await resolveChurch(t.db, "'; drop table churches; --")).toBeNull();
  });
});

describe("service keys", () => {
  it("are date, hour and band slug, and resolve back (accents and case do not matter)", async () => {
    const church = await createChurch(t.db);
    const band = await createBand(t.db, church.id, { name: "Banda Ágape", year: 2019 });
    const service = await createService(t.db, church.id, { bandId: band.id, date: "2024-03-10", time: "19:30:00" });
    const morning = await createService(t.db, church.id, { bandId: band.id, date: "2024-03-10", time: "09:00:00" });
    expect(await serviceKey(service.id)).toBe("10-03-2024-19h-banda-agape");
    expect(await serviceKey(morning.id)).toBe("10-03-2024-9h-banda-agape");
    expect(await resolveServiceKey(t.db, church.id, "10-03-2024-19h-banda-agape")).toBe(service.id);
    expect(await resolveServiceKey(t.db, church.id, "10-03-2024-19H-Banda-Agape")).toBe(service.id);
    expect(await resolveServiceKey(t.db, church.id, "10-03-2024-9h-banda-agape")).toBe(morning.id);
    expect(await resolveServiceKey(t.db, church.id, "10-03-2024-09h-banda-agape")).toBe(morning.id);
  });

  it("fall back to date and hour when the band part does not match (spec)", async () => {
    const church = await createChurch(t.db);
    const band = await createBand(t.db, church.id, { name: "Kairós", year: 2023 });
    const service = await createService(t.db, church.id, { bandId: band.id, date: "2023-12-24", time: "18:00:00" });
    expect(await resolveServiceKey(t.db, church.id, "24-12-2023-18h")).toBe(service.id);
    expect(await resolveServiceKey(t.db, church.id, "24-12-2023-18h-banda-renomeada")).toBe(service.id);
    expect(await resolveServiceKey(t.db, church.id, "24-12-2023-19h-kairos")).toBeNull();
    expect(await resolveServiceKey(t.db, church.id, "25-12-2023-18h-kairos")).toBeNull();
  });

  it("give two active services at the same date and hour distinct keys that each resolve", async () => {
    const church = await createChurch(t.db);
    const band = await createBand(t.db, church.id, { name: "Shekinah", year: 2021 });
    const first = await createService(t.db, church.id, { bandId: band.id, date: "2024-05-05", time: "19:00:00" });
    const second = await createService(t.db, church.id, { bandId: band.id, date: "2024-05-05", time: "19:45:00" });
    const firstKey = await serviceKey(first.id);
    const secondKey = await serviceKey(second.id);
    expect(firstKey).not.toBe(secondKey);
    expect(firstKey).toMatch(/^05-05-2024-19h-shekinah-[0-9a-f]{4}/);
    expect(await resolveServiceKey(t.db, church.id, firstKey)).toBe(first.id);
    expect(await resolveServiceKey(t.db, church.id, secondKey)).toBe(second.id);
    // The key without the disambiguator still lands on one of them (the earliest).
    expect(await resolveServiceKey(t.db, church.id, "05-05-2024-19h-shekinah")).toBe(first.id);
  });

  it("drop the disambiguator when the other service is inactive, and never resolve inactive services", async () => {
    const church = await createChurch(t.db);
    const band = await createBand(t.db, church.id, { name: "Louvor", year: 2021 });
    const active = await createService(t.db, church.id, { bandId: band.id, date: "2024-06-02", time: "10:00:00" });
    const inactive = await createService(t.db, church.id, { bandId: band.id, date: "2024-06-02", time: "10:15:00", active: false });
    expect(await serviceKey(active.id)).toBe("02-06-2024-10h-louvor");
    expect(await resolveServiceKey(t.db, church.id, "02-06-2024-10h-louvor")).toBe(active.id);
    expect(await resolveServiceKey(t.db, church.id, inactive.id)).toBeNull();
    expect(await resolveServiceKey(t.db, church.id, active.id)).toBe(active.id);
  });

  it("use the whole id when two same-hour services share the first 4 characters of their ids", async () => {
    const church = await createChurch(t.db);
    const band = await createBand(t.db, church.id, { name: "Gêmeos", year: 2022 });
    const sameHour = (id: string) => createService(t.db, church.id, { bandId: band.id, id, date: "2024-07-07", time: "19:00:00" });
    const first = await sameHour("abcd0000-0000-4000-8000-000000000001");
    const second = await sameHour("abcd0000-0000-4000-8000-000000000002");
    expect(await serviceKey(first.id)).toBe(`07-07-2024-19h-gemeos-${first.id}`);
    expect(await resolveServiceKey(t.db, church.id, await serviceKey(first.id))).toBe(first.id);
    expect(await resolveServiceKey(t.db, church.id, await serviceKey(second.id))).toBe(second.id);
  });

  it("never resolve another church's service, by key or by id, and answer null to garbage", async () => {
    const church = await createChurch(t.db);
    const other = await createChurch(t.db);
    const band = await createBand(t.db, other.id, { name: "Outra", year: 2020 });
    const service = await createService(t.db, other.id, { bandId: band.id, date: "2024-01-07", time: "19:00:00" });
    expect(await resolveServiceKey(t.db, other.id, "07-01-2024-19h-outra")).toBe(service.id);
    expect(await resolveServiceKey(t.db, church.id, "07-01-2024-19h-outra")).toBeNull();
    expect(await resolveServiceKey(t.db, church.id, service.id)).toBeNull();
    for (const garbage of ["", "x", "31-02-2024-19h", "10-13-2024-19h", "10-03-2024-24h", "10-03-2024", "🎵", "a".repeat(5000), "10-03-2024-19h-%", "not-a-uuid-0000"]) {
      expect(await resolveServiceKey(t.db, church.id, garbage)).toBeNull();
    }
    expect(await resolveServiceKey(t.db, "not-a-church-id", "07-01-2024-19h")).toBeNull();
  });

  it("parse only real calendar dates", () => {
    expect(parseServiceKey("29-02-2024-7h")).toEqual({ date: "2024-02-29", hour: 7, rest: "" });
    expect(parseServiceKey("29-02-2023-7h")).toBeNull();
    expect(parseServiceKey("01-01-2024-23h-a-b")).toEqual({ date: "2024-01-01", hour: 23, rest: "a-b" });
  });
});

describe("song keys", () => {
  it("are name slug and 4 id characters, resolved through the id range and the slug", async () => {
    const church = await createChurch(t.db);
    const song = await createSong(t.db, church.id, { name: "Grande É o Senhor!" });
    const key = await songKey(song.id);
    expect(key).toBe(`grande-e-o-senhor-${song.id.slice(0, 4)}`);
    expect(await resolveSongKey(t.db, church.id, key)).toBe(song.id);
    expect(await resolveSongKey(t.db, church.id, key.toUpperCase())).toBe(song.id);
    expect(await resolveSongKey(t.db, church.id, song.id)).toBe(song.id);
    expect(await resolveSongKey(t.db, church.id, `outra-musica-${song.id.slice(0, 4)}`)).toBeNull();
    expect(await resolveSongKey(t.db, church.id, "grande-e-o-senhor")).toBeNull();
    expect(await resolveSongKey(t.db, church.id, "grande-e-o-senhor-zzzz")).toBeNull();
  });

  it("tell apart two songs whose ids share the first 4 characters by their names", async () => {
    const church = await createChurch(t.db);
    const first = await createSong(t.db, church.id, { id: "beef0000-0000-4000-8000-000000000001", name: "Aleluia" });
    const second = await createSong(t.db, church.id, { id: "beef0000-0000-4000-8000-000000000002", name: "Hosana" });
    expect(await resolveSongKey(t.db, church.id, "aleluia-beef")).toBe(first.id);
    expect(await resolveSongKey(t.db, church.id, "hosana-beef")).toBe(second.id);
  });

  it("use the whole id when two songs' slugs and first 4 id characters agree, and keep the short form opening the earlier", async () => {
    const church = await createChurch(t.db);
    const first = await createSong(t.db, church.id, { id: "d00d0000-0000-4000-8000-000000000001", name: "Santo" });
    const second = await createSong(t.db, church.id, { id: "d00d0000-0000-4000-8000-000000000002", name: "Santo!" });
    expect(await songKey(first.id)).toBe(`santo-${first.id}`);
    expect(await songKey(second.id)).toBe(`santo-${second.id}`);
    expect(await resolveSongKey(t.db, church.id, `santo-${second.id}`)).toBe(second.id);
    expect(await resolveSongKey(t.db, church.id, "santo-d00d")).toBe(first.id);
  });

  it("never resolve another church's song", async () => {
    const church = await createChurch(t.db);
    const other = await createChurch(t.db);
    const song = await createSong(t.db, other.id, { name: "Santo" });
    expect(await resolveSongKey(t.db, church.id, await songKey(song.id))).toBeNull();
    expect(await resolveSongKey(t.db, church.id, song.id)).toBeNull();
  });
});

describe("segment keys", () => {
  it("are the song slug and 4 characters of the segment id, within active segments of the service", async () => {
    const church = await createChurch(t.db);
    const band = await createBand(t.db, church.id);
    const service = await createService(t.db, church.id, { bandId: band.id });
    const song = await createSong(t.db, church.id, { name: "Águas Purificadoras" });
    const opening = await createSegment(t.db, service.churchId, { serviceId: service.id, songCatalogId: song.id, startTime: 0, endTime: 200 });
    const reprise = await createSegment(t.db, service.churchId, { serviceId: service.id, songCatalogId: song.id, startTime: 900, endTime: 1100 });
    const hidden = await createSegment(t.db, service.churchId, { serviceId: service.id, songCatalogId: song.id, startTime: 1200, endTime: 1300, active: false });
    const openingKey = await segmentKey(opening.id);
    expect(openingKey).toBe(`aguas-purificadoras-${opening.id.slice(0, 4)}`);
    expect(await resolveSegmentKey(t.db, service.id, openingKey)).toBe(opening.id);
    expect(await resolveSegmentKey(t.db, service.id, await segmentKey(reprise.id))).toBe(reprise.id);
    expect(await resolveSegmentKey(t.db, service.id, await segmentKey(hidden.id))).not.toBe(hidden.id);
    expect(await resolveSegmentKey(t.db, service.id, hidden.id)).toBeNull();
    expect(await resolveSegmentKey(t.db, service.id, opening.id)).toBe(opening.id);
    // A catalogue song key or id inside the service opens its first performance there.
    expect(await resolveSegmentKey(t.db, service.id, await songKey(song.id))).toBe(opening.id);
    expect(await resolveSegmentKey(t.db, service.id, song.id)).toBe(opening.id);
    expect(await resolveSegmentKey(t.db, service.id, "outra-musica-0000")).toBeNull();
    expect(await resolveSegmentKey(t.db, "garbage", openingKey)).toBeNull();
  });

  it("never resolve a segment of another service", async () => {
    const church = await createChurch(t.db);
    const band = await createBand(t.db, church.id);
    const one = await createService(t.db, church.id, { bandId: band.id, date: "2024-02-04" });
    const two = await createService(t.db, church.id, { bandId: band.id, date: "2024-02-11" });
    const song = await createSong(t.db, church.id, { name: "Tu És Fiel" });
    const segment = await createSegment(t.db, one.churchId, { serviceId: one.id, songCatalogId: song.id });
    expect(await resolveSegmentKey(t.db, two.id, segment.id)).toBeNull();
    expect(await resolveSegmentKey(t.db, two.id, await segmentKey(segment.id))).toBeNull();
  });
});

describe("band keys", () => {
  it("are name slug and year, with a disambiguator only for a duplicate", async () => {
    const church = await createChurch(t.db);
    const agape = await createBand(t.db, church.id, { name: "Banda Ágape", year: 2019 });
    const agape2021 = await createBand(t.db, church.id, { name: "Banda Agape", year: 2021 });
    const twinA = await createBand(t.db, church.id, { name: "Jovens", year: 2020 });
    const twinB = await createBand(t.db, church.id, { name: "JOVENS!", year: 2020 });
    expect(await bandKey(agape.id)).toBe("banda-agape-2019");
    expect(await bandKey(agape2021.id)).toBe("banda-agape-2021");
    const twinAKey = await bandKey(twinA.id);
    const twinBKey = await bandKey(twinB.id);
    expect(twinAKey).toMatch(/^jovens-2020-[0-9a-f]{4}$/);
    expect(twinAKey).not.toBe(twinBKey);
    expect(await resolveBandKey(t.db, church.id, "banda-agape-2019")).toBe(agape.id);
    expect(await resolveBandKey(t.db, church.id, "banda-agape-2021")).toBe(agape2021.id);
    expect(await resolveBandKey(t.db, church.id, twinAKey)).toBe(twinA.id);
    expect(await resolveBandKey(t.db, church.id, twinBKey)).toBe(twinB.id);
    expect(await resolveBandKey(t.db, church.id, "jovens-2020")).toBe(twinA.id);
    expect(await resolveBandKey(t.db, church.id, agape.id)).toBe(agape.id);
    expect(await resolveBandKey(t.db, church.id, "banda-agape-2020")).toBeNull();
    expect(await resolveBandKey(t.db, church.id, "banda-agape")).toBeNull();
  });

  it("read a year-like name and a digits-only disambiguator correctly", async () => {
    const church = await createChurch(t.db);
    const named = await createBand(t.db, church.id, { name: "Banda 2020", year: 2021 });
    const twinA = await createBand(t.db, church.id, { id: "12340000-0000-4000-8000-000000000001", name: "Coral", year: 2020 });
    const twinB = await createBand(t.db, church.id, { id: "56780000-0000-4000-8000-000000000002", name: "Coral", year: 2020 });
    expect(await bandKey(named.id)).toBe("banda-2020-2021");
    expect(await resolveBandKey(t.db, church.id, "banda-2020-2021")).toBe(named.id);
    expect(await bandKey(twinA.id)).toBe("coral-2020-1234");
    expect(await resolveBandKey(t.db, church.id, "coral-2020-1234")).toBe(twinA.id);
    expect(await resolveBandKey(t.db, church.id, "coral-2020-5678")).toBe(twinB.id);
  });

  it("give way to the whole id when another band already holds the key (decision 244)", async () => {
    const church = await createChurch(t.db);
    const named = await createBand(t.db, church.id, { name: "Coral 2020", year: 2021 });
    const twinA = await createBand(t.db, church.id, { id: "20210000-0000-4000-8000-000000000001", name: "Coral", year: 2020 });
    const twinB = await createBand(t.db, church.id, { id: "56780000-0000-4000-8000-000000000003", name: "Coral", year: 2020 });
    expect(await bandKey(named.id)).toBe("coral-2020-2021");
    expect(await bandKey(twinA.id)).toBe(`coral-2020-${twinA.id}`);
    expect(await bandKey(twinB.id)).toBe("coral-2020-5678");
    expect(await resolveBandKey(t.db, church.id, "coral-2020-2021")).toBe(named.id);
    expect(await resolveBandKey(t.db, church.id, `coral-2020-${twinA.id}`)).toBe(twinA.id);
    expect(await resolveBandKey(t.db, church.id, "coral-2020-5678")).toBe(twinB.id);
  });

  it("never resolve another church's band", async () => {
    const church = await createChurch(t.db);
    const other = await createChurch(t.db);
    const band = await createBand(t.db, other.id, { name: "Alheia", year: 2020 });
    expect(await resolveBandKey(t.db, church.id, "alheia-2020")).toBeNull();
    expect(await resolveBandKey(t.db, church.id, band.id)).toBeNull();
    expect(await resolveBandKey(t.db, church.id, "-- ;")).toBeNull();
  });
});

describe("musician keys", () => {
  it("are the name slug, accents removed", async () => {
    const church = await createChurch(t.db);
    const joao = await createMusician(t.db, church.id, { name: "João Pedro Ferreira" });
    expect(await musicianKey(joao.id)).toBe("joao-pedro-ferreira");
    expect(await resolveMusicianKey(t.db, church.id, "joao-pedro-ferreira")).toBe(joao.id);
    expect(await resolveMusicianKey(t.db, church.id, "João-Pedro-Ferreira")).toBe(joao.id);
    expect(await resolveMusicianKey(t.db, church.id, joao.id)).toBe(joao.id);
    expect(await resolveMusicianKey(t.db, church.id, "maria")).toBeNull();
  });

  it("give two musicians with one name distinct keys that each resolve", async () => {
    const church = await createChurch(t.db);
    const first = await createMusician(t.db, church.id, { name: "Ana Lima" });
    const second = await createMusician(t.db, church.id, { name: "Ana  Lima" });
    const firstKey = await musicianKey(first.id);
    const secondKey = await musicianKey(second.id);
    expect(firstKey).toBe(`ana-lima-${first.id.slice(0, 4)}`);
    expect(secondKey).not.toBe(firstKey);
    expect(await resolveMusicianKey(t.db, church.id, firstKey)).toBe(first.id);
    expect(await resolveMusicianKey(t.db, church.id, secondKey)).toBe(second.id);
    // A link made before the second one existed still opens the first.
    expect(await resolveMusicianKey(t.db, church.id, "ana-lima")).toBe(first.id);
  });

  it("use the whole id when two namesakes' ids share the first 4 characters", async () => {
    const church = await createChurch(t.db);
    const first = await createMusician(t.db, church.id, { id: "cafe0000-0000-4000-8000-000000000001", name: "Davi" });
    const second = await createMusician(t.db, church.id, { id: "cafe0000-0000-4000-8000-000000000002", name: "Davi" });
    expect(await musicianKey(first.id)).toBe(`davi-${first.id}`);
    expect(await resolveMusicianKey(t.db, church.id, `davi-${first.id}`)).toBe(first.id);
    expect(await resolveMusicianKey(t.db, church.id, `davi-${second.id}`)).toBe(second.id);
  });

  it("keep a name that looks like a disambiguator intact", async () => {
    const church = await createChurch(t.db);
    const plain = await createMusician(t.db, church.id, { name: "Bea" });
    const odd = await createMusician(t.db, church.id, { name: "Bea Face" });
    expect(await resolveMusicianKey(t.db, church.id, "bea-face")).toBe(odd.id);
    expect(await resolveMusicianKey(t.db, church.id, "bea")).toBe(plain.id);
  });

  it("never resolve another church's musician", async () => {
    const church = await createChurch(t.db);
    const other = await createChurch(t.db);
    const musician = await createMusician(t.db, other.id, { name: "Estranho" });
    expect(await resolveMusicianKey(t.db, church.id, "estranho")).toBeNull();
    expect(await resolveMusicianKey(t.db, church.id, musician.id)).toBeNull();
  });
});

describe("lookups use indexes", () => {
  it("plan the stored-key, band and musician lookups without scanning their tables", async () => {
    const church = await createChurch(t.db);
    await t.db.execute(sql`set enable_seqscan = off`);
    try {
      const plan = async (query: ReturnType<typeof sql>) =>
        ((await t.db.execute(sql`explain ${query}`)).rows as { "QUERY PLAN": string }[]).map((row) => row["QUERY PLAN"]).join("\n");
      const bandPlan = await plan(sql`select id from bands b where b.church_id = ${church.id}::uuid and louvor_slug(b.name) = 'x' and b.year = 2020`);
      expect(bandPlan).toContain("bands_church_id_slug_idx");
      const musicianPlan = await plan(sql`select id from musicians m where m.church_id = ${church.id}::uuid and louvor_slug(m.name) in ('x')`);
      expect(musicianPlan).toContain("musicians_church_id_slug_idx");
      for (const table of ["services", "bands", "musicians", "songs_catalog"]) {
        const storedPlan = await plan(sql`select id from ${sql.identifier(table)} where church_id = ${church.id}::uuid and public_key = 'x'`);
        expect(storedPlan).toContain(`${table}_church_id_public_key_unique`);
      }
    } finally {
      await t.db.execute(sql`reset enable_seqscan`);
    }
  });
});
