import { describe, expect, it } from "vitest";
import { parseChordPro, songChords, songMetadata, writeChordPro } from "./chordpro";
import { transposeSong } from "./transpose-song";

const IN_G = `{title: Luz do mundo}
{key: G}
[G]Luz do [D/F#]mundo, [Em7]vem
[C7M]Brilha em [Am7(9)]nós, [D4]Se[D]nhor
[Bm7(b5)]Quebra as [E7(9)]trevas, [A7(13)]fala
[F#°]Sopra, [Gsus4]sopra, [C(add9)]Espírito
[N.C.]Santo [G/B]é o [C7+]Senhor
`;

describe("transposeSong", () => {
  it("moves a chart in G to D: suffixes as written, notes spelled with sharps as D does", () => {
    const song = transposeSong(parseChordPro(IN_G), "D");
    expect(songMetadata(song).key).toBe("D");
    expect(songChords(song)).toEqual(["D", "A/C#", "Bm7", "G7M", "Em7(9)", "A4", "A", "F#m7(b5)", "B7(9)", "E7(13)", "C#°", "Dsus4", "G(add9)", "N.C.", "D/F#", "G7+"]);
  });

  it("moves a chart in G to Eb: notes spelled with flats as Eb does", () => {
    const song = transposeSong(parseChordPro(IN_G), "Eb");
    expect(songChords(song)).toEqual(["Eb", "Bb/D", "Cm7", "Ab7M", "Fm7(9)", "Bb4", "Bb", "Gm7(b5)", "C7(9)", "F7(13)", "D°", "Ebsus4", "Ab(add9)", "N.C.", "Eb/G", "Ab7+"]);
    expect(writeChordPro(song).split("\n").slice(0, 3)).toEqual(["{title: Luz do mundo}", "{key: Eb}", "[Eb]Luz do [Bb/D]mundo, [Cm7]vem"]);
  });

  it("keeps the lyrics, comments and tabs, and comes back to the same text", () => {
    const text = `${IN_G}{comment: Solo}\n{start_of_tab}\ne|--3--5--|\n{end_of_tab}\n`;
    const there = transposeSong(parseChordPro(text), "Bb");
    expect(writeChordPro(there)).toContain("{comment: Solo}\n{start_of_tab}\ne|--3--5--|\n{end_of_tab}\n");
    expect(writeChordPro(transposeSong(there, "G"))).toBe(text);
  });

  it("writes the key the song did not have, after its title", () => {
    const song = transposeSong(parseChordPro("{title: Paz}\n[A]Paz [E]sem [F#m]fim [D]Senhor [A]amém"), "C");
    expect(writeChordPro(song)).toBe("{title: Paz}\n{key: C}\n[C]Paz [G]sem [Am]fim [F]Senhor [C]amém\n");
  });

  it("keeps a minor song minor", () => {
    const song = transposeSong(parseChordPro("{key: Em}\n[Em]Rio [C]de [D]vida [B7]em [Em]mim"), "D");
    expect(songMetadata(song).key).toBe("Dm");
    expect(songChords(song)).toEqual(["Dm", "Bb", "C", "A7", "Dm"]);
  });

  it("moves a modulation by the same interval, spelled as its new key", () => {
    const song = transposeSong(parseChordPro("{key: G}\n[G]Luz [D]paz\n{key: A}\n[A]Luz [C#m]paz"), "F");
    expect(writeChordPro(song)).toBe("{key: F}\n[F]Luz [C]paz\n{key: G}\n[G]Luz [Bm]paz\n");
  });

  it("leaves a song with no key or chords, or a key that is none, as it was", () => {
    const plain = parseChordPro("Só letra aqui");
    expect(transposeSong(plain, "D")).toBe(plain);
    const song = parseChordPro(IN_G);
    expect(transposeSong(song, "H")).toBe(song);
  });
});
