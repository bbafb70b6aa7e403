import { describe, expect, it } from "vitest";
import type { ServiceEditorState } from "@shared/schemas/services";
import type { Plan } from "@shared/schemas/plans";
import { addSegments, fromEditorState, fromPlan, newSongKey, sortSegments, toServiceInput, upsertSegment, type DraftSegment } from "./service-draft";

const values = (songCatalogId: string, startTime: number, endTime: number) => ({
  musicalKey: null,
  tempo: null,
  songCatalogId,
  songName: songCatalogId,
  songNewMarkedAt: null,
  songIntroducedBy: null,
  isNew: false,
  startTime,
  endTime,
});

describe("segments in the form", () => {
  it("are kept sorted by start when added or updated", () => {
    let segments: DraftSegment[] = [];
    segments = upsertSegment(segments, null, values("b", 300, 400));
    segments = upsertSegment(segments, null, values("a", 100, 200));
    expect(segments.map((s) => s.songCatalogId)).toEqual(["a", "b"]);
    const keyOfA = segments[0]?.key as string;
    segments = upsertSegment(segments, keyOfA, values("a", 500, 600));
    expect(segments.map((s) => [s.songCatalogId, s.startTime, s.key === keyOfA])).toEqual([
      ["b", 300, false],
      ["a", 500, true],
    ]);
    expect(sortSegments(segments)).toEqual(segments);
  });
});

describe("a plan being recorded ('Registrar culto gravado')", () => {
  const plan: Plan = {
    id: "p1",
    date: "2026-11-29",
    time: "19:30",
    bandId: "band-1",
    bandName: "Ágape",
    publicKey: "k".repeat(22),
    songs: Array.from({ length: 11 }, (_, index) => ({ songCatalogId: `song-${index}`, songName: `Canção ${index}`, musicalKey: index === 0 ? "G" : null, note: null })),
    team: [],
    warnings: [],
  };

  it("starts the form with the plan's date, time and band, and its songs in order waiting for their times", () => {
    const initial = fromPlan(plan);
    expect(initial.fields).toEqual({ date: "2026-11-29", time: "19:30", videoUrl: "", bandId: "band-1", active: true });
    expect(sortSegments(initial.segments).map((segment) => segment.songCatalogId)).toEqual(plan.songs.map((song) => song.songCatalogId));
    expect(initial.segments.every((segment) => segment.awaitingTimes)).toBe(true);
    expect(initial.segments[0]).toMatchObject({ id: null, musicalKey: "G", lineup: null });
  });

  it("lists a song given its times with the mapped ones, before those still waiting, and sends the plan's id", () => {
    const initial = fromPlan({ ...plan, songs: plan.songs.slice(0, 3) });
    const second = initial.segments[1]!;
    const segments = upsertSegment(initial.segments, second.key, { ...values("song-1", 30, 240), musicalKey: "D" });
    expect(segments.map((segment) => [segment.songCatalogId, segment.awaitingTimes ?? false])).toEqual([
      ["song-1", false],
      ["song-0", true],
      ["song-2", true],
    ]);
    const body = toServiceInput({ ...initial.fields, videoUrl: "https://youtu.be/x" }, segments.slice(0, 1), [], "p1");
    expect(body.planId).toBe("p1");
    expect(body.segments).toEqual([{ songCatalogId: "song-1", startTime: 30, endTime: 240, isNew: false, musicalKey: "D", tempo: null, musicians: null }]);
    expect(toServiceInput(initial.fields, [], [])).not.toHaveProperty("planId");
  });
});

