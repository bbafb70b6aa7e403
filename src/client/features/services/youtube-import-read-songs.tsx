import { useId } from "react";
import { chapterTitleKey } from "@shared/chapters";
import { CHAPTER_VERDICTS_MAX_COUNT, type ChapterVerdictInput } from "@shared/schemas/chapter-verdicts";
import type { ImportableVideo } from "@shared/schemas/youtube-import";
import { Checkbox } from "@/components/ui/checkbox";
import { youtubeImportTexts as texts } from "./youtube-import-texts";

/** Names read as songs that the administrator unticked, by their key (decision 485). */
export type NotSongs = ReadonlyMap<string, string>;

/** A video's songs once the unticked names are left out. */
export const songsLeft = (video: ImportableVideo, notSongs: NotSongs) => video.songNames.filter((name) => !notSongs.has(chapterTitleKey(name))).length;

/** What the import tells the church: each unticked name is no song. */
export const notSongVerdicts = (notSongs: NotSongs): ChapterVerdictInput[] =>
  [...notSongs.values()].slice(0, CHAPTER_VERDICTS_MAX_COUNT).map((title) => ({ title, isSong: false }));

/** The names read as songs in the ticked videos, each once, the most frequent first. */
function readNames(videos: readonly ImportableVideo[]): { key: string; name: string; videos: number }[] {
  const byKey = new Map<string, { key: string; name: string; videos: number }>();
  for (const video of videos) {
    for (const key of new Set(video.songNames.map(chapterTitleKey))) {
      const name = video.songNames.find((songName) => chapterTitleKey(songName) === key)!;
      const entry = byKey.get(key) ?? { key, name, videos: 0 };
      entry.videos += 1;
      byKey.set(key, entry);
    }
  }
  return [...byKey.values()].sort((a, b) => b.videos - a.videos || a.name.localeCompare(b.name, "pt-BR"));
}

/**
 * 'Músicas lidas nos vídeos marcados' (decision 485): every name the ticked videos' chapters gave
 * as a song, once, with how many videos have it. A part of the service a church names its own way
 * ("Momento Missões") shows once for all its videos; unticked, it becomes no song in this import
 * and is remembered for the church's next descriptions.
 */
export function ReadSongs({ videos, notSongs, onChange }: { videos: readonly ImportableVideo[]; notSongs: NotSongs; onChange: (next: NotSongs) => void }) {
  const names = readNames(videos);
  const headingId = useId();
  if (names.length === 0) return null;

  function toggle(key: string, name: string, isSong: boolean) {
    const next = new Map(notSongs);
    if (isSong) next.delete(key);
    else next.set(key, name);
    onChange(next);
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-md border p-3">
      <h2 id={headingId} className="font-medium">
        {texts.readSongsTitle}
      </h2>
      <p className="text-sm text-muted-foreground">{texts.readSongsHint}</p>
      <ul className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {names.map(({ key, name, videos: count }) => {
          const id = `youtube-import-song-${key.replace(/\s+/g, "-")}`;
          return (
            <li key={key} className="flex min-h-11 items-center gap-2 sm:min-h-8">
              <Checkbox id={id} checked={!notSongs.has(key)} onCheckedChange={(checked) => toggle(key, name, checked === true)} />
              <label htmlFor={id} className="min-w-0 text-sm break-words">
                {name} <span className="text-muted-foreground">· {texts.inVideos(count)}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
