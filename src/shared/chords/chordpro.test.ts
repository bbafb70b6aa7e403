import { describe, expect, it } from "vitest";
import { lyricsOnly, parseChordPro, readLyricLine, songCapo, songChords, songMetadata, writeChordPro, type Song } from "./chordpro";

const SONG = `{title: Fiel é o Teu amor}
{artist: Ministério Exemplo}
{key: G}
{capo: 2}

{comment: Intro}
[G] [D/F#] [Em7] [C9]

{start_of_verse: Verso 1}
[G]Quando a noite vem [D/F#]chegando
[Em7]Tua voz me faz lem[C9]brar
{end_of_verse}

{start_of_chorus: Refrão}
[G]Fiel, fiel é o [D/F#]Teu amor[Em7]
{comment: (2x)}
{end_of_chorus}

{start_of_bridge}
[C9]Montes podem se [G/B]mover
{end_of_bridge}

{start_of_tab: Solo}
e|--0--2--3--|
B|-----------|
{end_of_tab}
{tempo: 72}
# uma nota para a banda
`;

describe("parseChordPro", () => {
  const song = parseChordPro(SONG);

  it("reads the sections in order, with their kind and label", () => {
    expect(song.sections.map((section) => [section.kind, section.label])).toEqual([
      [null, null],
      ["verse", "Verso 1"],
      [null, null],
      ["chorus", "Refrão"],
      [null, null],
      ["bridge", null],
      [null, null],
      ["tab", "Solo"],
      [null, null],
    ]);
  });

  it("reads a lyric line as chord and lyric pairs", () => {
    expect(song.sections[1]!.lines[0]).toEqual({
      type: "lyrics",
      pairs: [
        { chord: "G", lyric: "Quando a noite vem " },
        { chord: "D/F#", lyric: "chegando" },
      ],
    });
    expect(readLyricLine("Só [C]Tu és santo")).toEqual([
      { chord: null, lyric: "Só " },
      { chord: "C", lyric: "Tu és santo" },
    ]);
    expect(readLyricLine("[G] [D]")).toEqual([
      { chord: "G", lyric: " " },
      { chord: "D", lyric: "" },
    ]);
    expect(readLyricLine("[G][D]amém")).toEqual([
      { chord: "G", lyric: "" },
      { chord: "D", lyric: "amém" },
    ]);
    expect(readLyricLine("Sem acordes")).toEqual([{ chord: null, lyric: "Sem acordes" }]);
  });

  it("reads metadata, comments, tab lines and unknown directives", () => {
    expect(songMetadata(song)).toEqual({ title: "Fiel é o Teu amor", artist: "Ministério Exemplo", key: "G", capo: "2" });
    expect(song.sections[0]!.lines[5]).toEqual({ type: "comment", text: "Intro" });
    expect(song.sections[7]!.lines).toEqual([
      { type: "tab", text: "e|--0--2--3--|" },
      { type: "tab", text: "B|-----------|" },
    ]);
    expect(song.sections[8]!.lines).toEqual([
      { type: "other", text: "{tempo: 72}" },
      { type: "other", text: "# uma nota para a banda" },
    ]);
  });

  it("reads the capo as a fret, 0 without one or with one that is no fret", () => {
    expect(songCapo(song)).toBe(2);
    expect(songCapo(parseChordPro("[G]Luz"))).toBe(0);
    expect(songCapo(parseChordPro("{capo: dois}"))).toBe(0);
    expect(songCapo(parseChordPro("{capo: 14}"))).toBe(0);
  });

  it("lists the chords as written", () => {
    expect(songChords(song)).toEqual(["G", "D/F#", "Em7", "C9", "G", "D/F#", "Em7", "C9", "G", "D/F#", "Em7", "C9", "G/B"]);
  });

  it("reads the short forms of directives", () => {
    const short = parseChordPro("{t: Luz}\n{c: Devagar}\n{soc}\n[G]Luz\n{eoc}\n{sot}\ne|--0--|\n{eot}");
    expect(songMetadata(short).title).toBe("Luz");
    expect(short.sections.map((section) => section.kind)).toEqual([null, "chorus", "tab"]);
    expect(short.sections[0]!.lines[1]).toEqual({ type: "comment", text: "Devagar" });
  });

  it("keeps an end that closes nothing, and a section never closed", () => {
    const song = parseChordPro("{end_of_chorus}\n{start_of_verse}\n[G]Luz\n{end_of_chorus}");
    expect(song.sections[0]!.lines).toEqual([{ type: "other", text: "{end_of_chorus}" }]);
    expect(song.sections[1]!.ended).toBe(false);
    expect(song.sections[1]!.lines[1]).toEqual({ type: "other", text: "{end_of_chorus}" });
  });

  it("reads an empty text as a song with no sections", () => {
    expect(parseChordPro("")).toEqual({ sections: [] });
    expect(parseChordPro("\n  \n")).toEqual({ sections: [] });
  });
});

describe("writeChordPro", () => {
  it("gives the text back", () => {
    expect(writeChordPro(parseChordPro(SONG))).toBe(SONG);
  });

  it("gives back an unclosed section, a new section opened inside another, and brackets that are no chord", () => {
    const text = "{start_of_chorus}\n[G]Luz\n{start_of_verse: Verso 2}\n[Refrão] e [D]paz\n";
    expect(writeChordPro(parseChordPro(text))).toBe(text);
  });

  it("normalises line ends, trailing whitespace and the short forms of the directives it knows", () => {
    const text = "{t:Luz}  \r\n{ key : G }\r\n{soc: Refrão}\r\n[G]Luz   \r\n{eoc}\r\n{sot}\r\ne|--0--|\r\n{eot}\r\n{c:Devagar}\r\n{ci: Suave}\r\n\r\n\r\n";
    expect(writeChordPro(parseChordPro(text))).toBe(
      "{title: Luz}\n{key: G}\n{start_of_chorus: Refrão}\n[G]Luz\n{end_of_chorus}\n{start_of_tab}\ne|--0--|\n{end_of_tab}\n{comment: Devagar}\n{ci: Suave}\n",
    );
  });

  it("writes a song built by hand", () => {
    const song: Song = {
      sections: [
        { kind: null, label: null, lines: [{ type: "metadata", name: "key", value: "D" }], ended: true },
        { kind: "chorus", label: "Refrão", lines: [{ type: "lyrics", pairs: [{ chord: "D", lyric: "Santo" }] }], ended: true },
      ],
    };
    expect(writeChordPro(song)).toBe("{key: D}\n{start_of_chorus: Refrão}\n[D]Santo\n{end_of_chorus}\n");
    expect(writeChordPro({ sections: [] })).toBe("");
  });
});

describe("lyricsOnly", () => {
  it("gives the words for singers: no chords, no chord lines, no tabs; comments and blank lines kept", () => {
    expect(lyricsOnly(parseChordPro(SONG))).toBe(
      ["Intro", "", "Quando a noite vem chegando", "Tua voz me faz lembrar", "", "Fiel, fiel é o Teu amor", "(2x)", "", "Montes podem se mover"].join("\n"),
    );
  });

  it("joins a word split by a chord and drops lines of chords and marks only", () => {
    expect(lyricsOnly(parseChordPro("Se[D]nhor, [G]meu [C]Deus\n| [G] | [D] |\n[G] [C] (2x)\n[Em]  [C]  Aleluia"))).toBe("Senhor, meu Deus\nAleluia");
  });

  it("is empty for a song with no words", () => {
    expect(lyricsOnly(parseChordPro("{key: G}\n\n[G] [D]\n"))).toBe("");
  });
});