describe("the save request", () => {
  const state: ServiceEditorState = {
    authorship: { created: null, lastChanged: null },
    service: { id: "s1", date: "2025-03-09", time: "19:30", videoUrl: "https://youtu.be/dQw4w9WgXcQ", bandId: "b1", active: true },
    globalMusicians: [{ musicianId: "ana", name: "Ana", isMultibanda: false, instrument: "Vocal", isSubstitute: false }],
    segments: [
      {
        id: "d2",
        songCatalogId: "song2",
        songName: "Dois",
        startTime: 300,
        endTime: 400,
        musicalKey: null,
        tempo: null,
        viewCount: 7,
        songNewMarkedAt: null,
        songIntroducedBy: null,
        isNew: false,
        hasSpecificMusicians: true,
        musicians: [{ musicianId: "bia", name: "Bia", isMultibanda: true, instrument: null, isSubstitute: true, isGlobal: false }],
      },
      {
        id: "d1",
        songCatalogId: "song1",
        songName: "Um",
        startTime: 10,
        endTime: 200,
        musicalKey: null,
        tempo: null,
        viewCount: 3,
        songNewMarkedAt: "2025-03-09T00:00:00.000Z",
        songIntroducedBy: "b1",
        isNew: true,
        hasSpecificMusicians: false,
        musicians: [{ musicianId: "ana", name: "Ana", isMultibanda: false, instrument: "Vocal", isSubstitute: false, isGlobal: true }],
      },
    ],
  };

  it("round-trips a loaded service: ids kept, own lineups kept, copies of the service list not sent", () => {
    const loaded = fromEditorState(state);
    expect(loaded.fields).toEqual({ date: "2025-03-09", time: "19:30", videoUrl: "https://youtu.be/dQw4w9WgXcQ", bandId: "b1", active: true });
    expect(loaded.segments.map((s) => s.key)).toEqual(["d1", "d2"]);
    expect(loaded.segments[0]?.lineup).toBeNull();
    const body = toServiceInput(loaded.fields, loaded.segments, loaded.serviceLineup ?? []);
    expect(body).toEqual({
      date: "2025-03-09",
      time: "19:30",
      videoUrl: "https://youtu.be/dQw4w9WgXcQ",
      bandId: "b1",
      active: true,
      segments: [
        { id: "d1", songCatalogId: "song1", startTime: 10, endTime: 200, musicalKey: null, tempo: null, isNew: true, musicians: null },
        {
          id: "d2",
          songCatalogId: "song2",
          startTime: 300,
          endTime: 400,
          musicalKey: null,
          tempo: null,
          isNew: false,
          musicians: [{ musicianId: "bia", instrument: null, isSubstitute: true, isGlobal: false }],
        },
      ],
      musicians: [{ musicianId: "ana", instrument: "Vocal", isSubstitute: false, isGlobal: true }],
      recording: null,
    });
  });

  it("sends the analysis the segments came from ('Analisar gravação', issue 43)", () => {
    const recording = { analysisId: "0f8e9d6c-1b2a-4c3d-8e7f-6a5b4c3d2e1f", offsetSeconds: -4 };
    const segments = upsertSegment([], null, values("song9", 0, 60));
    const fields = { date: "2025-03-09", time: "09:00", videoUrl: "https://youtu.be/dQw4w9WgXcQ", bandId: "b1" };
    expect(toServiceInput(fields, segments, [], null, [], recording).recording).toEqual(recording);
    expect(toServiceInput(fields, segments, []).recording).toBeNull();
  });

  it("sends new segments without an id", () => {
    const segments = upsertSegment([], null, values("song9", 0, 60));
    const body = toServiceInput({ date: "2025-03-09", time: "09:00", videoUrl: " https://youtu.be/dQw4w9WgXcQ ", bandId: "b1" }, segments, []);
    expect(body.segments).toEqual([{ songCatalogId: "song9", startTime: 0, endTime: 60, musicalKey: null, tempo: null, isNew: false, musicians: null }]);
    expect(body.videoUrl).toBe("https://youtu.be/dQw4w9WgXcQ");
    expect(body.active).toBe(true);
  });

  it("sends a song from 'Colar capítulos' that the catalogue lacks by its name and author, for the save to add", () => {
    const pasted = { ...values(newSongKey("Cântico Novo"), 600, 900), songName: "Cântico Novo", newSong: { author: "Ministério Teste" } };
    const segments = addSegments(upsertSegment([], null, values("song1", 0, 300)), [pasted, values("song2", 300, 600)]);
    const body = toServiceInput({ date: "2025-03-09", time: "09:00", videoUrl: "https://youtu.be/dQw4w9WgXcQ", bandId: "b1" }, segments, []);
    expect(body.segments).toEqual([
      { songCatalogId: "song1", startTime: 0, endTime: 300, musicalKey: null, tempo: null, isNew: false, musicians: null },
      { songCatalogId: "song2", startTime: 300, endTime: 600, musicalKey: null, tempo: null, isNew: false, musicians: null },
      { newSong: { name: "Cântico Novo", author: "Ministério Teste" }, startTime: 600, endTime: 900, musicalKey: null, tempo: null, isNew: false, musicians: null },
    ]);
  });

  it("forgets the song to add once the segment is given a catalogue song instead", () => {
    const pasted = { ...values(newSongKey("Cântico Novo"), 600, 900), songName: "Cântico Novo", newSong: { author: null } };
    const [segment] = addSegments([], [pasted]);
    // Edited with the same song (times moved): still a song to add.
    const moved = upsertSegment([segment!], segment!.key, { ...pasted, newSong: undefined, startTime: 610 });
    expect(moved[0]!.newSong).toEqual({ author: null });
    const replaced = upsertSegment(moved, segment!.key, values("song7", 610, 900));
    expect(replaced[0]!.newSong).toBeUndefined();
    expect(toServiceInput({ date: "2025-03-09", time: "09:00", videoUrl: "https://youtu.be/dQw4w9WgXcQ", bandId: "b1" }, replaced, []).segments).toEqual([
      { songCatalogId: "song7", startTime: 610, endTime: 900, musicalKey: null, tempo: null, isNew: false, musicians: null },
    ]);
  });
});
