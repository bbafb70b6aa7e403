/**
 * A song's chart ('Cifra', issue 42) as ChordPro: `{title}`, `{key}`, `{capo}`, `{artist}`,
 * `{comment}`, sections (`{start_of_chorus: Refrão}` ... `{end_of_chorus}`, verse, bridge, tab),
 * lyric lines with inline chords (`[G]Grande é o [D/F#]Senhor`) and empty lines.
 *
 * The model is what a renderer walks: a list of sections, each a list of lines, a lyric line a list
 * of {chord, lyric} pairs. It keeps what a round trip needs: `writeChordPro(parseChordPro(text))`
 * gives the text back, normalised only in
 * - line ends (CRLF to LF) and trailing whitespace (removed; the text ends with one newline);
 * - the directives this module knows, written in their long form with one space after the colon:
 *   `{t:X}` is `{title: X}`, `{c: X}` `{comment: X}`, `{soc}` `{start_of_chorus}`, `{sot}`
 *   `{start_of_tab}` (and their ends).
 * Unknown directives (`{tempo: 72}`, `{ci: ...}`), remarks (`# ...`) and an end of section that
 * closes nothing are kept exactly as written.
 */

/** A chord (as written, "D/F#"; null before the first chord of a line) and the lyric under it. */
export type ChordLyric = { chord: string | null; lyric: string };

export type MetadataName = "title" | "artist" | "key" | "capo";

export type SongLine =
  | { type: "lyrics"; pairs: ChordLyric[] }
  | { type: "empty" }
  | { type: "comment"; text: string }
  | { type: "metadata"; name: MetadataName; value: string }
  /** A line of a tab block, as written. */
  | { type: "tab"; text: string }
  /** An unknown directive, a `#` remark or a stray end of section: kept, not shown. */
  | { type: "other"; text: string };

export type SectionKind = "chorus" | "verse" | "bridge" | "tab";

/**
 * A run of lines: a chorus, verse, bridge or tab block (kind, optional label), or the lines outside
 * any of them (kind null). `ended` is false for a section its text never closed.
 */
export type SongSection = { kind: SectionKind | null; label: string | null; lines: SongLine[]; ended: boolean };

export type Song = { sections: SongSection[] };

const METADATA: Record<string, MetadataName> = { title: "title", t: "title", artist: "artist", key: "key", capo: "capo" };
const COMMENT = new Set(["comment", "c"]);
const STARTS: Record<string, SectionKind> = {
  start_of_chorus: "chorus", soc: "chorus", start_of_verse: "verse", sov: "verse",
  start_of_bridge: "bridge", sob: "bridge", start_of_tab: "tab", sot: "tab",
};
const ENDS: Record<string, SectionKind> = {
  end_of_chorus: "chorus", eoc: "chorus", end_of_verse: "verse", eov: "verse",
  end_of_bridge: "bridge", eob: "bridge", end_of_tab: "tab", eot: "tab",
};

const DIRECTIVE = /^\{\s*([A-Za-z_]+)\s*(?::\s*(.*?))?\s*\}$/;

type Directive = { name: string; value: string | null };

/** The directive a line writes (`{key: G}`: key, "G"), or null when the line is no directive. */
export function readDirective(line: string): Directive | null {
  const match = DIRECTIVE.exec(line.trim());
  if (!match) return null;
  return { name: match[1]!.toLowerCase(), value: match[2] ?? null };
}

/** A lyric line's pairs: "[G]Grande é o [D/F#]Senhor" is G "Grande é o ", D/F# "Senhor". */
export function readLyricLine(line: string): ChordLyric[] {
  const pairs: ChordLyric[] = [];
  const pattern = /\[([^\]]*)\]/g;
  let chord: string | null = null;
  let from = 0;
  for (let match = pattern.exec(line); match; match = pattern.exec(line)) {
    if (match.index > from || chord !== null) pairs.push({ chord, lyric: line.slice(from, match.index) });
    chord = match[1]!;
    from = match.index + match[0].length;
  }
  if (from < line.length || chord !== null || pairs.length === 0) pairs.push({ chord, lyric: line.slice(from) });
  return pairs;
}

/** The song a ChordPro text writes. */
export function parseChordPro(text: string): Song {
  const sections: SongSection[] = [];
  const state: { open: SongSection | null } = { open: null };
  for (const raw of text.replace(/\r\n?/g, "\n").replace(/\s+$/, "").split("\n")) {
    const line = raw.trimEnd();
    const directive = readDirective(line);
    const start = directive ? STARTS[directive.name] : undefined;
    const end = directive ? ENDS[directive.name] : undefined;
    if (start) {
      state.open = { kind: start, label: directive?.value || null, lines: [], ended: false };
      sections.push(state.open);
    } else if (end && state.open?.kind === end) {
      state.open.ended = true;
      state.open = null;
    } else if (text.trim() !== "") {
      if (!state.open) sections.push((state.open = { kind: null, label: null, lines: [], ended: true }));
      state.open.lines.push(state.open.kind === "tab" ? tabLine(line, directive) : songLine(line, directive));
    }
  }
  return { sections };
}

