import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../tests/factories";
import {
  addBandMember,
  insertCatalogSong,
  insertServicesBand,
  insertServicesMusician,
  serviceBody,
  songFigures,
  statisticsMismatches,
  VIDEO_URL,
} from "../../../tests/factories-services";
import { createTestApp, type TestApp } from "../../../tests/test-app";
import {
  serviceMessages,
  type ServiceEditorState,
  type ServiceInputBody,
  type ServiceListResponse,
} from "../../shared/schemas/services";
import { serviceMusiciansGlobal, serviceMusiciansIndividual, services, songDetails } from "../db/schema";

let app: TestApp;
let churchId: string;
let cookie: string;
let otherChurchId: string;
let otherCookie: string;

beforeAll(async () => {
  app = await createTestApp();
  const signedIn = await signedInAdmin(app);
  churchId = signedIn.church.id;
  cookie = signedIn.cookie;
  const other = await signedInAdmin(app);
  otherChurchId = other.church.id;
  otherCookie = other.cookie;
});

afterAll(async () => {
  await app.close();
});

const MISSING_ID = "6f1c2b7a-3d4e-4f5a-8b9c-0d1e2f3a4b5c";
const SERVICE_NOT_FOUND = { error: { code: "not_found", message: "Culto não encontrado" } };

function api(url: string, init: RequestInit & { json?: unknown } = {}, as = cookie) {
  return app.request(url, { ...init, headers: { cookie: as, ...(init.headers as Record<string, string>) } });
}

async function create(body: ServiceInputBody, as = cookie): Promise<ServiceEditorState> {
  const response = await api("/api/admin/services", { method: "POST", json: body }, as);
  expect(response.status).toBe(201);
  return (await response.json()) as ServiceEditorState;
}

async function update(id: string, body: ServiceInputBody): Promise<ServiceEditorState> {
  const response = await api(`/api/admin/services/${id}`, { method: "PUT", json: body });
  expect(response.status).toBe(200);
  return (await response.json()) as ServiceEditorState;
}

