import { Link } from "react-router";
import { formatDate } from "@shared/formatting";
import type { PublicBandRef, SongCard as SongCardResponse } from "@shared/schemas/public-listing";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/cn";
import { DurationBadge, MediaStats } from "./media-stats";
import { publicTexts as texts } from "./texts";
import { VideoThumbnail } from "./video-thumbnail";

/** What a song card shows and opens: all a page needs to keep of a song for it (docs/decisions/436). */
export type SongCardData = Pick<SongCardResponse, "songId" | "name" | "serviceKey" | "segmentKey" | "videoUrl" | "duration" | "date" | "viewCount"> & {
  band: Pick<PublicBandRef, "name" | "year">;
};

export const songCardData = ({ songId, name, serviceKey, segmentKey, videoUrl, duration, date, viewCount, band }: SongCardResponse): SongCardData => ({
  songId,
  name,
  serviceKey,
  segmentKey,
  videoUrl,
  duration,
  date,
  viewCount,
  band: { name: band.name, year: band.year },
});

/** Where a song card opens: the song's latest performance, within its service. */
export const songCardHref = (churchSlug: string, song: Pick<SongCardData, "serviceKey" | "segmentKey">) =>
  paths.church.serviceSong.href(churchSlug, song.serviceKey, song.segmentKey);

/** A catalogue song as a card (home sections): opens its latest performance within its service. */
export function SongCard({
  churchSlug,
  song,
  showNewBadge = false,
  onOpen,
  className,
}: {
  churchSlug: string;
  song: SongCardData;
  showNewBadge?: boolean;
  /** Called before navigating (analytics hook point). */
  onOpen?: (song: SongCardData) => void;
  className?: string;
}) {
  return (
    <article className={cn("media-card", className)}>
      <Link to={songCardHref(churchSlug, song)} onClick={() => onOpen?.(song)}>
        <div className="media-frame">
          <VideoThumbnail videoUrl={song.videoUrl} alt={texts.thumbnailAlt(song.name)} />
          <DurationBadge seconds={song.duration} />
          {showNewBadge && <span className="media-new">{texts.newBadge}</span>}
        </div>
        <div className="media-body">
          <h3 className="truncate font-semibold">{song.name}</h3>
          <p className="media-line">{`${song.band.name} (${song.band.year}) · ${formatDate(song.date)}`}</p>
          <MediaStats viewCount={song.viewCount} duration={song.duration} />
        </div>
      </Link>
    </article>
  );
}
