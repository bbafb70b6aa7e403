import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { formatTimestamp } from "@shared/durations";
import { formatDate } from "@shared/formatting";
import { DurationBadge, MediaStats } from "@/features/public/components/media-stats";
import { VideoThumbnail } from "@/features/public/components/video-thumbnail";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { track } from "@/lib/analytics";
import { paths } from "@/lib/paths";
import { useRecommendations } from "./api/get-recommendations";
import { layoutRecommendations, type Recommendation } from "./recommendation-layout";
import { serviceViewerTexts as texts } from "./texts";

/** Spec §4: the list shows after a 500 ms delay (also how long a song must stay current to change it). */
export const RECOMMENDATIONS_DELAY_MS = 500;

function useSettled<T>(value: T, delayMs: number): T | undefined {
  const [settled, setSettled] = useState<{ value: T } | undefined>(undefined);
  useEffect(() => {
    const timer = setTimeout(() => setSettled({ value }), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled?.value;
}

export function Recommendations({
  church,
  serviceId,
  songId,
}: {
  church: { id: string; slug: string; name: string };
  serviceId: string;
  songId: string | null;
}) {
  const settledSongId = useSettled(songId, RECOMMENDATIONS_DELAY_MS);
  const ready = settledSongId !== undefined;
  const query = useRecommendations(church.slug, serviceId, settledSongId ?? null, ready);
  // The cards are drawn in a deferred render, which yields to the browser, and the section, below
  // the first screen, is laid out and painted only once it comes near it (docs/decisions/484).
  const data = useDeferredValue(query.data);
  const items = useMemo(() => (data ? layoutRecommendations(data.services, data.songs) : []), [data]);

  return (
    <section aria-labelledby="recommendations-heading" className="flex flex-col gap-3 [contain-intrinsic-size:auto_40rem] [content-visibility:auto]">
      <h2 id="recommendations-heading" className="font-semibold">
        {texts.recommendationsHeading}
      </h2>
      {!ready || query.isPending || (query.data && !data) ? (
        <div className="grid grid-cols-2 gap-3 md:grid-cols-[repeat(auto-fill,minmax(14rem,1fr))]" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="aspect-[4/3] w-full rounded-xl" />
          ))}
        </div>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {texts.recommendationsError}
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{texts.noRecommendations}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-[repeat(auto-fill,minmax(14rem,1fr))]" data-testid="recommendations">
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <RecommendationCard church={church} item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RecommendationCard({ church, item }: { church: { id: string; slug: string; name: string }; item: Recommendation }) {
  const isService = item.kind === "service";
  const href = isService ? paths.church.service.href(church.slug, item.key) : paths.church.serviceSong.href(church.slug, item.serviceKey, item.key);
  const title = isService ? `${item.title} · ${formatDate(item.date)}` : item.name;
  const subtitle = isService
    ? texts.bandLabel(item.bandName, item.bandYear)
    : `${texts.bandLabel(item.bandName, item.bandYear)} · ${formatDate(item.date)}`;

  function onClick() {
    if (isService) {
      track("click_service_card", { church_id: church.id, church_name: church.name, service_id: item.id, service_name: title, section: "recommendations" });
    } else {
      track("click_song_card", {
        church_id: church.id,
        church_name: church.name,
        song_id: item.songCatalogId,
        song_name: item.name,
        service_id: item.serviceId,
        section: "recommendations",
      });
    }
  }

  return (
    <Link
      to={href}
      onClick={onClick}
      className="group flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-xs focus-visible:outline-2 focus-visible:outline-ring"
    >
      <div className="relative aspect-video overflow-hidden">
        <VideoThumbnail videoUrl={item.videoUrl} alt="" className="transition-transform group-hover:scale-[1.02]" />
        <DurationBadge seconds={item.duration} />
        <Badge variant="secondary" className="absolute top-2 left-2">
          {isService ? texts.serviceBadge : texts.songBadge}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 text-sm font-semibold">{title}</h3>
        <p className="truncate text-xs text-muted-foreground">{subtitle}</p>
        {!isService && <p className="text-xs text-muted-foreground">{texts.startsAt(formatTimestamp(item.startTime))}</p>}
        <MediaStats viewCount={item.viewCount} duration={item.duration} className="mt-auto pt-1" />
      </div>
    </Link>
  );
}
