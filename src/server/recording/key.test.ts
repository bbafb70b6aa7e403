import { describe, expect, it } from "vitest";
import { clipFeatures } from "../../../tests/recording/clips";
import { estimateKey, meanChroma } from "./key";

async function keyOf(songId: string, key: string): Promise<string> {
  const { features, seconds } = await clipFeatures(songId, { key, form: ["chorus"] });
  return estimateKey(meanChroma(features.chroma, 0, Math.round(seconds * features.frameRate))).key;
}

describe("estimateKey", () => {
  it("finds the key a song is played in, spelled as the app spells keys", async () => {
    expect(await keyOf("tua-graca", "F")).toBe("F");
    expect(await keyOf("tua-graca", "Bb")).toBe("Bb");
    expect(await keyOf("grande-e-o-senhor", "F#")).toBe("F#");
  });

  it("tells a minor key from its relative major", async () => {
    expect(await keyOf("caminho-de-paz", "Em")).toBe("Em");
    expect(await keyOf("caminho-de-paz", "Am")).toBe("Am");
  });

  it("reads a profile shifted by a fifth as the key a fifth up", () => {
    // An idealised C major scale weighting, then the same moved to G.
    const cMajor = [5, 0, 3, 0, 4, 3, 0, 5, 0, 3, 0, 2];
    const gMajor = cMajor.map((_, pc) => cMajor[(pc + 5) % 12]!);
    expect(estimateKey(cMajor).key).toBe("C");
    expect(estimateKey(gMajor).key).toBe("G");
  });
});
