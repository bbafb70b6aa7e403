import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBand, createMusician, createSong, VIDEO_URL } from "../../../tests/factories";
import { serviceBody } from "../../../tests/service-body";
import { songFigures, statisticsMismatches } from "../../../tests/song-statistics";
import { issuesOf, serviceCast, serviceRequests, serviceSnapshot } from "../../../tests/service-requests";
import { chapterVerdictMessages, type ChapterVerdictsResponse } from "@shared/schemas/chapter-verdicts";
import {
  serviceMessages,
  type ServiceInputBody,
} from "@shared/schemas/services";
import { songMessages } from "@shared/schemas/songs";
import { services, songsCatalog } from "../db";
import { useAdminContext } from "../../../tests/admin-context";

const ctx = useAdminContext();

const MISSING_ID = "6f1c2b7a-3d4e-4f5a-8b9c-0d1e2f3a4b5c";
const SERVICE_NOT_FOUND = { error: { code: "not_found", message: "Culto não encontrado" } };
const { create, editorState } = serviceRequests(() => ctx.api);
const snapshot = () => serviceSnapshot(ctx.app.db);
const setUp = () => serviceCast(ctx.app.db, ctx.churchId);

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
    const [row] = await ctx.app.db.select().from(services).where(eq(services.id, state.service.id));
    expect(row).toMatchObject({ churchId: ctx.churchId, shift: "morning", time: "09:30:00", viewCount: 0 });

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
    expect(await songFigures(ctx.app.db, songs[0].id)).toMatchObject({
      performanceCount: 1,
      firstPlayedAt: "2025-03-09",
      lastPlayedAt: "2025-03-09",
      lastServiceId: state.service.id,
      newMarkedAt: "2025-03-09T00:00:00.000Z",
      introducedBy: band.id,
    });
    expect(await songFigures(ctx.app.db, songs[2].id)).toMatchObject({ performanceCount: 0, firstPlayedAt: null, newMarkedAt: null });
    expect(await statisticsMismatches(ctx.app.db, ctx.churchId)).toEqual([]);
  });

  it("derives the shift from the hour, with cut-offs at 12 and 18", async () => {
    const { band, songs } = await setUp();
    const shifts = [];
    for (const time of ["11:59", "12:00", "17:59", "18:00"]) {
      const state = await create(serviceBody(band.id, [{ songCatalogId: songs[0].id, startTime: 0, endTime: 10 }], { time }));
      const [row] = await ctx.app.db.select({ shift: services.shift }).from(services).where(eq(services.id, state.service.id));
      shifts.push(row?.shift);
    }
    expect(shifts).toEqual(["morning", "afternoon", "afternoon", "evening"]);
  });

  it("sets the new-song mark once: a later service flagging the song again does not move it", async () => {
    const { band, songs } = await setUp();
    const otherBand = await createBand(ctx.app.db, ctx.churchId);
    const first = await create(serviceBody(band.id, [{ songCatalogId: songs[0].id, startTime: 0, endTime: 10, isNew: true }], { date: "2025-01-05" }));
    const second = await create(serviceBody(otherBand.id, [{ songCatalogId: songs[0].id, startTime: 0, endTime: 10, isNew: true }], { date: "2025-02-05" }));
    // The song is new in the service that introduced it; elsewhere it only carries the locked mark.
    // The mark names the introducing service's band, so the form can say which service it was (docs/decisions/428).
    expect((await editorState(first.service.id)).segments[0]).toMatchObject({ isNew: true, songNewMarkedAt: "2025-01-05T00:00:00.000Z", songIntroducedBy: band.id });
    expect(second.segments[0]).toMatchObject({ isNew: false, songNewMarkedAt: "2025-01-05T00:00:00.000Z", songIntroducedBy: band.id });
    expect(await songFigures(ctx.app.db, songs[0].id)).toMatchObject({
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
      const response = await ctx.api("/api/admin/services", { method: "POST", json: serviceBody(band.id, segments, overrides) });
      expect((await issuesOf(response)).map((issue) => issue.path)).toEqual([field]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses bad input with 422 and the form's messages, and changes nothing", async () => {
    const { band, songs, ana } = await setUp();
    const otherBand = await createBand(ctx.app.db, ctx.otherChurchId);
    const otherSong = await createSong(ctx.app.db, ctx.otherChurchId);
    const otherMusician = await createMusician(ctx.app.db, ctx.otherChurchId);
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
      [{ segments: [{ ...segment, musicalKey: "H" }] }, "segments.0.musicalKey", serviceMessages.keyInvalid],
      [{ segments: [{ ...segment, musicalKey: "E#" }] }, "segments.0.musicalKey", serviceMessages.keyInvalid],
      [{ segments: [{ ...segment, tempo: 29 }] }, "segments.0.tempo", serviceMessages.tempoInvalid],
      [{ segments: [{ ...segment, tempo: 120.5 }] }, "segments.0.tempo", serviceMessages.tempoInvalid],
      [{ segments: [{ ...segment, songCatalogId: undefined }] }, "segments.0.songCatalogId", serviceMessages.songRequired],
      [{ segments: [{ ...segment, newSong: { name: "Raridade" } }] }, "segments.0.songCatalogId", serviceMessages.songRequired],
      [{ segments: [{ startTime: 10, endTime: 20, newSong: { name: "  " } }] }, "segments.0.newSong.name", songMessages.nameRequired],
      // A new song in a save refused for another reason is not added either (one transaction).
      [{ segments: [{ startTime: 10, endTime: 20, newSong: { name: "Nunca Salva" } }], bandId: otherBand.id }, "bandId", serviceMessages.bandNotFound],
      [{ segments: [{ ...segment, id: saved.segments[0]?.id }] }, "segments.0.id", serviceMessages.segmentNotFound],
      [{ chapterVerdicts: [{ title: "  ", isSong: false }] }, "chapterVerdicts.0.title", chapterVerdictMessages.invalid],
      [{ chapterVerdicts: [{ title: "x".repeat(201), isSong: false }] }, "chapterVerdicts.0.title", chapterVerdictMessages.invalid],
      [{ chapterVerdicts: [{ title: "Momento Kids" }] as never }, "chapterVerdicts.0.isSong", chapterVerdictMessages.invalid],
      [{ chapterVerdicts: "Momento Kids" as never }, "chapterVerdicts", chapterVerdictMessages.invalid],
      [{ chapterVerdicts: Array.from({ length: 201 }, (_, index) => ({ title: `Parte ${index}`, isSong: false })) }, "chapterVerdicts", chapterVerdictMessages.tooMany],
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
      const issues = await issuesOf(await ctx.api("/api/admin/services", { method: "POST", json: body }));
      expect(issues, JSON.stringify(override)).toContainEqual({ path, message });
    }

    const malformed = await ctx.api("/api/admin/services", {
      method: "POST",
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
    expect(await snapshot()).toEqual(before);
  });
});

describe("a performance's key and tempo (issue 27)", () => {
  it("are stored as musicians write them, read back by the editor, changed and cleared by a later save", async () => {
    const { band, songs } = await setUp();
    const state = await create(
      serviceBody(band.id, [
        { songCatalogId: songs[0].id, startTime: 0, endTime: 100, musicalKey: "f# min", tempo: 72 },
        { songCatalogId: songs[1].id, startTime: 100, endTime: 200, musicalKey: "bb" },
        { songCatalogId: songs[2].id, startTime: 200, endTime: 300 },
      ]),
    );
    expect(state.segments.map((segment) => [segment.musicalKey, segment.tempo])).toEqual([["F#m", 72], ["Bb", null], [null, null]]);

    const [first, second, third] = state.segments;
    const updated = await ctx.api(`/api/admin/services/${state.service.id}`, {
      method: "PUT",
      json: serviceBody(band.id, [
        { id: first!.id, songCatalogId: songs[0].id, startTime: 0, endTime: 100, musicalKey: "", tempo: null },
        { id: second!.id, songCatalogId: songs[1].id, startTime: 100, endTime: 200, musicalKey: "A#", tempo: 140 },
        { id: third!.id, songCatalogId: songs[2].id, startTime: 200, endTime: 300, musicalKey: "D" },
      ]),
    });
    expect(updated.status).toBe(200);
    const after = await editorState(state.service.id);
    expect(after.segments.map((segment) => [segment.musicalKey, segment.tempo])).toEqual([[null, null], ["A#", 140], ["D", null]]);
  });
});

describe("POST /api/admin/services with songs from 'Colar capítulos'", () => {
  it("adds the songs the catalogue lacks in the same save, one per name, and uses the catalogue's song when it has the name by then", async () => {
    const { band, songs } = await setUp();
    const state = await create(
      serviceBody(band.id, [
        { songCatalogId: songs[0].id, startTime: 0, endTime: 200 },
        { newSong: { name: "Ninguém Explica Deus", author: "Preto no Branco" }, startTime: 200, endTime: 500 },
        { newSong: { name: "ninguém explica deus", author: null }, startTime: 900, endTime: 1100 },
        // Added to the catalogue (by hand, in another tab) after the chapters were read: that song is used.
        { newSong: { name: songs[1].name.toUpperCase() }, startTime: 500, endTime: 800 },
      ]),
    );

    expect(state.segments.map((segment) => [segment.songName, segment.startTime])).toEqual([
      [songs[0].name, 0],
      ["Ninguém Explica Deus", 200],
      [songs[1].name, 500],
      ["Ninguém Explica Deus", 900],
    ]);
    expect(state.segments[1]!.songCatalogId).toBe(state.segments[3]!.songCatalogId);
    expect(state.segments[2]!.songCatalogId).toBe(songs[1].id);
    const added = await ctx.app.db.select().from(songsCatalog).where(eq(songsCatalog.id, state.segments[1]!.songCatalogId));
    expect(added).toMatchObject([{ churchId: ctx.churchId, name: "Ninguém Explica Deus", author: "Preto no Branco", performanceCount: 2 }]);
    expect(await statisticsMismatches(ctx.app.db, ctx.churchId)).toEqual([]);
  });
});

describe("the church's chapter verdicts ('Colar capítulos', decision 485)", () => {
  const verdictsOf = async (cookie?: string) => {
    const response = await ctx.api("/api/admin/services/chapter-verdicts", {}, cookie);
    expect(response.status).toBe(200);
    return ((await response.json()) as ChapterVerdictsResponse).verdicts;
  };

  it("are saved with the service by title key, a later word replacing an earlier one, and read only by their church", async () => {
    const { band, songs } = await setUp();
    const otherBand = await createBand(ctx.app.db, ctx.otherChurchId);
    const segment = { songCatalogId: songs[0].id, startTime: 0, endTime: 200 };
    expect(await verdictsOf()).toEqual([]);

    await create(
      serviceBody(band.id, [segment], {
        chapterVerdicts: [
          { title: "Momento Kids!", isSong: false },
          { title: "Louvor e Adoração", isSong: true },
        ],
      }),
    );
    await create(serviceBody(band.id, [segment], { date: "2025-03-16", chapterVerdicts: [{ title: "  MOMENTO   kids ", isSong: true }] }));
    // A save refused for another reason keeps none of its verdicts (one transaction).
    const refused = await ctx.api("/api/admin/services", {
      method: "POST",
      json: serviceBody(otherBand.id, [segment], { chapterVerdicts: [{ title: "Nunca Lembrado", isSong: false }] }),
    });
    expect(refused.status).toBe(422);

    expect(sortedByKey(await verdictsOf())).toEqual([
      { key: "louvor e adoracao", isSong: true },
      { key: "momento kids", isSong: true },
    ]);
    expect(await verdictsOf(ctx.otherCookie)).toEqual([]);
  });
});

const sortedByKey = <T extends { key: string }>(list: T[]) => [...list].sort((a, b) => a.key.localeCompare(b.key));

describe("GET /api/admin/services/:id", () => {
  it("answers the editor state; 404 for unknown, malformed and other churches' ids", async () => {
    const { band, songs } = await setUp();
    const state = await create(serviceBody(band.id, [{ songCatalogId: songs[0].id, startTime: 5, endTime: 65 }], { time: "19:45" }));
    expect(await editorState(state.service.id)).toEqual(state);

    for (const [url, as] of [
      [`/api/admin/services/${MISSING_ID}`, ctx.cookie],
      ["/api/admin/services/not-a-uuid", ctx.cookie],
      [`/api/admin/services/${state.service.id}`, ctx.otherCookie],
    ] as const) {
      const response = await ctx.api(url, {}, as);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(SERVICE_NOT_FOUND);
    }
  });
});
