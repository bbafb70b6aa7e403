import pg from "pg";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createBand, createBandMember, createChurch, createMusician, createSegmentIn, createService, createSong } from "../../../tests/factories";
import { publicRequests, type ErrorBody } from "../../../tests/public-requests";
import { useTestApp } from "../../../tests/test-app";
import { refreshSongStatistics } from "../songs";
import { services } from "../db";
import { DEMO_ADMIN, DEMO_CHURCH_SLUG, seedDemoData } from "../demo";
import type {
  PublicBandDetailResponse,
  PublicCatalogueResponse,
  PublicMusicianDetailResponse,
  PublicSongDetailResponse,
} from "@shared/schemas/public-catalogue";
import { CATALOGUE_PAGE_SIZE } from "./catalogue-queries";

const app = useTestApp();

beforeAll(async () => {
  await seedDemoData(app.db, app.auth);
});

const { getJson, expectNotFound } = publicRequests(app);

/**
 * SQL statements sent to PostgreSQL while `run` executes, but the public-read limit's batch (every
 * 250 ms, on a timer of its own, decision 469), which may fall inside the window or not.
 */
async function countStatements(run: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(pg.Client.prototype, "query");
  const sqlOf = (query: unknown) => (typeof query === "string" ? query : String((query as { text?: unknown } | null)?.text ?? ""));
  try {
    await run();
    return spy.mock.calls.filter(([query]) => !sqlOf(query).includes("public_read_counts")).length;
  } finally {
    spy.mockRestore();
  }
}

const api = (church: string) => `/api/public/churches/${church}`;

