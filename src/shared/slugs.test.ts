import { describe, expect, it } from "vitest";
import { SLUG_PATTERN, slugify, slugifyWhileTyping } from "./slugs";

describe("slugify", () => {
  it("removes accents", () => {
    expect(slugify("Igreja Esperança")).toBe("igreja-esperanca");
    expect(slugify("Ação São João Ñandú Über")).toBe("acao-sao-joao-nandu-uber");
  });

  it("lowers the case", () => {
    expect(slugify("IGREJA Batista")).toBe("igreja-batista");
  });

  it("turns spaces (and tabs, new lines) into hyphens", () => {
    expect(slugify("igreja batista central")).toBe("igreja-batista-central");
    expect(slugify("igreja\tbatista\ncentral")).toBe("igreja-batista-central");
  });

  it("keeps only word characters and hyphens", () => {
    expect(slugify("igreja! @batista# (central) 2024")).toBe("igreja-batista-central-2024");
    expect(slugify("minha_igreja.com/br")).toBe("minha_igrejacombr");
    expect(slugify("igreja 🎵 louvor")).toBe("igreja-louvor");
    expect(slugify("straße")).toBe("strae");
  });

  it("collapses repeated hyphens", () => {
    expect(slugify("igreja -- batista")).toBe("igreja-batista");
    expect(slugify("a---b")).toBe("a-b");
  });

  it("drops leading and trailing hyphens", () => {
    expect(slugify("  -igreja-  ")).toBe("igreja");
    expect(slugify("--igreja--central--")).toBe("igreja-central");
  });

  it("gives an empty string when nothing is left", () => {
    expect(slugify("")).toBe("");
    expect(slugify(" !!! ")).toBe("");
  });

  it("is idempotent and always matches the database rule", () => {
    for (const text of ["Igreja Esperança", "  Olá,  Mundo!! ", "_a_", "x", "1 2 3", "É-É"]) {
      const slug = slugify(text);
      expect(slugify(slug)).toBe(slug);
      expect(slug).toMatch(SLUG_PATTERN);
    }
  });
});

describe("slugifyWhileTyping", () => {
  it("keeps one trailing hyphen so the next word can be typed", () => {
    expect(slugifyWhileTyping("Igreja ")).toBe("igreja-");
    expect(slugifyWhileTyping("Igreja  -")).toBe("igreja-");
    expect(slugifyWhileTyping(" igreja")).toBe("igreja");
  });

  it("otherwise follows slugify", () => {
    expect(slugifyWhileTyping("Igreja Esperança")).toBe(slugify("Igreja Esperança"));
  });
});
