import { ArrowLeftIcon, CalendarIcon, ListMusicIcon, MusicIcon, UsersIcon } from "lucide-react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import type { PublicBandDetailResponse, PublicBandMember } from "@shared/schemas/public-catalogue";
import { usePublicChurch } from "@/features/public/components/api/get-public-church";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ScrollArea } from "@/components/ui/scroll-area";
import { Skeleton } from "@/components/ui/skeleton";
import { track } from "@/lib/analytics";
import { ApiError } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { useChurchBand } from "./api/get-church-band";
import { BandListings } from "./band-listings";
import { bandDetailTexts as texts } from "./texts";

/** /churches/:churchSlug/bands/:bandSlug — the band, its musicians, and its services and songs. */
export function BandDetailPage() {
  const { churchSlug = "", bandSlug = "" } = useParams();
  const band = useChurchBand(churchSlug, bandSlug);

  return (
    <div className="mx-auto flex w-full max-w-[2300px] flex-col gap-6 p-4 md:p-6">
      {band.isPending ? (
        <BandSkeleton />
      ) : band.isError ? (
        band.error instanceof ApiError && band.error.status === 404 ? (
          <BandNotFound churchSlug={churchSlug} />
        ) : (
          <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
            <p className="text-muted-foreground">{band.error.message}</p>
            <Button variant="outline" onClick={() => void band.refetch()}>
              Tentar novamente
            </Button>
          </div>
        )
      ) : (
        <>
          <BandHeader detail={band.data} />
          <BandMusicians churchSlug={churchSlug} musicians={band.data.musicians} />
        </>
      )}
      {/* The listings ask for the band by the URL's key, in parallel with the header. */}
      {band.isError ? null : <BandListings churchSlug={churchSlug} bandKey={bandSlug} />}
    </div>
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
        <dl className="grid max-w-xl grid-cols-3 gap-3">
          <StatTile icon={<CalendarIcon aria-hidden />} label={texts.stats.services} value={stats.services} />
          <StatTile icon={<UsersIcon aria-hidden />} label={texts.stats.musicians} value={stats.musicians} />
          <StatTile icon={<ListMusicIcon aria-hidden />} label={texts.stats.songs} value={stats.songs} />
        </dl>
      </div>
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

function BandMusicians({ churchSlug, musicians }: { churchSlug: string; musicians: PublicBandMember[] }) {
  const church = usePublicChurch(churchSlug).data?.church;
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
                <Link
                  to={paths.church.musician.href(churchSlug, musician.key || musician.id)}
                  onClick={() =>
                    track("navigate_to", {
                      church_id: church?.id,
                      church_name: church?.name,
                      item_id: musician.id,
                      item_name: musician.name,
                      destination: "musician",
                      section: "band_page",
                    })
                  }
                  className="flex items-center gap-3 rounded-lg p-2 transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                >
                  <Initial name={musician.name} imageUrl={musician.avatarUrl} />
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate font-medium">{musician.name}</span>
                    {musician.instruments ? (
                      <span className="flex items-center gap-1 truncate text-sm text-muted-foreground">
                        <MusicIcon className="size-3 shrink-0" aria-hidden />
                        {musician.instruments}
                      </span>
                    ) : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </ScrollArea>
      )}
    </section>
  );
}

function Initial({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  if (imageUrl) return <img src={imageUrl} alt="" className="size-10 shrink-0 rounded-full object-cover" />;
  return (
    <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary">
      {name.trim().charAt(0).toUpperCase()}
    </span>
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
          <div className="grid max-w-xl grid-cols-3 gap-3">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        </div>
      </div>
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

function BandNotFound({ churchSlug }: { churchSlug: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    // Back in history; a tab with no history (a link opened in a new tab) goes to the bands page.
    if (location.key !== "default" || window.history.length > 1) void navigate(-1);
    else void navigate(paths.church.bands.href(churchSlug));
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
