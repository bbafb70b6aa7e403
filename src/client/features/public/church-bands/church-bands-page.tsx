import { useParams } from "react-router";
import { PublicBandCard } from "@/features/public/components/public-band-card";
import { useUrlSearch } from "@/features/public/components/listing/use-url-search";
import { SearchPageHeader } from "@/features/public/components/search-page-header";
import { useItemTracking } from "@/features/public/components/use-item-tracking";
import { Skeleton } from "@/components/ui/skeleton";
import { useChurchBands } from "./api/list-church-bands";
import { churchBandsTexts as texts } from "./texts";

/** Spec §9: 6 band skeletons. */
const SKELETON_CARDS = 6;

/** /churches/:churchSlug/bands — a strip of the church's band cards with a filter on name or
 * year (`?q=`). */
export function ChurchBandsPage() {
  const { churchSlug = "" } = useParams();
  // The filter lives in the URL (`?q=`): the box is a form the server answers (docs/decisions/411).
  const { search, setSearch } = useUrlSearch();
  const bands = useChurchBands(churchSlug, search);
  const trackItem = useItemTracking(churchSlug, "bands_page");

  return (
    <div className="mx-auto flex w-full max-w-[2300px] flex-col gap-6 p-4 md:p-6">
      <SearchPageHeader title={texts.title} search={search} onSearch={setSearch} label={texts.searchLabel} placeholder={texts.searchPlaceholder} />
      {bands.isPending ? (
        <BandStrip aria-busy="true" aria-label={texts.loading}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <li key={index}>
              <Skeleton className="h-48 w-44 rounded-xl" />
            </li>
          ))}
        </BandStrip>
      ) : bands.isError ? (
        <p role="alert" className="py-12 text-center text-muted-foreground">
          {texts.error}
        </p>
      ) : bands.data.bands.length === 0 ? (
        <p className="py-12 text-center text-muted-foreground">{texts.empty}</p>
      ) : (
        <BandStrip aria-label={texts.title}>
          {bands.data.bands.map((band) => (
            <li key={band.id}>
              <PublicBandCard
                churchSlug={churchSlug}
                band={band}
                className="w-44"
                onOpen={() => trackItem("click_band_card", band)}
              />
            </li>
          ))}
        </BandStrip>
      )}
    </div>
  );
}

/** A strip swiped card by card, which says it is a carousel (issue 28: it may scroll sideways). */
function BandStrip(props: React.ComponentProps<"ul">) {
  return <ul aria-roledescription="carousel" className="flex snap-x snap-mandatory gap-4 overflow-x-auto pb-3 [&>li]:shrink-0 [&>li]:snap-start" {...props} />;
}
