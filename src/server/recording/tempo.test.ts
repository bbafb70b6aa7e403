import { describe, expect, it } from "vitest";
import { clipFeatures } from "../../../tests/recording/clips";
import { extractFeatures } from "./analyse";
import { atKnownLevel, estimateTempo } from "./tempo";
import { renderSpeechFile } from "../../../tests/recording/service";

async function tempoOf(songId: string, bpm: number): Promise<number | undefined> {
  const { features, seconds } = await clipFeatures(songId, { bpm, form: ["chorus"] });
  return estimateTempo(features.onset, features.onsetRate, 0, Math.round(seconds * features.onsetRate))?.bpm;
}

describe("estimateTempo", () => {
  it("finds the tempo within 4 % for a band, a strummed guitar and a piano ballad", async () => {
    for (const [songId, bpm] of [["jubilo", 132], ["tua-graca", 96], ["rocha-eterna", 72], ["rocha-eterna", 84]] as const) {
      const found = await tempoOf(songId, bpm);
      expect(found, `${songId} at ${bpm}`).toBeDefined();
      expect(Math.abs(found! - bpm) / bpm, `${songId} at ${bpm}: ${found}`).toBeLessThanOrEqual(0.04);
    }
  });

  it("finds no clear pulse in speech", async () => {
    const features = await extractFeatures(renderSpeechFile("welcome"));
    const speech = estimateTempo(features.onset, features.onsetRate, 0, features.onset.length);
    const { features: band } = await clipFeatures("jubilo", { form: ["chorus"] });
    const song = estimateTempo(band.onset, band.onsetRate, 0, band.onset.length);
    expect(speech!.strength).toBeLessThan(0.35);
    expect(song!.strength).toBeGreaterThan(0.5);
  });

  it("gives no tempo for a span too short to hold four slow beats", () => {
    expect(estimateTempo(new Float32Array(100), 43, 0, 100)).toBeNull();
  });
});

describe("atKnownLevel", () => {
  it("brings a tempo heard at double or half to the octave the song is known at", () => {
    expect(atKnownLevel(144, 70)).toBe(72);
    expect(atKnownLevel(66, 128)).toBe(132);
    expect(atKnownLevel(63, 104)).toBe(126);
  });

  it("keeps a tempo heard at the song's octave, also a week a fifth faster or slower", () => {
    expect(atKnownLevel(96, 92)).toBe(96);
    expect(atKnownLevel(80, 100)).toBe(80);
    expect(atKnownLevel(124, 100)).toBe(124);
  });

  it("keeps a tempo that no octave brings near the known one: the song was played another way", () => {
    expect(atKnownLevel(100, 70)).toBe(100);
    expect(atKnownLevel(90, 130)).toBe(90);
  });
});
