import { describe, expect, it, vi } from "vitest";
import { createBand, createChurch, createSegment, createService, createSong } from "../../../tests/factories";
import { useTestApp } from "../../../tests/test-app";
import { randomSpread, shuffled } from "./recommendations";
import type { RecommendationsResponse } from "@shared/schemas/public-service-viewer";

const t = useTestApp();

async function recommendations(churchKey: string, query: string, expectedStatus = 200) {
  const response = await t.request(`/api/public/churches/${churchKey}/recommendations?${query}`);
  expect(response.status).toBe(expectedStatus);
  return { response, body: (await response.json()) as RecommendationsResponse };
}

/**
 * Band A's current service S0 (5 May 2024) and its song P; A's other services with their views; two
 * other bands; inactive rows and another church that must never show.
 */
async function church() {
  const church = await createChurch(t.db);
  const a = await createBand(t.db, church.id, { name: "Banda A", year: 2020 });
  const b = await createBand(t.db, church.id, { name: "Banda B", year: 2021 });
  const c = await createBand(t.db, church.id, { name: "Banda C", year: 2022 });
  const service = (bandId: string, date: string, time: string, viewCount: number, active = true) =>
    createService(t.db, church.id, { bandId, date, time, viewCount, active });
  const s0 = await service(a.id, "2024-05-05", "19:00:00", 3);
  const sameDay = await service(a.id, "2024-05-05", "09:00:00", 1);
  const a1 = await service(a.id, "2024-01-07", "19:00:00", 50);
  const a2 = await service(a.id, "2024-01-14", "19:00:00", 40);
  const a3 = await service(a.id, "2023-06-04", "19:00:00", 30);
  const a4 = await service(a.id, "2023-06-11", "19:00:00", 20);
  const b1 = await service(b.id, "2023-02-05", "19:00:00", 100);
  const b2 = await service(b.id, "2024-04-28", "19:00:00", 5);
  const c1 = await service(c.id, "2024-04-21", "10:00:00", 2);
  const aInactive = await service(a.id, "2024-05-06", "19:00:00", 1000, false);
  const bInactive = await service(b.id, "2024-05-07", "19:00:00", 999, false);

  const other = await createChurch(t.db);
  const otherBand = await createBand(t.db, other.id);
  const otherService = await createService(t.db, other.id, { bandId: otherBand.id, date: "2024-05-05", viewCount: 5000 });

  const song = (name: string, newMarkedAt?: Date) => createSong(t.db, church.id, { name, newMarkedAt });
  const p = await song("Canção P");
  const q = await song("Canção Q");
  const r = await song("Canção R");
  const n1 = await song("Nova Um", new Date("2024-04-01T00:00:00Z"));
  const n2 = await song("Nova Dois", new Date("2024-05-01T00:00:00Z"));

  const x = await createSegment(t.db, s0.churchId, { serviceId: s0.id, songCatalogId: p.id, startTime: 0, endTime: 200 });
  await createSegment(t.db, s0.churchId, { serviceId: s0.id, songCatalogId: p.id, startTime: 900, endTime: 1000, viewCount: 70 }); // P again in S0: on the page already
  await createSegment(t.db, s0.churchId, { serviceId: s0.id, songCatalogId: r.id, startTime: 200, endTime: 400, viewCount: 1000 }); // current service: never recommended
  const pA1 = await createSegment(t.db, a1.churchId, { serviceId: a1.id, songCatalogId: p.id, viewCount: 9 });
  const pA2 = await createSegment(t.db, a2.churchId, { serviceId: a2.id, songCatalogId: p.id, viewCount: 7 });
  const pB1 = await createSegment(t.db, b1.churchId, { serviceId: b1.id, songCatalogId: p.id, viewCount: 3 });
  const pA3 = await createSegment(t.db, a3.churchId, { serviceId: a3.id, songCatalogId: p.id, viewCount: 1 });
  await createSegment(t.db, a4.churchId, { serviceId: a4.id, songCatalogId: p.id, viewCount: 100, active: false });
  await createSegment(t.db, aInactive.churchId, { serviceId: aInactive.id, songCatalogId: q.id, viewCount: 9000 });
  await createSegment(t.db, bInactive.churchId, { serviceId: bInactive.id, songCatalogId: n2.id, viewCount: 9000 });
  const qB2 = await createSegment(t.db, b2.churchId, { serviceId: b2.id, songCatalogId: q.id, viewCount: 500 });
  const n2A4 = await createSegment(t.db, a4.churchId, { serviceId: a4.id, songCatalogId: n2.id, startTime: 300, endTime: 500, viewCount: 2 });
  const n2C1 = await createSegment(t.db, c1.churchId, { serviceId: c1.id, songCatalogId: n2.id, startTime: 300, endTime: 500, viewCount: 2 });
  await createSegment(t.db, c1.churchId, { serviceId: c1.id, songCatalogId: n1.id, startTime: 600, endTime: 700 });
  await createSegment(t.db, sameDay.churchId, { serviceId: sameDay.id, songCatalogId: q.id, startTime: 0, endTime: 100 });
  await createSegment(t.db, otherService.churchId, { serviceId: otherService.id, songCatalogId: (await createSong(t.db, other.id)).id, viewCount: 99999 });

  return {
    church, a, b, c, s0, sameDay, a1, a2, a3, a4, b1, b2, c1, aInactive, bInactive, otherService,
    p, q, n1, n2, x, pA1, pA2, pB1, pA3, qB2, n2A4, n2C1,
  };
}

