import { describe, expect, it } from "vitest";
import { createBand, createMusician, createSong, signedInAdmin } from "../../../tests/factories";
import { serviceBody } from "../../../tests/service-body";
import { serviceCast, serviceRequests } from "../../../tests/service-requests";
import type { ServiceListResponse } from "@shared/schemas/services";
import { useAdminContext } from "../../../tests/admin-context";

const ctx = useAdminContext();

const MISSING_ID = "6f1c2b7a-3d4e-4f5a-8b9c-0d1e2f3a4b5c";
const { create } = serviceRequests(() => ctx.api);
const setUp = () => serviceCast(ctx.app.db, ctx.churchId);

describe("GET /api/admin/services", () => {
  it("lists active services latest first, with band, song count and songs by start; searches date, time and band", async () => {
    const admin = await signedInAdmin(ctx.app);
    const as = admin.cookie;
    const band = await createBand(ctx.app.db, admin.church.id, { name: "Ministério Shekinah" });
    const other = await createBand(ctx.app.db, admin.church.id, { name: "Banda Kairós" });
    const [s1, s2] = await Promise.all([1, 2].map((n) => createSong(ctx.app.db, admin.church.id, { name: `Louvor ${n}` })));
    if (!s1 || !s2) throw new Error("songs missing");
    const a = await create(
      serviceBody(band.id, [
        { songCatalogId: s2.id, startTime: 300, endTime: 400 },
        { songCatalogId: s1.id, startTime: 10, endTime: 200 },
      ], { date: "2025-03-09", time: "09:00" }),
      as,
    );
    const b = await create(serviceBody(other.id, [{ songCatalogId: s1.id, startTime: 0, endTime: 5 }], { date: "2025-03-09", time: "19:30" }), as);
    const c = await create(serviceBody(band.id, [{ songCatalogId: s1.id, startTime: 0, endTime: 5 }], { date: "2024-12-25", time: "10:00" }), as);
    const hidden = await create(serviceBody(band.id, [{ songCatalogId: s1.id, startTime: 0, endTime: 5 }], { date: "2025-03-10", active: false }), as);

    const list = async (query = "") => {
      const response = await ctx.api(`/api/admin/services${query}`, {}, as);
      expect(response.status).toBe(200);
      return (await response.json()) as ServiceListResponse;
    };
    const all = await list();
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(all.services.map((s) => s.id)).toEqual([b.service.id, a.service.id, c.service.id]);
    expect(all.services[1]).toEqual({
      id: a.service.id,
      date: "2025-03-09",
      time: "09:00",
      bandId: band.id,
      bandName: "Ministério Shekinah",
      songCount: 2,
      active: true,
      songs: [
        { id: a.segments[0]?.id, name: "Louvor 1", startTime: 10, endTime: 200 },
        { id: a.segments[1]?.id, name: "Louvor 2", startTime: 300, endTime: 400 },
      ],
    });

    const ids = async (search: string) => (await list(`?search=${encodeURIComponent(search)}`)).services.map((s) => s.id);
    expect(await ids("09/03")).toEqual([b.service.id, a.service.id]);
    expect(await ids("25/12/2024")).toEqual([c.service.id]);
    expect(await ids("19:3")).toEqual([b.service.id]);
    expect(await ids("kairos")).toEqual([b.service.id]);
    expect(await ids("SHEKINAH")).toEqual([a.service.id, c.service.id]);
    expect(await ids("100%")).toEqual([]);

    // 'Mostrar inativos': the inactive service is listed too, marked, and found by search.
    const withInactive = await list("?inactive=1");
    expect(withInactive.total).toBe(4);
    expect(withInactive.services.map((s) => [s.id, s.active])).toEqual([
      [hidden.service.id, false],
      [b.service.id, true],
      [a.service.id, true],
      [c.service.id, true],
    ]);
    expect((await list("?inactive=1&search=10/03")).services.map((s) => s.id)).toEqual([hidden.service.id]);
    expect((await list("?inactive=0")).total).toBe(3);
    expect((await ctx.api("/api/admin/services?inactive=sim", {}, as)).status).toBe(422);
    const publicList = await ctx.app.request(`/api/public/churches/${admin.church.slug}/services`);
    expect(await publicList.text()).not.toContain(hidden.service.id);

    const otherChurch = await ctx.api("/api/admin/services", {}, ctx.otherCookie);
    const otherIds = ((await otherChurch.json()) as ServiceListResponse).services.map((s) => s.id);
    expect(otherIds).not.toContain(a.service.id);
  });

  it("pages by 20 with the total", async () => {
    const admin = await signedInAdmin(ctx.app);
    const band = await createBand(ctx.app.db, admin.church.id);
    const song = await createSong(ctx.app.db, admin.church.id);
    for (let day = 1; day <= 23; day++) {
      await create(
        serviceBody(band.id, [{ songCatalogId: song.id, startTime: 0, endTime: 5 }], { date: `2025-01-${String(day).padStart(2, "0")}` }),
        admin.cookie,
      );
    }
    const page = async (n: number) => (await (await ctx.api(`/api/admin/services?page=${n}`, {}, admin.cookie)).json()) as ServiceListResponse;
    const first = await page(1);
    const second = await page(2);
    expect(first.total).toBe(23);
    expect(first.services).toHaveLength(20);
    expect(first.services[0]?.date).toBe("2025-01-23");
    expect(second.services.map((s) => s.date)).toEqual(["2025-01-03", "2025-01-02", "2025-01-01"]);
    expect((await page(5)).services).toEqual([]);

    for (const query of ["?page=0", "?page=abc", `?search=${"x".repeat(101)}`]) {
      const response = await ctx.api(`/api/admin/services${query}`, {}, admin.cookie);
      expect(response.status).toBe(422);
    }
  });
});
describe("GET /api/admin/services/instrument-hint", () => {
  it("prefills from the latest earlier record, else the band membership, else the main instrument", async () => {
    const { band, ana, carla, songs } = await setUp();
    const first = await create(
      serviceBody(band.id, [{ songCatalogId: songs[0].id, startTime: 0, endTime: 5 }], {
        date: "2025-01-05",
        musicians: [{ musicianId: ana.id, instrument: "Violão", isSubstitute: false }],
      }),
    );
    await create(
      serviceBody(
        band.id,
        [
          {
            songCatalogId: songs[0].id,
            startTime: 0,
            endTime: 5,
            musicians: [{ musicianId: ana.id, instrument: "Teclado", isSubstitute: false, isGlobal: false }],
          },
        ],
        { date: "2025-02-05" },
      ),
    );
    const hint = async (musicianId: string, before?: string, as = ctx.cookie) => {
      const query = new URLSearchParams({ musicianId, ...(before ? { before } : {}) });
      return ctx.api(`/api/admin/services/instrument-hint?${query}`, {}, as);
    };
    const instrument = async (musicianId: string, before?: string) =>
      ((await (await hint(musicianId, before)).json()) as { instrument: string | null }).instrument;

    expect(await instrument(ana.id, "2025-03-01")).toBe("Teclado");
    expect(await instrument(ana.id, "2025-02-05")).toBe("Violão");
    expect(await instrument(ana.id, "2025-01-05")).toBe("Vocal");
    expect(await instrument(ana.id)).toBe("Teclado");
    expect(await instrument(carla.id, "2025-03-01")).toBe("Teclado");
    const nobody = await createMusician(ctx.app.db, ctx.churchId);
    expect(await instrument(nobody.id)).toBeNull();
    expect(first.service.id).toBeTruthy();

    expect((await hint(ana.id, undefined, ctx.otherCookie)).status).toBe(404);
    expect((await hint(MISSING_ID)).status).toBe(404);
    expect((await ctx.api("/api/admin/services/instrument-hint?musicianId=x")).status).toBe(422);
    expect((await hint(ana.id, "2025-13-01")).status).toBe(422);
  });
});
