import { describe, expect, it } from "vitest";
import { chordTranspositions } from "../../../tests/support/fixtures";
import { isChordToken, parseChord, spellingOf, transposeChordText } from "./chord";

const MAJOR_KEYS = ["C", "Db", "D", "Eb", "E", "F", "F#", "G", "Ab", "A", "Bb", "B"];

describe("a chord as Brazilian musicians write it", () => {
  it.each([
    ["C7M", "C", "7M", null],
    ["C7+", "C", "7+", null],
    ["D4", "D", "4", null],
    ["E7(9)", "E", "7(9)", null],
    ["A7(13)", "A", "7(13)", null],
    ["Bm7(b5)", "B", "m7(b5)", null],
    ["F#°", "F#", "°", null],
    ["Abº", "Ab", "º", null],
    ["Gsus4", "G", "sus4", null],
    ["C(add9)", "C", "(add9)", null],
    ["G/B", "G", "", "B"],
    ["D/F#", "D", "", "F#"],
    ["Am/G", "A", "m", "G"],
    ["Bb7M(9)", "Bb", "7M(9)", null],
    ["G6(9)", "G", "6(9)", null],
    ["E7(#9)", "E", "7(#9)", null],
    ["C#m7(11)", "C#", "m7(11)", null],
    ["Dmaj7", "D", "maj7", null],
    ["F#m7(b5)/E", "F#", "m7(b5)", "E"],
    ["N.C.", "N.C.", "", null],
    ["NC", "N.C.", "", null],
    ["(N.C.)", "N.C.", "", null],
    ["n/c", "N.C.", "", null],
    ["F♯m", "F#", "m", null],
    ["B♭7M", "Bb", "7M", null],
    ["Dm7-5", "D", "m7-5", null],
    ["E7(9,#11)", "E", "7(9,#11)", null],
  ])("reads %s as root %s, suffix %j and bass %j", (token, root, suffix, bass) => {
    expect(parseChord(token)).toEqual({ root, suffix, bass });
  });

  it.each(["Deus", "Refrão:", "Intro", "E|---3---|", "|", "(2x)", "Hm", "C7(9", "Am)", "Sol", "", "Cmaior", "C#b", "Bbb", "C--", "C..", "C,", "Gm-"])("does not take %j for a chord", (token) => {
    expect(isChordToken(token)).toBe(false);
  });
});

describe("transposing", () => {
  const rows = chordTranspositions();

  it("has a table of at least 60 chords, in all 12 keys", () => {
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((row) => row.chord)).size).toBeGreaterThanOrEqual(60);
  });

  it.each(rows.map((row) => [row.chord, row.fromKey, row] as const))("moves %s (in %s) to each key as the table writes it", (_chord, _key, row) => {
    const minor = row.fromKey.endsWith("m");
    const moved = MAJOR_KEYS.map((key) => transposeChordText(row.chord, row.fromKey, minor ? `${key}m` : key));
    expect(moved).toEqual(row.inKeys);
  });

  it("writes Bb, not A#, in F, and F#, not Gb, in D", () => {
    expect(transposeChordText("F", "C", "F")).toBe("Bb");
    expect(transposeChordText("E7(9)", "C", "D")).toBe("F#7(9)");
    expect(spellingOf("F")).toContain("Bb");
    expect(spellingOf("D")).toContain("F#");
  });

  it("gives back a chord moved to its own key as written, and a passing chord moved there and back", () => {
    for (const row of rows) expect(transposeChordText(row.chord, row.fromKey, row.fromKey)).toBe(row.chord);
    expect(transposeChordText("G#°", "Am", "Dm")).toBe("C#°");
    expect(transposeChordText("C#°", "Dm", "Am")).toBe("G#°");
  });

  it("leaves a token that is no chord, or a key that is none, as it was", () => {
    expect(transposeChordText("Deus", "C", "D")).toBe("Deus");
    expect(transposeChordText("G", "C", "H")).toBe("G");
  });
});
