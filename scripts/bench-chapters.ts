/**
 * How many songs 'Colar capítulos' reads right (issue 23): the chapter parser (src/shared/chapters.ts)
 * on the descriptions it was tuned to (tests/fixtures/chapters/, the sets its tests hold it to) and
 * on descriptions it was not (the held-out sets there; tests/fixtures/chapters/README.md). A song is
 * right when a song with its start and its name (as a person reads it) comes out; a song that comes
 * out and is not one counts against. Songs are read as the whole of 'Colar capítulos' reads them:
 * parsed, then each matched against a catalogue holding the songs of all the descriptions, which
 * picks the author-first reading of "Fernandinho | Todas as Coisas" (docs/decisions/440). The parser
 * alone (an empty catalogue, every song new) is measured too. Prints a markdown section for
 * docs/benchmarks.md (scripts/bench.ts appends it).
 *
 *   npx tsx scripts/bench-chapters.ts
 */
import { chapterTitleKey, parseChapters, type ChapterVerdicts } from "../src/shared/chapters";
import { formatTimestamp } from "../src/shared/durations";
import { catalogueOf, matcherOf, readWithCatalogue } from "../tests/support/chapter-reading";
import { chapterSets, HELD_OUT_SETS, TUNED_SETS, weeklySet, type ChapterFixture, type WeeklyFixture } from "../tests/support/fixtures";

const TUNED_CHAPTER_FIXTURES = chapterSets(TUNED_SETS);
/** Every held-out description: the earlier ones still held out, and the last round's. */
const HELD_OUT = chapterSets(HELD_OUT_SETS);
/** The descriptions written in the last round, measured apart as the freshest. */
const LATEST_HELD_OUT = { round: 7, fixtures: chapterSets(["held-out-round-7"]) };
const WEEKS = weeklySet("weeks-round-8");
const WEEKS_ROUND_9 = weeklySet("weeks-round-9");

type Score = { descriptions: number; expected: number; right: number; missed: string[]; extra: string[] };

const withCatalogue = matcherOf(catalogueOf([...TUNED_CHAPTER_FIXTURES, ...HELD_OUT, ...WEEKS, ...WEEKS_ROUND_9]));
const emptyCatalogue = () => null;

function score(fixtures: readonly ChapterFixture[], matchOf: (name: string) => string | null, verdictsFor?: (fixture: ChapterFixture) => ChapterVerdicts): Score {
  const result: Score = { descriptions: fixtures.length, expected: 0, right: 0, missed: [], extra: [] };
  for (const fixture of fixtures) {
    const read = readWithCatalogue(fixture, matchOf, verdictsFor?.(fixture)).map((song) => `${formatTimestamp(song.start)} ${song.name}`);
    result.expected += fixture.songs.length;
    for (const song of fixture.songs) {
      if (read.includes(song)) result.right += 1;
      else result.missed.push(`${fixture.name}: ${song}`);
    }
    for (const song of read) if (!fixture.songs.includes(song)) result.extra.push(`${fixture.name}: ${song}`);
  }
  return result;
}

/**
 * What an administrator's review of a description's preview tells the church, as the dialog tells
 * it (decision 485): a row read as a song that is none is removed, which says its name is no song
 * when it would have been a new catalogue song (and no kept row has that name); a song the reading
 * skipped is taken in (its title is a song).
 */
function correctedVerdicts(fixture: ChapterFixture, verdicts: ChapterVerdicts): Map<string, boolean> {
  const songStarts = new Set(fixture.songs.map((song) => song.slice(0, song.indexOf(" "))));
  const isSong = (start: number) => songStarts.has(formatTimestamp(start));
  const parsed = parseChapters(fixture.description, { duration: fixture.duration, verdicts });
  const kept = new Set(parsed.songs.filter((song) => isSong(song.start)).map((song) => chapterTitleKey(song.name)));
  const learned = new Map(verdicts);
  for (const song of parsed.songs) {
    const key = chapterTitleKey(song.name);
    if (!isSong(song.start) && withCatalogue(song.name) === null && !kept.has(key)) learned.set(key, false);
  }
  for (const chapter of parsed.skipped) {
    if ((chapter.reason === "not-a-song" || chapter.reason === "dropped-before") && isSong(chapter.start)) learned.set(chapterTitleKey(chapter.title), true);
  }
  return learned;
}

/** Each church's weeks in order, each read with what the church's earlier weeks' reviews said. */
function verdictsBeforeEachWeek(weeks: readonly WeeklyFixture[]): Map<ChapterFixture, ChapterVerdicts> {
  const before = new Map<ChapterFixture, ChapterVerdicts>();
  const byChurch = new Map<string, ChapterVerdicts>();
  for (const week of [...weeks].sort((a, b) => a.week - b.week)) {
    const verdicts = byChurch.get(week.church) ?? new Map<string, boolean>();
    before.set(week, verdicts);
    byChurch.set(week.church, correctedVerdicts(week, verdicts));
  }
  return before;
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

// Decision 485: a church's later weeks, read with what its earlier previews' reviews said.
lines.push(
  "",
  "**A church's following weeks** (decision 485): 10 churches, 3 weeks each, written blind, each church keeping its format and recurring parts. " +
    "A church's weeks are read in order; after each, the administrator's review of the preview (remove a row that is no song, take in a skipped song) is what the church remembers for the next. " +
    "Round 8 was measured first as written (weeks 2 and 3 remembered: 92.6 %) and then tuned to (a removed new song's name is remembered, not only its title); round 9, by a second writer, was run once after that.",
  "",
  "| Descriptions | Count | Songs expected | Right | Missed | Extra | Accuracy |",
  "|---|---:|---:|---:|---:|---:|---:|",
);
const weekNotes: string[] = [];
for (const [round, weeks, listed] of [
  ["round 8 (tuned to)", WEEKS, false],
  ["round 9 (held out)", WEEKS_ROUND_9, true],
] as const) {
  const taught = verdictsBeforeEachWeek(weeks);
  const laterWeeks = weeks.filter((week) => week.week > 1);
  for (const [label, fixtures, verdictsFor] of [
    ["every week read alone (nothing remembered)", weeks, undefined],
    ["a church's first week", weeks.filter((week) => week.week === 1), undefined],
    ["weeks 2 and 3, nothing remembered", laterWeeks, undefined],
    ["weeks 2 and 3, with what the earlier reviews said", laterWeeks, (fixture: ChapterFixture) => taught.get(fixture) ?? new Map()],
  ] as const) {
    const result = score(fixtures, withCatalogue, verdictsFor);
    lines.push(
      `| ${round}: ${label} | ${result.descriptions} | ${result.expected} | ${result.right} | ${result.missed.length} | ${result.extra.length} | ${percent(result.right, result.expected + result.extra.length)} |`,
    );
    if (!listed || verdictsFor === undefined) continue;
    for (const missed of result.missed) weekNotes.push(`- ${round}, ${label}, missed: ${missed}`);
    for (const extra of result.extra) weekNotes.push(`- ${round}, ${label}, read but not a song or not as written: ${extra}`);
  }
}
if (weekNotes.length > 0) lines.push("", ...weekNotes);
if (notes.length > 0) lines.push("", ...notes);
process.stdout.write(`${lines.join("\n")}\n`);
