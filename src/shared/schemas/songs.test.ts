import { describe, expect, it } from "vitest";
import { isNewSong, songInputSchema, songListQuerySchema } from "./songs";

describe("isNewSong (the 'New' badge)", () => {
  const now = new Date("2024-11-10T12:00:00Z");

  it("is on for 6 months after new_marked_at and off afterwards", () => {
    expect(isNewSong("2024-11-10T00:00:00Z", now)).toBe(true);
    expect(isNewSong("2024-05-11T00:00:00Z", now)).toBe(true);
    expect(isNewSong("2024-05-10T12:00:00Z", now)).toBe(false);
    expect(isNewSong("2024-01-01T00:00:00Z", now)).toBe(false);
  });

  it("is off for a song never marked or a date that is not one", () => {
    expect(isNewSong(null, now)).toBe(false);
    expect(isNewSong(undefined, now)).toBe(false);
    expect(isNewSong("ontem", now)).toBe(false);
  });
});

describe("songInputSchema", () => {
  it("trims, and turns blank optional fields into null", () => {
    expect(songInputSchema.parse({ name: "  Amor ", author: "  ", chordFile: "", lyrics: undefined })).toEqual({
      name: "Amor",
      author: null,
      chordFile: null,
      lyrics: null,
    });
  });

  it("accepts only http and https links", () => {
    expect(songInputSchema.safeParse({ name: "A", chordFile: "https://cifra.example.org/a" }).success).toBe(true);
    expect(songInputSchema.safeParse({ name: "A", chordFile: "http://cifra.example.org/a" }).success).toBe(true);
    expect(songInputSchema.safeParse({ name: "A", chordFile: "mailto:a@b.c" }).success).toBe(false);
    expect(songInputSchema.safeParse({ name: "A", lyrics: "www.letras.mus.br" }).success).toBe(false);
  });
});

describe("songListQuerySchema", () => {
  it("defaults to name ascending on page 1", () => {
    expect(songListQuerySchema.parse({})).toEqual({ search: undefined, sort: "name", direction: "asc", page: 1 });
    expect(songListQuerySchema.parse({ search: "  " }).search).toBeUndefined();
  });
});
