import { ArrowLeftIcon, CalendarIcon, ListMusicIcon, MusicIcon, UsersIcon } from "lucide-react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import type { PublicBandSummary, PublicMusicianDetailResponse } from "@shared/schemas/public-catalogue";
import { usePublicChurch } from "@/features/public/components/api/get-public-church";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { track } from "@/lib/analytics";
import { ApiError } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { useChurchMusician } from "./api/get-church-musician";
import { MusicianListings } from "./musician-listings";
import { musicianDetailTexts as texts } from "./texts";

/** /churches/:churchSlug/musicians/:musicianSlug — the musician, their bands, services and songs. */
export function MusicianDetailPage() {
  const { churchSlug = "", musicianSlug = "" } = useParams();
  const musician = useChurchMusician(churchSlug, musicianSlug);

  return (
    <div className="mx-auto flex w-full max-w-[2300px] flex-col gap-6 p-4 md:p-6">
      {musician.isPending ? (
        <MusicianSkeleton />
      ) : musician.isError ? (
        musician.error instanceof ApiError && musician.error.status === 404 ? (
          <MusicianNotFound churchSlug={churchSlug} />
        ) : (
          <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
            <p className="text-muted-foreground">{musician.error.message}</p>
            <Button variant="outline" onClick={() => void musician.refetch()}>
              Tentar novamente
            </Button>
          </div>
        )
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(280px,1fr)]">
          <MusicianHeader detail={musician.data} />
          <MusicianBands churchSlug={churchSlug} bands={musician.data.bands} />
        </div>
      )}
      {musician.isError ? null : (
        <MusicianListings churchSlug={churchSlug} musicianKey={musicianSlug} />
      )}
    </div>
  );
}

function MusicianHeader({ detail }: { detail: PublicMusicianDetailResponse }) {
  const { musician, stats } = detail;
  return (
    <header className="flex flex-col gap-4">
      <div className="flex items-center gap-4">
        {musician.avatarUrl ? (
          <img src={musician.avatarUrl} alt="" className="size-20 shrink-0 rounded-full object-cover shadow-sm" />
        ) : (
          <span
            aria-hidden
            className="flex size-20 shrink-0 items-center justify-center rounded-full bg-primary/10 text-3xl font-semibold text-primary"
          >
            {musician.name.trim().charAt(0).toUpperCase()}
          </span>
        )}
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
      <dl className="grid max-w-xl grid-cols-3 gap-3">
        <StatTile icon={<CalendarIcon aria-hidden />} label={texts.stats.services} value={stats.services} />
        <StatTile icon={<UsersIcon aria-hidden />} label={texts.stats.bands} value={stats.bands} />
        <StatTile icon={<ListMusicIcon aria-hidden />} label={texts.stats.songs} value={stats.songs} />
      </dl>
    </header>
  );
}

function StatTile({ icon, label, value }: { icon: React.ReactNode; label: string; value: number }) {
  return (
    <div className="flex flex-col-reverse items-center gap-1 rounded-xl border bg-card px-3 py-3 text-center text-card-foreground shadow-sm">
      <dt className="flex items-center gap-1 text-xs text-muted-foreground [&_svg]:size-3.5">
        {icon}
        {label}
      </dt>
      <dd className="text-2xl font-bold">{value}</dd>
    </div>
  );
}

/** The band's page by its key; the id-based URL of the spec when there is no key. */
function bandHref(churchSlug: string, band: PublicBandSummary): string {
  return paths.church.band.href(churchSlug, band.key || band.id);
}

function MusicianBands({ churchSlug, bands }: { churchSlug: string; bands: PublicBandSummary[] }) {
  const church = usePublicChurch(churchSlug).data?.church;
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
                <Link
                  to={bandHref(churchSlug, band)}
                  onClick={() =>
                    track("click_band_card", {
                      church_id: church?.id,
                      church_name: church?.name,
                      item_id: band.id,
                      item_name: band.name,
                      section: "musician_page",
                    })
                  }
                  className="flex items-center gap-3 rounded-lg p-2 transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                >
                  {band.imageUrl ? (
                    <img src={band.imageUrl} alt="" className="size-10 shrink-0 rounded-md object-cover" />
                  ) : (
                    <span
                      aria-hidden
                      className="flex size-10 shrink-0 items-center justify-center rounded-md bg-muted font-semibold text-muted-foreground"
                    >
                      {band.name.trim().charAt(0).toUpperCase()}
                    </span>
                  )}
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate font-medium">{band.name}</span>
                    <span className="text-sm text-muted-foreground">{band.year}</span>
                  </span>
                </Link>
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
        <div className="grid max-w-xl grid-cols-3 gap-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      </div>
      <Skeleton className="h-40" />
    </div>
  );
}

function MusicianNotFound({ churchSlug }: { churchSlug: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    // Back in history (spec); a tab with no history (a link opened in a new tab) goes to the church home.
    if (location.key !== "default" || window.history.length > 1) void navigate(-1);
    else void navigate(paths.church.root.href(churchSlug));
  };
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <h1 className="text-2xl font-bold">{texts.notFound}</h1>
        <p className="max-w-md text-muted-foreground">{texts.notFoundDescription}</p>
        <Button variant="outline" onClick={goBack}>
          <ArrowLeftIcon aria-hidden />
          {texts.back}
        </Button>
      </CardContent>
    </Card>
  );
}
