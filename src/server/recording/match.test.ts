import { describe, expect, it } from "vitest";
import { clipFeatures } from "../../../tests/recording/clips";
import type { Rendering } from "../../../tests/recording/compose";
import { type Fingerprint, MAX_BEATS, decodeFingerprint, encodeFingerprint, fingerprintOf } from "./fingerprint";
import { type LearntFingerprint, matchFingerprint, similarity } from "./match";

const names: Record<string, string> = { "tua-graca": "Tua Graça", "grande-e-o-senhor": "Grande É o Senhor", "luz-do-mundo": "Luz do Mundo", "vem-senhor": "Vem, Senhor" };

async function fingerprint(songId: string, rendering: Rendering): Promise<Fingerprint> {
  const { features, seconds } = await clipFeatures(songId, { form: ["verse", "chorus"], ...rendering });
  return fingerprintOf(features, 0.5, seconds);
}

/** The band that played it first, then another band weeks later: other key, tempo, instruments, and starting on the chorus. */
const learnt: Rendering = {};
const laterBand: Rendering = { form: ["chorus", "verse", "chorus"], seed: 7, arrangement: { chordProgram: 4, melodyProgram: 73, drums: "rock" } };

describe("fingerprints", () => {
  it("are a few KB of bytes that read back the same", async () => {
    const print = await fingerprint("tua-graca", learnt);
    const bytes = encodeFingerprint(print);
    expect(bytes.length).toBeLessThan(10 + MAX_BEATS * 12 + 1);
    expect(bytes.length).toBeLessThan(6000);
    expect(decodeFingerprint(bytes)).toEqual(print);
    expect(() => decodeFingerprint(bytes.subarray(0, 40))).toThrow();
  });

  it("find the same song in another key, tempo and band, and tell it from others", async () => {
    const first = await fingerprint("tua-graca", learnt);
    const again = await fingerprint("tua-graca", { ...laterBand, key: "A", bpm: 86 });
    const other = await fingerprint("grande-e-o-senhor", { ...laterBand, key: "A", bpm: 86 });
    expect(similarity(again, first)).toBeGreaterThan(0.85);
    expect(similarity(other, first)).toBeLessThan(0.75);
  });

  it("name a learnt song, and leave a song never heard unnamed", async () => {
    const library: LearntFingerprint[] = [];
    for (const songId of ["tua-graca", "grande-e-o-senhor", "luz-do-mundo"]) {
      library.push({ songId, songName: names[songId]!, fingerprint: await fingerprint(songId, learnt) });
    }
    const heard = matchFingerprint(await fingerprint("luz-do-mundo", { ...laterBand, key: "G", bpm: 104 }), library);
    expect(heard?.songId).toBe("luz-do-mundo");
    expect(heard?.songName).toBe("Luz do Mundo");
    expect(heard!.confidence).toBeGreaterThan(0.5);
    expect(matchFingerprint(await fingerprint("vem-senhor", laterBand), library)).toBeNull();
    expect(matchFingerprint(await fingerprint("luz-do-mundo", laterBand), [])).toBeNull();
  });
});
