import { beforeEach, describe, expect, it } from "vitest";
import { createBand, createSong, signedInAdmin } from "../../../tests/factories";
import { serviceBody } from "../../../tests/service-body";
import { songFigures, statisticsMismatches } from "../../../tests/song-statistics";
import { useTestApp } from "../../../tests/test-app";
import type { ServiceEditorState, ServiceInputBody } from "@shared/schemas/services";

/**
 * The catalogue figures (performance count, first and last played, last service) must equal a
 * recount from the segments after every kind of edit (issue 4, docs/decisions/006). Each test
 * compares them with the recount in tests/song-statistics.ts, written in its own SQL.
 */

const app = useTestApp();
let churchId: string;
let cookie: string;
let bandId: string;
let songs: { id: string }[];

beforeEach(async () => {
  const admin = await signedInAdmin(app);
  churchId = admin.church.id;
  cookie = admin.cookie;
  bandId = (await createBand(app.db, churchId)).id;
  songs = [];
  for (let n = 0; n < 4; n++) songs.push(await createSong(app.db, churchId));
});

const song = (index: number) => (songs[index] as { id: string }).id;

async function save(body: ServiceInputBody, id?: string): Promise<ServiceEditorState> {
  const response = await app.request(id ? `/api/admin/services/${id}` : "/api/admin/services", {
    method: id ? "PUT" : "POST",
    json: body,
    headers: { cookie },
  });
  expect(response.status).toBe(id ? 200 : 201);
  return (await response.json()) as ServiceEditorState;
}

/** The segments of a saved state, as a body that saves them unchanged. */
const keep = (state: ServiceEditorState) =>
  state.segments.map((s) => ({ id: s.id, songCatalogId: s.songCatalogId, startTime: s.startTime, endTime: s.endTime }));

async function expectRecount() {
  expect(await statisticsMismatches(app.db, churchId)).toEqual([]);
}

