/**
 * The one reader of tests/fixtures/ (decision 504): test data kept as data files (descriptions as
 * .txt, their expected readings and other records as .json, rows as .sql), checked against the
 * shape their readers expect. A file that does not have it stops the run with an error naming it.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const fixturesFolder = fileURLToPath(new URL("../fixtures/", import.meta.url));

/** A file under tests/fixtures/, its text exactly as stored. */
function readText(file: string): string {
  return readFileSync(path.join(fixturesFolder, file), "utf8");
}

/** A JSON file under tests/fixtures/, checked against its shape. */
function readJson<T>(file: string, schema: z.ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(readText(file));
  } catch (error) {
    throw new Error(`tests/fixtures/${file} cannot be read as JSON: ${(error as Error).message}`, { cause: error });
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`tests/fixtures/${file} does not have the expected shape:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

const chapterEntry = z.strictObject({
  name: z.string().min(1),
  /** The description, a file of the folder named after the set. */
  file: z.string().regex(/^[a-z0-9-]+\.txt$/),
  /** The video's length in seconds, when the description's reader knows it. */
  duration: z.number().int().positive().optional(),
  /** "12:40 Grande é o Senhor" (the start as formatTimestamp writes it), in order. */
  songs: z.array(z.string().regex(/^\d+(:\d\d){1,2} \S/)),
  /** Songs' authors where written, by song name. */
  authors: z.record(z.string(), z.string()).optional(),
  keys: z.record(z.string(), z.string()).optional(),
  /** How many chapters are skipped (not songs, out of order, no title). */
  skipped: z.number().int().nonnegative(),
  /** Why an expectation is what it is, where that is not plain. */
  note: z.string().optional(),
});

const weeklyEntry = chapterEntry.extend({
  /** The church, the same for its three weeks. */
  church: z.string().min(1),
  /** 1, 2 or 3. */
  week: z.number().int().min(1),
  duration: z.number().int().positive(),
});

type WithDescription<T> = Omit<T, "file"> & { description: string };
export type ChapterFixture = WithDescription<z.infer<typeof chapterEntry>>;
export type WeeklyFixture = WithDescription<z.infer<typeof weeklyEntry>>;

/** The sets the parser was tuned to, oldest first: the tests hold it to each description. */
export const TUNED_SETS = ["written-with-the-parser", "moved", "moved-round-5", "moved-round-6", "moved-round-7"] as const;
/** The sets never tuned to, oldest first: only the bench reads them (tests/fixtures/chapters/README.md). */
export const HELD_OUT_SETS = ["held-out", "held-out-round-4", "held-out-round-5", "held-out-round-7"] as const;
type ChapterSet = (typeof TUNED_SETS)[number] | (typeof HELD_OUT_SETS)[number];
type WeeklySet = "weeks-round-8" | "weeks-round-9";

/** A set's entries (chapters/<set>.json) with their descriptions (chapters/<set>/<file>), in order. */
function readSet<T extends { file: string }>(set: string, entry: z.ZodType<T>): WithDescription<T>[] {
  const entries = readJson(`chapters/${set}.json`, z.array(entry));
  const listed = entries.map((item) => item.file);
  const stored = readdirSync(path.join(fixturesFolder, "chapters", set));
  const wrong = [
    ...listed.filter((file, index) => !stored.includes(file) || listed.indexOf(file) !== index),
    ...stored.filter((file) => !listed.includes(file)),
  ];
  if (wrong.length > 0) {
    throw new Error(`tests/fixtures/chapters/${set}.json must list each file of chapters/${set}/ once, and no other: ${wrong.join(", ")}`);
  }
  return entries.map(({ file, ...rest }) => ({ ...rest, description: readText(`chapters/${set}/${file}`) }));
}

/** The descriptions of these sets, one set after the other. */
export function chapterSets(sets: readonly ChapterSet[]): ChapterFixture[] {
  return sets.flatMap((set) => readSet(set, chapterEntry));
}

/** A round of churches' weeks (decision 485). */
export function weeklySet(set: WeeklySet): WeeklyFixture[] {
  return readSet(set, weeklyEntry);
}

/** The ids migrations-upgrade.test.ts looks rows up by (ids.json). */
const upgradeIds = z.record(
  z.enum([
    "adminUser", "otherUser", "church", "otherChurch", "bandSede", "bandAgape", "bandJovem", "joao1", "joao2", "maria", "pedro",
    "serviceSede", "serviceAgape", "serviceInactive", "serviceOtherChurch", "songGrande", "songRendido", "songOtherChurch",
    "segmentSedeGrande", "segmentSedeRendido", "segmentAgapeGrande", "segmentInactiveRendido", "segmentOtherChurch",
  ]),
  z.uuid(),
);

const deliberateChange = z.strictObject({ table: z.string(), column: z.string().optional(), migration: z.string(), why: z.string() });

export const MIGRATIONS_UPGRADE_FOLDER = "tests/fixtures/migrations-upgrade";

/**
 * What migrations-upgrade.test.ts writes and expects (decision 405): the rows written right after
 * each migration (`<tag>.sql`), the fixed ids among them, and the values an upgrade changes on purpose.
 */
export function migrationsUpgradeFixtures() {
  const sqlFiles = readdirSync(path.join(fixturesFolder, "migrations-upgrade")).filter((name) => name.endsWith(".sql"));
  return {
    ids: readJson("migrations-upgrade/ids.json", upgradeIds),
    sqlByTag: Object.fromEntries(sqlFiles.map((name) => [name.slice(0, -".sql".length), readText(`migrations-upgrade/${name}`)])) as Record<string, string>,
    deliberateChanges: readJson("migrations-upgrade/deliberate-changes.json", z.array(deliberateChange)),
  };
}

/** A chord and the same chord in each of the 12 keys (tests/fixtures/chords/transpositions.txt). */
export type TranspositionRow = { fromKey: string; chord: string; inKeys: string[] };

/** The chord table: one row per line, "C: E7/G# | E7/G# | F7/A | ...", '#' lines are comments. */
export function chordTranspositions(): TranspositionRow[] {
  const file = "chords/transpositions.txt";
  return readText(file)
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"))
    .map((line) => {
      const [head = "", ...inKeys] = line.split("|").map((cell) => cell.trim());
      const match = /^(\S+): (\S+)$/.exec(head);
      if (!match || inKeys.length !== 12) throw new Error(`tests/fixtures/${file}: cannot read the line "${line}"`);
      return { fromKey: match[1]!, chord: match[2]!, inKeys };
    });
}

export type ChartFixture = { name: string; chart: string; chordPro: string };

/**
 * The charts written the Brazilian way and their expected ChordPro (charts/NN-name.txt and
 * charts/NN-name.cho, issue 42), in order. A file without its pair, or named otherwise, stops the run.
 */
export function chartFixtures(): ChartFixture[] {
  const files = readdirSync(path.join(fixturesFolder, "charts")).sort();
  const wrong = files.filter((file) => {
    const match = /^(\d\d-[a-z0-9-]+)\.(txt|cho)$/.exec(file);
    return !match || !files.includes(`${match[1]}.${match[2] === "txt" ? "cho" : "txt"}`);
  });
  if (wrong.length > 0) throw new Error(`tests/fixtures/charts/ holds NN-name.txt and NN-name.cho pairs only: ${wrong.join(", ")}`);
  return files
    .filter((file) => file.endsWith(".txt"))
    .map((file) => {
      const name = file.slice(0, -".txt".length);
      return { name, chart: readText(`charts/${file}`), chordPro: readText(`charts/${name}.cho`) };
    });
}

/** One pair of tests/fixtures/charts/ by its name ("13-ensaio-no-tom"): the chart as written and its ChordPro. */
export function chartFixture(name: string): ChartFixture {
  const fixture = chartFixtures().find((chart) => chart.name === name);
  if (!fixture) throw new Error(`tests/fixtures/charts/ has no ${name}.txt and ${name}.cho`);
  return fixture;
}

/** The long chart the bench parses and transposes (bench-charts/120-lines.cho: ChordPro in G, 120 lines, issue 42). */
export function benchChart(): string {
  const chart = readText("bench-charts/120-lines.cho");
  const lines = chart.trimEnd().split("\n").length;
  if (lines !== 120) throw new Error(`tests/fixtures/bench-charts/120-lines.cho has ${lines} lines, not 120`);
  return chart;
}
