/**
 * A song in another key (issue 42): every chord moved by transposeChordText, each suffix as written,
 * each note spelled as the target key spells it; the `{key}` directive says the new key.
 */
import { musicalKeyPitch, writtenMusicalKey } from "../musical-keys";
import { transposeChordText } from "./chord";
import { type Song, type SongLine, type SongSection } from "./chordpro";
import { songKey } from "./song-key";

/** The key to write: `toKey` in the song's mode (a song in Em asked in "D" is in Dm). */
function targetKey(fromKey: string, toKey: string): string | null {
  const [from, to] = [musicalKeyPitch(fromKey), writtenMusicalKey(toKey)];
  if (!from || !to) return null;
  const base = to.endsWith("m") ? to.slice(0, -1) : to;
  return from.minor ? `${base}m` : base;
}

type Move = { from: string; to: string };

/**
 * The song in `toKey`. The chords move from the song's key (songKey: its `{key}`, or the key read
 * from its chords); a song with no `{key}` gets one, first line of its first section; a later
 * `{key}` (a modulation) moves by the same interval and its chords are spelled as its new key.
 * Tab blocks, comments and chords that do not parse are left as written. A song with no key, or
 * a `toKey` that is no key, comes back unchanged.
 */
export function transposeSong(song: Song, toKey: string): Song {
  const fromKey = songKey(song);
  const to = fromKey === null ? null : targetKey(fromKey, toKey);
  if (fromKey === null || to === null) return song;
  const first: Move = { from: fromKey, to };
  let move = first;
  let keyLines = 0;
  const moveLine = (line: SongLine): SongLine => {
    if (line.type === "metadata" && line.name === "key" && writtenMusicalKey(line.value)) {
      move = keyLines++ === 0 ? first : { from: line.value, to: transposeChordText(line.value, first.from, first.to) };
      return { ...line, value: move.to };
    }
    if (line.type !== "lyrics") return line;
    const current = move;
    return { ...line, pairs: line.pairs.map((pair) => (pair.chord === null ? pair : { ...pair, chord: transposeChordText(pair.chord, current.from, current.to) })) };
  };
  const sections: SongSection[] = song.sections.map((section) => ({ ...section, lines: section.lines.map(moveLine) }));
  return keyLines > 0 ? { sections } : withKeyLine(sections, to);
}

/** The sections with `{key: key}` first in the first section, after its title and artist. */
function withKeyLine(sections: readonly SongSection[], key: string): Song {
  const line: SongLine = { type: "metadata", name: "key", value: key };
  const [first, ...rest] = sections;
  if (!first || first.kind !== null) return { sections: [{ kind: null, label: null, lines: [line], ended: true }, ...sections] };
  const at = first.lines.findIndex((item) => item.type !== "metadata" || (item.name !== "title" && item.name !== "artist"));
  const lines = at === -1 ? [...first.lines, line] : [...first.lines.slice(0, at), line, ...first.lines.slice(at)];
  return { sections: [{ ...first, lines }, ...rest] };
}
