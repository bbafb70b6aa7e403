import { Link } from "react-router";
import { formatDate } from "@shared/formatting";
import type { SongCard as SongCardData } from "@shared/schemas/public-listing";
import { Badge } from "@/components/ui/badge";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/cn";
import { DurationBadge, MediaStats } from "./media-stats";
import { publicTexts as texts } from "./texts";
import { VideoThumbnail } from "./video-thumbnail";

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
    <article className={cn("group overflow-hidden rounded-xl border bg-card text-card-foreground shadow-xs", className)}>
      <Link
        to={paths.church.serviceSong.href(churchSlug, song.serviceKey, song.segmentKey)}
        onClick={() => onOpen?.(song)}
        className="block focus-visible:outline-2 focus-visible:outline-ring"
      >
        <div className="relative aspect-video overflow-hidden">
          <VideoThumbnail videoUrl={song.videoUrl} alt={texts.thumbnailAlt(song.name)} className="transition-transform group-hover:scale-[1.02]" />
          <DurationBadge seconds={song.duration} />
          {showNewBadge && <Badge className="absolute top-2 left-2">{texts.newBadge}</Badge>}
        </div>
        <div className="flex flex-col gap-1 p-3">
          <h3 className="truncate font-semibold">{song.name}</h3>
          <p className="truncate text-sm text-muted-foreground">
            {song.band.name} ({song.band.year}) · {formatDate(song.date)}
          </p>
          <MediaStats viewCount={song.viewCount} duration={song.duration} />
        </div>
      </Link>
    </article>
  );
}
