import { describe, expect, it } from "vitest";
import {
  decideTick,
  nextIndex,
  nextRepeatMode,
  previousIndex,
  progressWithin,
  randomOtherIndex,
  songIndexAt,
  stepWithin,
  type SongSpan,
} from "./playback";

// 0–60 intro, songs at 60–300, 300–600, gap, 700–900.
const songs: SongSpan[] = [
  { startTime: 60, endTime: 300 },
  { startTime: 300, endTime: 600 },
  { startTime: 700, endTime: 900 },
];

describe("songIndexAt", () => {
  it("finds the song whose span holds the position", () => {
    expect(songIndexAt(songs, 60)).toBe(0);
    expect(songIndexAt(songs, 299.9)).toBe(0);
    expect(songIndexAt(songs, 300)).toBe(1);
    expect(songIndexAt(songs, 899)).toBe(2);
  });

  it("otherwise picks the song starting nearest within 10 s, else none", () => {
    expect(songIndexAt(songs, 51)).toBe(0);
    expect(songIndexAt(songs, 49)).toBe(-1);
    expect(songIndexAt(songs, 690)).toBe(2);
    expect(songIndexAt(songs, 650)).toBe(-1);
    expect(songIndexAt(songs, 905)).toBe(-1);
    expect(songIndexAt([], 10)).toBe(-1);
  });
});

describe("next, previous, shuffle and repeat", () => {
  it("next wraps from last to first and previous from first to last", () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(previousIndex(1, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
  });

  it("shuffle always picks a different song when there is one", () => {
    for (const r of [0, 0.2, 0.5, 0.7, 0.99]) {
      for (const current of [0, 1, 2, 3]) {
        const pick = randomOtherIndex(current, 4, () => r);
        expect(pick).not.toBe(current);
        expect(pick).toBeGreaterThanOrEqual(0);
        expect(pick).toBeLessThan(4);
      }
    }
    expect(randomOtherIndex(0, 1, () => 0.5)).toBe(0);
  });

  it("repeat cycles through its three states", () => {
    expect(nextRepeatMode(0)).toBe(1);
    expect(nextRepeatMode(1)).toBe(2);
    expect(nextRepeatMode(2)).toBe(0);
  });
});

describe("decideTick", () => {
  const tick = (time: number, currentIndex: number, extra: Partial<Parameters<typeof decideTick>[0]> = {}) =>
    decideTick({ time, songs, currentIndex, repeat: 0, shuffle: false, ...extra });

  it("does nothing while the position is within the current song", () => {
    expect(tick(100, 0)).toEqual({ type: "none" });
  });

  it("advances at a song's end, seeking only when the next song does not start there", () => {
    expect(tick(300.2, 0)).toEqual({ type: "advance", index: 1, seek: false });
    expect(tick(600.4, 1)).toEqual({ type: "advance", index: 2, seek: true });
  });

  it("stops after the last song, or goes back to the first with repeat all", () => {
    expect(tick(900.3, 2)).toEqual({ type: "stop" });
    expect(tick(900.3, 2, { repeat: 1 })).toEqual({ type: "advance", index: 0, seek: true });
  });

  it("restarts the current song with repeat one", () => {
    expect(tick(300.1, 0, { repeat: 2 })).toEqual({ type: "restart" });
    expect(tick(900.1, 2, { repeat: 2 })).toEqual({ type: "restart" });
  });

  it("picks a random other song at the end with shuffle, even after the last", () => {
    expect(tick(300.1, 0, { shuffle: true, random: () => 0.99 })).toEqual({ type: "advance", index: 2, seek: true });
    expect(tick(900.1, 2, { shuffle: true, random: () => 0 })).toEqual({ type: "advance", index: 0, seek: true });
  });

  it("follows a jump of the position into another song without seeking", () => {
    expect(tick(750, 0)).toEqual({ type: "match", index: 2 });
    expect(tick(100, 2)).toEqual({ type: "match", index: 0 });
    // In the gap, 8 s before the third song: the nearest within 10 s.
    expect(tick(692, 0)).toEqual({ type: "match", index: 2 });
    // Before every song and not near one: the current song stays.
    expect(tick(10, 1)).toEqual({ type: "none" });
  });

  it("matches by position when no song is current", () => {
    expect(tick(310, -1)).toEqual({ type: "match", index: 1 });
    expect(tick(5, -1)).toEqual({ type: "none" });
  });
});

describe("progressWithin", () => {
  it("is the position's share of the song's span, clamped", () => {
    expect(progressWithin({ startTime: 100, endTime: 200 }, 150)).toBe(0.5);
    expect(progressWithin({ startTime: 100, endTime: 200 }, 50)).toBe(0);
    expect(progressWithin({ startTime: 100, endTime: 200 }, 250)).toBe(1);
  });
});

describe("stepWithin ('Modo ensaio', back and forward 5 s)", () => {
  const song = { startTime: 60, endTime: 300 };

  it("moves 5 s within the song", () => {
    expect(stepWithin(song, 100, 5)).toBe(105);
    expect(stepWithin(song, 100, -5)).toBe(95);
  });

  it("never goes before the song's start", () => {
    expect(stepWithin(song, 63, -5)).toBe(60);
    expect(stepWithin(song, 20, -5)).toBe(60);
  });

  it("stops forward one second before the end, and stays in that last second", () => {
    expect(stepWithin(song, 296, 5)).toBe(299);
    expect(stepWithin(song, 299.5, 5)).toBe(299.5);
    expect(stepWithin(song, 301, 5)).toBe(300);
    expect(stepWithin(song, 301, -5)).toBe(295);
  });

  it("keeps a song shorter than the margin at its start", () => {
    expect(stepWithin({ startTime: 10, endTime: 10.5 }, 10, 5)).toBe(10);
    expect(stepWithin({ startTime: 10, endTime: 10.5 }, 10.4, -5)).toBe(10);
  });
});
