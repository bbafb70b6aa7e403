import pg from "pg";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { catalogueFactory } from "../../../tests/factories-public-catalogue";
import { createTestApp, type TestApp } from "../../../tests/test-app";
import { services } from "../db/schema";
import { DEMO_ADMIN, DEMO_CHURCH_SLUG, seedDemoData } from "../demo/seed-demo";
import type {
  PublicBandDetailResponse,
  PublicBandsResponse,
  PublicCatalogueResponse,
  PublicMusicianDetailResponse,
  PublicSongDetailResponse,
} from "../../shared/schemas/public-catalogue";
import { CATALOGUE_PAGE_SIZE } from "./catalogue-queries";

let app: TestApp;
let make: ReturnType<typeof catalogueFactory>;

beforeAll(async () => {
  app = await createTestApp();
  make = catalogueFactory(app);
  await seedDemoData(app.db, app.auth);
});

afterAll(async () => {
  await app?.close();
});

async function getJson<T>(url: string, status = 200): Promise<T> {
  const response = await app.request(url);
  expect(response.status, url).toBe(status);
  return (await response.json()) as T;
}

type ErrorBody = { error: { code: string; message: string } };

async function expectNotFound(url: string, message: string) {
  const body = await getJson<ErrorBody>(url, 404);
  expect(body.error).toMatchObject({ code: "not_found", message });
}

