import { describe, expect, it } from "vitest";
import type { LineupEntry } from "./lineup-rules";
import type { DraftSegment, SegmentValues } from "./service-draft";
import {
  editingSegment,
  initialServiceDraft,
  playingKey,
  serviceDraftReducer,
  songLineupSegment,
  type ServiceDraftAction,
  type ServiceDraftState,
} from "./service-draft-state";

const values = (songName: string, startTime: number, endTime: number): SegmentValues => ({
  musicalKey: null,
  tempo: null,
  songCatalogId: `song-${songName}`,
  songName,
  songNewMarkedAt: null,
  songIntroducedBy: null,
  isNew: false,
  startTime,
  endTime,
});

const entry = (musicianId: string, overrides: Partial<LineupEntry> = {}): LineupEntry => ({
  musicianId,
  name: musicianId,
  isMultibanda: false,
  instrument: "",
  isSubstitute: false,
  isGlobal: true,
  removed: false,
  ...overrides,
});

const saved = (key: string, songName: string, startTime: number, endTime: number, lineup: LineupEntry[] | null = null): DraftSegment => ({
  ...values(songName, startTime, endTime),
  key,
  id: key,
  lineup,
  hasSpecificMusicians: lineup ? lineup.some((item) => !item.isGlobal) : false,
});

/** Runs the user's actions in order from a state, as the form does. */
const after = (state: ServiceDraftState, ...actions: ServiceDraftAction[]) => actions.reduce(serviceDraftReducer, state);

const names = (state: ServiceDraftState) => state.segments.map((segment) => segment.songName);

const newService = initialServiceDraft(null);
const loaded = initialServiceDraft({
  segments: [saved("s1", "Rei da Glória", 95, 300), saved("s2", "Mar Aberto", 400, 650)],
  serviceLineup: [entry("ana"), entry("bruno")],
});