describe("GET /api/public/churches/:churchKey/recommendations", () => {
  it("recommends services by the spec's rules, never the current, inactive or another church's", async () => {
    const f = await church();
    const { response, body } = await recommendations(f.church.slug, `service=${f.s0.id}&song=${f.x.id}`);

    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    const byReason = (reason: string) => body.services.filter((s) => s.reason === reason).map((s) => s.id);
    expect(byReason("same-day")).toEqual([f.sameDay.id]);
    expect(byReason("same-band")).toEqual([f.a1.id, f.a2.id, f.a3.id]);
    expect(byReason("popular")).toEqual([f.b1.id]);

    // The 10 most recent others are all the 9 active services but S0; 5 are taken, up to 3 of the other 4.
    const recent = byReason("recent");
    expect(recent).toHaveLength(3);
    for (const id of recent) expect([f.a4.id, f.b2.id, f.c1.id]).toContain(id);
    const ids = body.services.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const hidden of [f.s0.id, f.aInactive.id, f.bInactive.id, f.otherService.id]) expect(ids).not.toContain(hidden);

    const sameDay = body.services.find((s) => s.id === f.sameDay.id);
    expect(sameDay).toEqual({
      kind: "service",
      reason: "same-day",
      id: f.sameDay.id,
      key: "05-05-2024-9h-banda-a",
      date: "2024-05-05",
      time: "09:00",
      title: "Culto 9h",
      bandName: "Banda A",
      bandYear: 2020,
      viewCount: 1,
      songCount: 1,
      duration: 100,
      videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      thumbnailUrl: "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
    });
  });

  it("recommends songs by the spec's rules, never from the current service, inactive rows or another church", async () => {
    const f = await church();
    const { body } = await recommendations(f.church.slug, `service=${f.s0.id}&song=${f.x.id}`);

    const byReason = (reason: string) => body.songs.filter((s) => s.reason === reason).map((s) => s.id);
    expect(byReason("same-song")).toEqual([f.pA1.id, f.pA2.id, f.pB1.id]);
    expect(byReason("popular")).toEqual([f.qB2.id]);
    // The newest-marked song is Nova Dois; its latest active performance is C1 (21 Apr) rather than A4 (2023).
    expect(byReason("new")).toEqual([f.n2C1.id]);
    const recent = body.songs.filter((s) => s.reason === "recent");
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThanOrEqual(5);

    const ids = body.songs.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    const serviceIds = new Set(body.songs.map((s) => s.serviceId));
    for (const hidden of [f.s0.id, f.aInactive.id, f.bInactive.id, f.otherService.id]) expect(serviceIds.has(hidden)).toBe(false);
    for (const song of recent) expect(song.songCatalogId).not.toBe(f.p.id);

    expect(body.songs.find((s) => s.id === f.qB2.id)).toEqual({
      kind: "song",
      reason: "popular",
      id: f.qB2.id,
      key: `cancao-q-${f.qB2.id.slice(0, 4)}`,
      songCatalogId: f.q.id,
      name: "Canção Q",
      serviceId: f.b2.id,
      serviceKey: "28-04-2024-19h-banda-b",
      date: "2024-04-28",
      time: "19:00",
      bandName: "Banda B",
      bandYear: 2021,
      startTime: 0,
      duration: 300,
      viewCount: 500,
      videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      thumbnailUrl: "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
    });
  });

  it("without a current song recommends no other performances and still the rest", async () => {
    const f = await church();
    const { body } = await recommendations(f.church.slug, `service=${f.s0.id}`);
    expect(body.songs.filter((s) => s.reason === "same-song")).toEqual([]);
    // Without a current song, the most viewed active performance elsewhere is Q in B2.
    expect(body.songs.filter((s) => s.reason === "popular").map((s) => s.id)).toEqual([f.qB2.id]);
    // A song id of another service is ignored like a missing one.
    const { body: foreign } = await recommendations(f.church.slug, `service=${f.s0.id}&song=${f.pA1.id}`);
    expect(foreign.songs.filter((s) => s.reason === "same-song")).toEqual([]);
  });

  it("answers empty lists for a church with a single service", async () => {
    const church = await createChurch(t.db);
    const band = await createBand(t.db, church.id);
    const service = await createService(t.db, church.id, { bandId: band.id });
    const segment = await createSegment(t.db, service.churchId, { serviceId: service.id, songCatalogId: (await createSong(t.db, church.id)).id });
    const { body } = await recommendations(church.slug, `service=${service.id}&song=${segment.id}`);
    expect(body).toEqual({ services: [], songs: [] });
  });

  it("answers 404 for an unknown church or a service that is unknown, inactive or another church's, and 422 for bad ids", async () => {
    const f = await church();
    expect((await recommendations("nao-existe", `service=${f.s0.id}`, 404)).body).toEqual({
      error: { code: "not_found", message: "Igreja não encontrada" },
    });
    for (const id of [f.aInactive.id, f.otherService.id, "7d9f3c1e-0000-4000-8000-000000000000"]) {
      expect((await recommendations(f.church.slug, `service=${id}`, 404)).body).toEqual({
        error: { code: "not_found", message: "Serviço não encontrado" },
      });
    }
    await recommendations(f.church.slug, "service=abc", 422);
    await recommendations(f.church.slug, "", 422);
    await recommendations(f.church.slug, `service=${f.s0.id}&song=nope`, 422);
  });

  it("uses a bounded number of SQL statements", async () => {
    const f = await church();
    const query = vi.spyOn(t.db.$client, "query");
    try {
      await recommendations(f.church.slug, `service=${f.s0.id}&song=${f.x.id}`);
      expect(query.mock.calls.length).toBeGreaterThan(0);
      // church, current service, services list, songs list.
      expect(query.mock.calls.length).toBeLessThanOrEqual(4);
    } finally {
      query.mockRestore();
    }
  });
});

describe("random picks", () => {
  const sequence = (...values: number[]) => {
    let i = 0;
    return () => values[i++ % values.length]!;
  };

  it("shuffled keeps every item once and leaves the input alone", () => {
    const items = [1, 2, 3, 4, 5];
    const result = shuffled(items, sequence(0.1, 0.7, 0.3, 0.9));
    expect([...result].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5]);
  });

  it("randomSpread takes one item per group before a second of any group", () => {
    const items = [
      { id: 1, band: "a" },
      { id: 2, band: "a" },
      { id: 3, band: "a" },
      { id: 4, band: "b" },
      { id: 5, band: "c" },
    ];
    for (const seed of [0, 0.2, 0.5, 0.8, 0.99]) {
      const picked = randomSpread(items, 3, (item) => item.band, sequence(seed, 1 - seed, seed / 2));
      expect(new Set(picked.map((p) => p.band))).toEqual(new Set(["a", "b", "c"]));
    }
    expect(randomSpread(items, 5, (item) => item.band)).toHaveLength(5);
    expect(randomSpread(items, 9, (item) => item.band)).toHaveLength(5);
  });
});
