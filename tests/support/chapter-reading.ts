/**
 * How 'Colar capítulos' reads a description of tests/fixtures/chapters/ (issue 23): parsed, then
 * each song matched against a catalogue as the server matches it, which picks the author-first
 * reading of "Fernandinho | Todas as Coisas" (docs/decisions/440). Used by src/shared/chapters.test.ts
 * and scripts/bench-chapters.ts.
 */
import { parseChapters, plainText, readAsCatalogued, type ChapterSong, type ChapterVerdicts } from "../../src/shared/chapters";
import type { ChapterFixture } from "./fixtures";

/** The songs a person reads in these descriptions, by name: the catalogue of a church that sings them. */
export function catalogueOf(fixtures: readonly ChapterFixture[]): string[] {
  return [...new Set(fixtures.flatMap((fixture) => fixture.songs.map((song) => song.slice(song.indexOf(" ") + 1))))];
}

/** pg_trgm's trigrams of a name as the server compares them (louvor_search_text: lower case, no accents). */
function trigrams(name: string): Set<string> {
  const words = plainText(name).split(" ").filter(Boolean);
  return new Set(
    words.flatMap((word) => {
      const padded = `  ${word} `;
      return Array.from({ length: padded.length - 2 }, (_, index) => padded.slice(index, index + 3));
    }),
  );
}

/** The server's SONG_CLOSE_MATCH_SIMILARITY (src/server/songs/queries.ts), not imported: the shared tests and the bench load no server code. */
const CLOSE_MATCH_SIMILARITY = 0.6;

/**
 * The server's matcher (matchSongNames) over a list of names: the most similar name by pg_trgm
 * similarity (shared trigrams over all trigrams), at or above the threshold; null otherwise.
 */
export function matcherOf(catalogue: readonly string[]): (name: string) => string | null {
  const known = catalogue.map((name) => ({ name, trigrams: trigrams(name) }));
  return (name) => {
    const typed = trigrams(name);
    let best: { name: string; similarity: number } | null = null;
    for (const song of known) {
      const shared = [...typed].filter((trigram) => song.trigrams.has(trigram)).length;
      const similarity = shared / (typed.size + song.trigrams.size - shared || 1);
      if (similarity >= CLOSE_MATCH_SIMILARITY && (best === null || similarity > best.similarity)) best = { name: song.name, similarity };
    }
    return best?.name ?? null;
  };
}

/**
 * A description's songs as 'Colar capítulos' reads them: parsed (with what the church's earlier
 * previews said of chapter titles, when given), then each read as the catalogue knows it.
 */
export function readWithCatalogue(fixture: ChapterFixture, matchOf: (name: string) => string | null, verdicts?: ChapterVerdicts): ChapterSong[] {
  return parseChapters(fixture.description, { duration: fixture.duration, verdicts }).songs.map((song) => readAsCatalogued(song, matchOf).song);
}
