/**
 * A chord as Brazilian musicians write it (issue 42, decision 512): a root, a suffix kept exactly
 * as written ("7M", "7+", "4", "7(9)", "m7(b5)", "°", "sus4", "(add9)"), and a bass after a slash
 * ("G/B", "D/F#"). Transposing moves the root and the bass and spells them as the target key does;
 * the suffix is never rewritten. "N.C." (no chord) is a chord that does not move.
 */
import { musicalKeyPitch } from "../musical-keys";

export type Chord = {
  /** "C", "F#", "Bb"; "N.C." for no chord. */
  root: string;
  /** Everything between the root and the bass, as written ("m7(b5)", "7M", ""). */
  suffix: string;
  /** The bass note after "/", or null. */
  bass: string | null;
};

export const NO_CHORD = "N.C.";

const NATURAL: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

const NOTE = "[A-G](?:#|b)?";
/** "No chord", however it is written: N.C., NC, N/C, (N.C.). */
const NO_CHORD_WRITTEN = /^\(?N\.?[/]?C\.?\)?$/i;
/**
 * What a suffix may hold: a quality (m, min, dim, aug, sus, °, ø, +, M, maj, add, 7M...),
 * extensions (4, 5, 6, 7, 9, 11, 13) with alterations (b5, #9, -5, +5: a sharp, flat or minus only
 * before a number), groups in parentheses, and commas between alterations. A word that is none of these ("Deus", "Em" in a
 * lyric line is still a chord) makes the token lyric, not chord.
 */
const SUFFIX = "(?:m(?!aj)|min|maj|M|dim|aug|sus|add|no|omit|alt|°|º|ø|\\+|[#b-](?=\\d)|\\d{1,2}|\\(|\\)|/(?=\\d)|,(?=[#b+-]?\\d))*";
const CHORD = new RegExp(`^(${NOTE})(${SUFFIX})(?:/(${NOTE}))?$`);

/** The chord a token writes ("F♯m" as "F#m"), or null when the token is not a chord ("Deus", "Refrão:", "|"). */
export function parseChord(token: string): Chord | null {
  if (NO_CHORD_WRITTEN.test(token)) return { root: NO_CHORD, suffix: "", bass: null };
  // ♯ and ♭ are read as # and b, as in a key.
  const match = CHORD.exec(token.replace(/♯/gu, "#").replace(/♭/gu, "b"));
  if (!match) return null;
  const suffix = match[2] ?? "";
  if (!balancedParentheses(suffix)) return null;
  return { root: match[1]!, suffix, bass: match[3] ?? null };
}

function balancedParentheses(text: string): boolean {
  let depth = 0;
  for (const character of text) {
    if (character === "(") depth += 1;
    if (character === ")" && --depth < 0) return false;
  }
  return depth === 0;
}

/** Whether the token is a chord. */
export const isChordToken = (token: string): boolean => parseChord(token) !== null;

/** The chord written back: root, suffix, "/bass". */
export function writeChord(chord: Chord): string {
  return `${chord.root}${chord.suffix}${chord.bass ? `/${chord.bass}` : ""}`;
}

/** A note's semitones above C ("F#" 6, "Bb" 10, "Cb" 11). */
export function notePitch(note: string): number {
  const shift = note[1] === "#" ? 1 : note[1] === "b" ? -1 : 0;
  return (NATURAL[note[0]!]! + shift + 12) % 12;
}

const SHARPS = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"];
const FLATS = ["C", "Db", "D", "Eb", "E", "F", "Gb", "G", "Ab", "A", "Bb", "B"];
/** In C and Am (no sharps or flats), the spellings bands use most: Bb, Eb, Ab beside F#, C#. */
const NEUTRAL = ["C", "C#", "D", "Eb", "E", "F", "F#", "G", "Ab", "A", "Bb", "B"];

/** Major keys (by pitch) written with flats: F, Bb, Eb, Ab, Db; Gb too (F# is written with sharps). */
const FLAT_MAJOR_PITCHES = new Set([5, 10, 3, 8, 1]);

/**
 * How a key spells its notes: a flat key (F, Bb, Eb, Ab, Db, Gb and their relative minors Dm, Gm,
 * Cm, Fm, Bbm, Ebm) with flats, a sharp key (G, D, A, E, B, F# and Em, Bm, F#m, C#m, G#m, D#m) with
 * sharps, C and Am as bands do. A key written with its accidental keeps it: "Gb" spells with flats,
 * "F#" with sharps.
 */
export function spellingOf(key: string): readonly string[] {
  const pitch = musicalKeyPitch(key);
  if (!pitch) return NEUTRAL;
  if (key[1] === "b") return FLATS;
  if (key[1] === "#") return SHARPS;
  const major = pitch.minor ? (pitch.pitch + 3) % 12 : pitch.pitch;
  if (major === 0) return NEUTRAL;
  return FLAT_MAJOR_PITCHES.has(major) ? FLATS : SHARPS;
}

/** Semitones from one key to another (0–11), or null when either is not a key. */
export function keyInterval(from: string, to: string): number | null {
  const [a, b] = [musicalKeyPitch(from), musicalKeyPitch(to)];
  if (!a || !b) return null;
  return (b.pitch - a.pitch + 12) % 12;
}

const LETTERS = "CDEFGAB";

/** Spellings of theory that bands never write: they write C, F, B and E. */
const THEORY_ONLY = new Set(["B#", "E#", "Cb", "Fb"]);

/**
 * The note `letterSteps` letters above `note`'s letter that sounds at `pitch` ("C" + 2 at 1: "C#");
 * null past one sharp or flat, and for B#, E#, Cb and Fb.
 */
function spellAtLetter(note: string, letterSteps: number, pitch: number): string | null {
  const letter = LETTERS[(LETTERS.indexOf(note[0]!) + letterSteps + 70) % 7]!;
  const shift = ((((pitch - NATURAL[letter]!) % 12) + 18) % 12) - 6;
  const spelled = shift === 0 ? letter : shift === 1 ? `${letter}#` : shift === -1 ? `${letter}b` : null;
  return spelled && !THEORY_ONLY.has(spelled) ? spelled : null;
}

/**
 * The chord moved from one key to another as a musician moves it: each note by the letters and
 * semitones between the two keys as written (C to F: 3 letters, 5 semitones), so a note keeps its
 * place in the key: Bb in C is Eb in F, the passing C#° of C is F#° in F, E7/G# is A7/C#, and in D
 * the F of C is G. A note that would need a double sharp or flat, or B#, E#, Cb or Fb, is spelled
 * as the target key spells its notes. The suffix stays as written.
 */
export function transposeChord(chord: Chord, fromKey: string, toKey: string): Chord {
  const semitones = keyInterval(fromKey, toKey);
  if (chord.root === NO_CHORD || semitones === null) return chord;
  const letterSteps = LETTERS.indexOf(toKey[0]!.toUpperCase()) - LETTERS.indexOf(fromKey[0]!.toUpperCase());
  const spelling = spellingOf(toKey);
  const move = (note: string) => {
    const pitch = (notePitch(note) + semitones) % 12;
    return spellAtLetter(note, letterSteps, pitch) ?? spelling[pitch]!;
  };
  return { root: move(chord.root), suffix: chord.suffix, bass: chord.bass ? move(chord.bass) : null };
}

/** A chord token from one key to another ("D/F#" from D to Eb: "Eb/G"); a token that is no chord comes back as it was. */
export function transposeChordText(token: string, fromKey: string, toKey: string): string {
  const chord = parseChord(token);
  return chord ? writeChord(transposeChord(chord, fromKey, toKey)) : token;
}
