import { PlayIcon } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { formatDate, formatDuration, formatHour } from "@shared/formatting";
import type { ServiceListItem } from "@shared/schemas/public-listing";
import { MediaStats } from "@/features/public/components/media-stats";
import { publicTexts } from "@/features/public/components/texts";
import { VideoThumbnail } from "@/features/public/components/video-thumbnail";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { listingTexts as texts } from "./texts";

/**
 * A service in the list view (spec §2): thumbnail, date and hour, the band (clickable, with year),
 * song count, a play button, views, and its songs by start time (#, title, views, duration); a
 * song row opens the song within the service.
 */
export function ServiceListRow({ churchSlug, service }: { churchSlug: string; service: ServiceListItem }) {
  const navigate = useNavigate();
  const serviceHref = paths.church.service.href(churchSlug, service.key);
  const title = `${formatDate(service.date)} · ${formatHour(service.time)}`;
  return (
    <article className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-xs md:flex-row">
      <Link to={serviceHref} className="relative block aspect-video w-full shrink-0 overflow-hidden rounded-lg md:w-72" tabIndex={-1}>
        <VideoThumbnail videoUrl={service.videoUrl} alt={publicTexts.thumbnailAlt(title)} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <h3 className="text-lg font-semibold">
              <Link to={serviceHref} className="hover:underline touch:inline-flex touch:min-h-11 touch:items-center">
                {title}
              </Link>
            </h3>
            <p className="text-sm text-muted-foreground">
              <Link
                to={paths.church.band.href(churchSlug, service.band.key || service.band.id)}
                className="font-medium text-foreground hover:underline"
                aria-label={texts.openBand(service.band.name, service.band.year)}
              >
                {service.band.name} ({service.band.year})
              </Link>{" "}
              · {publicTexts.songs(service.songCount)}
            </p>
            <MediaStats viewCount={service.viewCount} duration={service.duration} />
          </div>
          <Button asChild size="sm">
            <Link to={serviceHref}>
              <PlayIcon aria-hidden />
              {texts.play}
            </Link>
          </Button>
        </div>
        {service.songs.length > 0 && (
          <table className="w-full text-sm">
            <thead className="text-left text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="w-8 py-1 font-medium">{texts.columns.position}</th>
                <th scope="col" className="py-1 font-medium">{texts.columns.title}</th>
                <th scope="col" className="w-28 py-1 text-right font-medium">{texts.columns.views}</th>
                <th scope="col" className="w-20 py-1 text-right font-medium">{texts.columns.duration}</th>
              </tr>
            </thead>
            <tbody>
              {service.songs.map((song, index) => {
                const href = paths.church.serviceSong.href(churchSlug, service.key, song.key);
                return (
                  <tr key={song.id} onClick={() => void navigate(href)} className="cursor-pointer border-t hover:bg-accent/60">
                    <td className="py-1.5 text-muted-foreground tabular-nums">{index + 1}</td>
                    <td className="py-1 break-words">
                      {/* A thumb's 44 px on a phone, 8 px clear of the next row's link, the title wrapping. */}
                      <Link to={href} onClick={(event) => event.stopPropagation()} className="flex items-center py-0.5 hover:underline touch:min-h-11">
                        {song.name}
                      </Link>
                    </td>
                    <td className="py-1.5 text-right text-muted-foreground tabular-nums">{publicTexts.views(song.viewCount)}</td>
                    <td className="py-1.5 text-right text-muted-foreground tabular-nums">{formatDuration(song.duration)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </div>
    </article>
  );
}
