/**
 * The key ('Tom') a song was played or will be sung in (issue 27): one of the 12 major and 12 minor
 * keys, written as musicians write them, with a sharp or a flat ("G", "Bb", "F#m", "Ebm"). Kept as
 * written (a band that reads flats sees flats); counted as one key whatever the spelling ("A#" and
 * "Bb" are the same key on the song page).
 */

/** The natural notes' semitones above C. */
const NATURAL: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** A key as typed: the note (any case), a sharp or flat (#, ♯, b, ♭), then "m", "min" or "-" for minor. */
const TYPED = /^\s*([A-Ga-g])\s*([#♯b♭]?)\s*(m|min|-)?\s*$/u;

/**
 * The key in its written form ("bb" → "Bb", "f♯ min" → "F#m"), or null when it is none of the 24
 * keys as musicians write them: B#, Cb, E#, Fb (theory's spellings, never a band's) are refused.
 */
export function writtenMusicalKey(typed: string): string | null {
  const match = TYPED.exec(typed);
  if (!match) return null;
  const note = match[1]!.toUpperCase();
  const accidental = match[2] === "♯" ? "#" : match[2] === "♭" ? "b" : (match[2] ?? "");
  if (["B#", "Cb", "E#", "Fb"].includes(`${note}${accidental}`)) return null;
  return `${note}${accidental}${match[3] ? "m" : ""}`;
}

/** The key as a pitch and a mode, so spellings of one key compare equal ("A#m" and "Bbm": 10, minor). */
export function musicalKeyPitch(key: string): { pitch: number; minor: boolean } | null {
  const written = writtenMusicalKey(key);
  if (!written) return null;
  const shift = written[1] === "#" ? 1 : written[1] === "b" ? -1 : 0;
  return { pitch: (NATURAL[written[0]!]! + shift + 12) % 12, minor: written.endsWith("m") };
}

/** Whether two written keys are the same key. */
export function sameMusicalKey(a: string, b: string): boolean {
  const [x, y] = [musicalKeyPitch(a), musicalKeyPitch(b)];
  return x !== null && y !== null && x.pitch === y.pitch && x.minor === y.minor;
}

/** Tempo in beats per minute, as the segment editor accepts it. */
export const TEMPO_MIN = 30;
export const TEMPO_MAX = 250;

/** The 24 keys as a select offers them: the 12 major, then the 12 minor, each in its usual spelling. */
export const MUSICAL_KEYS = [
  ...["C", "Db", "D", "Eb", "E", "F", "F#", "G", "Ab", "A", "Bb", "B"],
  ...["Cm", "C#m", "Dm", "Ebm", "Em", "Fm", "F#m", "Gm", "G#m", "Am", "Bbm", "Bm"],
] as const;

/**
 * The keys a song was played in, with how often: spellings of one key counted together ("A#" and
 * "Bb"), shown as the band wrote it most often (on a tie, as the first of `keys` wrote it: the
 * latest performance when they come latest first). Most played first, then by pitch (C to B,
 * majors before minors). Performances without a key are not counted.
 */
export function keysPlayed(keys: readonly (string | null)[]): { key: string; count: number }[] {
  const groups = new Map<string, { pitch: number; minor: boolean; count: number; spellings: Map<string, number> }>();
  for (const key of keys) {
    const pitch = key === null ? null : musicalKeyPitch(key);
    if (key === null || pitch === null) continue;
    const id = `${pitch.pitch}${pitch.minor ? "m" : ""}`;
    const group = groups.get(id) ?? { ...pitch, count: 0, spellings: new Map<string, number>() };
    group.count += 1;
    group.spellings.set(key, (group.spellings.get(key) ?? 0) + 1);
    groups.set(id, group);
  }
  return [...groups.values()]
    .sort((a, b) => b.count - a.count || a.pitch - b.pitch || Number(a.minor) - Number(b.minor))
    .map((group) => {
      // Map order is first-seen order, so a tie keeps the first spelling.
      let best = "";
      let most = 0;
      for (const [spelling, count] of group.spellings) if (count > most) [best, most] = [spelling, count];
      return { key: best, count: group.count };
    });
}
