import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createBand, createChurch, createMusician, createSegment, createSegmentLineup, createService, createServiceLineup, createSong } from "../../../tests/factories";
import { countStatements } from "../../../tests/count-statements";
import { useTestApp } from "../../../tests/test-app";
import { refreshSongStatistics } from "../songs";
import { songsCatalog } from "../db";

type Json = Record<string, unknown>;
type ServiceItem = {
  id: string;
  key: string;
  date: string;
  time: string;
  viewCount: number;
  duration: number;
  songCount: number;
  videoUrl: string;
  band: { id: string; key: string; name: string; year: number };
  songs: { id: string; key: string; name: string; startTime: number; duration: number; viewCount: number }[];
};
type SongItem = {
  id: string;
  key: string;
  name: string;
  songId: string;
  songKey: string;
  serviceId: string;
  serviceKey: string;
  date: string;
  time: string;
  duration: number;
  viewCount: number;
  band: { key: string; name: string; year: number };
};
type SongCard = { songId: string; name: string; segmentId: string; serviceId: string; serviceKey: string; segmentKey: string; viewCount: number };

const t = useTestApp();
let adminEmail: string;
let church: Awaited<ReturnType<typeof createChurch>>;
let other: Awaited<ReturnType<typeof createChurch>>;
const ids = {} as Record<string, string>;

/** Counts the SQL statements the app sends while `run` runs. */
async function countQueries<T>(run: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const { result, statements } = await countStatements(t.db, run);
  return { result, queries: statements };
}

async function get<T = Json>(url: string, status = 200): Promise<T> {
  const response = await t.request(url);
  const body = (await response.json()) as T;
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body;
}

beforeAll(async () => {
  const admin = await createAdmin(t);
  adminEmail = admin.email;
  church = await createChurch(t.db, { adminUserId: admin.id, name: "Igreja Esperança", slug: "igreja-esperanca-teste", logoUrl: "/uploads/logos/x.png" });
  other = await createChurch(t.db, { name: "Comunidade Vida", slug: "comunidade-vida" });

  const agape = await createBand(t.db, church.id, { name: "Banda Ágape", year: 2019 });
  const shekinah = await createBand(t.db, church.id, { name: "Shekinah", year: 2021 });
  Object.assign(ids, { agape: agape.id, shekinah: shekinah.id });
  const ana = await createMusician(t.db, church.id, { name: "Ana Lima" });
  const joao = await createMusician(t.db, church.id, { name: "João Souza" });
  Object.assign(ids, { ana: ana.id, joao: joao.id });

  const grande = await createSong(t.db, church.id, { name: "Grande É o Senhor", viewCount: 50 });
  const aguas = await createSong(t.db, church.id, { name: "Águas Purificadoras", viewCount: 5, newMarkedAt: new Date("2024-03-03T00:00:00Z") });
  const hosana = await createSong(t.db, church.id, { name: "Hosana", viewCount: 20, newMarkedAt: new Date("2024-02-04T00:00:00Z") });
  const secreta = await createSong(t.db, church.id, { name: "Só no Culto Inativo", viewCount: 999, newMarkedAt: new Date("2024-05-01T00:00:00Z") });
  Object.assign(ids, { grande: grande.id, aguas: aguas.id, hosana: hosana.id, secreta: secreta.id });

  const feb = await createService(t.db, church.id, { bandId: agape.id, date: "2024-02-04", time: "19:00:00", viewCount: 10 });
  const mar = await createService(t.db, church.id, { bandId: shekinah.id, date: "2024-03-03", time: "09:30:00", viewCount: 30 });
  const marNight = await createService(t.db, church.id, { bandId: agape.id, date: "2024-03-03", time: "19:00:00", viewCount: 5 });
  const hidden = await createService(t.db, church.id, { bandId: agape.id, date: "2024-05-01", time: "19:00:00", viewCount: 100, active: false });
  Object.assign(ids, { feb: feb.id, mar: mar.id, marNight: marNight.id, hidden: hidden.id });

  const febGrande = await createSegment(t.db, church.id, { serviceId: feb.id, songCatalogId: grande.id, startTime: 600, endTime: 900, viewCount: 7 });
  const febHosana = await createSegment(t.db, church.id, { serviceId: feb.id, songCatalogId: hosana.id, startTime: 100, endTime: 400, viewCount: 2 });
  const marAguas = await createSegment(t.db, church.id, { serviceId: mar.id, songCatalogId: aguas.id, startTime: 0, endTime: 240, viewCount: 9 });
  const marGrande = await createSegment(t.db, church.id, { serviceId: mar.id, songCatalogId: grande.id, startTime: 300, endTime: 700, viewCount: 1 });
  const marHidden = await createSegment(t.db, church.id, { serviceId: mar.id, songCatalogId: hosana.id, startTime: 800, endTime: 1500, viewCount: 500, active: false });
  const nightHosana = await createSegment(t.db, church.id, { serviceId: marNight.id, songCatalogId: hosana.id, startTime: 60, endTime: 200, viewCount: 3 });
  await createSegment(t.db, church.id, { serviceId: hidden.id, songCatalogId: secreta.id, startTime: 0, endTime: 100 });
  Object.assign(ids, { febGrande: febGrande.id, febHosana: febHosana.id, marAguas: marAguas.id, marGrande: marGrande.id, marHidden: marHidden.id, nightHosana: nightHosana.id });

  // Ana: service-wide on February (no song has its own lineup there), and only in Águas in March.
  await createServiceLineup(t.db, church.id, { serviceId: feb.id, musicianId: ana.id });
  await createServiceLineup(t.db, church.id, { serviceId: mar.id, musicianId: joao.id });
  await createSegmentLineup(t.db, church.id, { serviceId: marAguas.serviceId, songDetailId: marAguas.id, musicianId: ana.id });
  await createSegmentLineup(t.db, church.id, { serviceId: marGrande.serviceId, songDetailId: marGrande.id, musicianId: joao.id });

  const otherBand = await createBand(t.db, other.id, { name: "Banda Ágape", year: 2019 });
  const otherSong = await createSong(t.db, other.id, { name: "Canção de Outra Igreja" });
  const otherService = await createService(t.db, other.id, { bandId: otherBand.id, date: "2024-02-04", time: "19:00:00" });
  await createSegment(t.db, other.id, { serviceId: otherService.id, songCatalogId: otherSong.id });
});