describe("GET /churches/:churchKey/catalogue", () => {
  it("lists performed, active songs by name with the latest performance's video (the thumbnail's source)", async () => {
    const church = await createChurch(app.db);
    const band = await createBand(app.db, church.id, { name: "Banda", year: 2020 });
    const graca = await createSong(app.db, church.id, { name: "Graça Sem Fim", author: "Clara Monteiro" });
    const aguas = await createSong(app.db, church.id, { name: "Águas Profundas", author: null });
    await createSong(app.db, church.id, { name: "Nunca Tocada", author: "Ninguém" });
    const hiddenSong = await createSong(app.db, church.id, { name: "Inativa", active: false });
    const onlyHidden = await createSong(app.db, church.id, { name: "Só em culto inativo" });
    const older = await createService(app.db, church.id, { bandId: band.id, date: "2025-01-05", time: "19:00", videoUrl: "https://www.youtube.com/watch?v=olderVideo1" });
    const newer = await createService(app.db, church.id, { bandId: band.id, date: "2025-02-05", time: "19:00", videoUrl: "https://www.youtube.com/watch?v=newerVideo1" });
    const inactive = await createService(app.db, church.id, { bandId: band.id, date: "2025-03-05", time: "19:00", active: false });
    await createSegmentIn(app.db, older, graca.id, { startTime: 0, endTime: 100 });
    await createSegmentIn(app.db, newer, graca.id, { startTime: 0, endTime: 100 });
    await createSegmentIn(app.db, inactive, graca.id, { startTime: 0, endTime: 100 });
    await createSegmentIn(app.db, older, aguas.id, { startTime: 200, endTime: 300 });
    await createSegmentIn(app.db, older, hiddenSong.id, { startTime: 400, endTime: 500 });
    await createSegmentIn(app.db, inactive, onlyHidden.id, { startTime: 400, endTime: 500 });

    const body = await getJson<PublicCatalogueResponse>(`${api(church.slug)}/catalogue`);

    expect(body).toMatchObject({ page: 1, pageSize: CATALOGUE_PAGE_SIZE, total: 2, hasMore: false });
    expect(body.songs).toEqual([
      {
        id: aguas.id,
        key: `aguas-profundas-${aguas.id.slice(0, 4)}`,
        name: "Águas Profundas",
        author: null,
        performanceCount: 1,
        videoUrl: "https://www.youtube.com/watch?v=olderVideo1",
      },
      {
        id: graca.id,
        key: `graca-sem-fim-${graca.id.slice(0, 4)}`,
        name: "Graça Sem Fim",
        author: "Clara Monteiro",
        performanceCount: 2,
        videoUrl: "https://www.youtube.com/watch?v=newerVideo1",
      },
    ]);
  });

  it("searches name or author ignoring case and accents", async () => {
    const church = await createChurch(app.db);
    const band = await createBand(app.db, church.id, { name: "Banda", year: 2020 });
    const service = await createService(app.db, church.id, { bandId: band.id, date: "2025-01-05", time: "19:00" });
    for (const [index, [name, author]] of [
      ["Graça Sem Fim", "Clara Monteiro"],
      ["Tua Presença", "Sarah Vasconcelos"],
      ["Coração Grato", "Heitor Campos"],
    ].entries()) {
      const song = await createSong(app.db, church.id, { name: name!, author: author! });
      await createSegmentIn(app.db, service, song.id, { startTime: index * 100, endTime: index * 100 + 50 });
    }
    const names = async (search: string) =>
      (await getJson<PublicCatalogueResponse>(`${api(church.slug)}/catalogue?search=${encodeURIComponent(search)}`)).songs.map(
        (song) => song.name,
      );

    expect(await names("GRACA")).toEqual(["Graça Sem Fim"]);
    expect(await names("presenca")).toEqual(["Tua Presença"]);
    expect(await names("heitor")).toEqual(["Coração Grato"]);
    expect(await names("ra")).toEqual(["Coração Grato", "Graça Sem Fim", "Tua Presença"]);
    expect(await names("_")).toEqual([]);
  });

  it("pages by 100 and rejects a bad page with 422", async () => {
    const demo = await getJson<PublicCatalogueResponse>(`${api(DEMO_CHURCH_SLUG)}/catalogue`);
    expect(demo.total).toBeGreaterThan(0);

    const church = await createChurch(app.db);
    const band = await createBand(app.db, church.id, { name: "Banda", year: 2020 });
    const service = await createService(app.db, church.id, { bandId: band.id, date: "2025-01-05", time: "19:00" });
    for (let index = 0; index < CATALOGUE_PAGE_SIZE + 5; index++) {
      const song = await createSong(app.db, church.id, { name: `Canção ${String(index).padStart(3, "0")}` });
      await createSegmentIn(app.db, service, song.id, { startTime: index * 10, endTime: index * 10 + 5 });
    }
    const first = await getJson<PublicCatalogueResponse>(`${api(church.slug)}/catalogue`);
    const second = await getJson<PublicCatalogueResponse>(`${api(church.slug)}/catalogue?page=2`);
    const beyond = await getJson<PublicCatalogueResponse>(`${api(church.slug)}/catalogue?page=3`);
    expect(first).toMatchObject({ total: CATALOGUE_PAGE_SIZE + 5, hasMore: true, page: 1 });
    expect(first.songs).toHaveLength(CATALOGUE_PAGE_SIZE);
    expect(second).toMatchObject({ hasMore: false, page: 2 });
    expect(second.songs.map((song) => song.name)).toEqual(["Canção 100", "Canção 101", "Canção 102", "Canção 103", "Canção 104"]);
    expect(beyond.songs).toEqual([]);

    // A search pages its matches the same way, in name order, with the video of each song.
    const searched = await getJson<PublicCatalogueResponse>(`${api(church.slug)}/catalogue?search=cancao%201`);
    const searchedNext = await getJson<PublicCatalogueResponse>(`${api(church.slug)}/catalogue?search=cancao%201&page=2`);
    expect(searched).toMatchObject({ total: 5, hasMore: false, page: 1 });
    expect(searched.songs.map((song) => song.name)).toEqual(["Canção 100", "Canção 101", "Canção 102", "Canção 103", "Canção 104"]);
    expect(searched.songs.every((song) => song.videoUrl === service.videoUrl && song.performanceCount === 1)).toBe(true);
    expect(searchedNext).toMatchObject({ songs: [], total: 5, hasMore: false, page: 2 });
    const wide = await getJson<PublicCatalogueResponse>(`${api(church.slug)}/catalogue?search=cancao`);
    expect(wide).toMatchObject({ total: CATALOGUE_PAGE_SIZE + 5, hasMore: true });
    expect(wide.songs.map((song) => song.name)).toEqual(first.songs.map((song) => song.name));
    // Every song of a wide search's pages has its video, the last page's too.
    const wideNext = await getJson<PublicCatalogueResponse>(`${api(church.slug)}/catalogue?search=cancao&page=2`);
    expect(wideNext).toMatchObject({ total: CATALOGUE_PAGE_SIZE + 5, hasMore: false, page: 2 });
    expect(wideNext.songs.map((song) => song.name)).toEqual(second.songs.map((song) => song.name));
    expect([...wide.songs, ...wideNext.songs].every((song) => song.videoUrl === service.videoUrl)).toBe(true);

    for (const page of ["0", "-1", "abc", "1.5", "100000"]) {
      const body = await getJson<ErrorBody>(`${api(church.slug)}/catalogue?page=${page}`, 422);
      expect(body.error.code).toBe("validation_failed");
    }
  });
});

