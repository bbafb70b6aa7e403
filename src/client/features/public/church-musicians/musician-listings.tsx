import type { ServiceListItem, SongListItem } from "@shared/schemas/public-listing";
import { usePublicChurch } from "@/features/public/components/api/get-public-church";
import { ListingTabs } from "@/features/public/components/listing/listing-tabs";
import type { ListingDefaults } from "@/features/public/components/listing/listing-state";
import { track } from "@/lib/analytics";

/** Spec §2: the musician page defaults to the Cultos tab in grid view. */
export const MUSICIAN_LISTING_DEFAULTS: ListingDefaults = { tab: "cultos", view: "grid" };
/** Spec §9: 50 songs a page on the musician's Músicas tab. */
export const MUSICIAN_SONGS_PAGE_SIZE = 50;

/** Browser-storage scope of one musician's tab and view (spec: remembered per musician). */
export const musicianListingScope = (churchSlug: string, musicianKey: string) => `church:${churchSlug}:musician:${musicianKey}`;

/**
 * The musician's Cultos and Músicas tabs: the services listing's own components with the musician
 * filter, asked for by the URL's key in parallel with the page's header. Invalid `tab`/`view`
 * values in the URL are corrected by replacing the URL (ListingTabs).
 */
export function MusicianListings({ churchSlug, musicianKey }: { churchSlug: string; musicianKey: string }) {
  const church = usePublicChurch(churchSlug).data?.church;
  const common = { church_id: church?.id, church_name: church?.name, section: "musician_page", musician_key: musicianKey };
  return (
    <ListingTabs
      churchSlug={churchSlug}
      scope={musicianListingScope(churchSlug, musicianKey)}
      filter={{ musician: musicianKey }}
      defaults={MUSICIAN_LISTING_DEFAULTS}
      songsPageSize={MUSICIAN_SONGS_PAGE_SIZE}
      onOpenService={(service: ServiceListItem) =>
        track("click_service_card", { ...common, item_id: service.id, item_name: `${service.date} ${service.time}` })
      }
      onOpenSong={(song: SongListItem) => track("click_song_card", { ...common, item_id: song.id, item_name: song.name })}
    />
  );
}