describe("GET /api/public/churches", () => {
  it("lists the churches with id, name, slug and logo only, and searches ignoring accents", async () => {
    const { churches } = await get<{ churches: Json[] }>("/api/public/churches");
    const mine = churches.find((row) => row.id === church.id);
    expect(mine).toEqual({ id: church.id, name: "Igreja Esperança", slug: "igreja-esperanca-teste", logoUrl: "/uploads/logos/x.png" });
    expect(JSON.stringify(churches)).not.toContain(adminEmail);
    const found = await get<{ churches: Json[] }>("/api/public/churches?search=ESPERANCA");
    expect(found.churches.map((row) => row.id)).toEqual([church.id]);
    expect((await get<{ churches: Json[] }>("/api/public/churches?search=%25")).churches).toEqual([]);
  });

  it("refuses an absurd search with 422", async () => {
    const body = await get<{ error: { code: string } }>(`/api/public/churches?search=${"a".repeat(201)}`, 422);
    expect(body.error.code).toBe("validation_failed");
  });
});

describe("GET /api/public/churches/:churchKey", () => {
  it("answers the church by slug or id with its counts of active services and songs", async () => {
    const bySlug = await get<{ church: Json }>("/api/public/churches/igreja-esperanca-teste");
    expect(bySlug.church).toEqual({
      id: church.id,
      slug: "igreja-esperanca-teste",
      name: "Igreja Esperança",
      logoUrl: "/uploads/logos/x.png",
      servicesTotal: 3,
      songsTotal: 5,
    });
    expect((await get<{ church: Json }>(`/api/public/churches/${church.id}`)).church.id).toBe(church.id);
    expect(JSON.stringify(bySlug)).not.toContain(adminEmail);
  });

  it("answers 404 with the error shape for an unknown church", async () => {
    const body = await get<{ error: { code: string; message: string } }>("/api/public/churches/nao-existe", 404);
    expect(body.error).toEqual({ code: "not_found", message: "Igreja não encontrada" });
    await get("/api/public/churches/00000000-0000-0000-0000-000000000000/home", 404);
    await get("/api/public/churches/nao-existe/services", 404);
    await get("/api/public/churches/nao-existe/songs", 404);
  });
});

