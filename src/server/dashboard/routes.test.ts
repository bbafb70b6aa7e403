import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAdmin, signedInAdmin } from "../../../tests/factories";
import { useTestApp } from "../../../tests/test-app";
import type { DashboardCounts } from "@shared/schemas/dashboard";
import { NO_CHURCH_MESSAGE } from "../churches";
import { bands, musicians, services, songsCatalog } from "../db";

const app = useTestApp();

/** A calendar day relative to the database's today, as 'YYYY-MM-DD'. */
async function daysAgo(days: number): Promise<string> {
  const result = await app.db.execute<{ day: string }>(sql`select (current_date - ${days}::int)::text as day`);
  return result.rows[0]!.day;
}

/** A church with 3 musicians, 2 bands, 4 services (3 active, 2 of them recent) and 3 songs (2 recent). */
async function fillChurch(churchId: string) {
  await app.db.insert(musicians).values([1, 2, 3].map((n) => ({ churchId, name: `Músico ${n}` })));
  const [band] = await app.db
    .insert(bands)
    .values([
      { churchId, name: "Banda A", year: 2024 },
      { churchId, name: "Banda B", year: 2025 },
    ])
    .returning();
  const service = (date: string, active = true) => ({
    churchId,
    bandId: band!.id,
    date,
    time: "19:00:00",
    videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    active,
  });
  await app.db
    .insert(services)
    .values([service(await daysAgo(0)), service(await daysAgo(30)), service(await daysAgo(31)), service(await daysAgo(2), false)]);
  await app.db.insert(songsCatalog).values([
    { churchId, name: "Música nova" },
    { churchId, name: "Música de 29 dias", createdAt: sql`now() - interval '29 days'` },
    { churchId, name: "Música antiga", createdAt: sql`now() - interval '31 days'` },
  ]);
}

async function counts(cookie: string) {
  const response = await app.request("/api/admin/dashboard", { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as DashboardCounts;
}

describe("GET /api/admin/dashboard", () => {
  it("answers zeros for a new church", async () => {
    const { cookie } = await signedInAdmin(app);
    expect(await counts(cookie)).toEqual({ musicians: 0, bands: 0, services: 0, servicesLast30Days: 0, songs: 0, songsLast30Days: 0 });
  });

  it("counts the church's rows: active services, the last 30 days by service date and by song creation", async () => {
    const { church, cookie } = await signedInAdmin(app);
    await fillChurch(church.id);
    expect(await counts(cookie)).toEqual({ musicians: 3, bands: 2, services: 3, servicesLast30Days: 2, songs: 3, songsLast30Days: 2 });
  });

  it("does not count another church's data (tenant isolation)", async () => {
    const first = await signedInAdmin(app);
    await fillChurch(first.church.id);
    const second = await signedInAdmin(app);
    expect(await counts(second.cookie)).toEqual({ musicians: 0, bands: 0, services: 0, servicesLast30Days: 0, songs: 0, songsLast30Days: 0 });
    await app.db.insert(musicians).values({ churchId: second.church.id, name: "Só do segundo" });
    expect((await counts(second.cookie)).musicians).toBe(1);
    expect((await counts(first.cookie)).musicians).toBe(3);
  });

  it("answers 409 'register a church first' to an administrator without a church", async () => {
    const admin = await createAdmin(app);
    const { cookie } = await app.signIn(admin.email, admin.password);
    const response = await app.request("/api/admin/dashboard", { headers: { cookie } });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "church_required", message: NO_CHURCH_MESSAGE } });
  });

  it("needs a session", async () => {
    expect((await app.request("/api/admin/dashboard")).status).toBe(401);
  });

  it("ignores query parameters it does not know", async () => {
    const { cookie } = await signedInAdmin(app);
    const response = await app.request("/api/admin/dashboard?churchId=00000000-0000-0000-0000-000000000000", { headers: { cookie } });
    expect(response.status).toBe(200);
  });
});
