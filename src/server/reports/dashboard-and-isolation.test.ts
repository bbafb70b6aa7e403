import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBand, createSegment, createService, createSong, signedInAdmin } from "../../../tests/factories";
import { PERIOD, reportRequests } from "../../../tests/report-church";
import { useTestApp } from "../../../tests/test-app";
import type { DashboardUsage } from "@shared/schemas/reports";

const app = useTestApp();

const { buildChurch, getJson, overview, usage, csv } = reportRequests(() => app);

describe("dashboard usage", () => {
  async function daysAgo(days: number): Promise<string> {
    const result = await app.db.execute<{ day: string }>(sql`select (current_date - ${days}::int)::text as day`);
    return result.rows[0]!.day;
  }

  it("has the last 12 months and the five most sung songs of the last 90 days", async () => {
    const { church, cookie } = await signedInAdmin(app);
    const band = await createBand(app.db, church.id);
    const songs = await Promise.all(["A", "B", "C", "D", "E", "F"].map((name) => createSong(app.db, church.id, { name: `Canção ${name}` })));
    const recent = await createService(app.db, church.id, { bandId: band.id, date: await daysAgo(0) });
    const edge = await createService(app.db, church.id, { bandId: band.id, date: await daysAgo(89) });
    const old = await createService(app.db, church.id, { bandId: band.id, date: await daysAgo(90) });
    // F: 3 recent; E: 2 (one on the 90th day back); D, C, B, A: 1 each; A also 5 times on day 90 (outside).
    let start = 0;
    const play = (service: typeof recent, song: (typeof songs)[number]) => createSegment(app.db, service.churchId, { serviceId: service.id, songCatalogId: song.id, startTime: (start += 10), endTime: start + 5 });
    for (let index = 0; index < 3; index++) await play(recent, songs[5]!);
    await play(recent, songs[4]!);
    await play(edge, songs[4]!);
    for (const song of songs.slice(0, 4)) await play(recent, song);
    for (let index = 0; index < 5; index++) await play(old, songs[0]!);

    const dashboard = await getJson<DashboardUsage>(cookie, "/api/admin/reports/dashboard");
    expect(dashboard.topSongs.map((song) => [song.name, song.executions])).toEqual([
      ["Canção F", 3],
      ["Canção E", 2],
      ["Canção A", 1],
      ["Canção B", 1],
      ["Canção C", 1],
    ]);
    expect(dashboard.monthly).toHaveLength(12);
    expect(dashboard.monthly.reduce((sum, month) => sum + month.executions, 0)).toBe(14);
    expect(dashboard.monthly.at(-1)?.month).toBe((await daysAgo(0)).slice(0, 7));
  });
});

describe("validation and tenant isolation", () => {
  it("rejects invalid periods with the page's message", async () => {
    const { cookie } = await signedInAdmin(app);
    const reversed = await app.request("/api/admin/reports?de=2025-03-01&ate=2025-02-01", { headers: { cookie } });
    expect(reversed.status).toBe(422);
    expect((await reversed.json()).error.issues).toEqual([{ path: "ate", message: "A data inicial deve ser anterior à final." }]);
    for (const query of ["de=2025-02-30&ate=2025-03-01", "de=ontem&ate=2025-03-01", "ate=2025-03-01", `${PERIOD}&banda=1`]) {
      expect((await app.request(`/api/admin/reports?${query}`, { headers: { cookie } })).status).toBe(422);
      expect((await app.request(`/api/admin/reports/usage.csv?${query}`, { headers: { cookie } })).status).toBe(422);
    }
    expect((await app.request(`/api/admin/reports/usage?${PERIOD}&sort=bogus`, { headers: { cookie } })).status).toBe(422);
  });

  it("shows another church's admin only their own data, and 404 for a band of another church", async () => {
    const first = await buildChurch();
    const second = await signedInAdmin(app);
    expect((await overview(second.cookie)).summary).toEqual({ services: 0, executions: 0, distinctSongs: 0, newSongs: 0 });
    expect((await overview(second.cookie)).forgotten).toEqual({ songs: [], total: 0 });
    expect((await overview(second.cookie)).adoption).toEqual([]);
    expect((await usage(second.cookie)).rows).toEqual([]);
    expect((await csv(second.cookie)).text.split("\r\n")).toHaveLength(2);
    expect((await getJson<DashboardUsage>(second.cookie, "/api/admin/reports/dashboard")).topSongs).toEqual([]);
    for (const path of ["/api/admin/reports", "/api/admin/reports/usage", "/api/admin/reports/usage.csv"]) {
      const response = await app.request(`${path}?${PERIOD}&banda=${first.beta.id}`, { headers: { cookie: second.cookie } });
      expect(response.status).toBe(404);
      expect((await response.json()).error.message).toBe("Banda não encontrada.");
    }
  });

  it("gives song credits (name and author) only for the church's own songs", async () => {
    const first = await buildChurch();
    const second = await signedInAdmin(app);
    const { grande, aclame } = first.songs;
    const own = await getJson<{ songs: unknown[] }>(first.cookie, `/api/admin/reports/song-credits?ids=${grande.id},${aclame.id},${grande.id}`);
    expect(own.songs).toEqual([
      { id: aclame.id, name: "Aclame ao Senhor", author: null },
      { id: grande.id, name: "Grande é o Senhor", author: "Adhemar de Campos" },
    ]);
    const other = await getJson<{ songs: unknown[] }>(second.cookie, `/api/admin/reports/song-credits?ids=${grande.id}`);
    expect(other.songs).toEqual([]);
    expect((await app.request("/api/admin/reports/song-credits?ids=x", { headers: { cookie: first.cookie } })).status).toBe(422);
    expect((await app.request("/api/admin/reports/song-credits", { headers: { cookie: first.cookie } })).status).toBe(422);
  });

  it("needs a session", async () => {
    expect((await app.request(`/api/admin/reports?${PERIOD}`)).status).toBe(401);
    expect((await app.request(`/api/admin/reports/usage.csv?${PERIOD}`)).status).toBe(401);
  });
});
