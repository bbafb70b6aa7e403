import { CalendarIcon, ListMusicIcon, MusicIcon, UsersIcon } from "lucide-react";
import { useParams } from "react-router";
import type { PublicBandSummary, PublicMusicianDetailResponse } from "@shared/schemas/public-catalogue";
import { DetailRowLink, StatTiles, StatTilesSkeleton } from "@/features/public/components/detail-page";
import { InitialAvatar } from "@/features/public/components/initial-avatar";
import { OwnerDetailPage } from "@/features/public/components/owner-detail-page";
import { useItemTracking } from "@/features/public/components/use-item-tracking";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { useChurchMusician } from "./api/get-church-musician";
import { musicianDetailTexts as texts } from "./texts";

/** /churches/:churchSlug/musicians/:musicianSlug — the musician, their bands, services and songs. */
export function MusicianDetailPage() {
  const { churchSlug = "", musicianSlug = "" } = useParams();
  return (
    <OwnerDetailPage
      churchSlug={churchSlug}
      owner="musician"
      ownerKey={musicianSlug}
      query={useChurchMusician(churchSlug, musicianSlug)}
      loading={<MusicianSkeleton />}
      // "Voltar" (spec) with no history to go back to (a link opened in a new tab) goes to the church home.
      notFound={{ title: texts.notFound, description: texts.notFoundDescription, backTo: paths.church.root.href(churchSlug) }}
    >
      {(detail) => (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(280px,1fr)]">
          <MusicianHeader detail={detail} />
          <MusicianBands churchSlug={churchSlug} bands={detail.bands} />
        </div>
      )}
    </OwnerDetailPage>
  );
}

function MusicianHeader({ detail }: { detail: PublicMusicianDetailResponse }) {
  const { musician, stats } = detail;
  return (
    <header className="flex flex-col gap-4">
      <div className="flex items-center gap-4">
        <InitialAvatar name={musician.name} imageUrl={musician.avatarUrl} className="size-20 rounded-full text-3xl shadow-sm" />
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold md:text-3xl">{musician.name}</h1>
          {musician.instrument ? (
            <p className="flex items-center gap-1.5 text-muted-foreground">
              <MusicIcon className="size-4" aria-hidden />
              {musician.instrument}
            </p>
          ) : null}
        </div>
      </div>
      {musician.bio ? <p className="max-w-3xl text-muted-foreground">{musician.bio}</p> : null}
      <StatTiles
        tiles={[
          { icon: <CalendarIcon aria-hidden />, label: texts.stats.services, value: stats.services },
          { icon: <UsersIcon aria-hidden />, label: texts.stats.bands, value: stats.bands },
          { icon: <ListMusicIcon aria-hidden />, label: texts.stats.songs, value: stats.songs },
        ]}
      />
    </header>
  );
}

function MusicianBands({ churchSlug, bands }: { churchSlug: string; bands: PublicBandSummary[] }) {
  const trackItem = useItemTracking(churchSlug, "musician_page");
  return (
    <Card className="gap-3 py-4">
      <CardContent className="flex flex-col gap-3 px-4">
        <h2 className="text-lg font-semibold">{texts.bandsTitle}</h2>
        {bands.length === 0 ? (
          <p className="text-sm text-muted-foreground">{texts.noBands}</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {bands.map((band) => (
              <li key={band.id}>
                <DetailRowLink
                  // The band's page by its key; the id-based URL of the spec when there is no key.
                  to={paths.church.band.href(churchSlug, band.key || band.id)}
                  onClick={() => trackItem("click_band_card", band)}
                  avatar={
                    <InitialAvatar
                      name={band.name}
                      imageUrl={band.imageUrl}
                      className="size-10 rounded-md"
                      fallbackClassName="bg-muted text-muted-foreground"
                    />
                  }
                  name={band.name}
                >
                  <span className="text-sm text-muted-foreground">{band.year}</span>
                </DetailRowLink>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function MusicianSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(280px,1fr)]" aria-busy="true" aria-label={texts.loading}>
      <div className="flex flex-col gap-4">
        <div className="flex items-center gap-4">
          <Skeleton className="size-20 rounded-full" />
          <div className="flex flex-col gap-2">
            <Skeleton className="h-8 w-56" />
            <Skeleton className="h-4 w-24" />
          </div>
        </div>
        <Skeleton className="h-4 w-full max-w-xl" />
        <StatTilesSkeleton />
      </div>
      <Skeleton className="h-40" />
    </div>
  );
}
