import { createReadStream } from "node:fs";
import { describe, expect, it } from "vitest";
import { MUSICAL_KEYS } from "@shared/musical-keys";
import { flowingSongs, shortService } from "../../../tests/recording/plans";
import { serviceRecording } from "../../../tests/recording/service";
import { analyse, learn } from "./analyse";
import { decodeFingerprint } from "./fingerprint";

describe("analyse and learn", () => {
  const mapped = serviceRecording(shortService);
  const later = serviceRecording(flowingSongs);

  it("proposes each song with its time, key and tempo, as the segment editor takes them", async () => {
    const progress: number[] = [];
    const proposals = await analyse(createReadStream(mapped.file), { onProgress: (seconds) => progress.push(seconds) });
    expect(proposals.durationSeconds).toBeCloseTo(mapped.durationSeconds, 0);
    expect(progress.at(-1)).toBeCloseTo(mapped.durationSeconds, 0);
    expect(proposals.segments).toHaveLength(2);
    proposals.segments.forEach((segment, index) => {
      const truth = mapped.songs[index]!;
      expect(Object.keys(segment).sort()).toEqual(["bpm", "confidence", "end", "key", "songId", "songName", "start"]);
      expect(Math.abs(segment.start - truth.start)).toBeLessThanOrEqual(5);
      expect(Math.abs(segment.end - truth.end)).toBeLessThanOrEqual(5);
      expect(MUSICAL_KEYS).toContain(segment.key);
      expect(segment.key).toBe(truth.key);
      expect(Math.abs(segment.bpm! - truth.bpm) / truth.bpm).toBeLessThanOrEqual(0.04);
      // Nothing learnt yet: every song stays unnamed.
      expect(segment).toMatchObject({ songId: null, songName: null, confidence: 0 });
    });
  });

  it("learns from a mapped service and names that song in a later one, leaving new songs unnamed", async () => {
    const performances = await learn(mapped.file, mapped.songs);
    expect(performances.map((performance) => performance.songId)).toEqual(["rocha-eterna", "jubilo"]);
    expect(performances[0]!.key).toBe("G");
    const learnt = performances.map((performance) => ({ ...performance, fingerprint: decodeFingerprint(performance.fingerprint) }));
    const proposals = await analyse(later.file, { learnt });
    expect(proposals.segments.map((segment) => segment.songId)).toEqual([null, null, "rocha-eterna"]);
    expect(proposals.segments[2]!.songName).toBe("Rocha Eterna");
    expect(proposals.segments[2]!.confidence).toBeGreaterThan(0.5);
  });

  it("proposes a named song's tempo at the level the church wrote it (a team that counts a ballad in half time)", async () => {
    const halfTime = mapped.songs.map((song) => ({ ...song, bpm: song.bpm / 2 }));
    const learnt = (await learn(mapped.file, halfTime)).map((performance) => ({ ...performance, fingerprint: decodeFingerprint(performance.fingerprint) }));
    expect(learnt.map((performance) => performance.bpm)).toEqual(halfTime.map((song) => Math.round(song.bpm)));
    const proposals = await analyse(later.file, { learnt });
    const rocha = proposals.segments[2]!;
    expect(rocha.songId).toBe("rocha-eterna");
    const played = later.songs[2]!.bpm;
    expect(Math.abs(rocha.bpm! - played / 2) / (played / 2)).toBeLessThanOrEqual(0.04);
    // A song never learnt keeps the tempo heard.
    expect(Math.abs(proposals.segments[0]!.bpm! - later.songs[0]!.bpm) / later.songs[0]!.bpm).toBeLessThanOrEqual(0.04);
  });
});
