import { describe, expect, it } from "vitest";
import { parseChordPro } from "./chordpro";
import { withKeyDirective } from "./key-directive";
import { songKey } from "./song-key";

describe("withKeyDirective", () => {
  it("replaces the chart's {key} where it is, keeping every other line", () => {
    expect(withKeyDirective("{title: Luz}\n{key: G}\n[G]Luz [D]paz", "Em")).toBe("{title: Luz}\n{key: Em}\n[G]Luz [D]paz");
    expect(withKeyDirective("[G]Luz\n{ key : A }\n[D]paz", "Bb")).toBe("[G]Luz\n{key: Bb}\n[D]paz");
  });

  it("adds one after the title and artist, or first, so the chart's key is the corrected one", () => {
    const added = withKeyDirective("{title: Luz}\n{artist: Nós}\n[D]Luz [A]do [Bm]mundo", "Bm");
    expect(added).toBe("{title: Luz}\n{artist: Nós}\n{key: Bm}\n[D]Luz [A]do [Bm]mundo");
    expect(songKey(parseChordPro(added))).toBe("Bm");
    expect(withKeyDirective("[D]Luz [A]do", "D")).toBe("{key: D}\n[D]Luz [A]do");
  });

  it("leaves a blank chart blank", () => {
    expect(withKeyDirective("  ", "G")).toBe("  ");
  });
});
