import { describe, expect, it } from "vitest";
import { PRACTICE_OFF, practiceSearch, readPracticeRate, readPracticeSettings } from "./practice-mode";

const read = (search: string) => readPracticeSettings(new URLSearchParams(search));

describe("'Modo ensaio' in the URL", () => {
  it("reads the panel, the loop (on by default) and the speed", () => {
    expect(read("?ensaio=1")).toEqual({ on: true, loop: true, rate: 1 });
    expect(read("?ensaio=1&velocidade=0.75")).toEqual({ on: true, loop: true, rate: 0.75 });
    expect(read("?ensaio=1&repetir=0&velocidade=1.25")).toEqual({ on: true, loop: false, rate: 1.25 });
  });

  it("ignores the settings without ensaio=1", () => {
    expect(read("")).toEqual(PRACTICE_OFF);
    expect(read("?velocidade=0.5&repetir=0")).toEqual(PRACTICE_OFF);
    expect(read("?ensaio=true")).toEqual(PRACTICE_OFF);
  });

  it("reads an unknown speed as normal speed, and a decimal comma as a point", () => {
    for (const value of ["2", "0.6", "abc", "", "-1", "Infinity"]) expect(readPracticeRate(value)).toBe(1);
    expect(readPracticeRate(null)).toBe(1);
    expect(readPracticeRate("0,75")).toBe(0.75);
    expect(readPracticeRate(" .5 ")).toBe(0.5);
    expect(readPracticeRate("1.250")).toBe(1.25);
  });

  it("writes the settings in name order, leaving the defaults out", () => {
    expect(practiceSearch(PRACTICE_OFF)).toBe("");
    expect(practiceSearch({ on: false, loop: false, rate: 0.5 })).toBe("");
    expect(practiceSearch({ on: true, loop: true, rate: 1 })).toBe("?ensaio=1");
    expect(practiceSearch({ on: true, loop: true, rate: 0.75 })).toBe("?ensaio=1&velocidade=0.75");
    expect(practiceSearch({ on: true, loop: false, rate: 0.5 })).toBe("?ensaio=1&repetir=0&velocidade=0.5");
  });

  it("reads back what it writes", () => {
    for (const settings of [PRACTICE_OFF, { on: true, loop: false, rate: 1.25 } as const, { on: true, loop: true, rate: 0.5 } as const]) {
      expect(read(practiceSearch(settings))).toEqual(settings);
    }
  });
});
