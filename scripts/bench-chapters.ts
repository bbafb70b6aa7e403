/**
 * How many songs 'Colar capítulos' reads right (issue 23): the chapter parser (src/shared/chapters.ts)
 * on the descriptions it was tuned to (src/shared/chapters.fixtures.ts, also its tests) and on
 * descriptions it was not (scripts/chapters-held-out.ts). A song is right when a song with its start
 * and its name (as a person reads it) comes out; a song that comes out and is not one counts against.
 * Songs are read as the whole of 'Colar capítulos' reads them: parsed, then each matched against a
 * catalogue holding the songs of all the descriptions, which picks the author-first reading of
 * "Fernandinho | Todas as Coisas" (docs/decisions/440). The parser alone (an empty catalogue, every
 * song new) is measured too. Prints a markdown section for docs/benchmarks.md (scripts/bench.ts appends it).
 *
 *   npx tsx scripts/bench-chapters.ts
 */
import { catalogueOf, matcherOf, readWithCatalogue, type ChapterFixture } from "../src/shared/chapters.fixtures";
import { TUNED_CHAPTER_FIXTURES } from "../src/shared/chapters-moved.fixtures";
import { formatTimestamp } from "../src/shared/durations";
import { HELD_OUT, LATEST_HELD_OUT } from "./chapters-held-out";

type Score = { descriptions: number; expected: number; right: number; missed: string[]; extra: string[] };

const withCatalogue = matcherOf(catalogueOf([...TUNED_CHAPTER_FIXTURES, ...HELD_OUT]));
const emptyCatalogue = () => null;

function score(fixtures: readonly ChapterFixture[], matchOf: (name: string) => string | null): Score {
  const result: Score = { descriptions: fixtures.length, expected: 0, right: 0, missed: [], extra: [] };
  for (const fixture of fixtures) {
    const read = readWithCatalogue(fixture, matchOf).map((song) => `${formatTimestamp(song.start)} ${song.name}`);
    result.expected += fixture.songs.length;
    for (const song of fixture.songs) {
      if (read.includes(song)) result.right += 1;
      else result.missed.push(`${fixture.name}: ${song}`);
    }
    for (const song of read) if (!fixture.songs.includes(song)) result.extra.push(`${fixture.name}: ${song}`);
  }
  return result;
}

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)} %`;

const lines = [
  "## Chapters read by 'Colar capítulos'",
  "",
  `Run ${new Date().toISOString()} (\`npx tsx scripts/bench-chapters.ts\`). A song is right when 'Colar capítulos' gives its start and its name as a person reads them; ` +
    "a chapter read as a song that is not one counts against (accuracy = right / (expected + extra)). Target (issue 23): at least 95 % on descriptions the parser was not tuned to.",
  "",
  "| Descriptions | Count | Songs expected | Right | Missed | Extra | Accuracy |",
  "|---|---:|---:|---:|---:|---:|---:|",
];
const notes: string[] = [];
const parserAlone: string[] = [];
for (const [label, fixtures, listed] of [
  ["tuned to (the tests' fixtures)", TUNED_CHAPTER_FIXTURES, true],
  ["not tuned to (held out)", HELD_OUT, true],
  // Already in the held-out notes.
  [`of which written in the last round (${LATEST_HELD_OUT.round})`, LATEST_HELD_OUT.fixtures, false],
] as const) {
  const result = score(fixtures, withCatalogue);
  const alone = score(fixtures, emptyCatalogue);
  parserAlone.push(`${label} ${percent(alone.right, alone.expected + alone.extra.length)}`);
  lines.push(
    `| ${label} | ${result.descriptions} | ${result.expected} | ${result.right} | ${result.missed.length} | ${result.extra.length} | ${percent(result.right, result.expected + result.extra.length)} |`,
  );
  if (!listed) continue;
  for (const missed of result.missed) notes.push(`- ${label}, missed: ${missed}`);
  for (const extra of result.extra) notes.push(`- ${label}, read but not a song or not as written: ${extra}`);
}
lines.push(
  "",
  `Songs read with a catalogue that holds them (the author-first reading is picked by the catalogue). The parser alone, every song new to the catalogue: ${parserAlone.join(", ")}.`,
);
if (notes.length > 0) lines.push("", ...notes);
process.stdout.write(`${lines.join("\n")}\n`);
