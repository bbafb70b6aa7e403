import { describe, expect, it } from "vitest";
import { createBand, createMusician, createSong } from "../../../tests/factories";
import { serviceBody } from "../../../tests/service-body";
import { statisticsMismatches } from "../../../tests/song-statistics";
import { useSignedInAdmin } from "../../../tests/support/signed-in-admin";
import { useTestApp } from "../../../tests/test-app";
import type { ServiceEditorState, ServiceInputBody } from "@shared/schemas/services";

/**
 * Saves of the same service at the same moment (two tabs, a double click) run one after the
 * other behind the service row's lock; saves of different services that share songs recount them
 * in turn. Real concurrency: the requests go out together on a pool of connections.
 */

const app = useTestApp();
const admin = useSignedInAdmin(app);

function send(method: "POST" | "PUT" | "DELETE", url: string, json?: unknown) {
  return app.request(url, { method, json, headers: { cookie: admin.cookie } });
}

/** What a saved state says about the service, comparable with the body that produced it. */
function essence(state: ServiceEditorState) {
  return {
    date: state.service.date,
    time: state.service.time,
    bandId: state.service.bandId,
    segments: state.segments.map((s) => ({
      songCatalogId: s.songCatalogId,
      startTime: s.startTime,
      endTime: s.endTime,
      musicians: s.hasSpecificMusicians ? s.musicians.map((m) => [m.musicianId, m.instrument]) : null,
    })),
    musicians: state.globalMusicians.map((m) => [m.musicianId, m.instrument]),
  };
}

function essenceOfBody(body: ServiceInputBody) {
  return {
    date: body.date,
    time: body.time,
    bandId: body.bandId,
    segments: [...body.segments]
      .sort((a, b) => a.startTime - b.startTime)
      .map((s) => ({
        songCatalogId: s.songCatalogId,
        startTime: s.startTime,
        endTime: s.endTime,
        musicians: s.musicians?.length ? s.musicians.map((m) => [m.musicianId, m.instrument ?? null]) : null,
      })),
    musicians: (body.musicians ?? []).map((m) => [m.musicianId, m.instrument ?? null]),
  };
}

describe("concurrent saves", () => {
  it("of the same service leave it exactly as one of them, with statistics equal to a recount", async () => {
    const bands = [await createBand(app.db, admin.church.id), await createBand(app.db, admin.church.id)];
    const songs: { id: string }[] = [];
    for (let n = 0; n < 6; n++) songs.push(await createSong(app.db, admin.church.id));
    const players: { id: string }[] = [];
    for (let n = 0; n < 4; n++) players.push(await createMusician(app.db, admin.church.id));
    const id = (items: { id: string }[], index: number) => (items[index % items.length] as { id: string }).id;

    const created = await send("POST", "/api/admin/services", serviceBody(id(bands, 0), [{ songCatalogId: id(songs, 0), startTime: 0, endTime: 10 }]));
    expect(created.status).toBe(201);
    const state = (await created.json()) as ServiceEditorState;
    const kept = state.segments[0]?.id as string;

    for (let round = 0; round < 3; round++) {
      const bodies: ServiceInputBody[] = Array.from({ length: 8 }, (_, n) =>
        serviceBody(
          id(bands, n),
          [
            { id: kept, songCatalogId: id(songs, n), startTime: n, endTime: 100 + n },
            ...Array.from({ length: (n % 3) + 1 }, (_, k) => ({
              songCatalogId: id(songs, n + k + 1),
              startTime: 200 + 100 * k,
              endTime: 250 + 100 * k,
              isNew: k === 0 && n % 2 === 0,
              musicians:
                k === 0
                  ? [{ musicianId: id(players, n), instrument: `Instrumento ${n}`, isSubstitute: true, isGlobal: false }]
                  : null,
            })),
          ],
          {
            date: `2025-0${(n % 3) + 1}-1${n}`,
            time: `1${n}:00`,
            musicians: [
              { musicianId: id(players, n + 1), instrument: `Geral ${n}`, isSubstitute: false },
              { musicianId: id(players, n + 2), instrument: null, isSubstitute: n % 2 === 1 },
            ],
          },
        ),
      );
      const responses = await Promise.all(bodies.map((body) => send("PUT", `/api/admin/services/${state.service.id}`, body)));
      expect(responses.map((response) => response.status)).toEqual(bodies.map(() => 200));

      const final = await app.request(`/api/admin/services/${state.service.id}`, { headers: { cookie: admin.cookie } });
      const saved = essence((await final.json()) as ServiceEditorState);
      expect(bodies.map(essenceOfBody)).toContainEqual(saved);
      expect(await statisticsMismatches(app.db, admin.church.id)).toEqual([]);
    }
  });

  it("of different services sharing songs, and a delete among them, keep the statistics equal to a recount", async () => {
    const band = await createBand(app.db, admin.church.id);
    const songs: { id: string }[] = [];
    for (let n = 0; n < 3; n++) songs.push(await createSong(app.db, admin.church.id));
    const segmentsOf = (n: number) =>
      songs.map((song, k) => ({ songCatalogId: song.id, startTime: 10 * k, endTime: 10 * k + 5 + n }));

    const first = await send("POST", "/api/admin/services", serviceBody(band.id, segmentsOf(0), { date: "2024-05-05" }));
    const doomed = (await first.json()) as ServiceEditorState;

    const requests = [
      ...Array.from({ length: 8 }, (_, n) =>
        send("POST", "/api/admin/services", serviceBody(band.id, segmentsOf(n), { date: `2024-0${(n % 9) + 1}-0${(n % 9) + 1}` })),
      ),
      send("DELETE", `/api/admin/services/${doomed.service.id}`),
      send("PUT", `/api/admin/services/${doomed.service.id}`, serviceBody(band.id, segmentsOf(9), { date: "2025-01-01" })),
    ];
    const statuses = (await Promise.all(requests)).map((response) => response.status);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(201));
    expect(statuses[8]).toBe(204);
    // The update either ran before the delete or found the service gone.
    expect([200, 404]).toContain(statuses[9]);
    expect(await statisticsMismatches(app.db, admin.church.id)).toEqual([]);
  });
});
