/**
 * A chart written the Brazilian way (issue 42), as pasted from Cifra Club, converted to ChordPro:
 * - a chord line above a lyric line becomes one line with the chords inline at their columns
 *   (a chord past the lyric's end goes at its end); the lyric's text is kept exactly;
 * - a chord line with no lyric below becomes a line of chords only, `[G] [D] [Em] [C]`, its bars
 *   and marks kept between them (`| [G] | [D/F#] |`);
 * - 'Refrão' labels open a chorus, 'Ponte' a bridge, 'Verso 1', 'Primeira Parte', 'Pré-refrão' a
 *   verse, each labelled and closed at the next blank line or label; other labels ('Intro',
 *   'Final', 'Solo') become a `{comment}` line, and chords on the label's line follow it;
 * - tablature lines go in a tab block; 'Tom: G' is `{key: G}`; 'Capo na 2ª casa' is `{capo: 2}`;
 * - repeat marks alone ('(2x)'), notes ('Afinação: ...') and lines that cannot be read are kept as
 *   `{comment: ...}`, never dropped. Blank lines right after a label, at the ends and in runs
 *   are dropped (they hold nothing).
 */
import { chartTokens, readChartLine, type ChartLine, type ChartToken, type LabelKind } from "./chart-lines";
import { readDirective } from "./chordpro";

/** The index in `lyric` where visual column `column` starts (a combining accent takes no column), or -1 past the end. */
function indexAtColumn(lyric: string, column: number): number {
  let seen = -1;
  for (let index = 0; index < lyric.length; index += 1) {
    if (/\p{M}/u.test(lyric[index]!)) continue;
    seen += 1;
    if (seen === column) return index;
  }
  return -1;
}

/** A lyric line with the chords of the line above inline: "[G]Grande é o [D/F#]Senhor". */
export function mergeChordsIntoLyric(chords: readonly ChartToken[], lyric: string): string {
  let line = "";
  let from = 0;
  const past: string[] = [];
  for (const chord of chords) {
    const at = indexAtColumn(lyric, chord.column);
    if (at === -1) {
      past.push(`[${chord.text}]`);
      continue;
    }
    line += `${lyric.slice(from, at)}[${chord.text}]`;
    from = at;
  }
  return `${line}${lyric.slice(from)}${past.join(" ")}`;
}

/** A line of chords only: chords in brackets, bars and marks as written, one space between. */
function chordsOnlyLine(tokens: readonly ChartToken[]): string {
  return tokens.map((token) => (token.chord ? `[${token.text}]` : token.text)).join(" ");
}

const SECTION: Partial<Record<LabelKind, string>> = { chorus: "chorus", verse: "verse", bridge: "bridge" };

class ChordProLines {
  readonly lines: string[] = [];
  private open: string | null = null;
  /** Whether a label was just written and nothing after it yet (a blank line there is dropped). */
  afterLabel = false;

  push(line: string): void {
    this.lines.push(line);
    this.afterLabel = false;
  }

  blank(): void {
    if (this.afterLabel) return;
    this.close();
    if (this.lines.length > 0 && this.lines.at(-1) !== "") this.lines.push("");
  }

  label(label: string, kind: LabelKind): void {
    this.close();
    const section = SECTION[kind];
    this.push(section ? `{start_of_${section}: ${label}}` : `{comment: ${label}}`);
    this.open = section ?? null;
    this.afterLabel = true;
  }

  close(): void {
    if (this.open) this.lines.push(`{end_of_${this.open}}`);
    this.open = null;
  }

  text(): string {
    this.close();
    while (this.lines.at(-1) === "") this.lines.pop();
    return this.lines.length === 0 ? "" : `${this.lines.join("\n")}\n`;
  }
}

/** Writes the chord line `index`, merged with the lyric below when there is one; the next line to read. */
function writeChords(out: ChordProLines, tokens: readonly ChartToken[], lines: readonly ChartLine[], index: number): number {
  const below = lines[index + 1];
  if (below?.type !== "lyric") {
    out.push(chordsOnlyLine(tokens));
    return index + 1;
  }
  out.push(mergeChordsIntoLyric(tokens.filter((token) => token.chord), below.text));
  const marks = tokens.filter((token) => !token.chord).map((token) => token.text);
  if (marks.length > 0) out.push(`{comment: ${marks.join(" ")}}`);
  return index + 2;
}

/** Writes the tab lines from `index` as one tab block; the next line to read. */
function writeTab(out: ChordProLines, lines: readonly ChartLine[], index: number): number {
  out.close();
  out.push("{start_of_tab}");
  let next = index;
  for (let line = lines[next]; line?.type === "tab"; line = lines[++next]) out.push(line.text);
  out.push("{end_of_tab}");
  return next;
}

/** Writes line `index` (and the lines it takes with it); the next line to read. */
function writeLine(out: ChordProLines, lines: readonly ChartLine[], index: number): number {
  const line = lines[index]!;
  switch (line.type) {
    case "blank":
      out.blank();
      break;
    case "tab":
      return writeTab(out, lines, index);
    case "chords":
      return writeChords(out, line.tokens, lines, index);
    case "label":
      out.label(line.label, line.kind);
      if (line.tokens.length > 0) out.push(chordsOnlyLine(line.tokens));
      break;
    case "key":
      out.push(`{key: ${line.key}}`);
      if (line.rest) out.push(`{comment: ${line.rest}}`);
      break;
    case "capo":
      out.push(`{capo: ${line.fret}}`);
      break;
    case "comment":
      out.push(`{comment: ${line.text}}`);
      break;
    case "lyric":
      out.push(line.text);
      break;
  }
  return index + 1;
}

/** The ChordPro text of a chart written the Brazilian way (see the module's note). */
export function fromBrazilianChart(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n").map(readChartLine);
  const out = new ChordProLines();
  for (let index = 0; index < lines.length; ) index = writeLine(out, lines, index);
  return out.text();
}

/**
 * Whether pasted text is a chart written the Brazilian way, worth converting: no ChordPro
 * directive and no chord in brackets (a label such as '[Intro]' is not one), and a chord line
 * above a lyric line, or two chord lines at least.
 */
export function looksLikeBrazilianChart(text: string): boolean {
  const raw = text.replace(/\r\n?/g, "\n").split("\n");
  const bracketedChord = raw.some((line) => [...line.matchAll(/\[([^\]]+)\]/g)].some((match) => chartTokens(match[1]!)[0]?.chord && !/\s/.test(match[1]!)));
  if (bracketedChord || raw.some((line) => readDirective(line) !== null)) return false;
  const lines = raw.map(readChartLine);
  const chordLines = lines.filter((line) => line.type === "chords" || (line.type === "label" && line.tokens.length > 0)).length;
  const aboveLyric = lines.some((line, index) => line.type === "chords" && lines[index + 1]?.type === "lyric");
  return aboveLyric || chordLines >= 2;
}
