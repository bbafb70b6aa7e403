import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBand, createChurch, createSegment, createService, createSong } from "../../../tests/factories";
import { useTestApp } from "../../../tests/test-app";
import { services, songDetails, songsCatalog } from "../db";
import { deleteExpiredViewLimits, VIEW_KEY_PREFIX, VIEW_LIMITS } from "./queries";

const t = useTestApp({ TRUST_PROXY: "true" });

const from = (address: string) => ({ headers: { "x-forwarded-for": address } });
const post = (url: string, address = "203.0.113.10") => t.request(url, { method: "POST", ...from(address) });

async function fixture() {
  const church = await createChurch(t.db);
  const band = await createBand(t.db, church.id);
  const service = await createService(t.db, church.id, { bandId: band.id, viewCount: 10 });
  const song = await createSong(t.db, church.id, { viewCount: 4 });
  const segment = await createSegment(t.db, service.churchId, { serviceId: service.id, songCatalogId: song.id, viewCount: 2 });
  return { church, band, service, song, segment };
}

async function counts(f: Awaited<ReturnType<typeof fixture>>) {
  const [service] = await t.db.select({ n: services.viewCount }).from(services).where(sql`${services.id} = ${f.service.id}`);
  const [segment] = await t.db.select({ n: songDetails.viewCount }).from(songDetails).where(sql`${songDetails.id} = ${f.segment.id}`);
  const [song] = await t.db.select({ n: songsCatalog.viewCount }).from(songsCatalog).where(sql`${songsCatalog.id} = ${f.song.id}`);
  return { service: service!.n, segment: segment!.n, song: song!.n };
}

/** Moves this test's view limits back in time, as if `ms` had passed. */
async function age(ms: number) {
  await t.db.execute(sql`update rate_limits set last_request = last_request - ${ms} where key like ${`${VIEW_KEY_PREFIX}%`}`);
}