describe("GET /churches/:churchKey/catalogue/:songKey", () => {
  it("gives the song, its active performances newest first and their statistics", async () => {
    const church = await createChurch(app.db);
    const agape = await createBand(app.db, church.id, { name: "Banda Ágape", year: 2019 });
    const kairos = await createBand(app.db, church.id, { name: "Kairós", year: 2023 });
    const song = await createSong(app.db, church.id, {
      name: "Graça Sem Fim",
      author: "Clara Monteiro",
      chordFile: "https://www.cifraclub.com.br/clara/graca/",
    });
    const morning = await createService(app.db, church.id, { bandId: agape.id, date: "2025-03-09", time: "09:30", videoUrl: "https://www.youtube.com/watch?v=morningVid1" });
    const evening = await createService(app.db, church.id, { bandId: kairos.id, date: "2025-03-16", time: "19:00", videoUrl: "https://www.youtube.com/watch?v=eveningVid1" });
    const afternoon = await createService(app.db, church.id, { bandId: kairos.id, date: "2025-03-16", time: "15:00", videoUrl: "https://www.youtube.com/watch?v=aftnoonVid1" });
    const inactive = await createService(app.db, church.id, { bandId: agape.id, date: "2025-04-01", time: "19:00" });
    // Keys as bands write them: Bb and A# are one key; the inactive ones are not counted.
    const first = await createSegmentIn(app.db, morning, song.id, { startTime: 125, endTime: 310, musicalKey: "A#" });
    const second = await createSegmentIn(app.db, evening, song.id, { startTime: 600, endTime: 845, musicalKey: "Bb", tempo: 72 });
    await createSegmentIn(app.db, afternoon, song.id, { startTime: 0, endTime: 200 });
    await createSegmentIn(app.db, afternoon, song.id, { startTime: 300, endTime: 400, active: false, musicalKey: "G" });
    await createSegmentIn(app.db, inactive, song.id, { startTime: 0, endTime: 100, musicalKey: "G" });
    await app.db.update(services).set({ active: false }).where(eq(services.id, inactive.id));
    await refreshSongStatistics(app.db, [song.id]);

    const key = `graca-sem-fim-${song.id.slice(0, 4)}`;
    const body = await getJson<PublicSongDetailResponse>(`${api(church.slug)}/catalogue/${key}`);

    expect(body.song).toEqual({
      id: song.id,
      key,
      name: "Graça Sem Fim",
      author: "Clara Monteiro",
      chordFile: "https://www.cifraclub.com.br/clara/graca/",
      performanceCount: 3,
      // The church does not publish its charts (the default).
      chart: null,
      originalKey: null,
    });
    expect(body.performances.map((p) => [p.date, p.time, p.serviceTitle, p.shift])).toEqual([
      ["2025-03-16", "19:00", "Culto 19h", "evening"],
      ["2025-03-16", "15:00", "Culto 15h", "afternoon"],
      ["2025-03-09", "09:30", "Culto 9h", "morning"],
    ]);
    expect(body.performances[0]).toEqual({
      segmentId: second.id,
      segmentKey: `graca-sem-fim-${second.id.slice(0, 4)}`,
      serviceId: evening.id,
      serviceKey: "16-03-2025-19h-kairos",
      date: "2025-03-16",
      time: "19:00",
      shift: "evening",
      serviceTitle: "Culto 19h",
      startTime: 600,
      endTime: 845,
      duration: 245,
      bandName: "Kairós",
      bandYear: 2023,
      videoLink: "https://www.youtube.com/watch?v=eveningVid1&t=600s",
      musicalKey: "Bb",
      tempo: 72,
    });
    expect(body.performances[2]).toMatchObject({ segmentId: first.id, bandName: "Banda Ágape", serviceKey: "09-03-2025-9h-banda-agape", musicalKey: "A#", tempo: null });
    // Two spellings, one key; the latest performance's spelling on a tie.
    expect(body.keys).toEqual([{ key: "Bb", count: 2 }]);
    expect(body.statistics).toEqual({ totalPerformances: 3, averageDuration: Math.round((245 + 200 + 185) / 3), lastPerformanceDate: "2025-03-16" });
  });

  it("gives a song never performed an empty list and no statistics", async () => {
    const church = await createChurch(app.db);
    const song = await createSong(app.db, church.id, { name: "Nova Canção" });
    const body = await getJson<PublicSongDetailResponse>(`${api(church.slug)}/catalogue/${song.id}`);
    expect(body.performances).toEqual([]);
    expect(body.keys).toEqual([]);
    expect(body.statistics).toEqual({ totalPerformances: 0, averageDuration: null, lastPerformanceDate: null });
    expect(body.song).toMatchObject({ author: null, chordFile: null, performanceCount: 0 });
  });

  it("answers 'Música não encontrada' for unknown keys, inactive songs and other churches' songs", async () => {
    const church = await createChurch(app.db);
    const other = await createChurch(app.db);
    const foreign = await createSong(app.db, other.id, { name: "Estrangeira" });
    const inactive = await createSong(app.db, church.id, { name: "Inativa", active: false });
    await expectNotFound(`${api(church.slug)}/catalogue/nao-existe-abcd`, "Música não encontrada");
    await expectNotFound(`${api(church.slug)}/catalogue/sem-id`, "Música não encontrada");
    await expectNotFound(`${api(church.slug)}/catalogue/${foreign.id}`, "Música não encontrada");
    await expectNotFound(`${api(church.slug)}/catalogue/estrangeira-${foreign.id.slice(0, 4)}`, "Música não encontrada");
    await expectNotFound(`${api(church.slug)}/catalogue/${inactive.id}`, "Música não encontrada");
    await expectNotFound(`${api(other.slug)}/catalogue/nao-existe-abcd`, "Música não encontrada");
  });
});

