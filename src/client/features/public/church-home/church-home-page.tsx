import { Suspense, useEffect } from "react";
import { ArrowRightIcon } from "lucide-react";
import { Link, useParams } from "react-router";
import type { ChurchSummary } from "@shared/schemas/public-listing";
import { SERVICE_GRID_CLASS, SONG_GRID_CLASS } from "@/features/public/components/listing/grid-classes";
import { ServiceCardSkeletons } from "@/features/public/components/listing/skeletons";
import { usePublicChurch } from "@/features/public/components/api/get-public-church";
import { bandHref, PublicBandCard } from "@/features/public/components/public-band-card";
import { ChurchAvatar } from "@/features/public/components/church-avatar";
import { ServiceCard, serviceCardHref } from "@/features/public/components/service-card";
import { SongCard, songCardHref, type SongCardData } from "@/features/public/components/song-card";
import { StaticIsland } from "@/features/public/components/static-island";
import { useDocumentTitle } from "@/features/public/components/use-document-title";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { useChurchHome } from "./api/get-church-home";
import { trackHomeEvent } from "./home-events";
import { churchHomeTexts as texts } from "./texts";

/** Spec §9: 6 band skeletons; 8 recent services; 10 songs per section. */
const BAND_SKELETONS = 6;
const SONG_SKELETONS = 10;
/** Service cards whose thumbnails are on a phone's first screen (one row of two). */
const PRIORITY_SERVICE_CARDS = 2;

/**
 * The church home (spec §1, §2): header with logo (or first letter) and name, then Bands, Recent
 * Services, New Songs, Recent Songs and Popular Songs, from one request.
 */
export function ChurchHomePage() {
  const { churchSlug = "" } = useParams();
  const church = usePublicChurch(churchSlug).data?.church;
  const home = useChurchHome(churchSlug);
  useDocumentTitle(church ? `${church.name} — Louvor` : null);

  useEffect(() => {
    if (church) trackHomeEvent("view_church_home", { church_id: church.id, church_name: church.name });
  }, [church]);

  // Spec: with no church slug known, a card click does not navigate.
  const slug = church?.slug;
  const data = home.data;

  return (
    <div className="flex flex-col gap-10">
      <header className="flex items-center gap-4">
        {church ? (
          <>
            <ChurchAvatar name={church.name} logoUrl={church.logoUrl} className="size-16 text-2xl" />
            <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{church.name}</h1>
          </>
        ) : (
          <>
            <Skeleton className="size-16 rounded-full" />
            <Skeleton className="h-8 w-64" />
          </>
        )}
      </header>

      <HomeSection title={texts.sections.bands}>
        {home.isPending || !slug ? (
          <div aria-busy="true" aria-label={texts.loading} className="flex gap-4 overflow-hidden">
            {Array.from({ length: BAND_SKELETONS }, (_, index) => (
              <Skeleton key={index} data-testid="band-card-skeleton" className="h-44 w-40 shrink-0 rounded-xl" />
            ))}
          </div>
        ) : home.isError ? (
          <Empty>{texts.bandsError}</Empty>
        ) : data && data.bands.length > 0 ? (
          // A strip swiped card by card, which says so (issue 28: it may scroll sideways).
          <StaticIsland
            drawnFrom={data.bands}
            onOpenLink={(path) => trackOpened(church, "click_band_card", texts.sections.bands, data.bands, path, (band) => bandHref(slug, band), (band) => band.name)}
            role="region"
            aria-roledescription="carousel"
            aria-label={texts.sections.bands}
            className="-mx-1 flex snap-x snap-mandatory scroll-px-1 gap-4 overflow-x-auto px-1 pb-2 *:snap-start"
          >
            {data.bands.map((band) => (
              <PublicBandCard
                key={band.id}
                churchSlug={slug}
                band={band}
                onOpen={() => track(church, "click_band_card", texts.sections.bands, band.id, band.name)}
              />
            ))}
          </StaticIsland>
        ) : (
          <Empty>{texts.noBands}</Empty>
        )}
      </HomeSection>

      <HomeSection
        title={texts.sections.recentServices}
        action={
          slug ? (
            <Button asChild variant="ghost" size="sm">
              <Link
                to={paths.church.services.href(slug, { tab: "cultos", view: "grid" })}
                onClick={() => track(church, "section_interaction", texts.sections.recentServices)}
              >
                {texts.seeAll}
                <ArrowRightIcon aria-hidden />
              </Link>
            </Button>
          ) : null
        }
      >
        {home.isPending || !slug ? (
          <ServiceCardSkeletons className={SERVICE_GRID_CLASS} />
        ) : data && data.recentServices.length > 0 ? (
          <StaticIsland
            drawnFrom={data.recentServices}
            onOpenLink={(path) =>
              trackOpened(church, "click_service_card", texts.sections.recentServices, data.recentServices, path, (service) => serviceCardHref(slug, service), (service) => service.key)
            }
            className={SERVICE_GRID_CLASS}
          >
            {data.recentServices.map((service, position) => (
              <ServiceCard
                key={service.id}
                churchSlug={slug}
                service={service}
                priority={position < PRIORITY_SERVICE_CARDS}
                onOpen={() => track(church, "click_service_card", texts.sections.recentServices, service.id, service.key)}
              />
            ))}
          </StaticIsland>
        ) : (
          <Empty>{texts.noServices}</Empty>
        )}
      </HomeSection>

      <SongSection church={church} slug={slug} title={texts.sections.newSongs} songs={data?.newSongs} pending={home.isPending} empty={texts.noNewSongs} markNew />
      <SongSection church={church} slug={slug} title={texts.sections.recentSongs} songs={data?.recentSongs} pending={home.isPending} empty={texts.noSongs} />
      <SongSection church={church} slug={slug} title={texts.sections.popularSongs} songs={data?.popularSongs} pending={home.isPending} empty={texts.noSongs} />
    </div>
  );
}