describe("POST /api/views/services/:serviceId", () => {
  it("counts a view, then not again from the same address within 30 minutes, then again", async () => {
    const f = await fixture();
    const first = await post(`/api/views/services/${f.service.id}`);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ counted: true, viewCount: 11 });

    const repeat = await post(`/api/views/services/${f.service.id}`);
    expect(await repeat.json()).toEqual({ counted: false, viewCount: 11 });
    // Another address counts.
    expect(await (await post(`/api/views/services/${f.service.id}`, "198.51.100.7")).json()).toEqual({ counted: true, viewCount: 12 });

    await age(VIEW_LIMITS.serviceWindowMs - 60_000);
    expect(await (await post(`/api/views/services/${f.service.id}`)).json()).toEqual({ counted: false, viewCount: 12 });
    await age(60_000);
    expect(await (await post(`/api/views/services/${f.service.id}`)).json()).toEqual({ counted: true, viewCount: 13 });
    expect((await counts(f)).service).toBe(13);
  });

  it("answers 404 for an unknown, inactive or malformed id and counts nothing", async () => {
    const f = await fixture();
    const inactive = await createService(t.db, f.church.id, { bandId: f.band.id, date: "2024-01-01", active: false });
    for (const id of [inactive.id, "6b0d3c1e-0000-4000-8000-000000000000", "nao-e-um-id", "%27%20or%201%3D1"]) {
      const response = await post(`/api/views/services/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: "Serviço não encontrado" } });
    }
    const [row] = await t.db.select({ n: services.viewCount }).from(services).where(sql`${services.id} = ${inactive.id}`);
    expect(row!.n).toBe(0);
  });

  it("counts exactly one view per request under 1,000 concurrent requests from distinct addresses", async () => {
    const f = await fixture();
    const requests = Array.from({ length: 1000 }, (_, i) =>
      post(`/api/views/services/${f.service.id}`, `10.${Math.floor(i / 250)}.${i % 250}.1`),
    );
    const responses = await Promise.all(requests);
    expect(responses.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as { counted: boolean; viewCount: number }[];
    expect(bodies.every((b) => b.counted)).toBe(true);
    // Every increment saw a distinct count: none was lost or doubled.
    expect(new Set(bodies.map((b) => b.viewCount)).size).toBe(1000);
    expect((await counts(f)).service).toBe(10 + 1000);
  }, 120_000);
});

describe("POST /api/views/songs/:songDetailId", () => {
  it("counts the segment and its catalogue song, at most once per 5 minutes per address", async () => {
    const f = await fixture();
    const first = await post(`/api/views/songs/${f.segment.id}`);
    expect(await first.json()).toEqual({ counted: true, viewCount: 3 });
    expect(await counts(f)).toEqual({ service: 10, segment: 3, song: 5 });

    expect(await (await post(`/api/views/songs/${f.segment.id}`)).json()).toEqual({ counted: false, viewCount: 3 });
    await age(VIEW_LIMITS.songWindowMs);
    expect(await (await post(`/api/views/songs/${f.segment.id}`)).json()).toEqual({ counted: true, viewCount: 4 });
    expect(await counts(f)).toEqual({ service: 10, segment: 4, song: 6 });
  });

  it("answers 404 for an inactive segment, a segment of an inactive service, and unknown ids", async () => {
    const f = await fixture();
    const inactiveSegment = await createSegment(t.db, f.service.churchId, { serviceId: f.service.id, songCatalogId: f.song.id, startTime: 400, endTime: 500, active: false });
    const hiddenService = await createService(t.db, f.church.id, { bandId: f.band.id, date: "2024-02-02", active: false });
    const segmentOfHidden = await createSegment(t.db, hiddenService.churchId, { serviceId: hiddenService.id, songCatalogId: f.song.id });
    for (const id of [inactiveSegment.id, segmentOfHidden.id, "6b0d3c1e-0000-4000-8000-000000000000", "x"]) {
      const response = await post(`/api/views/songs/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: "Música não encontrada" } });
    }
    expect((await counts(f)).song).toBe(4);
  });

  it("counts exactly under 1,000 concurrent requests, the segment and the catalogue song alike", async () => {
    const f = await fixture();
    const responses = await Promise.all(
      Array.from({ length: 1000 }, (_, i) => post(`/api/views/songs/${f.segment.id}`, `2001:db8::${i.toString(16)}`)),
    );
    expect(responses.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    expect(await counts(f)).toEqual({ service: 10, segment: 2 + 1000, song: 4 + 1000 });
  }, 120_000);
});

describe("abuse limits", () => {
  it("refuses an address's views past the per-minute limit with 429, and accepts them again a minute later", async () => {
    const f = await fixture();
    // One at a time, as a save makes them: a segment's readable key is chosen from its service's
    // other segments, so concurrent inserts into one service could pick the same key.
    const segments = [];
    for (let i = 0; i < VIEW_LIMITS.perAddressPerMinute; i++) {
      segments.push(await createSegment(t.db, f.service.churchId, { serviceId: f.service.id, songCatalogId: f.song.id, startTime: 1000 + i * 10, endTime: 1005 + i * 10 }));
    }
    const address = "192.0.2.99";
    for (const segment of segments) expect((await post(`/api/views/songs/${segment.id}`, address)).status).toBe(200);

    const refused = await post(`/api/views/services/${f.service.id}`, address);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: { code: "too_many_views", message: "Muitas visualizações em pouco tempo. Tente novamente em um minuto." },
    });
    expect((await counts(f)).service).toBe(10);
    // Others are not affected.
    expect((await post(`/api/views/services/${f.service.id}`, "192.0.2.100")).status).toBe(200);

    await age(VIEW_LIMITS.minuteMs);
    expect(await (await post(`/api/views/services/${f.service.id}`, address)).json()).toEqual({ counted: true, viewCount: 12 });
  });

  it("forgets limits older than the longest window", async () => {
    const f = await fixture();
    await post(`/api/views/services/${f.service.id}`, "192.0.2.200");
    await age(VIEW_LIMITS.serviceWindowMs + 1000);
    expect(await deleteExpiredViewLimits(t.db)).toBeGreaterThanOrEqual(2);
    expect(await (await post(`/api/views/services/${f.service.id}`, "192.0.2.200")).json()).toMatchObject({ counted: true });
  });
});
