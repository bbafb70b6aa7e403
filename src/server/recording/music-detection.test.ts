import { describe, expect, it } from "vitest";
import { shortService } from "../../../tests/recording/plans";
import { serviceRecording } from "../../../tests/recording/service";
import { extractFeatures } from "./analyse";
import { describeSeconds, musicProbability, musicRegions, type SecondDescriptors } from "./music-detection";

describe("musicRegions", () => {
  const recording = serviceRecording(shortService);

  it("finds the songs and not the welcome, the applause or the prayer over a pad", async () => {
    const regions = musicRegions(describeSeconds(await extractFeatures(recording.file)));
    expect(regions).toHaveLength(recording.songs.length);
    regions.forEach((region, index) => {
      const song = recording.songs[index]!;
      expect(Math.abs(region.start - song.start), `start of ${song.songId}`).toBeLessThanOrEqual(3);
      expect(Math.abs(region.end - song.end), `end of ${song.songId}`).toBeLessThanOrEqual(3);
    });
  });

  it("gives the prayer spoken over a pad a low music probability", async () => {
    const seconds = describeSeconds(await extractFeatures(recording.file));
    const probability = musicProbability(seconds);
    const [first, second] = recording.songs;
    // Between the end of the applause (first song's end + ~6 s) and the next song: the prayer.
    const prayer = Array.from(probability.subarray(Math.ceil(first!.end + 8), Math.floor(second!.start - 4)));
    const music = Array.from(probability.subarray(Math.ceil(first!.start + 3), Math.floor(first!.end - 3)));
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    expect(prayer.length).toBeGreaterThan(15);
    expect(mean(prayer)).toBeLessThan(0.3);
    expect(mean(music)).toBeGreaterThan(0.8);
  });
});

/**
 * Seconds as the descriptors measured them in generated services (bench seed 43, 45 minutes,
 * around 1150–1190 s and 1950–1976 s): a song in full, its intro of pad chords alone (quiet, so
 * the model says "not music"), the breath of room noise before a song, speech over a pad.
 */
const SONG: SecondDescriptors = { level: -5, lowEnergy: 0.03, zcrSpread: 0.02, chromaStability: 0.98, chromaPeak: 6, flatness: 0.002, pulse: 0.8 };
const INTRO: SecondDescriptors = { level: -16, lowEnergy: 0.03, zcrSpread: 0.03, chromaStability: 0.95, chromaPeak: 5, flatness: 0.005, pulse: 0.77 };
const BREATH: SecondDescriptors = { level: -12, lowEnergy: 0.52, zcrSpread: 0.03, chromaStability: 0.97, chromaPeak: 2.9, flatness: 0.001, pulse: 0.45 };
const PRAYER: SecondDescriptors = { level: -4, lowEnergy: 0.15, zcrSpread: 0.09, chromaStability: 0.93, chromaPeak: 2.2, flatness: 0.045, pulse: 0.2 };
const ROOM: SecondDescriptors = { level: -23, lowEnergy: 0.03, zcrSpread: 0.02, chromaStability: 0.97, chromaPeak: 1.5, flatness: 0.05, pulse: 0.4 };
const times = (second: SecondDescriptors, count: number) => Array<SecondDescriptors>(count).fill(second);

describe("musicRegions with an intro of chords alone", () => {
  it("the model alone hears the intro as no music", () => {
    expect(Math.max(...musicProbability(times(INTRO, 5)))).toBeLessThan(0.3);
  });

  it("gives the intro back to the song it opens", () => {
    const seconds = [...times(ROOM, 10), ...times(INTRO, 14), ...times(SONG, 60), ...times(ROOM, 10)];
    expect(musicRegions(seconds)).toEqual([{ start: 10, end: 84 }]);
  });

  it("stops at the breath before the song, so the pad under a prayer stays out", () => {
    const seconds = [...times(PRAYER, 20), ...times(INTRO, 10), ...times(BREATH, 3), ...times(SONG, 60), ...times(ROOM, 10)];
    expect(musicRegions(seconds)).toEqual([{ start: 33, end: 93 }]);
  });

  it("does not reach into speech, nor further than 30 s", () => {
    expect(musicRegions([...times(PRAYER, 10), ...times(SONG, 60)])).toEqual([{ start: 10, end: 70 }]);
    expect(musicRegions([...times(INTRO, 45), ...times(SONG, 60)])).toEqual([{ start: 15, end: 105 }]);
  });
});
