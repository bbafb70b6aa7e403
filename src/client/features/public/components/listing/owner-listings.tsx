import type { ServiceListItem, SongListItem } from "@shared/schemas/public-listing";
import { useItemTracking } from "@/features/public/components/use-item-tracking";
import { ListingTabs } from "./listing-tabs";
import type { ListingDefaults } from "./listing-state";

/** The page whose Cultos and Músicas tabs these are: a band's or a musician's. */
export type ListingOwner = "band" | "musician";

/** Spec §2: the band page falls back to the Músicas tab (and grid) when nothing is stored; the musician page to Cultos. */
const OWNER_DEFAULTS: Record<ListingOwner, ListingDefaults> = {
  band: { tab: "musicas", view: "grid" },
  musician: { tab: "cultos", view: "grid" },
};
/** Spec §9: 50 songs a page on a band's or musician's Músicas tab. */
const OWNER_SONGS_PAGE_SIZE = 50;

/** Browser-storage scope of one band's or musician's tab and view (spec: remembered per page). */
export const ownerListingScope = (churchSlug: string, owner: ListingOwner, ownerKey: string) => `church:${churchSlug}:${owner}:${ownerKey}`;

/**
 * A band's or musician's Cultos and Músicas tabs: the services listing's own components with the
 * owner's filter. They ask for the owner by the URL's key, so they load in parallel with the
 * page's header. Invalid `tab`/`view` values in the URL are corrected by replacing the URL (ListingTabs).
 */
export function OwnerListings({ churchSlug, owner, ownerKey }: { churchSlug: string; owner: ListingOwner; ownerKey: string }) {
  const trackItem = useItemTracking(churchSlug, `${owner}_page`);
  const ownerParam = { [`${owner}_key`]: ownerKey };
  return (
    <ListingTabs
      churchSlug={churchSlug}
      scope={ownerListingScope(churchSlug, owner, ownerKey)}
      filter={owner === "band" ? { band: ownerKey } : { musician: ownerKey }}
      defaults={OWNER_DEFAULTS[owner]}
      songsPageSize={OWNER_SONGS_PAGE_SIZE}
      onOpenService={(service: ServiceListItem) =>
        trackItem("click_service_card", { id: service.id, name: `${service.date} ${service.time}` }, ownerParam)
      }
      onOpenSong={(song: SongListItem) => trackItem("click_song_card", song, ownerParam)}
    />
  );
}
