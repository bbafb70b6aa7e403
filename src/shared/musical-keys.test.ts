import { describe, expect, it } from "vitest";
import { keysPlayed, musicalKeyPitch, sameMusicalKey, writtenMusicalKey } from "./musical-keys";

describe("writtenMusicalKey", () => {
  it("writes each of the 24 keys as musicians do, from the ways they are typed", () => {
    expect(writtenMusicalKey("G")).toBe("G");
    expect(writtenMusicalKey("bb")).toBe("Bb");
    expect(writtenMusicalKey(" F#m ")).toBe("F#m");
    expect(writtenMusicalKey("f♯ min")).toBe("F#m");
    expect(writtenMusicalKey("E♭")).toBe("Eb");
    expect(writtenMusicalKey("A-")).toBe("Am");
    expect(writtenMusicalKey("c#m")).toBe("C#m");
  });

  it("refuses what is not a key a band would write", () => {
    for (const typed of ["", "H", "G##", "Bbb", "Cb", "E#", "Fb", "B#m", "Gmaj7", "sol", "G M", "12"]) expect(writtenMusicalKey(typed)).toBeNull();
  });
});

describe("sameMusicalKey", () => {
  it("counts the spellings of one key as one", () => {
    expect(sameMusicalKey("A#", "Bb")).toBe(true);
    expect(sameMusicalKey("C#m", "Dbm")).toBe(true);
    expect(sameMusicalKey("G", "Gm")).toBe(false);
    expect(sameMusicalKey("G", "nope")).toBe(false);
    expect(musicalKeyPitch("B")).toEqual({ pitch: 11, minor: false });
    expect(musicalKeyPitch("Cm")).toEqual({ pitch: 0, minor: true });
  });
});

describe("keysPlayed", () => {
  it("counts spellings of one key together, shown as written most often, most played first", () => {
    expect(keysPlayed(["A#", "G", "Bb", null, "Bb", "G", "Em", "A#m"])).toEqual([
      { key: "Bb", count: 3 },
      { key: "G", count: 2 },
      { key: "Em", count: 1 },
      { key: "A#m", count: 1 },
    ]);
  });

  it("keeps the first spelling on a tie, orders equal counts by pitch with majors first, and ignores performances without a key", () => {
    expect(keysPlayed(["Gb", "F#", "D", "Dm", null])).toEqual([
      { key: "Gb", count: 2 },
      { key: "D", count: 1 },
      { key: "Dm", count: 1 },
    ]);
    expect(keysPlayed([null, null])).toEqual([]);
  });
});
