import { ListVideoIcon, MusicIcon } from "lucide-react";
import { useParams } from "react-router";
import { formatCount } from "@shared/formatting";
import { FIRST_SCREEN_PAGES } from "@/features/public/components/listing/api/listing-pages";
import { ListingTabs } from "@/features/public/components/listing/listing-tabs";
import { usePublicChurch } from "@/features/public/components/api/get-public-church";
import { useDocumentTitle } from "@/features/public/components/use-document-title";
import { Skeleton } from "@/components/ui/skeleton";
import { churchServicesTexts as texts } from "./texts";

/**
 * The services and songs listing (spec §2): heading "Cultos", the Cultos and Músicas count cards,
 * and the two tabs (tab and view in the URL, remembered per page). Skeleton until the church is
 * known.
 */
export function ChurchServicesPage() {
  const { churchSlug = "" } = useParams();
  const church = usePublicChurch(churchSlug).data?.church;
  useDocumentTitle(church ? texts.documentTitle(church.name) : null);

  if (!church) {
    return (
      <div aria-busy="true" aria-label={texts.loading} className="flex flex-col gap-6">
        <Skeleton className="h-9 w-40" />
        <div className="grid max-w-md grid-cols-2 gap-4">
          <Skeleton className="h-24 rounded-xl" />
          <Skeleton className="h-24 rounded-xl" />
        </div>
        <Skeleton className="h-9 w-56" />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{texts.heading}</h1>
      <dl className="grid max-w-md grid-cols-2 gap-4">
        <CountCard label={texts.counts.services} value={church.servicesTotal} Icon={ListVideoIcon} />
        <CountCard label={texts.counts.songs} value={church.songsTotal} Icon={MusicIcon} />
      </dl>
      {/* Its server pages are a first screen's worth (docs/decisions/412, 413). */}
      <ListingTabs churchSlug={church.slug} scope={`church:${church.slug}:services`} songsPageSize={100} serverPages={FIRST_SCREEN_PAGES} />
    </div>
  );
}

function CountCard({ label, value, Icon }: { label: string; value: number; Icon: typeof MusicIcon }) {
  return (
    // A <div> inside a <dl> may hold only <dt> and <dd>: the icon sits inside the <dt> (axe).
    <div className="relative flex min-h-18 flex-col justify-center rounded-xl border bg-card p-4 pl-17 shadow-xs">
      <dt className="text-sm text-muted-foreground">
        <span className="absolute top-1/2 left-4 flex size-10 -translate-y-1/2 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden />
        </span>
        {label}
      </dt>
      <dd className="text-2xl font-bold tabular-nums">{formatCount(value)}</dd>
    </div>
  );
}