describe("the band and musician tiles", () => {
  it("agree with the totals of their Cultos and Músicas tabs (the listing's band and musician filters)", async () => {
    const listed = await app.db.execute<{ band_id: string | null; musician_id: string | null }>(sql`
      select b.id as band_id, null as musician_id from bands b join churches c on c.id = b.church_id where c.slug = ${DEMO_CHURCH_SLUG}
      union all
      select null, m.id from musicians m join churches c on c.id = m.church_id where c.slug = ${DEMO_CHURCH_SLUG}`);
    const total = async (path: string) => (await getJson<{ total: number }>(`${api(DEMO_CHURCH_SLUG)}/${path}`)).total;
    for (const { band_id: bandId, musician_id: musicianId } of listed.rows) {
      if (bandId) {
        const { stats } = await getJson<PublicBandDetailResponse>(`${api(DEMO_CHURCH_SLUG)}/bands/${bandId}`);
        expect(stats.services, bandId).toBe(await total(`services?band=${bandId}`));
        expect(stats.songs, bandId).toBe(await total(`songs?band=${bandId}`));
      } else {
        const { stats } = await getJson<PublicMusicianDetailResponse>(`${api(DEMO_CHURCH_SLUG)}/musicians/${musicianId}`);
        expect(stats.services, musicianId!).toBe(await total(`services?musician=${musicianId}`));
        expect(stats.songs, musicianId!).toBe(await total(`songs?musician=${musicianId}`));
        expect(stats.services, musicianId!).toBeGreaterThan(0);
      }
    }
  });
});