/** A line inside a tab block: as written, unless it is a directive the block may hold (a comment). */
function tabLine(line: string, directive: Directive | null): SongLine {
  return directive ? songLine(line, directive) : { type: "tab", text: line };
}

function songLine(line: string, directive: Directive | null): SongLine {
  if (directive) {
    const metadata = METADATA[directive.name];
    if (metadata && directive.value !== null) return { type: "metadata", name: metadata, value: directive.value };
    if (COMMENT.has(directive.name) && directive.value !== null) return { type: "comment", text: directive.value };
    return { type: "other", text: line };
  }
  if (line.trim() === "") return { type: "empty" };
  if (line.startsWith("#")) return { type: "other", text: line };
  return { type: "lyrics", pairs: readLyricLine(line) };
}

/** A lyric line written back: "[G]Grande é o [D/F#]Senhor". */
export function writeLyricLine(pairs: readonly ChordLyric[]): string {
  return pairs.map((pair) => `${pair.chord === null ? "" : `[${pair.chord}]`}${pair.lyric}`).join("");
}

function writeLine(line: SongLine): string {
  switch (line.type) {
    case "lyrics":
      return writeLyricLine(line.pairs);
    case "empty":
      return "";
    case "comment":
      return `{comment: ${line.text}}`;
    case "metadata":
      return `{${line.name}: ${line.value}}`;
    case "tab":
    case "other":
      return line.text;
  }
}

/** The ChordPro text of a song (see the module's note for what a round trip normalises). */
export function writeChordPro(song: Song): string {
  const lines: string[] = [];
  for (const section of song.sections) {
    if (section.kind) lines.push(section.label ? `{start_of_${section.kind}: ${section.label}}` : `{start_of_${section.kind}}`);
    for (const line of section.lines) lines.push(writeLine(line).trimEnd());
    if (section.kind && section.ended) lines.push(`{end_of_${section.kind}}`);
  }
  return lines.length === 0 ? "" : `${lines.join("\n")}\n`;
}

/** Every line of the song, section after section. */
export function songLines(song: Song): SongLine[] {
  return song.sections.flatMap((section) => section.lines);
}

/** The song's title, artist, key and capo: the first directive of each, or null. */
export function songMetadata(song: Song): Record<MetadataName, string | null> {
  const metadata: Record<MetadataName, string | null> = { title: null, artist: null, key: null, capo: null };
  for (const line of songLines(song)) if (line.type === "metadata" && metadata[line.name] === null) metadata[line.name] = line.value;
  return metadata;
}

/** The capo's fret from `{capo: 2}`, or 0 without one (or with one that is no fret). */
export function songCapo(song: Song): number {
  const capo = Number(songMetadata(song).capo ?? 0);
  return Number.isInteger(capo) && capo >= 0 && capo < 12 ? capo : 0;
}

/** The chords of the song in order, as written (tab blocks hold none). */
export function songChords(song: Song): string[] {
  return songLines(song).flatMap((line) => (line.type === "lyrics" ? line.pairs.flatMap((pair) => (pair.chord === null ? [] : [pair.chord])) : []));
}

/** Lyric text with no letter beside repeat marks ("[G] [D] (2x)", "| [G] | [D] |") is a line of chords. */
function isChordsOnly(pairs: readonly ChordLyric[]): boolean {
  const text = pairs.map((pair) => pair.lyric).join("");
  return pairs.some((pair) => pair.chord !== null) && !/\p{L}/u.test(text.replace(/\(?\b\d+\s*x\b\)?|\bx\s*\d+\b/giu, ""));
}

/**
 * The words for singers ('Só letra'): each lyric line without its chords, comments as lines
 * ("Refrão (2x)"), empty lines (never two in a row, none at the ends); lines of chords only, tab
 * blocks, metadata and unknown directives left out.
 */
export function lyricsOnly(song: Song): string {
  const lines: string[] = [];
  for (const line of songLines(song)) {
    if (line.type === "lyrics" && !isChordsOnly(line.pairs)) lines.push(line.pairs.map((pair) => pair.lyric).join("").replace(/ {2,}/g, " ").trim());
    else if (line.type === "comment") lines.push(line.text);
    else if (line.type === "empty" && lines.length > 0 && lines.at(-1) !== "") lines.push("");
  }
  while (lines.at(-1) === "") lines.pop();
  return lines.join("\n");
}
