import { formatTimestamp } from "@shared/durations";

/**
 * The text of a service video's YouTube chapters, built from the segments as they are in the form:
 * '0:00 Início' when the first song does not start at 0, one line per song ('12:05 Grande é o
 * Senhor'), then a blank line, 'Músicas:' and each distinct song once, 'Nome — Autor'.
 * YouTube shows chapters only with at least 3, each 10 s or longer (decision 204).
 */

export const CHAPTERS_INTRO = "Início";
export const CHAPTERS_SONGS_HEADING = "Músicas:";
export const YOUTUBE_MIN_CHAPTERS = 3;
export const YOUTUBE_MIN_CHAPTER_SECONDS = 10;

export type ChapterSegment = { songCatalogId: string; songName: string; startTime: number; endTime: number };

export type YouTubeChapters = {
  text: string;
  /** Whether YouTube will show these chapters (at least 3, each at least 10 s). */
  meetsYouTubeRules: boolean;
};

export function buildYouTubeChapters(
  segments: readonly ChapterSegment[],
  authors: ReadonlyMap<string, string | null> = new Map(),
): YouTubeChapters {
  const ordered = [...segments].sort((a, b) => a.startTime - b.startTime);
  if (ordered.length === 0) return { text: "", meetsYouTubeRules: false };

  const chapters: { start: number; title: string }[] = [];
  if (ordered[0]!.startTime > 0) chapters.push({ start: 0, title: CHAPTERS_INTRO });
  for (const segment of ordered) chapters.push({ start: segment.startTime, title: segment.songName });

  // Each chapter runs to the next one; the last runs at least to the end of its song.
  const last = ordered[ordered.length - 1]!;
  const lengths = chapters.map((chapter, index) => (chapters[index + 1]?.start ?? last.endTime) - chapter.start);
  const meetsYouTubeRules = chapters.length >= YOUTUBE_MIN_CHAPTERS && lengths.every((length) => length >= YOUTUBE_MIN_CHAPTER_SECONDS);

  const seen = new Set<string>();
  const credits: string[] = [];
  for (const segment of ordered) {
    if (seen.has(segment.songCatalogId)) continue;
    seen.add(segment.songCatalogId);
    const author = authors.get(segment.songCatalogId)?.trim();
    credits.push(author ? `${segment.songName} — ${author}` : segment.songName);
  }

  const lines = [...chapters.map((chapter) => `${formatTimestamp(chapter.start)} ${chapter.title}`), "", CHAPTERS_SONGS_HEADING, ...credits];
  return { text: lines.join("\n"), meetsYouTubeRules };
}
