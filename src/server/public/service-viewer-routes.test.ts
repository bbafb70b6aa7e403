import { describe, expect, it, vi } from "vitest";
import { createBand, createBandMember, createChurch, createMusician, createSegment, createSegmentLineup, createService, createServiceLineup, createSong } from "../../../tests/factories";
import { createTestApp, useTestApp } from "../../../tests/test-app";
import type { PublicConfigResponse, ServicePageResponse } from "@shared/schemas/public-service-viewer";

const t = useTestApp();

async function getJson<T>(url: string, expectedStatus = 200): Promise<T> {
  const response = await t.request(url);
  expect(response.status, url).toBe(expectedStatus);
  return (await response.json()) as T;
}

/** A church with one service of three songs: the first with its own lineup, the service with a lineup, the band with members. */
async function serviceWithLineups() {
  const church = await createChurch(t.db, { name: "Igreja Esperança Viva" });
  const band = await createBand(t.db, church.id, { name: "Banda Ágape", year: 2023, imageUrl: "/uploads/bands/a.webp" });
  const service = await createService(t.db, church.id, { bandId: band.id, date: "2024-05-05",
    time: "19:30:00",
    videoUrl: "https://youtu.be/dQw4w9WgXcQ",
    viewCount: 7 });
  const [first, second, third] = [
    await createSong(t.db, church.id, { name: "Grande É o Senhor", author: "Adhemar de Campos" }),
    await createSong(t.db, church.id, { name: "Aleluia" }),
    await createSong(t.db, church.id, { name: "Santo" }),
  ];
  // Inserted out of order: the page lists them by start time.
  const segC = await createSegment(t.db, service.churchId, { serviceId: service.id, songCatalogId: third!.id, startTime: 700, endTime: 900, viewCount: 1 });
  const segA = await createSegment(t.db, service.churchId, { serviceId: service.id, songCatalogId: first!.id, startTime: 60, endTime: 300, viewCount: 5, musicalKey: "F#m", tempo: 72 });
  const segB = await createSegment(t.db, service.churchId, { serviceId: service.id, songCatalogId: second!.id, startTime: 300, endTime: 620 });
  const hidden = await createSegment(t.db, service.churchId, { serviceId: service.id, songCatalogId: third!.id, startTime: 950, endTime: 1000, active: false });

  const ana = await createMusician(t.db, church.id, { name: "Ana Lima", instrument: "Voz", avatarUrl: "/uploads/avatars/ana.webp" });
  const bruno = await createMusician(t.db, church.id, { name: "Bruno Souza", instrument: "Bateria" });
  const carla = await createMusician(t.db, church.id, { name: "Carla Dias", instrument: "Teclado" });
  await createBandMember(t.db, church.id, { bandId: band.id, musicianId: carla.id, instrument: ["Teclado", "Voz"] });
  await createBandMember(t.db, church.id, { bandId: band.id, musicianId: bruno.id, instrument: ["Bateria"] });
  await createServiceLineup(t.db, service.churchId, { serviceId: service.id, musicianId: bruno.id, instrument: "Cajón" });
  await createServiceLineup(t.db, service.churchId, { serviceId: service.id, musicianId: ana.id, instrument: "" });
  await createSegmentLineup(t.db, segA.churchId, { serviceId: segA.serviceId, songDetailId: segA.id, musicianId: ana.id, instrument: "Violão" });
  await createSegmentLineup(t.db, hidden.churchId, { serviceId: hidden.serviceId, songDetailId: hidden.id, musicianId: carla.id });
  return { church, band, service, segA, segB, segC, hidden, ana, bruno, carla, songs: { first: first!, second: second!, third: third! } };
}

