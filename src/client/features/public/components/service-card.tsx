import { Link } from "react-router";
import { formatDate, formatServiceLabel } from "@shared/formatting";
import type { PublicBandRef, ServiceCard as ServiceCardResponse } from "@shared/schemas/public-listing";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/cn";
import { DurationBadge, MediaStats } from "./media-stats";
import { publicTexts as texts } from "./texts";
import { VideoThumbnail } from "./video-thumbnail";

/** What a service card shows and opens: all a page needs to keep of a service for it (docs/decisions/436). */
export type ServiceCardData = Pick<ServiceCardResponse, "id" | "key" | "date" | "time" | "videoUrl" | "viewCount" | "duration" | "songCount"> & {
  band: Pick<PublicBandRef, "name" | "year">;
};

export const serviceCardData = ({ id, key, date, time, videoUrl, viewCount, duration, songCount, band }: ServiceCardResponse): ServiceCardData => ({
  id,
  key,
  date,
  time,
  videoUrl,
  viewCount,
  duration,
  songCount,
  band: { name: band.name, year: band.year },
});

/** Where a service card leads: the service's page under its readable key. */
export const serviceCardHref = (churchSlug: string, service: Pick<ServiceCardData, "key">) => paths.church.service.href(churchSlug, service.key);

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
    <article className={cn("media-card", className)}>
      <Link to={serviceCardHref(churchSlug, service)} onClick={() => onOpen?.(service)}>
        <div className="media-frame">
          <VideoThumbnail videoUrl={service.videoUrl} alt="" priority={priority} />
          <DurationBadge seconds={service.duration} />
        </div>
        <div className="media-body">
          <h3 className="flex flex-wrap items-baseline gap-x-1.5 font-semibold">
            <span>{label}</span>{" "}
            <span className="text-sm font-normal text-muted-foreground">{date}</span>
          </h3>
          <p className="media-line">{`${service.band.name} (${service.band.year}) · ${texts.songs(service.songCount)}`}</p>
          <MediaStats viewCount={service.viewCount} duration={service.duration} />
        </div>
      </Link>
    </article>
  );
}
