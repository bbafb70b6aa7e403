import { beforeAll, describe, expect, it } from "vitest";
import { createBand, createBandMember, createChurch, createMusician, createSegmentIn, createSegmentLineup, createService, createServiceLineup, createSong } from "../../../tests/factories";
import { publicRequests, type ErrorBody } from "../../../tests/public-requests";
import { useTestApp } from "../../../tests/test-app";
import { DEMO_CHURCH_SLUG, seedDemoData } from "../demo";
import type {
  PublicBandDetailResponse,
  PublicBandsResponse,
  PublicMusicianDetailResponse,
} from "@shared/schemas/public-catalogue";

const app = useTestApp();

beforeAll(async () => {
  await seedDemoData(app.db, app.auth);
});

const { getJson, expectNotFound } = publicRequests(app);

const api = (church: string) => `/api/public/churches/${church}`;

describe("GET /churches/:churchKey/bands", () => {
  it("lists the church's bands by name (accents ignored), then year descending, with their keys", async () => {
    const church = await createChurch(app.db);
    await createBand(app.db, church.id, { name: "Banda Zeta", year: 2020 });
    await createBand(app.db, church.id, { name: "Coral", year: 2021, imageUrl: "/uploads/bands/coral.webp" });
    await createBand(app.db, church.id, { name: "Banda Ágape", year: 2019 });
    await createBand(app.db, church.id, { name: "Banda Ágape", year: 2022 });
    const other = await createChurch(app.db);
    await createBand(app.db, other.id, { name: "Banda de Outra Igreja", year: 2020 });

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
    const church = await createChurch(app.db);
    await createBand(app.db, church.id, { name: "Banda Ágape", year: 2019 });
    await createBand(app.db, church.id, { name: "Ministério Shekinah", year: 2021 });
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
    const church = await createChurch(app.db);
    await createBand(app.db, church.id, { name: "Louvor", year: 2020 });
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
    const church = await createChurch(app.db);
    const band = await createBand(app.db, church.id, { name: "Banda Ágape", year: 2019, imageUrl: "/uploads/bands/a.webp" });
    const otherBand = await createBand(app.db, church.id, { name: "Kairós", year: 2023 });
    const lucas = await createMusician(app.db, church.id, { name: "Lucas Almeida", instrument: "Vocal" });
    const ana = await createMusician(app.db, church.id, { name: "Ana Lima", instrument: "Violão" });
    const guest = await createMusician(app.db, church.id, { name: "Convidado", instrument: "Sax" });
    await createBandMember(app.db, church.id, { bandId: band.id, musicianId: lucas.id, instrument: ["Vocal"] });
    await createBandMember(app.db, church.id, { bandId: band.id, musicianId: ana.id, instrument: ["Violão", "Backing vocal"] });
    await createBandMember(app.db, church.id, { bandId: otherBand.id, musicianId: guest.id, instrument: ["Sax"] });
    const song = await createSong(app.db, church.id, { name: "Graça Sem Fim" });
    const first = await createService(app.db, church.id, { bandId: band.id, date: "2025-03-02", time: "19:00" });
    const second = await createService(app.db, church.id, { bandId: band.id, date: "2025-03-09", time: "09:30" });
    const hidden = await createService(app.db, church.id, { bandId: band.id, date: "2025-03-16", time: "19:00", active: false });
    const elsewhere = await createService(app.db, church.id, { bandId: otherBand.id, date: "2025-03-23", time: "19:00" });
    await createSegmentIn(app.db, first, song.id, { startTime: 10, endTime: 200 });
    await createSegmentIn(app.db, first, song.id, { startTime: 300, endTime: 500 });
    await createSegmentIn(app.db, first, song.id, { startTime: 600, endTime: 700, active: false });
    await createSegmentIn(app.db, second, song.id, { startTime: 10, endTime: 200 });
    await createSegmentIn(app.db, hidden, song.id, { startTime: 10, endTime: 200 });
    await createSegmentIn(app.db, elsewhere, song.id, { startTime: 10, endTime: 200 });
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
    const other = await createChurch(app.db);
    const foreign = await createBand(app.db, other.id, { name: "Estrangeira", year: 2020 });

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
    const church = await createChurch(app.db);
    const agape = await createBand(app.db, church.id, { name: "Ágape", year: 2019, imageUrl: "/uploads/bands/a.webp" });
    const kairos = await createBand(app.db, church.id, { name: "Kairós", year: 2023 });
    const joao = await createMusician(app.db, church.id, { name: "João Pedro", instrument: "Violão", bio: "Violonista." });
    const maria = await createMusician(app.db, church.id, { name: "Maria", instrument: "Vocal" });
    await createBandMember(app.db, church.id, { bandId: agape.id, musicianId: joao.id, instrument: ["Violão"] });
    await createBandMember(app.db, church.id, { bandId: kairos.id, musicianId: joao.id, instrument: ["Guitarra"] });
    await createBandMember(app.db, church.id, { bandId: agape.id, musicianId: maria.id, instrument: ["Vocal"] });
    const song = await createSong(app.db, church.id, { name: "Caminho de Luz" });

    // 1. No lineup recorded: nobody is known to have played (the listing's musician filter agrees).
    const bandOnly = await createService(app.db, church.id, { bandId: agape.id, date: "2025-01-05", time: "19:00" });
    await createSegmentIn(app.db, bandOnly, song.id, { startTime: 0, endTime: 100 });
    await createSegmentIn(app.db, bandOnly, song.id, { startTime: 200, endTime: 300 });
    // 2. Service lineup without João; one song has its own lineup with him (1 song).
    const guestSong = await createService(app.db, church.id, { bandId: agape.id, date: "2025-01-12", time: "19:00" });
    await createServiceLineup(app.db, church.id, { serviceId: guestSong.id, musicianId: maria.id });
    await createSegmentIn(app.db, guestSong, song.id, { startTime: 0, endTime: 100 });
    const withJoao = await createSegmentIn(app.db, guestSong, song.id, { startTime: 200, endTime: 300 });
    await createSegmentLineup(app.db, church.id, { serviceId: withJoao.serviceId, songDetailId: withJoao.id, musicianId: joao.id });
    await createSegmentLineup(app.db, church.id, { serviceId: withJoao.serviceId, songDetailId: withJoao.id, musicianId: maria.id });
    // 3. Service lineup with João; one song's own lineup leaves him out (1 song).
    const satOut = await createService(app.db, church.id, { bandId: kairos.id, date: "2025-01-19", time: "09:00" });
    await createServiceLineup(app.db, church.id, { serviceId: satOut.id, musicianId: joao.id });
    await createServiceLineup(app.db, church.id, { serviceId: satOut.id, musicianId: maria.id });
    await createSegmentIn(app.db, satOut, song.id, { startTime: 0, endTime: 100 });
    const withoutJoao = await createSegmentIn(app.db, satOut, song.id, { startTime: 200, endTime: 300 });
    await createSegmentLineup(app.db, church.id, { serviceId: withoutJoao.serviceId, songDetailId: withoutJoao.id, musicianId: maria.id });
    // 4. Service lineup without him, no own lineups: not his.
    const notHis = await createService(app.db, church.id, { bandId: agape.id, date: "2025-01-26", time: "19:00" });
    await createServiceLineup(app.db, church.id, { serviceId: notHis.id, musicianId: maria.id });
    await createSegmentIn(app.db, notHis, song.id, { startTime: 0, endTime: 100 });
    // 5. Inactive service or segment: never counted.
    const hidden = await createService(app.db, church.id, { bandId: agape.id, date: "2025-02-02", time: "19:00", active: false });
    await createSegmentIn(app.db, hidden, song.id, { startTime: 0, endTime: 100 });
    await createSegmentIn(app.db, bandOnly, song.id, { startTime: 400, endTime: 500, active: false });

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
    const church = await createChurch(app.db);
    await createMusician(app.db, church.id, { name: "Raquel Mendes", instrument: "Violino" });
    const body = await getJson<PublicMusicianDetailResponse>(`${api(church.slug)}/musicians/raquel-mendes`);
    expect(body.stats).toEqual({ services: 0, bands: 0, songs: 0 });
    expect(body.bands).toEqual([]);
    expect(body.musician.bio).toBeNull();
  });

  it("gives namesakes keys of their own that open each of them", async () => {
    const church = await createChurch(app.db);
    const first = await createMusician(app.db, church.id, { name: "Ana Souza", instrument: "Vocal" });
    const second = await createMusician(app.db, church.id, { name: "Ana Souza", instrument: "Teclado" });
    const band = await createBand(app.db, church.id, { name: "Banda", year: 2020 });
    await createBandMember(app.db, church.id, { bandId: band.id, musicianId: first.id });
    await createBandMember(app.db, church.id, { bandId: band.id, musicianId: second.id });

    const { musicians } = await getJson<PublicBandDetailResponse>(`${api(church.slug)}/bands/${band.id}`);
    const keys = musicians.map((musician) => musician.key);
    expect(new Set(keys).size).toBe(2);
    for (const musician of musicians) {
      const body = await getJson<PublicMusicianDetailResponse>(`${api(church.slug)}/musicians/${musician.key}`);
      expect(body.musician.id).toBe(musician.id);
    }
  });

  it("answers 'Músico não encontrado' for unknown keys and other churches' musicians", async () => {
    const church = await createChurch(app.db);
    const other = await createChurch(app.db);
    const foreign = await createMusician(app.db, other.id, { name: "Estrangeiro" });
    await expectNotFound(`${api(church.slug)}/musicians/ninguem`, "Músico não encontrado");
    await expectNotFound(`${api(church.slug)}/musicians/${foreign.id}`, "Músico não encontrado");
    await expectNotFound(`${api(church.slug)}/musicians/estrangeiro`, "Músico não encontrado");
    await expectNotFound(`${api("nao-existe")}/musicians/estrangeiro`, "Igreja não encontrada");
  });
});
