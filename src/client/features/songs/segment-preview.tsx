import { formatTimestamp } from "@shared/durations";
import type { SongExecution } from "@shared/schemas/songs";
import { youtubeVideoId } from "@shared/youtube-url";
import { formatCatalogueDate } from "./song-dates";
import { songsTexts } from "./texts";

const texts = songsTexts.preview;

/** The privacy-enhanced embed of the service video, limited to the song's segment. */
export function segmentEmbedUrl(videoId: string, startTime: number, endTime: number): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}?start=${Math.floor(startTime)}&end=${Math.floor(endTime)}`;
}

/**
 * The segment of the service video where the song was played. Mounted only once the user asks for
 * the preview, so the video host's iframe is not loaded for every row.
 */
export function SegmentPreview({ songName, execution }: { songName: string; execution: SongExecution }) {
  const videoId = youtubeVideoId(execution.videoUrl);
  const date = formatCatalogueDate(execution.serviceDate) ?? execution.serviceDate;
  return (
    <figure className="flex flex-col gap-2">
      {videoId ? (
        <div className="aspect-video w-full overflow-hidden rounded-md border bg-black">
          <iframe
            className="size-full"
            src={segmentEmbedUrl(videoId, execution.startTime, execution.endTime)}
            title={texts.frameTitle(songName, date)}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        </div>
      ) : (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">{texts.unavailable}</p>
      )}
      <figcaption className="text-sm text-muted-foreground">
        {texts.caption(
          date,
          execution.serviceTime,
          execution.bandName,
          formatTimestamp(execution.startTime),
          formatTimestamp(execution.endTime),
        )}
      </figcaption>
    </figure>
  );
}
