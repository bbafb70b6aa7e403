import { describe, expect, it } from "vitest";
import { formatInstruments, parseInstruments } from "./instruments";

describe("parseInstruments", () => {
  it("splits on commas and on semicolons", () => {
    expect(parseInstruments("Violão, Vocal; Teclado")).toEqual(["Violão", "Vocal", "Teclado"]);
    expect(parseInstruments("Baixo;Bateria")).toEqual(["Baixo", "Bateria"]);
  });

  it("trims and collapses spaces inside a name", () => {
    expect(parseInstruments("  Backing   vocal ,  Violão  ")).toEqual(["Backing vocal", "Violão"]);
  });

  it("drops empty parts", () => {
    expect(parseInstruments(",, Guitarra ;; ; ,")).toEqual(["Guitarra"]);
    expect(parseInstruments("")).toEqual([]);
    expect(parseInstruments("   ")).toEqual([]);
  });

  it("keeps the first of repeated names, ignoring case", () => {
    expect(parseInstruments("Vocal, violão, VOCAL, Violão")).toEqual(["Vocal", "violão"]);
  });

  it("keeps the order typed", () => {
    expect(parseInstruments("Teclado, Vocal, Baixo")).toEqual(["Teclado", "Vocal", "Baixo"]);
  });

  it("reads the older app's JSON-array text", () => {
    expect(parseInstruments('["Violão","Backing vocal"]')).toEqual(["Violão", "Backing vocal"]);
  });
});

describe("formatInstruments", () => {
  it("joins with ', '", () => {
    expect(formatInstruments(["Violão", "Vocal"])).toBe("Violão, Vocal");
    expect(formatInstruments([])).toBe("");
  });

  it("round-trips through parseInstruments", () => {
    const typed = "Cajón; Bateria, Vocal";
    expect(parseInstruments(formatInstruments(parseInstruments(typed)))).toEqual(["Cajón", "Bateria", "Vocal"]);
  });
});
