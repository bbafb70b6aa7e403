import { describe, expect, it } from "vitest";
import { flowingSongs } from "../../../tests/recording/plans";
import { serviceRecording } from "../../../tests/recording/service";
import { extractFeatures } from "./analyse";
import { splitRegion } from "./boundaries";
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
