import { describe, expect, it } from "vitest";
import { shortService } from "../../../tests/recording/plans";
import { serviceRecording } from "../../../tests/recording/service";
import { extractFeatures } from "./analyse";
import { describeSeconds, musicProbability, musicRegions } from "./music-detection";

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