describe("GET /api/public/churches/:churchKey/home", () => {
  it("answers the bands, the recent active services and three song sections, never inactive rows", async () => {
    const home = await get<{
      bands: Json[];
      recentServices: ServiceItem[];
      newSongs: SongCard[];
      recentSongs: SongCard[];
      popularSongs: SongCard[];
    }>("/api/public/churches/igreja-esperanca-teste/home");
    expect(home.bands).toEqual([
      { id: ids.agape, key: "banda-agape-2019", name: "Banda Ágape", year: 2019, imageUrl: null },
      { id: ids.shekinah, key: "shekinah-2021", name: "Shekinah", year: 2021, imageUrl: null },
    ]);
    expect(home.recentServices.map((service) => service.id)).toEqual([ids.marNight, ids.mar, ids.feb]);
    const [night] = home.recentServices;
    expect(night).toMatchObject({
      key: "03-03-2024-19h-banda-agape",
      date: "2024-03-03",
      time: "19:00:00",
      viewCount: 5,
      duration: 200,
      songCount: 1,
      band: { id: ids.agape, key: "banda-agape-2019", name: "Banda Ágape", year: 2019 },
    });
    // The March morning service: its inactive segment counts neither in songs nor in the duration.
    expect(home.recentServices[1]).toMatchObject({ songCount: 2, duration: 700 });

    expect(home.newSongs.map((song) => song.name)).toEqual(["Águas Purificadoras", "Hosana"]);
    expect(home.popularSongs.map((song) => song.name)).toEqual(["Grande É o Senhor", "Hosana", "Águas Purificadoras"]);
    expect(home.recentSongs.map((song) => song.name).sort()).toEqual(["Grande É o Senhor", "Hosana", "Águas Purificadoras"].sort());
    expect(home.recentSongs[0]?.name).toBe("Hosana");
    // One card per catalogue song, playing its latest active performance.
    const hosana = home.popularSongs.find((song) => song.name === "Hosana");
    expect(hosana).toMatchObject({ songId: ids.hosana, segmentId: ids.nightHosana, serviceId: ids.marNight, serviceKey: "03-03-2024-19h-banda-agape" });
    expect(hosana?.segmentKey).toBe(`hosana-${ids.nightHosana!.slice(0, 4)}`);
    const text = JSON.stringify(home);
    expect(text).not.toContain(ids.hidden);
    expect(text).not.toContain(ids.marHidden);
    expect(text).not.toContain("Só no Culto Inativo");
    expect(text).not.toContain("Canção de Outra Igreja");
    expect(text).not.toContain(adminEmail);
  });

  it("orders 'Músicas Recentes' by when the song entered the catalogue, not by its latest performance", async () => {
    const own = await createChurch(t.db, { slug: "igreja-recentes" });
    const bandId = (await createBand(t.db, own.id)).id;
    const song = (name: string, createdAt: string) => createSong(t.db, own.id, { name, createdAt: new Date(createdAt) });
    const [older, newer] = [await song("Antiga no Catálogo", "2023-01-01"), await song("Nova no Catálogo", "2024-06-01"), await song("Nunca Tocada", "2024-07-01")];
    for (const [date, played] of [["2024-06-02", newer!], ["2024-09-01", older!]] as const) {
      await createSegment(t.db, own.id, { serviceId: (await createService(t.db, own.id, { bandId, date })).id, songCatalogId: played.id });
    }
    // A card plays a performance: a song never played has none to show.
    expect((await get<{ recentSongs: SongCard[] }>(`/api/public/churches/${own.slug}/home`)).recentSongs.map((s) => s.name)).toEqual(["Nova no Catálogo", "Antiga no Catálogo"]);
  });

  it("answers empty sections for a church without data", async () => {
    const empty = await createChurch(t.db);
    const home = await get(`/api/public/churches/${empty.slug}/home`);
    expect(home).toEqual({ bands: [], recentServices: [], newSongs: [], recentSongs: [], popularSongs: [] });
  });
});

