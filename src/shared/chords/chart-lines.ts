/**
 * What each line of a chart written the Brazilian way is (issue 42), as on Cifra Club: a line of
 * chords above a lyric line, section labels ('[Intro]', 'Refrão:', 'Verso 1', 'Pré-refrão'),
 * chord-only lines ('Intro: G D Em C', '| G | D/F# | Em |'), tablature ('E|-----3---|'),
 * 'Tom: G', 'Capo na 2ª casa', '(2x)'.
 */
import { writtenMusicalKey } from "../musical-keys";
import { isChordToken } from "./chord";

/** A token of a chord line and the column it starts at. */
export type ChartToken = { text: string; column: number; chord: boolean };

export type LabelKind = "chorus" | "verse" | "bridge" | "comment";

export type ChartLine =
  | { type: "blank" }
  | { type: "tab"; text: string }
  | { type: "key"; key: string; rest: string }
  | { type: "capo"; fret: number }
  /** A section label, with the chords written after it on the same line (none most often). */
  | { type: "label"; label: string; kind: LabelKind; tokens: ChartToken[] }
  | { type: "chords"; tokens: ChartToken[] }
  /** A line kept as a comment: a repeat mark, a note such as 'Afinação: ...', a line that cannot be read. */
  | { type: "comment"; text: string }
  | { type: "lyric"; text: string };

/** Bars, repeat marks and notes a chord line may hold beside its chords: |, ||:, %, -, 2x, x2, (2x), (violão). */
const MARK = /^(\|\|?:?|:?\|\|?|%|-+|–|\/|\.{2,}|\d+x|x\d+|\(.*\))$/i;
const REPEAT = /^\(?\s*(\d+\s*x|x\s*\d+)\s*\)?$/i;

/** The tokens of a line: words, and groups in parentheses kept whole ("(toque suave)"). */
export function chartTokens(line: string): ChartToken[] {
  return [...line.matchAll(/\([^)]*\)|[^\s(]\S*/g)].map((match) => ({ text: match[0], column: match.index, chord: isChordToken(match[0]) }));
}

/** Tokens that are all chords or marks, with one chord at least. */
function isChordRun(tokens: readonly ChartToken[]): boolean {
  return tokens.some((token) => token.chord) && tokens.every((token) => token.chord || MARK.test(token.text));
}

/** Chords that are also Portuguese words ('A', 'E', 'Em'), not counted as a sign of a chord line. */
const WORD_CHORDS = new Set(["A", "E", "Em"]);

/** Mostly chords, but with tokens that are none (a typo, 'H7', a chord written another way): not readable as chords. */
function isUnreadable(tokens: readonly ChartToken[]): boolean {
  const chords = tokens.filter((token) => token.chord && !WORD_CHORDS.has(token.text)).length;
  const others = tokens.filter((token) => !token.chord && !MARK.test(token.text)).length;
  return chords >= 2 && others >= 1 && chords >= others;
}

const TAB = /^\s*[A-Ga-g][#b]?\s*[|:][-0-9|hpbrstvx/\\~().*<>^= ]*$/;
const KEY = /^\s*tom\s*:\s*(\S+)\s*(.*)$/i;
const CAPO = /^\s*capo(?:traste)?\s*(?::|na|no|em)?\s*(\d{1,2})\s*(?:ª|º|a|o)?\s*(?:casa|traste)?\s*\.?\s*$/i;
const NOTE = /^\s*(afinação|afinacao|composição|composicao|compositor|autor|versão|versao|ritmo|andamento|bpm)\s*:/i;

const KINDS: [RegExp, LabelKind][] = [
  [/^(refrão|refrao|coro|chorus)/i, "chorus"],
  [/^(ponte|bridge)/i, "bridge"],
  [/^(verso|estrofe|pré-?\s?refrão|pre-?\s?refr[aã]o|(primeira|segunda|terceira|quarta)\s+parte|\d+\s*[ªº]\s*parte|parte|verse)/i, "verse"],
];
const KNOWN_LABEL =
  /^\s*((?:intro(?:dução|ducao)?|refrão|refrao|coro|ponte|pré-?\s?refrão|pre-?\s?refr[aã]o|verso|estrofe|(?:primeira|segunda|terceira|quarta)\s+parte|\d+\s*[ªº]\s*parte|parte|final|solo|interlúdio|interludio|instrumental|outro|tag|riff|passagem|bridge|chorus|verse)(?![\p{L}])(?:\s*\d+)?(?:\s*\(\s*\d+\s*x\s*\))?)\s*:?(.*)$/iu;
const BRACKETED = /^\s*\[([^\]]+)\]\s*:?(.*)$/;
/** Any other short label ending in a colon, of three words at most: 'Solo de guitarra:', 'Violão:'. */
const COLON_LABEL = /^\s*(\p{L}[\p{L}\d()-]*(?:\s+[\p{L}\d()-]+){0,2})\s*:(.*)$/u;

export function labelKind(label: string): LabelKind {
  return KINDS.find(([pattern]) => pattern.test(label))?.[1] ?? "comment";
}

/** A label, alone or followed by chords: '[Intro] G D', 'Refrão (2x)', 'Intro: G D Em C', 'Solo de guitarra:'. */
function readLabel(line: string): ChartLine | null {
  for (const pattern of [BRACKETED, KNOWN_LABEL, COLON_LABEL]) {
    const match = pattern.exec(line);
    if (!match || isChordToken(match[1]!.trim())) continue;
    const rest = match[2]!;
    const tokens = chartTokens(rest).map((token) => ({ ...token, column: token.column + line.length - rest.length }));
    if (tokens.length > 0 && !isChordRun(tokens)) continue;
    const label = match[1]!.trim().replace(/\s+/g, " ");
    return { type: "label", label, kind: labelKind(label), tokens };
  }
  return null;
}

/** What a line of a Brazilian chart is. */
export function readChartLine(line: string): ChartLine {
  if (line.trim() === "") return { type: "blank" };
  if (TAB.test(line) && (line.match(/-/g)?.length ?? 0) >= 3) return { type: "tab", text: line.trimEnd() };
  const key = KEY.exec(line);
  const written = key ? writtenMusicalKey(key[1]!) : null;
  if (key && written) return { type: "key", key: written, rest: key[2]!.trim() };
  const capo = CAPO.exec(line);
  if (capo) return { type: "capo", fret: Number(capo[1]) };
  if (NOTE.test(line) || REPEAT.test(line.trim())) return { type: "comment", text: line.trim() };
  const tokens = chartTokens(line);
  if (isChordRun(tokens)) return { type: "chords", tokens };
  const label = readLabel(line);
  if (label) return label;
  if (isUnreadable(tokens)) return { type: "comment", text: line.trim() };
  return { type: "lyric", text: line.trimEnd() };
}
