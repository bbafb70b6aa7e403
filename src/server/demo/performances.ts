import { Random } from "./random";

/**
 * Keys and tempos (issue 27): each song has the key and tempo the church usually plays it in; most
 * performances carry a key (some a step away: another singer), fewer a tempo, some neither.
 */
const HOME_KEYS = ["G", "D", "A", "E", "C", "Bb", "F", "Em", "Bm", "Ab", "B", "F#m"] as const;
const KEY_STEPS: Record<(typeof HOME_KEYS)[number], readonly string[]> = {
  G: ["F", "A"], D: ["C", "E"], A: ["G", "B"], E: ["D", "F#"], C: ["Bb", "D"], Bb: ["Ab", "C"], F: ["Eb", "G"],
  Em: ["Dm", "F#m"], Bm: ["Am", "C#m"], Ab: ["Gb", "Bb"], B: ["A", "C#"], "F#m": ["Em", "G#m"],
};
const KEY_RECORDED_SHARE = 0.8;
const OTHER_KEY_SHARE = 0.15;
const TEMPO_RECORDED_SHARE = 0.6;

/**
 * Draws each performance's key and tempo from the song's usual ones, with a generator of their own
 * so that the rest of the demo stays as it was.
 */
export function performanceDrawer(seed: number): (song: number) => { musicalKey: string | null; tempo: number | null } {
  const random = new Random(seed + 27);
  return (song) => {
    const home = HOME_KEYS[(song * 7) % HOME_KEYS.length]!;
    const homeTempo = 64 + ((song * 13) % 70);
    const keyRecorded = random.chance(KEY_RECORDED_SHARE);
    const musicalKey = keyRecorded ? (random.chance(OTHER_KEY_SHARE) ? random.pick(KEY_STEPS[home]) : home) : null;
    const tempo = random.chance(TEMPO_RECORDED_SHARE) ? homeTempo + random.int(-3, 3) : null;
    return { musicalKey, tempo };
  };
}