describe("GET /api/public/churches/:churchKey/services", () => {
  const url = "/api/public/churches/igreja-esperanca-teste/services";

  it("lists active services newest first, each with its active songs by start time", async () => {
    const page = await get<{ items: ServiceItem[]; total: number; page: number; pageSize: number }>(url);
    expect(page.total).toBe(3);
    expect(page.pageSize).toBe(50);
    expect(page.items.map((item) => item.id)).toEqual([ids.marNight, ids.mar, ids.feb]);
    const feb = page.items[2]!;
    expect(feb.songs).toEqual([
      { id: ids.febHosana, key: `hosana-${ids.febHosana!.slice(0, 4)}`, songId: ids.hosana, name: "Hosana", viewCount: 2, duration: 300, startTime: 100, endTime: 400 },
      { id: ids.febGrande, key: `grande-e-o-senhor-${ids.febGrande!.slice(0, 4)}`, songId: ids.grande, name: "Grande É o Senhor", viewCount: 7, duration: 300, startTime: 600, endTime: 900 },
    ]);
    expect(feb).toMatchObject({ key: "04-02-2024-19h-banda-agape", videoUrl: expect.stringContaining("youtube.com"), songCount: 2 });
    expect(JSON.stringify(page)).not.toContain(ids.marHidden);
  });

  it("sorts by views or date in either direction and pages", async () => {
    const byViews = await get<{ items: ServiceItem[] }>(`${url}?sort=view_count&direction=desc`);
    expect(byViews.items.map((item) => item.viewCount)).toEqual([30, 10, 5]);
    const oldest = await get<{ items: ServiceItem[] }>(`${url}?sort=date&direction=asc`);
    expect(oldest.items.map((item) => item.id)).toEqual([ids.feb, ids.mar, ids.marNight]);
    const beyond = await get<{ items: ServiceItem[]; total: number }>(`${url}?page=2`);
    expect(beyond).toMatchObject({ items: [], total: 3, page: 2 });
  });

  it("searches date, hour, shift and band, ignoring case and accents", async () => {
    const ids_ = async (search: string) =>
      (await get<{ items: ServiceItem[] }>(`${url}?search=${encodeURIComponent(search)}`)).items.map((item) => item.id);
    expect(await ids_("03/03/2024")).toEqual([ids.marNight, ids.mar]);
    expect(await ids_("manha")).toEqual([ids.mar]);
    expect(await ids_("evening")).toEqual([ids.marNight, ids.feb]);
    expect(await ids_("AGAPE")).toEqual([ids.marNight, ids.feb]);
    expect(await ids_("Culto 9h")).toEqual([ids.mar]);
    expect(await ids_("nada disso")).toEqual([]);
  });

  it("filters by band key and by musician key (service-wide or song lineup)", async () => {
    const band = await get<{ items: ServiceItem[]; total: number }>(`${url}?band=shekinah-2021`);
    expect(band.items.map((item) => item.id)).toEqual([ids.mar]);
    const ana = await get<{ items: ServiceItem[] }>(`${url}?musician=ana-lima`);
    expect(ana.items.map((item) => item.id)).toEqual([ids.mar, ids.feb]);
    const byId = await get<{ items: ServiceItem[] }>(`${url}?musician=${ids.joao}`);
    expect(byId.items.map((item) => item.id)).toEqual([ids.mar]);
  });

  it("lists under each service only the songs the musician played, with the count to match", async () => {
    const songsOf = (items: ServiceItem[]) => items.map((item) => ({ id: item.id, songCount: item.songCount, songs: item.songs.map((song) => song.id) }));
    const ana = await get<{ items: ServiceItem[] }>(`${url}?musician=ana-lima`);
    // March: only Águas names Ana; February: no song has its own lineup, so the service-wide one counts.
    expect(songsOf(ana.items)).toEqual([
      { id: ids.mar, songCount: 1, songs: [ids.marAguas] },
      { id: ids.feb, songCount: 2, songs: [ids.febHosana, ids.febGrande] },
    ]);
    const joao = await get<{ items: ServiceItem[] }>(`${url}?musician=joao-souza`);
    expect(songsOf(joao.items)).toEqual([{ id: ids.mar, songCount: 1, songs: [ids.marGrande] }]);
    const all = await get<{ items: ServiceItem[] }>(url);
    expect(songsOf(all.items).find((item) => item.id === ids.mar)).toEqual({ id: ids.mar, songCount: 2, songs: [ids.marAguas, ids.marGrande] });
  });

  it("answers 404 for unknown band or musician keys and 422 for bad parameters", async () => {
    expect((await get<{ error: Json }>(`${url}?band=nao-existe-2020`, 404)).error.message).toBe("Banda não encontrada");
    expect((await get<{ error: Json }>(`${url}?musician=ninguem`, 404)).error.message).toBe("Músico não encontrado");
    await get(`/api/public/churches/comunidade-vida/services?band=shekinah-2021`, 404);
    for (const bad of ["sort=name", "direction=up", "page=0", "page=abc", "page=1.5"]) {
      await get(`${url}?${bad}`, 422);
    }
  });
});

