import { describe, expect, it } from "vitest";
import { chartFixtures } from "../../../tests/support/fixtures";
import { fromBrazilianChart, looksLikeBrazilianChart } from "./brazilian-chart";
import { readChartLine } from "./chart-lines";
import { parseChordPro, writeChordPro } from "./chordpro";

const CHARTS = chartFixtures();

describe("fromBrazilianChart on charts written for the tests (tests/fixtures/charts/)", () => {
  it("has at least 10 charts", () => {
    expect(CHARTS.length).toBeGreaterThanOrEqual(10);
  });

  it.each(CHARTS.map((fixture) => [fixture.name, fixture] as const))("%s converts to its .cho", (_, fixture) => {
    expect(fromBrazilianChart(fixture.chart)).toBe(fixture.chordPro);
  });

  it.each(CHARTS.map((fixture) => [fixture.name, fixture] as const))("%s: the .cho comes back through parse and write", (_, fixture) => {
    expect(writeChordPro(parseChordPro(fixture.chordPro))).toBe(fixture.chordPro);
  });

  it.each(CHARTS.map((fixture) => [fixture.name, fixture] as const))("%s is seen as a Brazilian chart, its .cho is not", (_, fixture) => {
    expect(looksLikeBrazilianChart(fixture.chart)).toBe(true);
    expect(looksLikeBrazilianChart(fixture.chordPro)).toBe(false);
  });

  it("keeps every lyric line's text, accents included", () => {
    for (const fixture of CHARTS) {
      const written = fixture.chordPro.replace(/\[[^\]]*\]/g, "");
      for (const line of fixture.chart.split("\n")) {
        if (readChartLine(line).type === "lyric") expect(written, `${fixture.name}: ${line}`).toContain(line.trimEnd());
      }
    }
  });
});

describe("fromBrazilianChart: lines", () => {
  it("puts each chord at its column, and a chord past the lyric's end at the end", () => {
    expect(fromBrazilianChart("G          D/F#\nGrande é o Senhor\n")).toBe("[G]Grande é o [D/F#]Senhor\n");
    expect(fromBrazilianChart("Em        C    D\nAleluia\n")).toBe("[Em]Aleluia[C] [D]\n");
    expect(fromBrazilianChart("   C\nSó Tu és santo\n")).toBe("Só [C]Tu és santo\n");
  });

  it("counts a combining accent as no column", () => {
    const decomposed = "Glo\u0301ria a Deus";
    expect(fromBrazilianChart(`   G   D\n${decomposed}`)).toBe(`Glo\u0301[G]ria [D]a Deus\n`);
  });

  it("reads CRLF line ends", () => {
    expect(fromBrazilianChart("Tom: A\r\nA      E\r\nTe louvarei\r\n")).toBe("{key: A}\n[A]Te louv[E]arei\n");
  });

  it("turns a chord line with no lyric below into a line of chords, bars kept", () => {
    expect(fromBrazilianChart("G D Em C\n\nG\nFim")).toBe("[G] [D] [Em] [C]\n\n[G]Fim\n");
    expect(fromBrazilianChart("| G | D/F# | Em |")).toBe("| [G] | [D/F#] | [Em] |\n");
    expect(fromBrazilianChart("G   D\nA       E\nTe louvarei")).toBe("[G] [D]\n[A]Te louva[E]rei\n");
  });

  it("keeps the marks of a chord line above a lyric as a comment", () => {
    expect(fromBrazilianChart("G     D    (2x)\nTe louvarei")).toBe("[G]Te lou[D]varei\n{comment: (2x)}\n");
  });

  it("reads the key and the capo in their usual ways", () => {
    expect(fromBrazilianChart("Tom: Bb")).toBe("{key: Bb}\n");
    expect(fromBrazilianChart("tom: f#m")).toBe("{key: F#m}\n");
    expect(fromBrazilianChart("Tom: G (forma dos acordes no tom de F)")).toBe("{key: G}\n{comment: (forma dos acordes no tom de F)}\n");
    for (const line of ["Capo na 2ª casa", "Capotraste na 2ª casa", "Capo: 2", "capo na 2a casa", "Capotraste no 2º traste"]) {
      expect(fromBrazilianChart(line), line).toBe("{capo: 2}\n");
    }
  });

  it("keeps what it cannot read as a comment", () => {
    expect(fromBrazilianChart("G  D  H7  Em")).toBe("{comment: G  D  H7  Em}\n");
    expect(fromBrazilianChart("Afinação: meio tom abaixo")).toBe("{comment: Afinação: meio tom abaixo}\n");
    expect(fromBrazilianChart("Tom: H")).toBe("Tom: H\n");
  });

  it("reads lyric lines that begin with words that are also chords or labels as lyrics", () => {
    const lyrics = ["E o Senhor me falou:", "A Ti, Senhor", "E a glória é Tua", "Em Ti confio", "Final de tudo, Tu és", "Parte o pão", "Ponte de amor"];
    for (const line of lyrics) expect(fromBrazilianChart(line), line).toBe(`${line}\n`);
  });
});