describe("every catalogue endpoint", () => {
  it("answers with the same number of SQL statements for a tiny church and the demo church", async () => {
    const tiny = await createChurch(app.db);
    const band = await createBand(app.db, tiny.id, { name: "Banda", year: 2020 });
    const musician = await createMusician(app.db, tiny.id, { name: "Solo" });
    await createBandMember(app.db, tiny.id, { bandId: band.id, musicianId: musician.id });
    const song = await createSong(app.db, tiny.id, { name: "Canção" });
    const service = await createService(app.db, tiny.id, { bandId: band.id, date: "2025-01-05", time: "19:00" });
    await createSegmentIn(app.db, service, song.id, { startTime: 0, endTime: 100 });

    const demoRows = await app.db.execute<{ band: string; musician: string; song: string }>(sql`
      select (select b.id from bands b where b.church_id = c.id limit 1) as band,
             (select m.id from musicians m where m.church_id = c.id limit 1) as musician,
             (select s.id from songs_catalog s where s.church_id = c.id order by s.performance_count desc limit 1) as song
      from churches c where c.slug = ${DEMO_CHURCH_SLUG}`);
    const demo = demoRows.rows[0]!;

    // [url, statements]: the church, the key, then the page's own reads (decision 190).
    const urls = (slug: string, ids: { band: string; musician: string; song: string }): [string, number][] => [
      [`${api(slug)}/bands`, 2],
      [`${api(slug)}/bands?search=a`, 2],
      [`${api(slug)}/bands/${ids.band}`, 4],
      [`${api(slug)}/musicians/${ids.musician}`, 4],
      [`${api(slug)}/catalogue`, 3],
      // A search counts and pages its songs in one statement.
      [`${api(slug)}/catalogue?search=a`, 2],
      [`${api(slug)}/catalogue/${ids.song}`, 4],
    ];
    const tinyUrls = urls(tiny.slug, { band: band.id, musician: musician.id, song: song.id });
    const demoUrls = urls(DEMO_CHURCH_SLUG, demo);
    // Uncached answers (the cache of answers is emptied first): what the first visitor pays.
    for (const [index, [url, expected]] of tinyUrls.entries()) {
      app.publicCache.clear();
      expect(await countStatements(() => getJson(url)), url).toBe(expected);
      app.publicCache.clear();
      expect(await countStatements(() => getJson(demoUrls[index]![0])), demoUrls[index]![0]).toBe(expected);
    }
  });

  it("never sends an e-mail address or an admin field", async () => {
    const demo = await app.db.execute<{ band: string; musician: string; song: string }>(sql`
      select (select b.id from bands b where b.church_id = c.id limit 1) as band,
             (select m.id from musicians m where m.church_id = c.id and m.bio is not null limit 1) as musician,
             (select s.id from songs_catalog s where s.church_id = c.id order by s.performance_count desc limit 1) as song
      from churches c where c.slug = ${DEMO_CHURCH_SLUG}`);
    const ids = demo.rows[0]!;
    for (const url of [
      `${api(DEMO_CHURCH_SLUG)}/bands`,
      `${api(DEMO_CHURCH_SLUG)}/bands/${ids.band}`,
      `${api(DEMO_CHURCH_SLUG)}/musicians/${ids.musician}`,
      `${api(DEMO_CHURCH_SLUG)}/catalogue`,
      `${api(DEMO_CHURCH_SLUG)}/catalogue/${ids.song}`,
    ]) {
      const text = JSON.stringify(await getJson(url));
      expect(text, url).not.toContain(DEMO_ADMIN.email);
      expect(text, url).not.toMatch(/"(email|adminUserId|admin_user_id|active|isMultibanda|lyrics|createdAt|updatedAt)"/);
    }
  });
});