/** SQL statements sent to PostgreSQL while `run` executes. */
async function countStatements(run: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(pg.Client.prototype, "query");
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

const api = (church: string) => `/api/public/churches/${church}`;

describe("GET /churches/:churchKey/bands", () => {
  it("lists the church's bands by name (accents ignored), then year descending, with their keys", async () => {
    const church = await make.church();
    await make.band(church.id, { name: "Banda Zeta", year: 2020 });
    await make.band(church.id, { name: "Coral", year: 2021, imageUrl: "/uploads/bands/coral.webp" });
    await make.band(church.id, { name: "Banda Ágape", year: 2019 });
    await make.band(church.id, { name: "Banda Ágape", year: 2022 });
    const other = await make.church();
    await make.band(other.id, { name: "Banda de Outra Igreja", year: 2020 });

    const body = await getJson<PublicBandsResponse>(`${api(church.slug)}/bands`);

    expect(body.bands.map(({ name, year, key }) => [name, year, key])).toEqual([
      ["Banda Ágape", 2022, "banda-agape-2022"],
      ["Banda Ágape", 2019, "banda-agape-2019"],
      ["Banda Zeta", 2020, "banda-zeta-2020"],
      ["Coral", 2021, "coral-2021"],
    ]);
    expect(Object.keys(body.bands[3]!).sort()).toEqual(["id", "imageUrl", "key", "name", "year"]);
    expect(body.bands[3]!.imageUrl).toBe("/uploads/bands/coral.webp");
  });

  it("filters on the name without accents or case, or on the year", async () => {
    const church = await make.church();
    await make.band(church.id, { name: "Banda Ágape", year: 2019 });
    await make.band(church.id, { name: "Ministério Shekinah", year: 2021 });
    const names = async (search: string) =>
      (await getJson<PublicBandsResponse>(`${api(church.slug)}/bands?search=${encodeURIComponent(search)}`)).bands.map(
        (band) => band.name,
      );

    expect(await names("AGAPE")).toEqual(["Banda Ágape"]);
    expect(await names("ministerio")).toEqual(["Ministério Shekinah"]);
    expect(await names("2021")).toEqual(["Ministério Shekinah"]);
    expect(await names("20")).toEqual(["Banda Ágape", "Ministério Shekinah"]);
    expect(await names("%")).toEqual([]);
    expect(await names("   ")).toEqual(["Banda Ágape", "Ministério Shekinah"]);
  });

  it("finds the church by id as well as by slug", async () => {
    const church = await make.church();
    await make.band(church.id, { name: "Louvor", year: 2020 });
    const body = await getJson<PublicBandsResponse>(`${api(church.id)}/bands`);
    expect(body.bands.map((band) => band.name)).toEqual(["Louvor"]);
  });

  it("answers 404 for an unknown church and 422 for a search that is too long", async () => {
    await expectNotFound(`${api("nao-existe")}/bands`, "Igreja não encontrada");
    await expectNotFound(`${api("00000000-0000-4000-8000-000000000000")}/bands`, "Igreja não encontrada");
    const body = await getJson<ErrorBody>(`${api(DEMO_CHURCH_SLUG)}/bands?search=${"a".repeat(101)}`, 422);
    expect(body.error.code).toBe("validation_failed");
  });
});

describe("GET /churches/:churchKey/bands/:bandKey", () => {
  async function bandWithHistory() {
    const church = await make.church();
    const band = await make.band(church.id, { name: "Banda Ágape", year: 2019, imageUrl: "/uploads/bands/a.webp" });
    const otherBand = await make.band(church.id, { name: "Kairós", year: 2023 });
    const lucas = await make.musician(church.id, { name: "Lucas Almeida", instrument: "Vocal" });
    const ana = await make.musician(church.id, { name: "Ana Lima", instrument: "Violão" });
    const guest = await make.musician(church.id, { name: "Convidado", instrument: "Sax" });
    await make.member(church.id, band.id, lucas.id, ["Vocal"]);
    await make.member(church.id, band.id, ana.id, ["Violão", "Backing vocal"]);
    await make.member(church.id, otherBand.id, guest.id, ["Sax"]);
    const song = await make.song(church.id, { name: "Graça Sem Fim" });
    const first = await make.service(church.id, band.id, { date: "2025-03-02", time: "19:00" });
    const second = await make.service(church.id, band.id, { date: "2025-03-09", time: "09:30" });
    const hidden = await make.service(church.id, band.id, { date: "2025-03-16", time: "19:00", active: false });
    const elsewhere = await make.service(church.id, otherBand.id, { date: "2025-03-23", time: "19:00" });
    await make.segment(first, song.id, { startTime: 10, endTime: 200 });
    await make.segment(first, song.id, { startTime: 300, endTime: 500 });
    await make.segment(first, song.id, { startTime: 600, endTime: 700, active: false });
    await make.segment(second, song.id, { startTime: 10, endTime: 200 });
    await make.segment(hidden, song.id, { startTime: 10, endTime: 200 });
    await make.segment(elsewhere, song.id, { startTime: 10, endTime: 200 });
    return { church, band, lucas, ana };
  }

  it("gives the band, its counts (active only) and its musicians with their instruments", async () => {
    const { church, band, lucas, ana } = await bandWithHistory();

    const body = await getJson<PublicBandDetailResponse>(`${api(church.slug)}/bands/banda-agape-2019`);

    expect(body.band).toEqual({
      id: band.id,
      key: "banda-agape-2019",
      name: "Banda Ágape",
      year: 2019,
      imageUrl: "/uploads/bands/a.webp",
    });
    expect(body.stats).toEqual({ services: 2, musicians: 2, songs: 3 });
    expect(body.musicians).toEqual([
      { id: ana.id, key: "ana-lima", name: "Ana Lima", instruments: "Violão, Backing vocal", avatarUrl: null },
      { id: lucas.id, key: "lucas-almeida", name: "Lucas Almeida", instruments: "Vocal", avatarUrl: null },
    ]);
  });

  it("accepts the bare id, and answers 'Banda não encontrada' for unknown keys and other churches' bands", async () => {
    const { church, band } = await bandWithHistory();
    const other = await make.church();
    const foreign = await make.band(other.id, { name: "Estrangeira", year: 2020 });

    expect((await getJson<PublicBandDetailResponse>(`${api(church.slug)}/bands/${band.id}`)).band.id).toBe(band.id);
    await expectNotFound(`${api(church.slug)}/bands/banda-agape-2020`, "Banda não encontrada");
    await expectNotFound(`${api(church.slug)}/bands/${"x".repeat(400)}`, "Banda não encontrada");
    await expectNotFound(`${api(church.slug)}/bands/%25%27%3B`, "Banda não encontrada");
    await expectNotFound(`${api(church.slug)}/bands/${foreign.id}`, "Banda não encontrada");
    await expectNotFound(`${api(church.slug)}/bands/estrangeira-2020`, "Banda não encontrada");
    await expectNotFound(`${api("nao-existe")}/bands/${band.id}`, "Igreja não encontrada");
  });
});

describe("GET /churches/:churchKey/musicians/:musicianKey", () => {
  it("gives the profile, its bands and the counts by the lineup rule (the song's own, else the service's)", async () => {
    const church = await make.church();
    const agape = await make.band(church.id, { name: "Ágape", year: 2019, imageUrl: "/uploads/bands/a.webp" });
    const kairos = await make.band(church.id, { name: "Kairós", year: 2023 });
    const joao = await make.musician(church.id, { name: "João Pedro", instrument: "Violão", bio: "Violonista." });
    const maria = await make.musician(church.id, { name: "Maria", instrument: "Vocal" });
    await make.member(church.id, agape.id, joao.id, ["Violão"]);
    await make.member(church.id, kairos.id, joao.id, ["Guitarra"]);
    await make.member(church.id, agape.id, maria.id, ["Vocal"]);
    const song = await make.song(church.id, { name: "Caminho de Luz" });

    // 1. No lineup recorded: nobody is known to have played (the listing's musician filter agrees).
    const bandOnly = await make.service(church.id, agape.id, { date: "2025-01-05", time: "19:00" });
    await make.segment(bandOnly, song.id, { startTime: 0, endTime: 100 });
    await make.segment(bandOnly, song.id, { startTime: 200, endTime: 300 });
    // 2. Service lineup without João; one song has its own lineup with him (1 song).
    const guestSong = await make.service(church.id, agape.id, { date: "2025-01-12", time: "19:00" });
    await make.serviceLineup(guestSong, [maria.id]);
    await make.segment(guestSong, song.id, { startTime: 0, endTime: 100 });
    const withJoao = await make.segment(guestSong, song.id, { startTime: 200, endTime: 300 });
    await make.segmentLineup(withJoao, [joao.id, maria.id]);
    // 3. Service lineup with João; one song's own lineup leaves him out (1 song).
    const satOut = await make.service(church.id, kairos.id, { date: "2025-01-19", time: "09:00" });
    await make.serviceLineup(satOut, [joao.id, maria.id]);
    await make.segment(satOut, song.id, { startTime: 0, endTime: 100 });
    const withoutJoao = await make.segment(satOut, song.id, { startTime: 200, endTime: 300 });
    await make.segmentLineup(withoutJoao, [maria.id]);
    // 4. Service lineup without him, no own lineups: not his.
    const notHis = await make.service(church.id, agape.id, { date: "2025-01-26", time: "19:00" });
    await make.serviceLineup(notHis, [maria.id]);
    await make.segment(notHis, song.id, { startTime: 0, endTime: 100 });
    // 5. Inactive service or segment: never counted.
    const hidden = await make.service(church.id, agape.id, { date: "2025-02-02", time: "19:00", active: false });
    await make.segment(hidden, song.id, { startTime: 0, endTime: 100 });
    await make.segment(bandOnly, song.id, { startTime: 400, endTime: 500, active: false });

    const body = await getJson<PublicMusicianDetailResponse>(`${api(church.slug)}/musicians/joao-pedro`);

    expect(body.musician).toEqual({
      id: joao.id,
      key: "joao-pedro",
      name: "João Pedro",
      instrument: "Violão",
      bio: "Violonista.",
      avatarUrl: null,
    });
    expect(body.stats).toEqual({ services: 2, bands: 2, songs: 2 });
    expect(body.bands).toEqual([
      { id: agape.id, key: "agape-2019", name: "Ágape", year: 2019, imageUrl: "/uploads/bands/a.webp" },
      { id: kairos.id, key: "kairos-2023", name: "Kairós", year: 2023, imageUrl: null },
    ]);
  });

  it("gives a musician of no band empty bands and zero counts", async () => {
    const church = await make.church();
    await make.musician(church.id, { name: "Raquel Mendes", instrument: "Violino" });
    const body = await getJson<PublicMusicianDetailResponse>(`${api(church.slug)}/musicians/raquel-mendes`);
    expect(body.stats).toEqual({ services: 0, bands: 0, songs: 0 });
    expect(body.bands).toEqual([]);
    expect(body.musician.bio).toBeNull();
  });

  it("gives namesakes keys of their own that open each of them", async () => {
    const church = await make.church();
    const first = await make.musician(church.id, { name: "Ana Souza", instrument: "Vocal" });
    const second = await make.musician(church.id, { name: "Ana Souza", instrument: "Teclado" });
    const band = await make.band(church.id, { name: "Banda", year: 2020 });
    await make.member(church.id, band.id, first.id);
    await make.member(church.id, band.id, second.id);

    const { musicians } = await getJson<PublicBandDetailResponse>(`${api(church.slug)}/bands/${band.id}`);
    const keys = musicians.map((musician) => musician.key);
    expect(new Set(keys).size).toBe(2);
    for (const musician of musicians) {
      const body = await getJson<PublicMusicianDetailResponse>(`${api(church.slug)}/musicians/${musician.key}`);
      expect(body.musician.id).toBe(musician.id);
    }
  });

  it("answers 'Músico não encontrado' for unknown keys and other churches' musicians", async () => {
    const church = await make.church();
    const other = await make.church();
    const foreign = await make.musician(other.id, { name: "Estrangeiro" });
    await expectNotFound(`${api(church.slug)}/musicians/ninguem`, "Músico não encontrado");
    await expectNotFound(`${api(church.slug)}/musicians/${foreign.id}`, "Músico não encontrado");
    await expectNotFound(`${api(church.slug)}/musicians/estrangeiro`, "Músico não encontrado");
    await expectNotFound(`${api("nao-existe")}/musicians/estrangeiro`, "Igreja não encontrada");
  });
});

describe("GET /churches/:churchKey/catalogue", () => {
  it("lists performed, active songs by name with the latest performance's video (the thumbnail's source)", async () => {
    const church = await make.church();
    const band = await make.band(church.id, { name: "Banda", year: 2020 });
    const graca = await make.song(church.id, { name: "Graça Sem Fim", author: "Clara Monteiro" });
    const aguas = await make.song(church.id, { name: "Águas Profundas", author: null });
    await make.song(church.id, { name: "Nunca Tocada", author: "Ninguém" });
    const hiddenSong = await make.song(church.id, { name: "Inativa", active: false });
    const onlyHidden = await make.song(church.id, { name: "Só em culto inativo" });
    const older = await make.service(church.id, band.id, { date: "2025-01-05", time: "19:00", videoId: "olderVideo1" });
    const newer = await make.service(church.id, band.id, { date: "2025-02-05", time: "19:00", videoId: "newerVideo1" });
    const inactive = await make.service(church.id, band.id, { date: "2025-03-05", time: "19:00", active: false });
    await make.segment(older, graca.id, { startTime: 0, endTime: 100 });
    await make.segment(newer, graca.id, { startTime: 0, endTime: 100 });
    await make.segment(inactive, graca.id, { startTime: 0, endTime: 100 });
    await make.segment(older, aguas.id, { startTime: 200, endTime: 300 });
    await make.segment(older, hiddenSong.id, { startTime: 400, endTime: 500 });
    await make.segment(inactive, onlyHidden.id, { startTime: 400, endTime: 500 });

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
    const church = await make.church();
    const band = await make.band(church.id, { name: "Banda", year: 2020 });
    const service = await make.service(church.id, band.id, { date: "2025-01-05", time: "19:00" });
    for (const [index, [name, author]] of [
      ["Graça Sem Fim", "Clara Monteiro"],
      ["Tua Presença", "Sarah Vasconcelos"],
      ["Coração Grato", "Heitor Campos"],
    ].entries()) {
      const song = await make.song(church.id, { name: name!, author: author! });
      await make.segment(service, song.id, { startTime: index * 100, endTime: index * 100 + 50 });
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

    const church = await make.church();
    const band = await make.band(church.id, { name: "Banda", year: 2020 });
    const service = await make.service(church.id, band.id, { date: "2025-01-05", time: "19:00" });
    for (let index = 0; index < CATALOGUE_PAGE_SIZE + 5; index++) {
      const song = await make.song(church.id, { name: `Canção ${String(index).padStart(3, "0")}` });
      await make.segment(service, song.id, { startTime: index * 10, endTime: index * 10 + 5 });
    }
    const first = await getJson<PublicCatalogueResponse>(`${api(church.slug)}/catalogue`);
    const second = await getJson<PublicCatalogueResponse>(`${api(church.slug)}/catalogue?page=2`);
    const beyond = await getJson<PublicCatalogueResponse>(`${api(church.slug)}/catalogue?page=3`);
    expect(first).toMatchObject({ total: CATALOGUE_PAGE_SIZE + 5, hasMore: true, page: 1 });
    expect(first.songs).toHaveLength(CATALOGUE_PAGE_SIZE);
    expect(second).toMatchObject({ hasMore: false, page: 2 });
    expect(second.songs.map((song) => song.name)).toEqual(["Canção 100", "Canção 101", "Canção 102", "Canção 103", "Canção 104"]);
    expect(beyond.songs).toEqual([]);

    for (const page of ["0", "-1", "abc", "1.5", "100000"]) {
      const body = await getJson<ErrorBody>(`${api(church.slug)}/catalogue?page=${page}`, 422);
      expect(body.error.code).toBe("validation_failed");
    }
  });
});

describe("GET /churches/:churchKey/catalogue/:songKey", () => {
  it("gives the song, its active performances newest first and their statistics", async () => {
    const church = await make.church();
    const agape = await make.band(church.id, { name: "Banda Ágape", year: 2019 });
    const kairos = await make.band(church.id, { name: "Kairós", year: 2023 });
    const song = await make.song(church.id, {
      name: "Graça Sem Fim",
      author: "Clara Monteiro",
      chordFile: "https://www.cifraclub.com.br/clara/graca/",
    });
    const morning = await make.service(church.id, agape.id, { date: "2025-03-09", time: "09:30", videoId: "morningVid1" });
    const evening = await make.service(church.id, kairos.id, { date: "2025-03-16", time: "19:00", videoId: "eveningVid1" });
    const afternoon = await make.service(church.id, kairos.id, { date: "2025-03-16", time: "15:00", videoId: "aftnoonVid1" });
    const inactive = await make.service(church.id, agape.id, { date: "2025-04-01", time: "19:00" });
    const first = await make.segment(morning, song.id, { startTime: 125, endTime: 310 });
    const second = await make.segment(evening, song.id, { startTime: 600, endTime: 845 });
    await make.segment(afternoon, song.id, { startTime: 0, endTime: 200 });
    await make.segment(afternoon, song.id, { startTime: 300, endTime: 400, active: false });
    await make.segment(inactive, song.id, { startTime: 0, endTime: 100 });
    await app.db.update(services).set({ active: false }).where(eq(services.id, inactive.id));
    await make.refresh([song.id]);

    const key = `graca-sem-fim-${song.id.slice(0, 4)}`;
    const body = await getJson<PublicSongDetailResponse>(`${api(church.slug)}/catalogue/${key}`);

    expect(body.song).toEqual({
      id: song.id,
      key,
      name: "Graça Sem Fim",
      author: "Clara Monteiro",
      chordFile: "https://www.cifraclub.com.br/clara/graca/",
      performanceCount: 3,
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
    });
    expect(body.performances[2]).toMatchObject({ segmentId: first.id, bandName: "Banda Ágape", serviceKey: "09-03-2025-9h-banda-agape" });
    expect(body.statistics).toEqual({ totalPerformances: 3, averageDuration: Math.round((245 + 200 + 185) / 3), lastPerformanceDate: "2025-03-16" });
  });

  it("gives a song never performed an empty list and no statistics", async () => {
    const church = await make.church();
    const song = await make.song(church.id, { name: "Nova Canção" });
    const body = await getJson<PublicSongDetailResponse>(`${api(church.slug)}/catalogue/${song.id}`);
    expect(body.performances).toEqual([]);
    expect(body.statistics).toEqual({ totalPerformances: 0, averageDuration: null, lastPerformanceDate: null });
    expect(body.song).toMatchObject({ author: null, chordFile: null, performanceCount: 0 });
  });

  it("answers 'Música não encontrada' for unknown keys, inactive songs and other churches' songs", async () => {
    const church = await make.church();
    const other = await make.church();
    const foreign = await make.song(other.id, { name: "Estrangeira" });
    const inactive = await make.song(church.id, { name: "Inativa", active: false });
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
    const tiny = await make.church();
    const band = await make.band(tiny.id, { name: "Banda", year: 2020 });
    const musician = await make.musician(tiny.id, { name: "Solo" });
    await make.member(tiny.id, band.id, musician.id);
    const song = await make.song(tiny.id, { name: "Canção" });
    const service = await make.service(tiny.id, band.id, { date: "2025-01-05", time: "19:00" });
    await make.segment(service, song.id, { startTime: 0, endTime: 100 });

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
      [`${api(slug)}/catalogue?search=a`, 3],
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
