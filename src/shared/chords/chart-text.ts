/**
 * A chart laid out as monospaced text (issue 42): each chord on the line above the syllable it
 * falls on, as a printed chord sheet has it. 'Imprimir repertório' (the browser's print) and
 * 'Baixar PDF' (the server's file) both draw these lines, so the two give the same document.
 */
import { sameMusicalKey } from "../musical-keys";
import { parseChordPro, songCapo, type ChordLyric, type Song, type SongLine, type SongSection } from "./chordpro";
import { capoShapes, songKey } from "./song-key";
import { transposeSong } from "./transpose-song";

/** What a section is called when its chart gives it no label of its own. */
export const SECTION_TITLES: Record<NonNullable<SongSection["kind"]>, string> = { chorus: "Refrão", verse: "Verso", bridge: "Ponte", tab: "Tablatura" };

/** The columns of a printed line: what fits on A4 in a 10 pt monospaced letter between the margins. */
export const PRINTED_COLUMNS = 80;

/**
 * A line of the printed chart. `chords` is a line of chords over the `lyric` line that follows it
 * (kept on one page with it); a lyric line with no chords, a comment ('Refrão 2x'), a tab line, a
 * section's label and a blank line stand alone.
 */
export type PrintedLine =
  | { type: "chords"; text: string }
  | { type: "lyric"; text: string }
  | { type: "comment"; text: string }
  | { type: "tab"; text: string }
  | { type: "label"; text: string }
  | { type: "blank" };

export type PrintedChart = {
  /** The key the chords sound in: the key of the day, or the chart's own. */
  key: string | null;
  /** The chart's own capo where it holds (the chart's own key): the fret and the shapes played. */
  capo: { fret: number; shapes: string } | null;
  lines: PrintedLine[];
};

/**
 * The capo a chart's view starts with in `key`: the chart's own `{capo}` holds for the chart's own
 * key; in another key the musician chooses (none to start with).
 */
export function defaultCapo(song: Song, key: string | null): number {
  const own = songKey(song);
  return key && own && sameMusicalKey(key, own) ? songCapo(song) : 0;
}

/** Chords over lyrics: each chord at the column of its syllable; the lyric is stretched where two chords would touch. */
export function chordsOverLyric(pairs: readonly ChordLyric[]): { chords: string; lyric: string } {
  let chords = "";
  let lyric = "";
  for (const pair of pairs) {
    if (pair.chord !== null && pair.chord !== "") {
      const at = Math.max(lyric.length, chords.length === 0 ? 0 : chords.length + 1);
      // Inside a word the stretch is a hyphen ('lou--vor'), between words a space.
      const inWord = /\p{L}$/u.test(lyric) && /^\p{L}/u.test(pair.lyric);
      lyric = lyric.padEnd(at, inWord ? "-" : " ");
      chords = chords.padEnd(at, " ") + pair.chord;
    }
    lyric += pair.lyric;
  }
  return { chords: chords.trimEnd(), lyric: lyric.trimEnd() };
}

/**
 * Where to cut a chords-and-lyric pair longer than `width`: at the last space of the lyric within
 * the width that cuts no chord; at the width when there is none.
 */
function cutColumn(chords: string, lyric: string, width: number): number {
  for (let column = width; column > width / 2; column -= 1) {
    const lyricBreaks = column >= lyric.length || lyric[column - 1] === " " || lyric[column] === " ";
    const chordFree = column >= chords.length || chords[column] === " " || chords[column - 1] === " ";
    if (lyricBreaks && chordFree) return column;
  }
  return width;
}

/** The pair in lines of at most `width` columns, each piece's chords over its own lyric. */
function wrappedPair(chords: string, lyric: string, width: number): PrintedLine[] {
  const lines: PrintedLine[] = [];
  let [restChords, restLyric] = [chords, lyric];
  while (restChords.length > width || restLyric.length > width) {
    const at = cutColumn(restChords, restLyric, width);
    lines.push(...pairLines(restChords.slice(0, at).trimEnd(), restLyric.slice(0, at).trimEnd()));
    [restChords, restLyric] = [restChords.slice(at), restLyric.slice(at)];
    const indent = Math.min(leading(restChords), leading(restLyric));
    [restChords, restLyric] = [restChords.slice(indent), restLyric.slice(indent)];
  }
  lines.push(...pairLines(restChords, restLyric));
  return lines;
}

const leading = (text: string) => (text.trim() === "" ? text.length : text.length - text.trimStart().length);

function pairLines(chords: string, lyric: string): PrintedLine[] {
  const lines: PrintedLine[] = [];
  if (chords.trim() !== "") lines.push({ type: "chords", text: chords });
  if (lyric.trim() !== "") lines.push({ type: "lyric", text: lyric });
  return lines;
}

/** A line cut into pieces of at most `width` columns (a long comment or tab line). */
function cut(text: string, width: number): string[] {
  const pieces: string[] = [];
  for (let rest = text; rest.length > 0; rest = rest.slice(width)) pieces.push(rest.slice(0, width));
  return pieces;
}

function printedLines(line: SongLine, width: number): PrintedLine[] {
  switch (line.type) {
    case "lyrics": {
      const { chords, lyric } = chordsOverLyric(line.pairs);
      return wrappedPair(chords, lyric, width);
    }
    case "empty":
      return [{ type: "blank" }];
    case "comment":
      return cut(line.text, width).map((text) => ({ type: "comment", text }));
    case "tab":
      return cut(line.text.trimEnd(), width).map((text) => ({ type: "tab", text }));
    default:
      // The title, key and capo go in the song's heading; unknown directives are not shown.
      return [];
  }
}

/** The lines of a song: each section's label, its lines, a blank between sections; never two blanks in a row, none at the ends. */
export function songPrintedLines(song: Song, width = PRINTED_COLUMNS): PrintedLine[] {
  const lines: PrintedLine[] = [];
  const push = (line: PrintedLine) => {
    if (line.type === "blank" && (lines.length === 0 || lines.at(-1)?.type === "blank")) return;
    lines.push(line);
  };
  for (const section of song.sections) {
    const body = section.lines.flatMap((line) => printedLines(line, width));
    if (body.every((line) => line.type === "blank")) continue;
    push({ type: "blank" });
    const title = section.label ?? (section.kind ? SECTION_TITLES[section.kind] : null);
    if (title) push({ type: "label", text: title });
    body.forEach(push);
  }
  while (lines.at(-1)?.type === "blank") lines.pop();
  return lines;
}

/**
 * A chart as printed in the key of the day: the chords in `keyOfDay` (the chart's own key when
 * null), or in the shapes of the chart's own capo where it holds, as the chart's view starts.
 */
export function printedChart(chart: string, keyOfDay: string | null, width = PRINTED_COLUMNS): PrintedChart {
  const song = parseChordPro(chart);
  const key = keyOfDay ?? songKey(song);
  const fret = defaultCapo(song, key);
  const shapes = key && fret > 0 ? capoShapes(key, fret) : null;
  const shown = key ? transposeSong(song, shapes ?? key) : song;
  return { key, capo: shapes ? { fret, shapes } : null, lines: songPrintedLines(shown, width) };
}
