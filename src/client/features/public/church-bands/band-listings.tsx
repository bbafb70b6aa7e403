import type { ServiceListItem, SongListItem } from "@shared/schemas/public-listing";
import { usePublicChurch } from "@/features/public/components/api/get-public-church";
import { ListingTabs } from "@/features/public/components/listing/listing-tabs";
import type { ListingDefaults } from "@/features/public/components/listing/listing-state";
import { track } from "@/lib/analytics";

/** Spec §2: the band page falls back to the Músicas tab (and grid) when nothing is stored. */
export const BAND_LISTING_DEFAULTS: ListingDefaults = { tab: "musicas", view: "grid" };
/** Spec §9: 50 songs a page on the band's Músicas tab. */
export const BAND_SONGS_PAGE_SIZE = 50;

/** Browser-storage scope of one band's tab and view (remembered per band, like the musician page). */
export const bandListingScope = (churchSlug: string, bandKey: string) => `church:${churchSlug}:band:${bandKey}`;

/**
 * The band's Cultos and Músicas tabs: the services listing's own components with the band filter.
 * They ask for the band by the URL's key, so they load in parallel with the page's header.
 */
export function BandListings({ churchSlug, bandKey }: { churchSlug: string; bandKey: string }) {
  const church = usePublicChurch(churchSlug).data?.church;
  const common = { church_id: church?.id, church_name: church?.name, section: "band_page", band_key: bandKey };
  return (
    <ListingTabs
      churchSlug={churchSlug}
      scope={bandListingScope(churchSlug, bandKey)}
      filter={{ band: bandKey }}
      defaults={BAND_LISTING_DEFAULTS}
      songsPageSize={BAND_SONGS_PAGE_SIZE}
      onOpenService={(service: ServiceListItem) =>
        track("click_service_card", { ...common, item_id: service.id, item_name: `${service.date} ${service.time}` })
      }
      onOpenSong={(song: SongListItem) => track("click_song_card", { ...common, item_id: song.id, item_name: song.name })}
    />
  );
}
