import { describe, expect, it } from "vitest";
import type { Band } from "@shared/schemas/bands";
import {
  addMusician,
  bandLineup,
  editInstrument,
  effectiveServiceLineup,
  hasSpecificMusicians,
  initialSongLineup,
  rebuildSongLineup,
  removeMusician,
  songLineupInput,
  statusLabel,
  visibleEntries,
  type LineupEntry,
} from "./lineup-rules";

const entry = (musicianId: string, overrides: Partial<LineupEntry> = {}): LineupEntry => ({
  musicianId,
  name: musicianId.toUpperCase(),
  isMultibanda: false,
  instrument: "",
  isSubstitute: false,
  isGlobal: true,
  removed: false,
  ...overrides,
});

const band: Band = {
  id: "band",
  name: "Banda Ágape",
  year: 2019,
  imageUrl: null,
  members: [
    { musicianId: "ana", name: "Ana", isMultibanda: false, instrument: ["Violão", "Vocal"] },
    { musicianId: "bia", name: "Bia", isMultibanda: false, instrument: [] },
  ],
};

describe("status label (spec §3)", () => {
  it("is 'Multi banda' for a multibanda musician, else 'Substituto' for a substitute, else 'Regular'", () => {
    expect(statusLabel({ isMultibanda: true, isSubstitute: true })).toBe("Multi banda");
    expect(statusLabel({ isMultibanda: false, isSubstitute: true })).toBe("Substituto");
    expect(statusLabel({ isMultibanda: false, isSubstitute: false })).toBe("Regular");
  });
});

describe("service lineup load order", () => {
  it("uses the saved (or edited) list, else the band's musicians with their instruments joined by ', '", () => {
    const saved = [entry("carla", { instrument: "Teclado" })];
    expect(effectiveServiceLineup(saved, band)).toBe(saved);
    expect(effectiveServiceLineup(null, band).map((e) => [e.musicianId, e.instrument, e.isSubstitute, e.isGlobal])).toEqual([
      ["ana", "Violão, Vocal", false, true],
      ["bia", "", false, true],
    ]);
    expect(bandLineup(undefined)).toEqual([]);
  });
});

describe("per-song lineup load order", () => {
  it("starts from the song's in-memory lineup, else from the service-wide list marked global", () => {
    const own = [entry("ana", { isGlobal: false })];
    expect(initialSongLineup(own, [entry("bia")])).toBe(own);
    const fromService = initialSongLineup(null, [entry("bia", { isGlobal: false })]);
    expect(fromService).toEqual([entry("bia")]);
  });
});

describe("adding a musician (spec §4)", () => {
  const members = new Set(["ana"]);

  it("is a substitute unless they belong to the band, with the prefilled instrument, as the song's own entry", () => {
    const added = addMusician([], { id: "carla", name: "Carla", isMultibanda: true }, { bandMemberIds: members, instrument: "Teclado" });
    expect(added).toEqual([entry("carla", { name: "Carla", isMultibanda: true, instrument: "Teclado", isSubstitute: true, isGlobal: false })]);
    const member = addMusician([], { id: "ana", name: "Ana", isMultibanda: false }, { bandMemberIds: members, instrument: null });
    expect(member[0]).toMatchObject({ isSubstitute: false, instrument: "", isGlobal: false });
  });

  it("brings back a musician removed from the song", () => {
    const removed = [entry("ana", { removed: true, isGlobal: false }), entry("bia")];
    const back = addMusician(removed, { id: "ana", name: "Ana", isMultibanda: false }, { bandMemberIds: members, instrument: "Vocal" });
    expect(back.map((e) => [e.musicianId, e.removed, e.instrument])).toEqual([
      ["ana", false, "Vocal"],
      ["bia", false, ""],
    ]);
  });
});

describe("editing and removing", () => {
  it("editing an instrument makes the entry non-global", () => {
    const edited = editInstrument([entry("ana"), entry("bia")], "ana", "Baixo");
    expect(edited.map((e) => [e.instrument, e.isGlobal])).toEqual([
      ["Baixo", false],
      ["", true],
    ]);
    expect(hasSpecificMusicians(edited)).toBe(true);
  });

  it("removing from a song marks the entry removed and non-global; from the service it goes", () => {
    const song = removeMusician([entry("ana"), entry("bia")], "ana", "song");
    expect(song[0]).toMatchObject({ removed: true, isGlobal: false });
    expect(visibleEntries(song).map((e) => e.musicianId)).toEqual(["bia"]);
    expect(removeMusician([entry("ana"), entry("bia")], "ana", "service").map((e) => e.musicianId)).toEqual(["bia"]);
  });
});

describe("rebuilding a song's lineup when the service-wide list changes", () => {
  it("applies the new global musicians unless the song removed or edited them, and keeps the song's additions", () => {
    const song = [
      entry("ana"),
      entry("bia", { removed: true, isGlobal: false }),
      entry("caio", { instrument: "Cajón", isGlobal: false }),
      entry("duda", { isGlobal: false, isSubstitute: true }),
    ];
    const service = [entry("bia"), entry("caio", { instrument: "Bateria" }), entry("edu", { instrument: "Baixo" })];
    const rebuilt = rebuildSongLineup(song, service) ?? [];
    expect(rebuilt.map((e) => [e.musicianId, e.instrument, e.isGlobal, e.removed])).toEqual([
      ["bia", "", false, true],
      ["caio", "Cajón", false, false],
      ["edu", "Baixo", true, false],
      ["duda", "", false, false],
    ]);
  });

  it("leaves a song that follows the service-wide list alone", () => {
    expect(rebuildSongLineup(null, [entry("ana")])).toBeNull();
  });
});

describe("what a song's lineup saves", () => {
  it("saves nothing without individual configuration; otherwise the song's own rows, without the removed ones; an empty list saves nothing", () => {
    expect(songLineupInput(null)).toBeNull();
    expect(songLineupInput([entry("ana"), entry("bia")])).toBeNull();
    expect(songLineupInput([entry("ana", { instrument: " Vocal " }), entry("bia", { removed: true, isGlobal: false })])).toEqual([
      { musicianId: "ana", instrument: "Vocal", isSubstitute: false, isGlobal: false },
    ]);
    expect(songLineupInput([entry("ana", { removed: true, isGlobal: false })])).toBeNull();
  });
});