describe("GET /api/public/churches/:churchKey/songs", () => {
  const url = "/api/public/churches/igreja-esperanca-teste/songs";

  it("lists the active segments of active services, latest service first, with the keys of their links", async () => {
    const page = await get<{ items: SongItem[]; total: number; pageSize: number }>(url);
    expect(page.total).toBe(5);
    expect(page.pageSize).toBe(50);
    expect(page.items.map((item) => item.id)).toEqual([ids.nightHosana, ids.marAguas, ids.marGrande, ids.febHosana, ids.febGrande]);
    expect(page.items[0]).toEqual({
      id: ids.nightHosana,
      key: `hosana-${ids.nightHosana!.slice(0, 4)}`,
      name: "Hosana",
      songId: ids.hosana,
      songKey: `hosana-${ids.hosana!.slice(0, 4)}`,
      serviceId: ids.marNight,
      serviceKey: "03-03-2024-19h-banda-agape",
      date: "2024-03-03",
      time: "19:00:00",
      startTime: 60,
      endTime: 200,
      duration: 140,
      viewCount: 3,
      videoUrl: expect.stringContaining("youtube.com"),
      band: { id: ids.agape, key: "banda-agape-2019", name: "Banda Ágape", year: 2019 },
    });
    const text = JSON.stringify(page);
    expect(text).not.toContain(ids.marHidden);
    expect(text).not.toContain("Só no Culto Inativo");
    expect(text).not.toContain("Canção de Outra Igreja");
  });

  it("sorts by name, views, duration and date in both directions", async () => {
    const names = async (query: string) => (await get<{ items: SongItem[] }>(`${url}?${query}`)).items.map((item) => item.name);
    expect(await names("sort=name&direction=asc")).toEqual(["Águas Purificadoras", "Grande É o Senhor", "Grande É o Senhor", "Hosana", "Hosana"]);
    const views = (await get<{ items: SongItem[] }>(`${url}?sort=view_count&direction=desc`)).items.map((item) => item.viewCount);
    expect(views).toEqual([9, 7, 3, 2, 1]);
    const durations = (await get<{ items: SongItem[] }>(`${url}?sort=duration&direction=asc`)).items.map((item) => item.duration);
    expect(durations).toEqual([140, 240, 300, 300, 400]);
    const oldest = (await get<{ items: SongItem[] }>(`${url}?sort=service_date&direction=asc`)).items.map((item) => item.id);
    expect(oldest).toEqual([ids.febHosana, ids.febGrande, ids.marAguas, ids.marGrande, ids.nightHosana]);
  });

  it("searches the song name ignoring case and accents, and pages with the chosen size", async () => {
    const found = await get<{ items: SongItem[]; total: number }>(`${url}?search=AGUAS`);
    expect(found.items.map((item) => item.id)).toEqual([ids.marAguas]);
    expect((await get<{ total: number }>(`${url}?search=senhor`)).total).toBe(2);
    const firstPage = await get<{ items: SongItem[]; total: number }>(`${url}?pageSize=25&page=1`);
    expect(firstPage).toMatchObject({ total: 5, pageSize: 25 });
    const secondPage = await get<{ items: SongItem[] }>(`${url}?pageSize=25&page=2`);
    expect(secondPage.items).toEqual([]);
  });

  it("filters by band and by musician (the song's own lineup, else the service-wide one)", async () => {
    const band = await get<{ items: SongItem[] }>(`${url}?band=banda-agape-2019`);
    expect(band.items.map((item) => item.id)).toEqual([ids.nightHosana, ids.febHosana, ids.febGrande]);
    const ana = await get<{ items: SongItem[] }>(`${url}?musician=ana-lima`);
    expect(ana.items.map((item) => item.id)).toEqual([ids.marAguas, ids.febHosana, ids.febGrande]);
    const joao = await get<{ items: SongItem[] }>(`${url}?musician=joao-souza`);
    // In March João is service-wide, but Águas has its own lineup without him.
    expect(joao.items.map((item) => item.id)).toEqual([ids.marGrande]);
  });

  it("answers 422 for bad parameters", async () => {
    for (const bad of ["pageSize=30", "sort=date", "direction=sideways", "page=-1"]) {
      await get(`${url}?${bad}`, 422);
    }
  });
});

