import { describe, expect, it } from "vitest";
import { positionForInstrument, teamWarnings, withBand, type TeamDraftPosition } from "./plan-team";

describe("positionForInstrument", () => {
  it("finds the default position by name or alias, accents and case aside, and otherwise names one after the instrument", () => {
    expect(positionForInstrument("Voz")).toBe("Vocal");
    expect(positionForInstrument("  VOCAL ")).toBe("Vocal");
    expect(positionForInstrument("violao")).toBe("Violão");
    expect(positionForInstrument("Contrabaixo")).toBe("Baixo");
    expect(positionForInstrument("Piano")).toBe("Teclado");
    expect(positionForInstrument("Projecao")).toBe("Projeção");
    expect(positionForInstrument("Saxofone")).toBe("Saxofone");
    expect(positionForInstrument(undefined)).toBe("Outros");
  });
});

describe("withBand", () => {
  const make = { position: (position: string): TeamDraftPosition => ({ position, members: [] }), member: (member: TeamDraftPosition["members"][number]) => member };

  it("adds each member to the position of their first instrument, keeping what the team had, once each", () => {
    const team: TeamDraftPosition[] = [{ position: "Som", members: [] }, { position: "vocal", members: [{ musicianId: "a", musicianName: "Ana" }] }];
    const band = [
      { musicianId: "a", name: "Ana", instrument: ["Voz", "Violão"] },
      { musicianId: "c", name: "Caio", instrument: ["Cajón"] },
      { musicianId: "b", name: "Bia", instrument: ["Bateria"] },
      { musicianId: "d", name: "Davi", instrument: ["Backing vocal"] },
    ];
    expect(withBand(team, band, make)).toEqual([
      { position: "Som", members: [] },
      { position: "vocal", members: [{ musicianId: "a", musicianName: "Ana" }, { musicianId: "d", musicianName: "Davi" }] },
      { position: "Bateria", members: [{ musicianId: "b", musicianName: "Bia" }] },
      { position: "Cajón", members: [{ musicianId: "c", musicianName: "Caio" }] },
    ]);
  });
});

describe("teamWarnings", () => {
  it("names who is twice, who is busy at the same time (once per other band), and the empty positions", () => {
    const team: TeamDraftPosition[] = [
      { position: "Vocal", members: [{ musicianId: "a", musicianName: "Ana" }] },
      { position: "Violão", members: [{ musicianId: "a", musicianName: "Ana" }, { musicianId: "b", musicianName: "Bia" }] },
      { position: "Som", members: [] },
    ];
    const sameTime = [
      { musicianId: "b", musicianName: "Bia", bandName: "Shalom" },
      { musicianId: "b", musicianName: "Bia", bandName: "Shalom" },
      { musicianId: "z", musicianName: "Zé", bandName: "Shalom" },
    ];
    expect(teamWarnings(team, sameTime)).toEqual([
      { kind: "twice", musicianName: "Ana", positions: ["Vocal", "Violão"] },
      { kind: "sameTime", musicianName: "Bia", bandName: "Shalom" },
      { kind: "empty", position: "Som" },
    ]);
  });
});