describe("GET /api/public/churches/:churchKey/services/:serviceKey", () => {
  it("answers the service, its active songs by start time and the musicians for every song", async () => {
    const f = await serviceWithLineups();
    const page = await getJson<ServicePageResponse>(`/api/public/churches/${f.church.slug}/services/05-05-2024-19h-banda-agape`);

    expect(page.service).toEqual({
      id: f.service.id,
      key: "05-05-2024-19h-banda-agape",
      date: "2024-05-05",
      time: "19:30",
      shift: "evening",
      title: "Culto 19h",
      videoUrl: "https://youtu.be/dQw4w9WgXcQ",
      videoId: "dQw4w9WgXcQ",
      thumbnailUrl: "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
      viewCount: 7,
      duration: 900,
      band: { id: f.band.id, key: "banda-agape-2023", name: "Banda Ágape", year: 2023, imageUrl: "/uploads/bands/a.webp" },
      church: { id: f.church.id, slug: f.church.slug, name: "Igreja Esperança Viva", logoUrl: null },
    });
    expect(page.songs.map((song) => song.id)).toEqual([f.segA.id, f.segB.id, f.segC.id]);
    expect(page.songs[0]).toEqual({
      id: f.segA.id,
      key: `grande-e-o-senhor-${f.segA.id.slice(0, 4)}`,
      songCatalogId: f.songs.first.id,
      songKey: `grande-e-o-senhor-${f.songs.first.id.slice(0, 4)}`,
      name: "Grande É o Senhor",
      author: "Adhemar de Campos",
      startTime: 60,
      endTime: 300,
      duration: 240,
      viewCount: 5,
      musicalKey: "F#m",
      tempo: 72,
    });
    // A segment without a key or tempo answers null for them.
    expect(page.songs[1]).toMatchObject({ id: f.segB.id, musicalKey: null, tempo: null });
    expect(page.selectedSongId).toBeNull();

    // Own lineup of the first song; the inactive segment's lineup is not shown.
    expect(page.musicians.bySong).toEqual({
      [f.segA.id]: [{ id: f.ana.id, key: "ana-lima", name: "Ana Lima", instrument: "Violão", avatarUrl: "/uploads/avatars/ana.webp" }],
    });
    // Service lineup: a blank instrument falls back to the musician's own.
    expect(page.musicians.service).toEqual([
      { id: f.ana.id, key: "ana-lima", name: "Ana Lima", instrument: "Voz", avatarUrl: "/uploads/avatars/ana.webp" },
      { id: f.bruno.id, key: "bruno-souza", name: "Bruno Souza", instrument: "Cajón", avatarUrl: null },
    ]);
    expect(page.musicians.band).toEqual([
      { id: f.bruno.id, key: "bruno-souza", name: "Bruno Souza", instrument: "Bateria", avatarUrl: null },
      { id: f.carla.id, key: "carla-dias", name: "Carla Dias", instrument: "Teclado, Voz", avatarUrl: null },
    ]);
    // Nothing of the admin side.
    expect(JSON.stringify(page)).not.toMatch(/email|admin|is_substitute|isSubstitute/i);
  });

  it("accepts the church id and the service id, and resolves the song of the URL", async () => {
    const f = await serviceWithLineups();
    const byId = await getJson<ServicePageResponse>(`/api/public/churches/${f.church.id}/services/${f.service.id}`);
    expect(byId.service.id).toBe(f.service.id);

    const segmentKey = `aleluia-${f.segB.id.slice(0, 4)}`;
    const withSong = await getJson<ServicePageResponse>(
      `/api/public/churches/${f.church.slug}/services/05-05-2024-19h-banda-agape?song=${segmentKey}`,
    );
    expect(withSong.selectedSongId).toBe(f.segB.id);

    const bySegmentId = await getJson<ServicePageResponse>(`/api/public/churches/${f.church.slug}/services/${f.service.id}?song=${f.segC.id}`);
    expect(bySegmentId.selectedSongId).toBe(f.segC.id);

    // An unknown or inactive song leaves the default (the first song) to the page; the service still opens.
    for (const song of ["nao-existe-1234", f.hidden.id]) {
      const page = await getJson<ServicePageResponse>(`/api/public/churches/${f.church.slug}/services/${f.service.id}?song=${song}`);
      expect(page.selectedSongId).toBeNull();
    }
  });

  it("falls back from a song's own lineup to the service's, and from the service's to the band's", async () => {
    const church = await createChurch(t.db);
    const band = await createBand(t.db, church.id, { name: "Louvor Jovem", year: 2021 });
    const member = await createMusician(t.db, church.id, { name: "Davi Rocha", instrument: "Baixo" });
    await createBandMember(t.db, church.id, { bandId: band.id, musicianId: member.id, instrument: [] });
    const service = await createService(t.db, church.id, { bandId: band.id, date: "2024-06-02", time: "10:00:00" });
    const song = await createSong(t.db, church.id);
    await createSegment(t.db, service.churchId, { serviceId: service.id, songCatalogId: song.id });

    const page = await getJson<ServicePageResponse>(`/api/public/churches/${church.slug}/services/${service.id}`);
    expect(page.musicians.bySong).toEqual({});
    expect(page.musicians.service).toEqual([]);
    // No instrument recorded for the membership: the musician's own instrument.
    expect(page.musicians.band).toEqual([{ id: member.id, key: "davi-rocha", name: "Davi Rocha", instrument: "Baixo", avatarUrl: null }]);
  });

  it("answers 404 for an unknown church, an unknown or garbage service key, another church's service and an inactive service", async () => {
    const f = await serviceWithLineups();
    const other = await createChurch(t.db);
    const otherBand = await createBand(t.db, other.id);
    const otherService = await createService(t.db, other.id, { bandId: otherBand.id });
    const inactive = await createService(t.db, f.church.id, { bandId: f.band.id, date: "2024-05-12", time: "19:00:00", active: false });

    const cases = [
      [`/api/public/churches/igreja-que-nao-existe/services/${f.service.id}`, "Igreja não encontrada"],
      [`/api/public/churches/${f.church.slug}/services/01-01-2020-19h`, "Serviço não encontrado"],
      [`/api/public/churches/${f.church.slug}/services/isto-nao-e-uma-chave`, "Serviço não encontrado"],
      [`/api/public/churches/${f.church.slug}/services/%27%3B%20drop%20table%20services`, "Serviço não encontrado"],
      [`/api/public/churches/${f.church.slug}/services/${otherService.id}`, "Serviço não encontrado"],
      [`/api/public/churches/${f.church.slug}/services/${inactive.id}`, "Serviço não encontrado"],
      [`/api/public/churches/${f.church.slug}/services/12-05-2024-19h-banda-agape`, "Serviço não encontrado"],
    ] as const;
    for (const [url, message] of cases) {
      expect(await getJson(url, 404)).toEqual({ error: { code: "not_found", message } });
    }
  });

  it("answers 422 for a song parameter that is far too long", async () => {
    const f = await serviceWithLineups();
    const response = await t.request(`/api/public/churches/${f.church.slug}/services/${f.service.id}?song=${"a".repeat(301)}`);
    expect(response.status).toBe(422);
  });

  it("uses a bounded number of SQL statements, however many songs and musicians the service has", async () => {
    const f = await serviceWithLineups();
    const extraSongs = await Promise.all(Array.from({ length: 25 }, () => createSong(t.db, f.church.id)));
    for (const [index, song] of extraSongs.entries()) {
      const segment = await createSegment(t.db, f.service.churchId, { serviceId: f.service.id, songCatalogId: song.id, startTime: 2000 + index * 10, endTime: 2005 + index * 10 });
      await createSegmentLineup(t.db, segment.churchId, { serviceId: segment.serviceId, songDetailId: segment.id, musicianId: f.bruno.id });
    }

    const query = vi.spyOn(t.db.$client, "query");
    try {
      const page = await getJson<ServicePageResponse>(
        `/api/public/churches/${f.church.slug}/services/05-05-2024-19h-banda-agape?song=aleluia-${f.segB.id.slice(0, 4)}`,
      );
      expect(page.songs).toHaveLength(28);
      expect(Object.keys(page.musicians.bySong)).toHaveLength(26);
      // church, service key, song key, service, songs, musicians.
      expect(query.mock.calls.length).toBeGreaterThan(0);
      expect(query.mock.calls.length).toBeLessThanOrEqual(6);
    } finally {
      query.mockRestore();
    }
  });
});

describe("GET /api/public/config", () => {
  it("answers null ids when analytics is not configured", async () => {
    expect(await getJson<PublicConfigResponse>("/api/public/config")).toEqual({ gtmId: null, gaMeasurementId: null });
  });

  it("answers the configured tag manager and analytics ids", async () => {
    const configured = await createTestApp({ GTM_ID: "GTM-AB12CD3", GA_MEASUREMENT_ID: "G-XYZ123456" });
    try {
      const response = await configured.request("/api/public/config");
      expect(await response.json()).toEqual({ gtmId: "GTM-AB12CD3", gaMeasurementId: "G-XYZ123456" });
    } finally {
      await configured.close();
    }
  });
});
