import { CalendarIcon, ListMusicIcon, MusicIcon, UsersIcon } from "lucide-react";
import { useParams } from "react-router";
import type { PublicBandDetailResponse, PublicBandMember } from "@shared/schemas/public-catalogue";
import { DetailRowLink, StatTiles, StatTilesSkeleton } from "@/features/public/components/detail-page";
import { InitialAvatar } from "@/features/public/components/initial-avatar";
import { OwnerDetailPage } from "@/features/public/components/owner-detail-page";
import { useItemTracking } from "@/features/public/components/use-item-tracking";
import { ScrollArea } from "@/components/ui/scroll-area";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { useChurchBand } from "./api/get-church-band";
import { bandDetailTexts as texts } from "./texts";

/** /churches/:churchSlug/bands/:bandSlug — the band, its musicians, and its services and songs. */
export function BandDetailPage() {
  const { churchSlug = "", bandSlug = "" } = useParams();
  return (
    <OwnerDetailPage
      churchSlug={churchSlug}
      owner="band"
      ownerKey={bandSlug}
      query={useChurchBand(churchSlug, bandSlug)}
      loading={<BandSkeleton />}
      // "Voltar" with no history to go back to (a link opened in a new tab) goes to the bands page.
      notFound={{ title: texts.notFound, description: texts.notFoundDescription, backTo: paths.church.bands.href(churchSlug) }}
    >
      {(detail) => (
        <>
          <BandHeader detail={detail} />
          <BandMusicians churchSlug={churchSlug} musicians={detail.musicians} />
        </>
      )}
    </OwnerDetailPage>
  );
}

function BandHeader({ detail }: { detail: PublicBandDetailResponse }) {
  const { band, stats } = detail;
  return (
    <header className="flex flex-col gap-6 md:flex-row md:items-center">
      {band.imageUrl ? (
        <img src={band.imageUrl} alt="" className="size-32 shrink-0 rounded-xl object-cover shadow-sm md:size-40" />
      ) : (
        <div className="flex size-32 shrink-0 items-center justify-center rounded-xl bg-muted text-muted-foreground md:size-40">
          <UsersIcon className="size-12" aria-hidden />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold md:text-3xl">{band.name}</h1>
          <p className="flex items-center gap-1.5 text-muted-foreground">
            <CalendarIcon className="size-4" aria-hidden />
            {band.year}
          </p>
        </div>
        <StatTiles
          tiles={[
            { icon: <CalendarIcon aria-hidden />, label: texts.stats.services, value: stats.services },
            { icon: <UsersIcon aria-hidden />, label: texts.stats.musicians, value: stats.musicians },
            { icon: <ListMusicIcon aria-hidden />, label: texts.stats.songs, value: stats.songs },
          ]}
        />
      </div>
    </header>
  );
}

function BandMusicians({ churchSlug, musicians }: { churchSlug: string; musicians: PublicBandMember[] }) {
  const trackItem = useItemTracking(churchSlug, "band_page");
  return (
    <section aria-labelledby="band-musicians-title" className="flex flex-col gap-3">
      <h2 id="band-musicians-title" className="text-lg font-semibold">
        {texts.musiciansTitle}
      </h2>
      {musicians.length === 0 ? (
        <p className="text-sm text-muted-foreground">{texts.noMusicians}</p>
      ) : (
        <ScrollArea className="max-h-[210px] rounded-lg border md:max-h-[260px]">
          <ul className="grid grid-cols-1 gap-2 p-2 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {musicians.map((musician) => (
              <li key={musician.id}>
                <DetailRowLink
                  to={paths.church.musician.href(churchSlug, musician.key || musician.id)}
                  onClick={() => trackItem("navigate_to", musician, { destination: "musician" })}
                  avatar={<InitialAvatar name={musician.name} imageUrl={musician.avatarUrl} className="size-10 rounded-full" />}
                  name={musician.name}
                >
                  {musician.instruments ? (
                    <span className="flex items-center gap-1 truncate text-sm text-muted-foreground">
                      <MusicIcon className="size-3 shrink-0" aria-hidden />
                      {musician.instruments}
                    </span>
                  ) : null}
                </DetailRowLink>
              </li>
            ))}
          </ul>
        </ScrollArea>
      )}
    </section>
  );
}

function BandSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true" aria-label={texts.loading}>
      <div className="flex flex-col gap-6 md:flex-row md:items-center">
        <Skeleton className="size-32 rounded-xl md:size-40" />
        <div className="flex flex-1 flex-col gap-3">
          <Skeleton className="h-8 w-64" />
          <Skeleton className="h-4 w-24" />
          <StatTilesSkeleton />
        </div>
      </div>
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
