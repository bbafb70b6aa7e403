import { describe, expect, it } from "vitest";
import { flowingSongs } from "../../../tests/recording/plans";
import { serviceRecording } from "../../../tests/recording/service";
import { extractFeatures } from "./analyse";
import { settleInDip, splitRegion } from "./boundaries";
import type { Features } from "./features";
import { describeSeconds, musicRegions } from "./music-detection";

describe("splitRegion", () => {
  const recording = serviceRecording(flowingSongs);

  it("splits songs that flow into each other where each begins", async () => {
    const features = await extractFeatures(recording.file);
    const regions = musicRegions(describeSeconds(features));
    // No silence between the songs: the music detector sees one run.
    expect(regions).toHaveLength(1);
    const songs = splitRegion(features, regions[0]!);
    expect(songs.map((song) => Math.round(song.start))).toHaveLength(recording.songs.length);
    songs.forEach((song, index) => {
      const truth = recording.songs[index]!;
      expect(Math.abs(song.start - truth.start), `start of ${truth.songId}`).toBeLessThanOrEqual(5);
      expect(Math.abs(song.end - truth.end), `end of ${truth.songId}`).toBeLessThanOrEqual(5);
    });
  });

  it("keeps a song whole when its verse turns into its chorus", async () => {
    const features = await extractFeatures(recording.file);
    const last = recording.songs.at(-1)!;
    const songs = splitRegion(features, { start: Math.ceil(last.start + 1), end: Math.floor(last.end) });
    expect(songs).toHaveLength(1);
  });
});

/** Five minutes of even loudness at 10 frames a second, `seconds` from `quietAt` 20 dB quieter, as when a song's last chord has died away. */
function loudnessWithBreath(quietAt: number | null, seconds = 2): Features {
  const frameRate = 10;
  const frames = 300 * frameRate;
  const rms = new Float32Array(frames).fill(0.5);
  if (quietAt !== null) rms.fill(0.05, quietAt * frameRate, (quietAt + seconds) * frameRate);
  const none = new Float32Array(frames);
  return { durationSeconds: 300, frameRate, onsetRate: frameRate, onset: none, rms, zcr: none, centroid: none, flatness: none, chroma: new Float32Array(frames * 12) };
}

describe("settleInDip", () => {
  const region = { start: 0, end: 300 };

  it("moves a boundary to the second after the breath between two songs", () => {
    expect(settleInDip(loudnessWithBreath(150), region, 144)).toBe(152);
    expect(settleInDip(loudnessWithBreath(150), region, 157)).toBe(152);
  });

  it("leaves it where it was with no breath nearby, or only a quiet second between two chords", () => {
    expect(settleInDip(loudnessWithBreath(null), region, 144)).toBe(144);
    expect(settleInDip(loudnessWithBreath(170), region, 144)).toBe(144);
    expect(settleInDip(loudnessWithBreath(150, 1), region, 144)).toBe(144);
  });
});
