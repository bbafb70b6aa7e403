import { Link } from "react-router";
import { formatDate, formatServiceLabel } from "@shared/formatting";
import type { ServiceCard as ServiceCardData } from "@shared/schemas/public-listing";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/cn";
import { DurationBadge, MediaStats } from "./media-stats";
import { publicTexts as texts } from "./texts";
import { VideoThumbnail } from "./video-thumbnail";

/** A service as a grid card: thumbnail with duration, "Culto 19h", date, band, views, song count. */
export function ServiceCard({
  churchSlug,
  service,
  onOpen,
  className,
  priority = false,
}: {
  churchSlug: string;
  service: ServiceCardData;
  /** Called before navigating (analytics hook point). */
  onOpen?: (service: ServiceCardData) => void;
  className?: string;
  /** On the page's first screen: its thumbnail is fetched at once and first. */
  priority?: boolean;
}) {
  const label = formatServiceLabel(service.time);
  const date = formatDate(service.date);
  return (
    <article className={cn("group overflow-hidden rounded-xl border bg-card text-card-foreground shadow-xs", className)}>
      <Link
        to={paths.church.service.href(churchSlug, service.key)}
        onClick={() => onOpen?.(service)}
        className="block focus-visible:outline-2 focus-visible:outline-ring"
      >
        <div className="relative aspect-video overflow-hidden">
          <VideoThumbnail videoUrl={service.videoUrl} alt="" priority={priority} className="transition-transform group-hover:scale-[1.02]" />
          <DurationBadge seconds={service.duration} />
        </div>
        <div className="flex flex-col gap-1 p-3">
          <h3 className="flex flex-wrap items-baseline gap-x-1.5 font-semibold">
            <span>{label}</span>{" "}
            <span className="text-sm font-normal text-muted-foreground">{date}</span>
          </h3>
          <p className="truncate text-sm text-muted-foreground">
            {service.band.name} ({service.band.year}) · {texts.songs(service.songCount)}
          </p>
          <MediaStats viewCount={service.viewCount} duration={service.duration} />
        </div>
      </Link>
    </article>
  );
}