describe("query budget", () => {
  it("answers every endpoint with a handful of queries however many rows the church has", async () => {
    const big = await createChurch(t.db, { slug: "igreja-grande" });
    const band = await createBand(t.db, big.id, { name: "Banda Grande", year: 2020 });
    const musician = await createMusician(t.db, big.id, { name: "Músico Grande" });
    await t.db.execute(sql`
      insert into songs_catalog (church_id, name, view_count, new_marked_at)
      select ${big.id}::uuid, 'Canção ' || n, n, case when n % 7 = 0 then now() - n * interval '1 day' end
      from generate_series(1, 120) n`);
    await t.db.execute(sql`
      insert into services (church_id, band_id, date, time, video_url, view_count)
      select ${big.id}::uuid, ${band.id}::uuid, date '2023-01-01' + n, time '19:00', 'https://youtu.be/dQw4w9WgXcQ', n
      from generate_series(1, 150) n`);
    await t.db.execute(sql`
      insert into song_details (church_id, service_id, band_id, song_catalog_id, start_time, end_time, view_count)
      select s.church_id, s.id, s.band_id, c.id, k * 400, k * 400 + 300, k
      from services s
      cross join generate_series(0, 5) k
      join lateral (select id from songs_catalog where church_id = s.church_id order by name offset ((s.view_count * 6 + k) % 120) limit 1) c on true
      where s.church_id = ${big.id}::uuid`);
    await t.db.execute(sql`
      insert into service_musicians_global (church_id, service_id, musician_id)
      select church_id, id, ${musician.id}::uuid from services where church_id = ${big.id}::uuid and view_count % 2 = 0`);
    const songIds = (await t.db.select({ id: songsCatalog.id }).from(songsCatalog).where(sql`church_id = ${big.id}::uuid`)).map((row) => row.id);
    await refreshSongStatistics(t.db, songIds);

    const urls = [
      "/api/public/churches",
      "/api/public/churches/igreja-grande",
      "/api/public/churches/igreja-grande/home",
      "/api/public/churches/igreja-grande/services",
      "/api/public/churches/igreja-grande/services?page=3&sort=view_count",
      "/api/public/churches/igreja-grande/services?band=banda-grande-2020&musician=musico-grande&search=19h",
      "/api/public/churches/igreja-grande/songs?pageSize=100",
      "/api/public/churches/igreja-grande/songs?sort=name&search=cancao&band=banda-grande-2020&musician=musico-grande",
    ];
    for (const url of urls) {
      t.publicCache.clear();
      // The church, the band and musician keys, the page, and the JSON of the items not met yet
      // at this version (decision 360): never one per row.
      const { result, queries } = await countQueries(async () => t.request(url));
      expect(result.status, url).toBe(200);
      expect(queries, url).toBeLessThanOrEqual(5);
    }
    const services = await get<{ items: ServiceItem[]; total: number }>("/api/public/churches/igreja-grande/services");
    expect(services.total).toBe(150);
    expect(services.items).toHaveLength(50);
    expect(services.items[0]?.songs).toHaveLength(6);
    const songs = await get<{ items: SongItem[]; total: number }>("/api/public/churches/igreja-grande/songs?pageSize=100");
    expect(songs.total).toBe(900);
    expect(songs.items).toHaveLength(100);
    const musicianSongs = await get<{ total: number }>("/api/public/churches/igreja-grande/songs?musician=musico-grande");
    expect(musicianSongs.total).toBe(450);
  });
});