describe("fromBrazilianChart: sections", () => {
  it("opens a chorus at 'Refrão' in its usual spellings and closes it at the next blank line", () => {
    for (const label of ["Refrão", "Refrão:", "[Refrão]", "REFRÃO", "Refrao"]) {
      expect(fromBrazilianChart(`${label}\nC     G\nSanto\n\nG\nFim`), label).toBe(
        `{start_of_chorus: ${label.replace(/[[\]:]/g, "")}}\n[C]Santo[G]\n{end_of_chorus}\n\n[G]Fim\n`,
      );
    }
  });

  it("opens verses and bridges, and writes other labels as comments", () => {
    expect(fromBrazilianChart("Verso 1\nG\nLuz")).toBe("{start_of_verse: Verso 1}\n[G]Luz\n{end_of_verse}\n");
    expect(fromBrazilianChart("Pré-refrão:\nG\nLuz")).toBe("{start_of_verse: Pré-refrão}\n[G]Luz\n{end_of_verse}\n");
    expect(fromBrazilianChart("2ª Parte\nG\nLuz")).toBe("{start_of_verse: 2ª Parte}\n[G]Luz\n{end_of_verse}\n");
    expect(fromBrazilianChart("Ponte\nG\nLuz")).toBe("{start_of_bridge: Ponte}\n[G]Luz\n{end_of_bridge}\n");
    expect(fromBrazilianChart("Final:\nG\nLuz")).toBe("{comment: Final}\n[G]Luz\n");
    expect(fromBrazilianChart("Solo de guitarra:\nG D")).toBe("{comment: Solo de guitarra}\n[G] [D]\n");
  });

  it("closes a section at the next label", () => {
    expect(fromBrazilianChart("[Refrão]\nG\nSanto\n[Ponte]\nD\nLuz")).toBe(
      "{start_of_chorus: Refrão}\n[G]Santo\n{end_of_chorus}\n{start_of_bridge: Ponte}\n[D]Luz\n{end_of_bridge}\n",
    );
  });

  it("writes the chords on a label's line after it", () => {
    expect(fromBrazilianChart("Intro: G D Em C")).toBe("{comment: Intro}\n[G] [D] [Em] [C]\n");
    expect(fromBrazilianChart("[Intro] G  D/F#  Em")).toBe("{comment: Intro}\n[G] [D/F#] [Em]\n");
  });

  it("puts tablature lines in a tab block, and (2x) alone in a comment", () => {
    expect(fromBrazilianChart("E|-----3---|\nB|--0------|\n(2x)")).toBe("{start_of_tab}\nE|-----3---|\nB|--0------|\n{end_of_tab}\n{comment: (2x)}\n");
  });

  it("drops blank lines at the ends, in runs and after a label", () => {
    expect(fromBrazilianChart("\n\n[Refrão]\n\nG\nSanto\n\n\n\nD\nLuz\n\n")).toBe("{start_of_chorus: Refrão}\n[G]Santo\n{end_of_chorus}\n\n[D]Luz\n");
    expect(fromBrazilianChart("")).toBe("");
  });
});

describe("looksLikeBrazilianChart", () => {
  it("says yes to chords above lyrics, or to two chord lines", () => {
    expect(looksLikeBrazilianChart("G      D\nGrande é o Senhor")).toBe(true);
    expect(looksLikeBrazilianChart("[Intro] G D\n\nG D Em C")).toBe(true);
  });

  it("says no to plain lyrics, to ChordPro and to a lone chord line", () => {
    expect(looksLikeBrazilianChart("Grande é o Senhor\nE mui digno de louvor")).toBe(false);
    expect(looksLikeBrazilianChart("[G]Grande é o [D]Senhor")).toBe(false);
    expect(looksLikeBrazilianChart("{title: Luz}\nG  D\nLuz do mundo")).toBe(false);
    expect(looksLikeBrazilianChart("G D Em C")).toBe(false);
    expect(looksLikeBrazilianChart("")).toBe(false);
  });
});