function track(church: ChurchSummary | undefined, event: Parameters<typeof trackHomeEvent>[0], section: string, itemId?: string, itemName?: string) {
  if (!church) return;
  trackHomeEvent(event, { church_id: church.id, church_name: church.name, section, item_id: itemId, item_name: itemName });
}

/** The click event of the card whose link was opened in a part the client did not hydrate (docs/decisions/484). */
function trackOpened<Item extends { id?: string; songId?: string }>(
  church: ChurchSummary | undefined,
  event: Parameters<typeof trackHomeEvent>[0],
  section: string,
  items: Item[],
  path: string,
  hrefOf: (item: Item) => string,
  nameOf: (item: Item) => string,
) {
  const item = items.find((candidate) => hrefOf(candidate) === path);
  if (item) track(church, event, section, item.id ?? item.songId, nameOf(item));
}

function SongSection({
  church,
  slug,
  title,
  songs,
  pending,
  empty,
  markNew = false,
}: {
  church: ChurchSummary | undefined;
  slug: string | undefined;
  title: string;
  songs: SongCardData[] | undefined;
  pending: boolean;
  empty: string;
  markNew?: boolean;
}) {
  return (
    <HomeSection title={title}>
      {pending || !slug ? (
        <ServiceCardSkeletons count={SONG_SKELETONS} className={SONG_GRID_CLASS} />
      ) : songs && songs.length > 0 ? (
        <StaticIsland
          drawnFrom={songs}
          onOpenLink={(path) => trackOpened(church, "click_song_card", title, songs, path, (song) => songCardHref(slug, song), (song) => song.name)}
          className={SONG_GRID_CLASS}
        >
          {songs.map((song) => (
            <SongCard
              key={song.songId}
              churchSlug={slug}
              song={song}
              showNewBadge={markNew}
              onOpen={() => track(church, "click_song_card", title, song.songId, song.name)}
            />
          ))}
        </StaticIsland>
      ) : (
        <Empty>{empty}</Empty>
      )}
    </HomeSection>
  );
}

function HomeSection({ title, action, children }: { title: string; action?: React.ReactNode; children: React.ReactNode }) {
  const id = `section-${title.toLowerCase().normalize("NFD").replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {/* Its own boundary: the client hydrates (and commits) each section separately, in short tasks (docs/decisions/263). */}
      <Suspense>{children}</Suspense>
    </section>
  );
}

function Empty({ children }: { children: React.ReactNode }) {
  return <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">{children}</p>;
}
