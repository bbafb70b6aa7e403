import { describe, expect, it } from "vitest";
import { bestPractice, type Performance } from "./practice";

const performance = (overrides: Partial<Performance>): Performance => ({
  serviceKey: "s",
  songKey: "k",
  date: "2024-01-07",
  time: "19:00",
  bandName: "Ágape",
  bandId: "a",
  musicalKey: null,
  tempo: null,
  ...overrides,
});

describe("bestPractice", () => {
  it("prefers the plan's key by pitch, then the plan's band, then the most recent", () => {
    const sameKeyOld = performance({ serviceKey: "1", date: "2020-01-05", musicalKey: "A#", bandId: "x" });
    const sameBand = performance({ serviceKey: "2", date: "2023-01-01", musicalKey: "G", bandId: "a" });
    const recent = performance({ serviceKey: "3", date: "2025-01-05", musicalKey: "E", bandId: "y" });
    const all = [recent, sameBand, sameKeyOld];
    expect(bestPractice(all, { musicalKey: "Bb", bandId: "a" })).toMatchObject({ serviceKey: "1", reason: "same-key" });
    expect(bestPractice(all, { musicalKey: "Bbm", bandId: "a" })).toMatchObject({ serviceKey: "2", reason: "same-band" });
    expect(bestPractice(all, { musicalKey: null, bandId: "z" })).toMatchObject({ serviceKey: "3", reason: "recent" });
    expect(bestPractice([], { musicalKey: "G", bandId: "a" })).toBeNull();
  });

  it("among performances in the key, takes the plan's band's, then the latest", () => {
    const other = performance({ serviceKey: "1", date: "2025-01-05", musicalKey: "G", bandId: "x" });
    const ours = performance({ serviceKey: "2", date: "2021-01-05", musicalKey: "G", bandId: "a" });
    const oursLater = performance({ serviceKey: "3", date: "2021-01-05", time: "20:00", musicalKey: "G", bandId: "a" });
    expect(bestPractice([other, ours, oursLater], { musicalKey: "G", bandId: "a" })).toMatchObject({ serviceKey: "3", reason: "same-key" });
  });
});