async function editorState(id: string): Promise<ServiceEditorState> {
  const response = await api(`/api/admin/services/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ServiceEditorState;
}

async function issuesOf(response: Response) {
  expect(response.status).toBe(422);
  const body = (await response.json()) as { error: { code: string; issues: { path: string; message: string }[] } };
  expect(body.error.code).toBe("validation_failed");
  return body.error.issues;
}

/** Everything a save writes, to prove a refused request changed nothing. */
async function snapshot() {
  const result = await app.db.execute(sql`
    select
      (select coalesce(json_agg(s order by s.id), '[]') from (select id, date, time, video_url, band_id, active from services) s) as services,
      (select coalesce(json_agg(d order by d.id), '[]') from (select id, song_catalog_id, start_time, end_time, view_count from song_details) d) as segments,
      (select coalesce(json_agg(g order by g.id), '[]') from (select id, service_id, musician_id, instrument, is_substitute from service_musicians_global) g) as global_lineup,
      (select coalesce(json_agg(i order by i.id), '[]') from (select id, song_detail_id, musician_id, instrument, is_global from service_musicians_individual) i) as song_lineup,
      (select coalesce(json_agg(c order by c.id), '[]') from (select id, performance_count, first_played_at, last_played_at, last_service_id, new_marked_at, introduced_by from songs_catalog) c) as catalogue`);
  return result.rows[0];
}

async function setUp() {
  const band = await insertServicesBand(app, churchId, { name: "Banda Ágape", year: 2019 });
  const ana = await insertServicesMusician(app, churchId, { name: "Ana" });
  const bruno = await insertServicesMusician(app, churchId, { name: "Bruno" });
  const carla = await insertServicesMusician(app, churchId, { name: "Carla", isMultibanda: true, instrument: "Teclado" });
  await addBandMember(app, churchId, band.id, ana.id, ["Vocal"]);
  await addBandMember(app, churchId, band.id, bruno.id, ["Baixo"]);
  const songs = await Promise.all([1, 2, 3].map((n) => insertCatalogSong(app, churchId, { name: `Canção ${n} ${band.id.slice(0, 4)}` })));
  return { band, ana, bruno, carla, songs: songs as [(typeof songs)[0], (typeof songs)[0], (typeof songs)[0]] };
}

describe("POST /api/admin/services", () => {
  it("creates the service, its segments, both lineups, the new-song mark and the statistics in one request", async () => {
    const { band, ana, bruno, carla, songs } = await setUp();
    const state = await create(
      serviceBody(
        band.id,
        [
          { songCatalogId: songs[1].id, startTime: 400, endTime: 700 },
          {
            songCatalogId: songs[0].id,
            startTime: 100,
            endTime: 350,
            isNew: true,
            musicians: [
              { musicianId: ana.id, instrument: "Vocal", isSubstitute: false, isGlobal: true },
              { musicianId: carla.id, instrument: "Teclado", isSubstitute: true, isGlobal: false },
            ],
          },
        ],
        {
          date: "2025-03-09",
          time: "09:30",
          musicians: [
            { musicianId: ana.id, instrument: "Vocal", isSubstitute: false },
            { musicianId: bruno.id, instrument: "Baixo, Vocal", isSubstitute: false },
          ],
        },
      ),
    );

    expect(state.service).toMatchObject({ date: "2025-03-09", time: "09:30", videoUrl: VIDEO_URL, bandId: band.id, active: true });
    const [row] = await app.db.select().from(services).where(eq(services.id, state.service.id));
    expect(row).toMatchObject({ churchId, shift: "morning", time: "09:30:00", viewCount: 0 });

    expect(state.segments.map((segment) => [segment.songName, segment.startTime, segment.endTime, segment.viewCount])).toEqual([
      [songs[0].name, 100, 350, 0],
      [songs[1].name, 400, 700, 0],
    ]);
    expect(state.globalMusicians).toEqual([
      { musicianId: ana.id, name: "Ana", isMultibanda: false, instrument: "Vocal", isSubstitute: false },
      { musicianId: bruno.id, name: "Bruno", isMultibanda: false, instrument: "Baixo, Vocal", isSubstitute: false },
    ]);
    const [own, follows] = state.segments;
    expect(own?.hasSpecificMusicians).toBe(true);
    expect(own?.musicians).toEqual([
      { musicianId: ana.id, name: "Ana", isMultibanda: false, instrument: "Vocal", isSubstitute: false, isGlobal: true },
      { musicianId: carla.id, name: "Carla", isMultibanda: true, instrument: "Teclado", isSubstitute: true, isGlobal: false },
    ]);
    // A song without its own lineup gets copies of the service-wide one.
    expect(follows?.hasSpecificMusicians).toBe(false);
    expect(follows?.musicians.map((m) => [m.name, m.instrument, m.isGlobal])).toEqual([
      ["Ana", "Vocal", true],
      ["Bruno", "Baixo, Vocal", true],
    ]);

    expect(own?.isNew).toBe(true);
    expect(await songFigures(app, songs[0].id)).toMatchObject({
      performanceCount: 1,
      firstPlayedAt: "2025-03-09",
      lastPlayedAt: "2025-03-09",
      lastServiceId: state.service.id,
      newMarkedAt: "2025-03-09T00:00:00.000Z",
      introducedBy: band.id,
    });
    expect(await songFigures(app, songs[2].id)).toMatchObject({ performanceCount: 0, firstPlayedAt: null, newMarkedAt: null });
    expect(await statisticsMismatches(app, churchId)).toEqual([]);
  });

  it("derives the shift from the hour, with cut-offs at 12 and 18", async () => {
    const { band, songs } = await setUp();
    const shifts = [];
    for (const time of ["11:59", "12:00", "17:59", "18:00"]) {
      const state = await create(serviceBody(band.id, [{ songCatalogId: songs[0].id, startTime: 0, endTime: 10 }], { time }));
      const [row] = await app.db.select({ shift: services.shift }).from(services).where(eq(services.id, state.service.id));
      shifts.push(row?.shift);
    }
    expect(shifts).toEqual(["morning", "afternoon", "afternoon", "evening"]);
  });

  it("sets the new-song mark once: a later service flagging the song again does not move it", async () => {
    const { band, songs } = await setUp();
    const otherBand = await insertServicesBand(app, churchId);
    const first = await create(serviceBody(band.id, [{ songCatalogId: songs[0].id, startTime: 0, endTime: 10, isNew: true }], { date: "2025-01-05" }));
    const second = await create(serviceBody(otherBand.id, [{ songCatalogId: songs[0].id, startTime: 0, endTime: 10, isNew: true }], { date: "2025-02-05" }));
    // The song is new in the service that introduced it; elsewhere it only carries the locked mark.
    expect((await editorState(first.service.id)).segments[0]).toMatchObject({ isNew: true, songNewMarkedAt: "2025-01-05T00:00:00.000Z" });
    expect(second.segments[0]).toMatchObject({ isNew: false, songNewMarkedAt: "2025-01-05T00:00:00.000Z" });
    expect(await songFigures(app, songs[0].id)).toMatchObject({
      newMarkedAt: "2025-01-05T00:00:00.000Z",
      introducedBy: band.id,
      performanceCount: 2,
      firstPlayedAt: "2025-01-05",
      lastPlayedAt: "2025-02-05",
    });
  });

  it("accepts video links as people paste them, stores the watch link, and today's date", async () => {
    const { band, songs } = await setUp();
    const today = new Date().toISOString().slice(0, 10);
    for (const videoUrl of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube.com/live/dQw4w9WgXcQ",
      "youtube.com/shorts/dQw4w9WgXcQ",
      "m.youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL1",
      "https://music.youtube.com/watch?v=dQw4w9WgXcQ&si=abc",
    ]) {
      const state = await create(serviceBody(band.id, [{ songCatalogId: songs[0].id, startTime: 0, endTime: 10 }], { videoUrl, date: today }));
      expect(state.service.videoUrl).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    }
  });

  it("refuses video links with credentials, another port or a fragment, and a time like 19:30:99", async () => {
    const { band, songs } = await setUp();
    const segments = [{ songCatalogId: songs[0].id, startTime: 0, endTime: 10 }];
    const before = await snapshot();
    for (const [field, overrides] of [
      ["videoUrl", { videoUrl: "https://user:secret@www.youtube.com/watch?v=dQw4w9WgXcQ" }],
      ["videoUrl", { videoUrl: "https://www.youtube.com:8080/watch?v=dQw4w9WgXcQ" }],
      ["videoUrl", { videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ#t=1" }],
      ["time", { time: "19:30:99" }],
    ] as const) {
      const response = await api("/api/admin/services", { method: "POST", json: serviceBody(band.id, segments, overrides) });
      expect((await issuesOf(response)).map((issue) => issue.path)).toEqual([field]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses bad input with 422 and the form's messages, and changes nothing", async () => {
    const { band, songs, ana } = await setUp();
    const otherBand = await insertServicesBand(app, otherChurchId);
    const otherSong = await insertCatalogSong(app, otherChurchId);
    const otherMusician = await insertServicesMusician(app, otherChurchId);
    const saved = await create(serviceBody(band.id, [{ songCatalogId: songs[0].id, startTime: 0, endTime: 10 }]));
    const segment = { songCatalogId: songs[0].id, startTime: 10, endTime: 20 };
    const farFuture = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const before = await snapshot();

    const cases: [Partial<ServiceInputBody> & { segments?: unknown }, string, string][] = [
      [{ date: farFuture }, "date", serviceMessages.dateInFuture],
      [{ date: "2025-02-30" }, "date", serviceMessages.dateInvalid],
      [{ date: "09/03/2025" }, "date", serviceMessages.dateInvalid],
      [{ time: "25:00" }, "time", serviceMessages.timeInvalid],
      [{ time: "" }, "time", serviceMessages.timeRequired],
      [{ videoUrl: "https://vimeo.com/123" }, "videoUrl", serviceMessages.videoUrlInvalid],
      [{ videoUrl: "https://www.youtube.com/watch?v=short" }, "videoUrl", serviceMessages.videoUrlInvalid],
      [{ bandId: "" }, "bandId", serviceMessages.bandRequired],
      [{ bandId: otherBand.id }, "bandId", serviceMessages.bandNotFound],
      [{ segments: [] }, "segments", serviceMessages.segmentsRequired],
      [{ segments: [{ ...segment, endTime: 10 }] }, "segments.0.endTime", serviceMessages.endBeforeStart],
      [{ segments: [{ ...segment, endTime: 5 }] }, "segments.0.endTime", serviceMessages.endBeforeStart],
      [{ segments: [{ ...segment, startTime: 1.5 }] }, "segments.0.startTime", serviceMessages.timeOutOfRange],
      [{ segments: [{ ...segment, startTime: -1 }] }, "segments.0.startTime", serviceMessages.timeOutOfRange],
      [{ segments: [{ ...segment, songCatalogId: otherSong.id }] }, "segments.0.songCatalogId", serviceMessages.songNotFound],
      [{ segments: [{ ...segment, id: saved.segments[0]?.id }] }, "segments.0.id", serviceMessages.segmentNotFound],
      [{ musicians: [{ musicianId: otherMusician.id, instrument: null, isSubstitute: false }] }, "musicians.0.musicianId", serviceMessages.musicianNotFound],
      [
        { musicians: [{ musicianId: ana.id, instrument: null, isSubstitute: false }, { musicianId: ana.id, instrument: null, isSubstitute: true }] },
        "musicians.1.musicianId",
        serviceMessages.duplicateMusician,
      ],
      [
        { segments: [{ ...segment, musicians: [{ musicianId: otherMusician.id, instrument: null, isSubstitute: false, isGlobal: false }] }] },
        "segments.0.musicians.0.musicianId",
        serviceMessages.musicianNotFound,
      ],
    ];
    for (const [override, path, message] of cases) {
      const body = { ...serviceBody(band.id, [segment]), ...override };
      const issues = await issuesOf(await api("/api/admin/services", { method: "POST", json: body }));
      expect(issues, JSON.stringify(override)).toContainEqual({ path, message });
    }

    const malformed = await api("/api/admin/services", {
      method: "POST",
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
    expect(await snapshot()).toEqual(before);
  });
});

describe("GET /api/admin/services/:id", () => {
  it("answers the editor state; 404 for unknown, malformed and other churches' ids", async () => {
    const { band, songs } = await setUp();
    const state = await create(serviceBody(band.id, [{ songCatalogId: songs[0].id, startTime: 5, endTime: 65 }], { time: "19:45" }));
    expect(await editorState(state.service.id)).toEqual(state);

    for (const [url, as] of [
      [`/api/admin/services/${MISSING_ID}`, cookie],
      ["/api/admin/services/not-a-uuid", cookie],
      [`/api/admin/services/${state.service.id}`, otherCookie],
    ] as const) {
      const response = await api(url, {}, as);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(SERVICE_NOT_FOUND);
    }
  });
});

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
    await app.db.update(songDetails).set({ viewCount: 42 }).where(eq(songDetails.id, first.id));

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
    const rows = await app.db.select({ id: songDetails.id }).from(songDetails).where(eq(songDetails.id, second.id));
    expect(rows).toEqual([]);
    expect(await statisticsMismatches(app, churchId)).toEqual([]);
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
    const orphanRows = await app.db
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
    const otherBand = await insertServicesBand(app, otherChurchId);
    const otherSong = await insertCatalogSong(app, otherChurchId);
    const before = await snapshot();
    for (const id of [created.service.id, MISSING_ID, "nope"]) {
      const response = await api(
        `/api/admin/services/${id}`,
        { method: "PUT", json: serviceBody(otherBand.id, [{ songCatalogId: otherSong.id, startTime: 0, endTime: 5 }]) },
        otherCookie,
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
    const before = await songFigures(app, songs[0].id);
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
    expect(await songFigures(app, songs[0].id)).toMatchObject({ performanceCount: 2, lastServiceId: later.service.id });

    const response = await api(`/api/admin/services/${later.service.id}`, { method: "DELETE" });
    expect(response.status).toBe(204);
    expect(await songFigures(app, songs[0].id)).toEqual(before);
    expect(await songFigures(app, songs[1].id)).toMatchObject({ performanceCount: 0, firstPlayedAt: null, lastPlayedAt: null, lastServiceId: null });
    expect(await app.db.select().from(songDetails).where(eq(songDetails.serviceId, later.service.id))).toEqual([]);
    expect(await app.db.select().from(serviceMusiciansGlobal).where(eq(serviceMusiciansGlobal.serviceId, later.service.id))).toEqual([]);
    expect(await app.db.select().from(serviceMusiciansIndividual).where(eq(serviceMusiciansIndividual.serviceId, later.service.id))).toEqual([]);
    expect((await api(`/api/admin/services/${later.service.id}`)).status).toBe(404);
    expect((await api(`/api/admin/services/${earlier.service.id}`)).status).toBe(200);
    expect(await statisticsMismatches(app, churchId)).toEqual([]);
  });

  it("answers 404 for another church's service and unknown ids, changing nothing", async () => {
    const { band, songs } = await setUp();
    const created = await create(serviceBody(band.id, [{ songCatalogId: songs[0].id, startTime: 0, endTime: 100 }]));
    const before = await snapshot();
    for (const [id, as] of [
      [created.service.id, otherCookie],
      [MISSING_ID, cookie],
      ["x", cookie],
    ] as const) {
      const response = await api(`/api/admin/services/${id}`, { method: "DELETE" }, as);
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
    const response = await api(`/api/admin/services/${created.service.id}/segments/${segment.id}`, { method: "DELETE" });
    expect(response.status).toBe(204);
    expect((await editorState(created.service.id)).segments.map((s) => s.songCatalogId)).toEqual([songs[0].id]);
    expect(await songFigures(app, songs[1].id)).toMatchObject({ performanceCount: 0, lastServiceId: null });
    expect(await statisticsMismatches(app, churchId)).toEqual([]);
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
      const as = serviceId === two.service.id && segmentId === segmentOfTwo ? otherCookie : cookie;
      const response = await api(`/api/admin/services/${serviceId}/segments/${segmentId}`, { method: "DELETE" }, as);
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe("GET /api/admin/services", () => {
  it("lists active services latest first, with band, song count and songs by start; searches date, time and band", async () => {
    const admin = await signedInAdmin(app);
    const as = admin.cookie;
    const band = await insertServicesBand(app, admin.church.id, { name: "Ministério Shekinah" });
    const other = await insertServicesBand(app, admin.church.id, { name: "Banda Kairós" });
    const [s1, s2] = await Promise.all([1, 2].map((n) => insertCatalogSong(app, admin.church.id, { name: `Louvor ${n}` })));
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
      const response = await api(`/api/admin/services${query}`, {}, as);
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
    expect((await api("/api/admin/services?inactive=sim", {}, as)).status).toBe(422);
    const publicList = await app.request(`/api/public/churches/${admin.church.slug}/services`);
    expect(await publicList.text()).not.toContain(hidden.service.id);

    const otherChurch = await api("/api/admin/services", {}, otherCookie);
    const otherIds = ((await otherChurch.json()) as ServiceListResponse).services.map((s) => s.id);
    expect(otherIds).not.toContain(a.service.id);
  });

  it("pages by 20 with the total", async () => {
    const admin = await signedInAdmin(app);
    const band = await insertServicesBand(app, admin.church.id);
    const song = await insertCatalogSong(app, admin.church.id);
    for (let day = 1; day <= 23; day++) {
      await create(
        serviceBody(band.id, [{ songCatalogId: song.id, startTime: 0, endTime: 5 }], { date: `2025-01-${String(day).padStart(2, "0")}` }),
        admin.cookie,
      );
    }
    const page = async (n: number) => (await (await api(`/api/admin/services?page=${n}`, {}, admin.cookie)).json()) as ServiceListResponse;
    const first = await page(1);
    const second = await page(2);
    expect(first.total).toBe(23);
    expect(first.services).toHaveLength(20);
    expect(first.services[0]?.date).toBe("2025-01-23");
    expect(second.services.map((s) => s.date)).toEqual(["2025-01-03", "2025-01-02", "2025-01-01"]);
    expect((await page(5)).services).toEqual([]);

    for (const query of ["?page=0", "?page=abc", `?search=${"x".repeat(101)}`]) {
      const response = await api(`/api/admin/services${query}`, {}, admin.cookie);
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
    const hint = async (musicianId: string, before?: string, as = cookie) => {
      const query = new URLSearchParams({ musicianId, ...(before ? { before } : {}) });
      return api(`/api/admin/services/instrument-hint?${query}`, {}, as);
    };
    const instrument = async (musicianId: string, before?: string) =>
      ((await (await hint(musicianId, before)).json()) as { instrument: string | null }).instrument;

    expect(await instrument(ana.id, "2025-03-01")).toBe("Teclado");
    expect(await instrument(ana.id, "2025-02-05")).toBe("Violão");
    expect(await instrument(ana.id, "2025-01-05")).toBe("Vocal");
    expect(await instrument(ana.id)).toBe("Teclado");
    expect(await instrument(carla.id, "2025-03-01")).toBe("Teclado");
    const nobody = await insertServicesMusician(app, churchId);
    expect(await instrument(nobody.id)).toBeNull();
    expect(first.service.id).toBeTruthy();

    expect((await hint(ana.id, undefined, otherCookie)).status).toBe(404);
    expect((await hint(MISSING_ID)).status).toBe(404);
    expect((await api("/api/admin/services/instrument-hint?musicianId=x")).status).toBe(422);
    expect((await hint(ana.id, "2025-13-01")).status).toBe(422);
  });
});
