import { describe, expect, it } from "vitest";
import { parseChordPro } from "./chordpro";
import { capoShapes, chordQuality, keyFromChords, songKey } from "./song-key";

describe("songKey", () => {
  it("is the {key} directive, as musicians write it", () => {
    expect(songKey(parseChordPro("{key: bb}\n[G]Luz [D]paz"))).toBe("Bb");
    expect(songKey(parseChordPro("{key: F#m}\n[A]Luz"))).toBe("F#m");
  });

  it("is read from the chords without a {key}, or with one that is no key", () => {
    expect(songKey(parseChordPro("[G]Grande é o [D/F#]Senhor [Em7]e mui [C9]digno [D4]de lou[G]vor"))).toBe("G");
    expect(songKey(parseChordPro("{key: H}\n[D]Luz [A/C#]do [Bm7]mundo [G]vem [A]aqui [D]Senhor"))).toBe("D");
  });

  it("is null for a song without chords or key", () => {
    expect(songKey(parseChordPro("Só letra"))).toBeNull();
    expect(songKey(parseChordPro("[N.C.]Santo"))).toBeNull();
  });
});

describe("keyFromChords", () => {
  it("finds the key where the chords are diatonic, the first and last weighing more", () => {
    expect(keyFromChords(["C", "G", "Am", "F", "C"])).toBe("C");
    expect(keyFromChords(["Am", "F", "C", "G", "Am"])).toBe("Am");
    expect(keyFromChords(["Em", "C", "D", "B7", "Em"])).toBe("Em");
    expect(keyFromChords(["E", "B/D#", "C#m7", "A9", "B4", "B", "E"])).toBe("E");
    expect(keyFromChords(["Bb", "F/A", "Gm7", "Eb7M", "F4", "F"])).toBe("Bb");
  });

  it("breaks a tie toward the first chord", () => {
    // G, C and D fit G major and C major... equally, except for the tonic: the first chord names it.
    expect(keyFromChords(["D", "G", "A", "D"])).toBe("D");
    expect(keyFromChords(["Em", "C", "G", "D"])).toBe("Em");
    expect(keyFromChords(["G", "C", "D", "Em"])).toBe("G");
  });

  it("spells the key as the song spells that note", () => {
    expect(keyFromChords(["A#", "D#", "F", "A#"])).toBe("A#");
    expect(keyFromChords(["Db", "Gb", "Ab", "Db"])).toBe("Db");
  });

  it("is null without chords", () => {
    expect(keyFromChords([])).toBeNull();
    expect(keyFromChords(["Deus", "N.C."])).toBeNull();
  });
});

describe("chordQuality", () => {
  it("reads Brazilian suffixes", () => {
    const cases: [string, string][] = [
      ["", "major"], ["7M", "major"], ["7+", "major"], ["4", "major"], ["7(9)", "major"], ["sus4", "major"], ["(add9)", "major"],
      ["m", "minor"], ["m7", "minor"], ["min7", "minor"], ["m7(9)", "minor"],
      ["m7(b5)", "diminished"], ["m7b5", "diminished"], ["m7(5-)", "diminished"], ["m7-5", "diminished"], ["°", "diminished"], ["dim", "diminished"], ["ø", "diminished"],
      ["+", "augmented"], ["aug", "augmented"],
    ];
    for (const [suffix, quality] of cases) expect(chordQuality(suffix), suffix).toBe(quality);
  });
});

describe("capoShapes", () => {
  it("gives the key of the shapes played with a capo", () => {
    expect(capoShapes("B", 2)).toBe("A");
    expect(capoShapes("G", 0)).toBe("G");
    expect(capoShapes("Bb", 3)).toBe("G");
    expect(capoShapes("Eb", 1)).toBe("D");
    expect(capoShapes("F#m", 2)).toBe("Em");
    expect(capoShapes("Em", 3)).toBe("C#m");
    expect(capoShapes("C", 1)).toBe("B");
    expect(capoShapes("D", 4)).toBe("Bb");
    expect(capoShapes("A#", 1)).toBe("A");
  });

  it("is null for a key that is none or a capo that is no fret", () => {
    expect(capoShapes("H", 2)).toBeNull();
    expect(capoShapes("G", -1)).toBeNull();
    expect(capoShapes("G", 12)).toBeNull();
    expect(capoShapes("G", 1.5)).toBeNull();
  });
});
