import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBand, createSong } from "../../../tests/factories";
import { serviceBody } from "../../../tests/service-body";
import { songFigures, statisticsMismatches } from "../../../tests/song-statistics";
import { serviceCast, serviceRequests, serviceSnapshot } from "../../../tests/service-requests";
import {
  serviceMessages,
} from "@shared/schemas/services";
import { serviceMusiciansGlobal, serviceMusiciansIndividual, songDetails } from "../db";
import { useAdminContext } from "../../../tests/admin-context";

const ctx = useAdminContext();

const MISSING_ID = "6f1c2b7a-3d4e-4f5a-8b9c-0d1e2f3a4b5c";
const SERVICE_NOT_FOUND = { error: { code: "not_found", message: "Culto não encontrado" } };
const { create, update, editorState } = serviceRequests(() => ctx.api);
const snapshot = () => serviceSnapshot(ctx.app.db);
const setUp = () => serviceCast(ctx.app.db, ctx.churchId);

describe("PUT /api/admin/services/:id", () => {
  it("matches segments by id: keeps view counts, adds new ones at 0, deletes the missing ones", async () => {
    const { band, songs } = await setUp();
    const created = await create(
      serviceBody(band.id, [
        { songCatalogId: songs[0].id, startTime: 0, endTime: 100 },
        { songCatalogId: songs[1].id, startTime: 200, endTime: 300 },
      ]),
    );
    const [first, second] = created.segments;
    if (!first || !second) throw new Error("segments missing");
    await ctx.app.db.update(songDetails).set({ viewCount: 42 }).where(eq(songDetails.id, first.id));

    const updated = await update(
      created.service.id,
      serviceBody(band.id, [
        { id: first.id, songCatalogId: songs[0].id, startTime: 10, endTime: 110 },
        { songCatalogId: songs[2].id, startTime: 400, endTime: 500 },
      ]),
    );
    expect(updated.segments.map((s) => [s.id === first.id, s.songCatalogId, s.startTime, s.endTime, s.viewCount])).toEqual([
      [true, songs[0].id, 10, 110, 42],
      [false, songs[2].id, 400, 500, 0],
    ]);
    const rows = await ctx.app.db.select({ id: songDetails.id }).from(songDetails).where(eq(songDetails.id, second.id));
    expect(rows).toEqual([]);
    expect(await statisticsMismatches(ctx.app.db, ctx.churchId)).toEqual([]);
  });

  it("replaces the service-wide lineup and propagates it to songs without their own lineup", async () => {
    const { band, ana, bruno, carla, songs } = await setUp();
    const created = await create(
      serviceBody(
        band.id,
        [
          { songCatalogId: songs[0].id, startTime: 0, endTime: 100 },
          {
            songCatalogId: songs[1].id,
            startTime: 200,
            endTime: 300,
            musicians: [{ musicianId: carla.id, instrument: "Piano", isSubstitute: true, isGlobal: false }],
          },
          { songCatalogId: songs[2].id, startTime: 400, endTime: 500 },
        ],
        { musicians: [{ musicianId: ana.id, instrument: "Vocal", isSubstitute: false }] },
      ),
    );
    const [a, b, c] = created.segments;
    if (!a || !b || !c) throw new Error("segments missing");

    const updated = await update(
      created.service.id,
      serviceBody(
        band.id,
        [
          { id: a.id, songCatalogId: songs[0].id, startTime: 0, endTime: 100 },
          // b keeps its own lineup; c is removed (its rows go with it).
          {
            id: b.id,
            songCatalogId: songs[1].id,
            startTime: 200,
            endTime: 300,
            musicians: [{ musicianId: carla.id, instrument: "Piano", isSubstitute: true, isGlobal: false }],
          },
        ],
        {
          musicians: [
            { musicianId: bruno.id, instrument: "Baixo", isSubstitute: false },
            { musicianId: ana.id, instrument: "Violão", isSubstitute: false },
          ],
        },
      ),
    );
    expect(updated.globalMusicians.map((m) => [m.name, m.instrument])).toEqual([
      ["Bruno", "Baixo"],
      ["Ana", "Violão"],
    ]);
    expect(updated.segments.map((s) => [s.hasSpecificMusicians, s.musicians.map((m) => [m.name, m.instrument, m.isGlobal])])).toEqual([
      [false, [["Bruno", "Baixo", true], ["Ana", "Violão", true]]],
      [true, [["Carla", "Piano", false]]],
    ]);
    const orphanRows = await ctx.app.db
      .select({ id: serviceMusiciansIndividual.id })
      .from(serviceMusiciansIndividual)
      .where(eq(serviceMusiciansIndividual.songDetailId, c.id));
    expect(orphanRows).toEqual([]);

    // An empty service-wide list leaves no one (and no copies).
    const emptied = await update(
      created.service.id,
      serviceBody(band.id, [{ id: a.id, songCatalogId: songs[0].id, startTime: 0, endTime: 100 }], { musicians: [] }),
    );
    expect(emptied.globalMusicians).toEqual([]);
    expect(emptied.segments[0]?.musicians).toEqual([]);
  });

  it("refuses another church's service with 404 and changes nothing", async () => {
    const { band, songs } = await setUp();
    const created = await create(serviceBody(band.id, [{ songCatalogId: songs[0].id, startTime: 0, endTime: 100 }]));
    const otherBand = await createBand(ctx.app.db, ctx.otherChurchId);
    const otherSong = await createSong(ctx.app.db, ctx.otherChurchId);
    const before = await snapshot();
    for (const id of [created.service.id, MISSING_ID, "nope"]) {
      const response = await ctx.api(
        `/api/admin/services/${id}`,
        { method: "PUT", json: serviceBody(otherBand.id, [{ songCatalogId: otherSong.id, startTime: 0, endTime: 5 }]) },
        ctx.otherCookie,
      );
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(SERVICE_NOT_FOUND);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe("DELETE /api/admin/services/:id", () => {
  it("deletes the service, its segments and lineups, and its songs' statistics forget it", async () => {
    const { band, ana, songs } = await setUp();
    const earlier = await create(serviceBody(band.id, [{ songCatalogId: songs[0].id, startTime: 0, endTime: 100 }], { date: "2025-01-05" }));
    const before = await songFigures(ctx.app.db, songs[0].id);
    const later = await create(
      serviceBody(
        band.id,
        [
          { songCatalogId: songs[0].id, startTime: 0, endTime: 100 },
          { songCatalogId: songs[1].id, startTime: 200, endTime: 300 },
        ],
        { date: "2025-02-05", musicians: [{ musicianId: ana.id, instrument: "Vocal", isSubstitute: false }] },
      ),
    );
    expect(await songFigures(ctx.app.db, songs[0].id)).toMatchObject({ performanceCount: 2, lastServiceId: later.service.id });

    const response = await ctx.api(`/api/admin/services/${later.service.id}`, { method: "DELETE" });
    expect(response.status).toBe(204);
    expect(await songFigures(ctx.app.db, songs[0].id)).toEqual(before);
    expect(await songFigures(ctx.app.db, songs[1].id)).toMatchObject({ performanceCount: 0, firstPlayedAt: null, lastPlayedAt: null, lastServiceId: null });
    expect(await ctx.app.db.select().from(songDetails).where(eq(songDetails.serviceId, later.service.id))).toEqual([]);
    expect(await ctx.app.db.select().from(serviceMusiciansGlobal).where(eq(serviceMusiciansGlobal.serviceId, later.service.id))).toEqual([]);
    expect(await ctx.app.db.select().from(serviceMusiciansIndividual).where(eq(serviceMusiciansIndividual.serviceId, later.service.id))).toEqual([]);
    expect((await ctx.api(`/api/admin/services/${later.service.id}`)).status).toBe(404);
    expect((await ctx.api(`/api/admin/services/${earlier.service.id}`)).status).toBe(200);
    expect(await statisticsMismatches(ctx.app.db, ctx.churchId)).toEqual([]);
  });

  it("answers 404 for another church's service and unknown ids, changing nothing", async () => {
    const { band, songs } = await setUp();
    const created = await create(serviceBody(band.id, [{ songCatalogId: songs[0].id, startTime: 0, endTime: 100 }]));
    const before = await snapshot();
    for (const [id, as] of [
      [created.service.id, ctx.otherCookie],
      [MISSING_ID, ctx.cookie],
      ["x", ctx.cookie],
    ] as const) {
      const response = await ctx.api(`/api/admin/services/${id}`, { method: "DELETE" }, as);
      expect(response.status).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe("DELETE /api/admin/services/:id/segments/:segmentId", () => {
  it("deletes one song of a service and recounts it", async () => {
    const { band, songs } = await setUp();
    const created = await create(
      serviceBody(band.id, [
        { songCatalogId: songs[0].id, startTime: 0, endTime: 100 },
        { songCatalogId: songs[1].id, startTime: 200, endTime: 300 },
      ]),
    );
    const segment = created.segments[1];
    if (!segment) throw new Error("segment missing");
    const response = await ctx.api(`/api/admin/services/${created.service.id}/segments/${segment.id}`, { method: "DELETE" });
    expect(response.status).toBe(204);
    expect((await editorState(created.service.id)).segments.map((s) => s.songCatalogId)).toEqual([songs[0].id]);
    expect(await songFigures(ctx.app.db, songs[1].id)).toMatchObject({ performanceCount: 0, lastServiceId: null });
    expect(await statisticsMismatches(ctx.app.db, ctx.churchId)).toEqual([]);
  });

  it("answers 404 for a segment of another service, another church, or unknown ids", async () => {
    const { band, songs } = await setUp();
    const one = await create(serviceBody(band.id, [{ songCatalogId: songs[0].id, startTime: 0, endTime: 100 }]));
    const two = await create(serviceBody(band.id, [{ songCatalogId: songs[1].id, startTime: 0, endTime: 100 }]));
    const segmentOfTwo = two.segments[0]?.id as string;
    const before = await snapshot();
    const attempts: [string, string, number, string][] = [
      [one.service.id, segmentOfTwo, 404, serviceMessages.segmentNotFound],
      [two.service.id, segmentOfTwo, 404, serviceMessages.notFound],
      [two.service.id, MISSING_ID, 404, serviceMessages.segmentNotFound],
      [two.service.id, "nope", 404, serviceMessages.segmentNotFound],
    ];
    for (const [serviceId, segmentId, status, message] of attempts) {
      const as = serviceId === two.service.id && segmentId === segmentOfTwo ? ctx.otherCookie : ctx.cookie;
      const response = await ctx.api(`/api/admin/services/${serviceId}/segments/${segmentId}`, { method: "DELETE" }, as);
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
    }
    expect(await snapshot()).toEqual(before);
  });
});