describe("catalogue statistics stay equal to a recount", () => {
  it("saving the same service twice does not count twice", async () => {
    const state = await save(
      serviceBody(bandId, [
        { songCatalogId: song(0), startTime: 0, endTime: 10 },
        { songCatalogId: song(1), startTime: 20, endTime: 30 },
      ]),
    );
    const once = await songFigures(app.db, song(0));
    await save(serviceBody(bandId, keep(state)), state.service.id);
    await save(serviceBody(bandId, keep(state)), state.service.id);
    expect(await songFigures(app.db, song(0))).toEqual(once);
    expect(once.performanceCount).toBe(1);
    await expectRecount();
  });

  it("a song played twice in one service counts twice", async () => {
    await save(
      serviceBody(bandId, [
        { songCatalogId: song(0), startTime: 0, endTime: 10 },
        { songCatalogId: song(0), startTime: 500, endTime: 600 },
      ]),
    );
    expect((await songFigures(app.db, song(0))).performanceCount).toBe(2);
    await expectRecount();
  });

  it("removing a segment takes its performance away", async () => {
    const state = await save(
      serviceBody(bandId, [
        { songCatalogId: song(0), startTime: 0, endTime: 10 },
        { songCatalogId: song(1), startTime: 20, endTime: 30 },
      ]),
    );
    await save(serviceBody(bandId, keep(state).slice(0, 1)), state.service.id);
    expect(await songFigures(app.db, song(1))).toMatchObject({ performanceCount: 0, firstPlayedAt: null, lastPlayedAt: null, lastServiceId: null });
    await expectRecount();
  });

  it("changing a segment's song moves the performance to the new song", async () => {
    const earlier = await save(serviceBody(bandId, [{ songCatalogId: song(0), startTime: 0, endTime: 10 }], { date: "2024-06-02" }));
    const state = await save(serviceBody(bandId, [{ songCatalogId: song(0), startTime: 0, endTime: 10 }], { date: "2025-01-05" }));
    const [segment] = keep(state);
    await save(serviceBody(bandId, [{ ...segment!, songCatalogId: song(1) }], { date: "2025-01-05" }), state.service.id);
    expect(await songFigures(app.db, song(0))).toMatchObject({
      performanceCount: 1,
      lastPlayedAt: "2024-06-02",
      lastServiceId: earlier.service.id,
    });
    expect(await songFigures(app.db, song(1))).toMatchObject({
      performanceCount: 1,
      firstPlayedAt: "2025-01-05",
      lastServiceId: state.service.id,
    });
    await expectRecount();
  });

  it("changing the service date moves first and last played, both ways", async () => {
    const middle = await save(serviceBody(bandId, [{ songCatalogId: song(0), startTime: 0, endTime: 10 }], { date: "2025-01-05" }));
    const moving = await save(serviceBody(bandId, [{ songCatalogId: song(0), startTime: 0, endTime: 10 }], { date: "2025-02-05" }));
    expect(await songFigures(app.db, song(0))).toMatchObject({ firstPlayedAt: "2025-01-05", lastPlayedAt: "2025-02-05", lastServiceId: moving.service.id });

    await save(serviceBody(bandId, keep(moving), { date: "2024-12-01" }), moving.service.id);
    expect(await songFigures(app.db, song(0))).toMatchObject({
      performanceCount: 2,
      firstPlayedAt: "2024-12-01",
      lastPlayedAt: "2025-01-05",
      lastServiceId: middle.service.id,
    });
    await expectRecount();
  });

  it("an inactive service does not count; reactivating it counts again", async () => {
    const state = await save(serviceBody(bandId, [{ songCatalogId: song(0), startTime: 0, endTime: 10 }]));
    await save(serviceBody(bandId, keep(state), { active: false }), state.service.id);
    expect((await songFigures(app.db, song(0))).performanceCount).toBe(0);
    await expectRecount();
    await save(serviceBody(bandId, keep(state), { active: true }), state.service.id);
    expect((await songFigures(app.db, song(0))).performanceCount).toBe(1);
    await expectRecount();
  });

  it("deleting a service leaves every song as if it never existed", async () => {
    await save(
      serviceBody(bandId, [
        { songCatalogId: song(0), startTime: 0, endTime: 10 },
        { songCatalogId: song(1), startTime: 20, endTime: 30 },
      ], { date: "2025-01-05" }),
    );
    const before = await Promise.all([0, 1, 2].map((n) => songFigures(app.db, song(n))));
    const doomed = await save(
      serviceBody(bandId, [
        { songCatalogId: song(0), startTime: 0, endTime: 10 },
        { songCatalogId: song(2), startTime: 20, endTime: 30, isNew: false },
        { songCatalogId: song(1), startTime: 40, endTime: 50 },
      ], { date: "2025-02-05" }),
    );
    // Edited once more, so the figures went through several states.
    await save(serviceBody(bandId, keep(doomed), { date: "2024-11-03" }), doomed.service.id);
    const response = await app.request(`/api/admin/services/${doomed.service.id}`, { method: "DELETE", headers: { cookie } });
    expect(response.status).toBe(204);
    expect(await Promise.all([0, 1, 2].map((n) => songFigures(app.db, song(n))))).toEqual(before);
    await expectRecount();
  });

  it("deleting one segment takes only that performance away", async () => {
    const first = await save(serviceBody(bandId, [{ songCatalogId: song(3), startTime: 0, endTime: 10 }], { date: "2025-01-05" }));
    const second = await save(
      serviceBody(bandId, [
        { songCatalogId: song(3), startTime: 0, endTime: 10 },
        { songCatalogId: song(3), startTime: 100, endTime: 110 },
      ], { date: "2025-02-05" }),
    );
    expect((await songFigures(app.db, song(3))).performanceCount).toBe(3);
    for (const segment of second.segments) {
      const response = await app.request(`/api/admin/services/${second.service.id}/segments/${segment.id}`, {
        method: "DELETE",
        headers: { cookie },
      });
      expect(response.status).toBe(204);
    }
    expect(await songFigures(app.db, song(3))).toMatchObject({
      performanceCount: 1,
      lastPlayedAt: "2025-01-05",
      lastServiceId: first.service.id,
    });
    await expectRecount();
  });
});