describe("the service draft", () => {
  it("starts unchanged, with no segment in the editor and no dialog open", () => {
    expect(newService).toMatchObject({ segments: [], serviceLineup: null, changed: false, editingKey: null, dialog: null });
    expect(loaded.changed).toBe(false);
    expect(names(loaded)).toEqual(["Rei da Glória", "Mar Aberto"]);
  });

  it("adds segments, kept in the order of their start, each not saved yet", () => {
    const state = after(
      newService,
      { type: "segmentSubmitted", key: null, values: values("Mar Aberto", 400, 650) },
      { type: "segmentSubmitted", key: null, values: values("Rei da Glória", 95, 300) },
    );
    expect(names(state)).toEqual(["Rei da Glória", "Mar Aberto"]);
    expect(state.segments.every((segment) => segment.id === null && segment.lineup === null)).toBe(true);
    expect(new Set(state.segments.map((segment) => segment.key)).size).toBe(2);
    expect(state.changed).toBe(true);
  });

  it("loads a segment into the editor, and cancelling leaves it as it was", () => {
    const state = after(loaded, { type: "segmentLoaded", key: "s2" });
    expect(editingSegment(state)?.songName).toBe("Mar Aberto");
    const cancelled = after(state, { type: "editingCancelled" });
    expect(editingSegment(cancelled)).toBeNull();
    expect(cancelled.segments).toEqual(loaded.segments);
    expect(cancelled.changed).toBe(false);
  });

  it("changing a segment's times moves it in the list, keeps its id and lineup, and empties the editor", () => {
    const withLineup = { ...loaded, segments: [saved("s1", "Rei da Glória", 95, 300, [entry("carla", { isGlobal: false })]), loaded.segments[1]!] };
    const state = after(
      withLineup,
      { type: "segmentLoaded", key: "s1" },
      { type: "segmentSubmitted", key: "s1", values: values("Rei da Glória", 700, 820) },
    );
    expect(names(state)).toEqual(["Mar Aberto", "Rei da Glória"]);
    expect(state.segments[1]).toMatchObject({ key: "s1", id: "s1", startTime: 700, endTime: 820, hasSpecificMusicians: true });
    expect(state.segments[1]?.lineup).toEqual([entry("carla", { isGlobal: false })]);
    expect(state.editingKey).toBeNull();
    expect(state.changed).toBe(true);
  });

  it("removes a segment only after confirmation, and forgets it in the editor and the player", () => {
    const playing = after(
      loaded,
      { type: "segmentLoaded", key: "s1" },
      { type: "segmentPlayed", key: "s1" },
      { type: "playerStateChanged", state: "playing" },
      { type: "removeAsked", key: "s1" },
    );
    expect(playing.dialog).toEqual({ kind: "removeSegment", key: "s1" });
    expect(names(playing)).toEqual(["Rei da Glória", "Mar Aberto"]);

    const kept = after(playing, { type: "dialogClosed" });
    expect(names(kept)).toEqual(["Rei da Glória", "Mar Aberto"]);
    expect(kept.changed).toBe(false);

    const removed = after(playing, { type: "removeConfirmed" });
    expect(names(removed)).toEqual(["Mar Aberto"]);
    expect(removed).toMatchObject({ editingKey: null, activeKey: null, dialog: null, changed: true });
  });

  it("removing another segment keeps the one in the editor", () => {
    const state = after(loaded, { type: "segmentLoaded", key: "s1" }, { type: "removeAsked", key: "s2" }, { type: "removeConfirmed" });
    expect(editingSegment(state)?.songName).toBe("Rei da Glória");
  });

  it("shows a segment as playing only while the player plays it", () => {
    const sent = after(loaded, { type: "segmentPlayed", key: "s2" });
    expect(playingKey(sent)).toBeNull();
    const state = after(sent, { type: "playerStateChanged", state: "playing" });
    expect(playingKey(state)).toBe("s2");
    expect(playingKey(after(state, { type: "playerStateChanged", state: "paused" }))).toBeNull();
  });

  it("opens a song's own lineup only for a saved segment", () => {
    const withNew = after(loaded, { type: "segmentSubmitted", key: null, values: values("Luz do Mundo", 700, 800) });
    const newKey = withNew.segments.find((segment) => segment.id === null)?.key as string;
    expect(after(withNew, { type: "songLineupOpened", key: newKey }).dialog).toBeNull();
    const open = after(withNew, { type: "songLineupOpened", key: "s2" });
    expect(songLineupSegment(open)?.songName).toBe("Mar Aberto");
  });

  it("saves a song's own lineup into that segment and marks it as specific", () => {
    const own = [entry("ana"), entry("carla", { isGlobal: false, isSubstitute: true })];
    const state = after(loaded, { type: "songLineupOpened", key: "s2" }, { type: "songLineupSaved", entries: own });
    expect(state.segments[1]).toMatchObject({ key: "s2", lineup: own, hasSpecificMusicians: true });
    expect(state.segments[0]).toEqual(loaded.segments[0]);
    expect(state).toMatchObject({ dialog: null, changed: true });
    expect(songLineupSegment(state)).toBeNull();
  });

  it("saves the service lineup without removed entries and rebuilds the songs that have their own", () => {
    const own = [entry("ana"), entry("bruno", { removed: true, isGlobal: false }), entry("carla", { isGlobal: false })];
    const start = { ...loaded, segments: [saved("s1", "Rei da Glória", 95, 300, own), loaded.segments[1]!] };
    const state = after(
      start,
      { type: "serviceLineupOpened" },
      { type: "serviceLineupSaved", entries: [entry("ana"), entry("bruno"), entry("duda", { isSubstitute: true }), entry("eva", { removed: true })] },
    );
    expect(state.serviceLineup?.map((item) => item.musicianId)).toEqual(["ana", "bruno", "duda"]);
    // Bruno stays removed from the song, Duda joins it, Carla stays as the song's own.
    expect(state.segments[0]?.lineup?.map((item) => [item.musicianId, item.removed])).toEqual([
      ["ana", false],
      ["bruno", true],
      ["duda", false],
      ["carla", false],
    ]);
    expect(state.segments[0]?.hasSpecificMusicians).toBe(true);
    // A song that follows the service lineup keeps following it.
    expect(state.segments[1]).toMatchObject({ lineup: null, hasSpecificMusicians: false });
    expect(state).toMatchObject({ dialog: null, changed: true });
  });

  it("opens and closes the chapters dialog without changing the draft", () => {
    const open = after(loaded, { type: "chaptersOpened" });
    expect(open.dialog).toEqual({ kind: "chapters" });
    expect(after(open, { type: "dialogClosed" })).toEqual(loaded);
  });

  it("adds the songs taken from an analysed recording among the others, and keeps the analysis for the save (issue 43)", () => {
    const recording = { analysisId: "0f8e9d6c-1b2a-4c3d-8e7f-6a5b4c3d2e1f", offsetSeconds: 12 };
    const open = after(loaded, { type: "recordingOpened" });
    expect(open.dialog).toEqual({ kind: "recording" });
    const state = after(open, {
      type: "recordingUsed",
      segments: [{ ...values("Aleluia", 700, 900), musicalKey: "G", tempo: 72 }, values("Santo", 0, 90)],
      recording,
    });
    expect(names(state)).toEqual(["Santo", "Rei da Glória", "Mar Aberto", "Aleluia"]);
    expect(state.segments[3]).toMatchObject({ id: null, musicalKey: "G", tempo: 72, lineup: null });
    expect(state).toMatchObject({ recording, dialog: null, changed: true });
    // The last analysis used is the one saved.
    const later = { analysisId: "1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d", offsetSeconds: 0 };
    expect(after(state, { type: "recordingOpened" }, { type: "recordingUsed", segments: [values("Hosana", 1000, 1200)], recording: later }).recording).toEqual(later);
  });

  it("changes nothing when no song is taken from the recording or the chapters", () => {
    const recording = { analysisId: "0f8e9d6c-1b2a-4c3d-8e7f-6a5b4c3d2e1f", offsetSeconds: 0 };
    expect(after(loaded, { type: "recordingOpened" }, { type: "recordingUsed", segments: [], recording })).toEqual(loaded);
    expect(after(loaded, { type: "pasteChaptersOpened" }, { type: "chaptersUsed", segments: [], verdicts: [] })).toEqual(loaded);
    const pasted = after(loaded, { type: "chaptersUsed", segments: [values("Santo", 0, 90)], verdicts: [{ title: "Abertura", isSong: false }] });
    expect(pasted).toMatchObject({ chapterVerdicts: [{ title: "Abertura", isSong: false }], recording: null, changed: true });
  });
});
