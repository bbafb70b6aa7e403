/**
 * A song's key ('Tom original', issue 42): its `{key}` directive, or the key its chords are in; and
 * the shapes a guitarist plays with a capo ('Capo 2 — formas de A').
 */
import { MUSICAL_KEYS, musicalKeyPitch, writtenMusicalKey } from "../musical-keys";
import { NO_CHORD, notePitch, parseChord, type Chord } from "./chord";
import { songChords, songMetadata, type Song } from "./chordpro";

type Quality = "major" | "minor" | "diminished" | "augmented";

/** How a Brazilian suffix sounds: "m7(b5)" and "°" diminished, "m7" minor, "7+" and "7M" major, "+" augmented. */
export function chordQuality(suffix: string): Quality {
  if (/^(°|º|ø|dim)/.test(suffix) || /^m7?\(?((b|-)5|5-)/.test(suffix)) return "diminished";
  if (/^(\+|aug)/.test(suffix)) return "augmented";
  if (/^(m(?!aj)|min|-)/.test(suffix)) return "minor";
  return "major";
}

/** The chords each degree holds: in a major key I ii iii IV V vi vii°; in a minor key i ii° III iv v/V VI VII. */
const MAJOR_DEGREES: Record<number, Quality[]> = { 0: ["major"], 2: ["minor"], 4: ["minor"], 5: ["major"], 7: ["major"], 9: ["minor"], 11: ["diminished"] };
const MINOR_DEGREES: Record<number, Quality[]> = { 0: ["minor"], 2: ["diminished"], 3: ["major"], 5: ["minor"], 7: ["minor", "major"], 8: ["major"], 10: ["major"] };

type Key = { pitch: number; minor: boolean };

function isDiatonic(chord: Chord, key: Key): boolean {
  const degree = (notePitch(chord.root) - key.pitch + 12) % 12;
  return ((key.minor ? MINOR_DEGREES : MAJOR_DEGREES)[degree] ?? []).includes(chordQuality(chord.suffix));
}

function isTonic(chord: Chord, key: Key): boolean {
  return notePitch(chord.root) === key.pitch && chordQuality(chord.suffix) === (key.minor ? "minor" : "major");
}

/**
 * How well a key fits the chords: one point for each chord diatonic to the key (repeats count),
 * and two more each when the first or the last chord is the key's tonic chord (songs mostly begin
 * and end at home; a chart's middle wanders).
 */
function keyScore(chords: readonly Chord[], key: Key): number {
  const diatonic = chords.filter((chord) => isDiatonic(chord, key)).length;
  return diatonic + (isTonic(chords[0]!, key) ? 2 : 0) + (isTonic(chords.at(-1)!, key) ? 2 : 0);
}

const ALL_KEYS: Key[] = MUSICAL_KEYS.map((key) => musicalKeyPitch(key)!);

/**
 * The key the chords are most likely in: each of the 24 keys scored (keyScore); on a tie, the key
 * whose tonic chord is the first chord, then the major key. Spelled as the song spells that note
 * when one of its chords has it as root, else as MUSICAL_KEYS does. Null without chords.
 */
export function keyFromChords(written: readonly string[]): string | null {
  const chords = written.flatMap((token) => {
    const chord = parseChord(token);
    return chord && chord.root !== NO_CHORD ? [chord] : [];
  });
  if (chords.length === 0) return null;
  const ranked = ALL_KEYS.map((key, order) => ({ key, order, score: keyScore(chords, key), first: isTonic(chords[0]!, key) }));
  ranked.sort((a, b) => b.score - a.score || Number(b.first) - Number(a.first) || a.order - b.order);
  const best = ranked[0]!.key;
  const root = chords.find((chord) => notePitch(chord.root) === best.pitch)?.root;
  const spelled = root ? writtenMusicalKey(`${root}${best.minor ? "m" : ""}`) : null;
  return spelled ?? MUSICAL_KEYS[ALL_KEYS.indexOf(best)]!;
}

/** The song's key: its `{key}` directive (as musicians write it), else the key read from its chords; null when neither. */
export function songKey(song: Song): string | null {
  const written = songMetadata(song).key;
  return (written === null ? null : writtenMusicalKey(written)) ?? keyFromChords(songChords(song));
}

/**
 * The key whose shapes a guitarist plays with a capo on `capo` for the song to sound in `key`:
 * capo 2 in B is "A" ('formas de A'), capo 3 in Em is "C#m". Spelled as MUSICAL_KEYS (Bb, not A#).
 * Null when the key is none or the capo is not a fret from 0 to 11.
 */
export function capoShapes(key: string, capo: number): string | null {
  const pitch = musicalKeyPitch(key);
  if (!pitch || !Number.isInteger(capo) || capo < 0 || capo > 11) return null;
  const shapes = (pitch.pitch - capo + 12) % 12;
  return MUSICAL_KEYS.find((name) => {
    const other = musicalKeyPitch(name)!;
    return other.pitch === shapes && other.minor === pitch.minor;
  })!;
}
