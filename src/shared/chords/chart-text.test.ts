import { describe, expect, it } from "vitest";
import { chordsOverLyric, printedChart } from "./chart-text";
import { readLyricLine } from "./chordpro";

/** Charts written for this test. */
const CHART_IN_G = [
  "{title: Aurora}",
  "{key: G}",
  "{start_of_verse}",
  "[G]Nasce a au[D/F#]rora",
  "[Em7]canta o meu [C7M]ser",
  "{end_of_verse}",
  "",
  "{comment: Refrão 2x}",
  "{start_of_chorus: Refrão}",
  "[G]Fiel é o Teu a[Am7(11)]mor",
  "{end_of_chorus}",
].join("\n");
const WITH_CAPO = ["{key: A}", "{capo: 2}", "[A]Tua pre[E]sença"].join("\n");

describe("a chart laid out as monospaced text", () => {
  it("puts each chord over its syllable, stretching the lyric where two chords would touch", () => {
    expect(chordsOverLyric(readLyricLine("[G]Nasce a au[D/F#]rora"))).toEqual({ chords: "G         D/F#", lyric: "Nasce a aurora" });
    // A long chord over a short syllable: a hyphen inside the word, a space between words.
    expect(chordsOverLyric(readLyricLine("[Bm7(b5)]a[E7(9)]mor"))).toEqual({ chords: "Bm7(b5) E7(9)", lyric: "a-------mor" });
    expect(chordsOverLyric(readLyricLine("[C7M]e [D4]eu"))).toEqual({ chords: "C7M D4", lyric: "e   eu" });
    expect(chordsOverLyric(readLyricLine("[G] [D] [Em]"))).toEqual({ chords: "G D Em", lyric: "" });
  });

  it("prints the chart in the key of the day, each section labelled, with comments and no directives", () => {
    const printed = printedChart(CHART_IN_G, "D");
    expect(printed).toMatchObject({ key: "D", capo: null });
    expect(printed.lines).toEqual([
      { type: "label", text: "Verso" },
      { type: "chords", text: "D         A/C#" },
      { type: "lyric", text: "Nasce a aurora" },
      { type: "chords", text: "Bm7         G7M" },
      { type: "lyric", text: "canta o meu ser" },
      { type: "blank" },
      { type: "comment", text: "Refrão 2x" },
      { type: "blank" },
      { type: "label", text: "Refrão" },
      { type: "chords", text: "D             Em7(11)" },
      { type: "lyric", text: "Fiel é o Teu amor" },
    ]);
    // Without a key of the day, the chart's own.
    expect(printedChart(CHART_IN_G, null).lines[1]).toEqual({ type: "chords", text: "G         D/F#" });
  });

  it("keeps the chart's own capo in its own key, as the chart's view starts, and none in another key", () => {
    expect(printedChart(WITH_CAPO, "A")).toMatchObject({ key: "A", capo: { fret: 2, shapes: "G" }, lines: [{ type: "chords", text: "G      D" }, { type: "lyric" }] });
    expect(printedChart(WITH_CAPO, "C")).toMatchObject({ key: "C", capo: null, lines: [{ type: "chords", text: "C      G" }, { type: "lyric" }] });
  });

  it("wraps a line too wide for the page between words, each piece's chords over its own lyric", () => {
    const line = "[G]Santo, santo, santo é o Senhor [D]Deus do universo, [Em]toda a terra canta [C]Tua glória e o Teu poder";
    expect(printedChart(`{key: G}\n${line}`, "G", 40).lines).toEqual([
      { type: "chords", text: "G                              D" },
      { type: "lyric", text: "Santo, santo, santo é o Senhor Deus do" },
      { type: "chords", text: "          Em                 C" },
      { type: "lyric", text: "universo, toda a terra canta Tua glória" },
      { type: "lyric", text: "e o Teu poder" },
    ]);
  });
});
