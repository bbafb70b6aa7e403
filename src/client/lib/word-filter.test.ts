import { describe, expect, it } from "vitest";
import { everyWordFilter } from "./word-filter";

describe("the picker's word filter", () => {
  it("finds an item by every typed word, ignoring case and accents, in any keyword", () => {
    expect(everyWordFilter("id", "joao", ["João Lima", "Baixo"])).toBe(1);
    expect(everyWordFilter("id", "LIMA baixo", ["João Lima", "Baixo"])).toBe(1);
    expect(everyWordFilter("id", "", ["João Lima"])).toBe(1);
  });

  it("hides an item missing one of the words", () => {
    expect(everyWordFilter("id", "joão teclado", ["João Lima", "Baixo"])).toBe(0);
    expect(everyWordFilter("id", "ana", [])).toBe(0);
  });
});
