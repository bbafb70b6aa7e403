import { lazy, Suspense } from "react";
import type { ServiceListItem, SongListItem } from "@shared/schemas/public-listing";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { ListingDefaults, ListingTab } from "./listing-state";
import { ServicesTab, type ListingFilter } from "./services-tab";
import { SongRowSkeletons } from "./skeletons";
import { listingTexts as texts } from "./texts";
import { useListingUrlState } from "./use-listing-url-state";

// The songs table (with its virtual list) loads when the Músicas tab first shows, keeping it out
// of the initial JavaScript of the Cultos tab (docs/decisions/176).
const SongsTab = lazy(() => import("./songs-tab").then((module) => ({ default: module.SongsTab })));

/**
 * The Cultos and Músicas tabs with their URL and storage state (spec §2): the church's services
 * page, and the band and musician pages (with `filter`).
 *
 * - `scope` names the page for browser storage ("church:igreja-esperanca:services",
 *   "band:banda-agape-2019", "musician:ana-lima").
 * - `defaults`: tab cultos and view grid on the services and musician pages; the band page
 *   falls back to tab musicas (spec §2).
 * - `songsPageSize`: 100 on the church listing, 50 on the band and musician tabs.
 */
export function ListingTabs({
  churchSlug,
  scope,
  filter,
  defaults = { tab: "cultos", view: "grid" },
  songsPageSize = 100,
  onOpenService,
  onOpenSong,
}: {
  churchSlug: string;
  scope: string;
  filter?: ListingFilter;
  defaults?: ListingDefaults;
  songsPageSize?: 25 | 50 | 100;
  onOpenService?: (service: ServiceListItem) => void;
  onOpenSong?: (song: SongListItem) => void;
}) {
  const { tab, view, setTab, setView } = useListingUrlState({ scope, defaults });
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as ListingTab)} className="gap-4">
      <TabsList aria-label={texts.tabsLabel}>
        <TabsTrigger value="cultos">{texts.tabs.cultos}</TabsTrigger>
        <TabsTrigger value="musicas">{texts.tabs.musicas}</TabsTrigger>
      </TabsList>
      <TabsContent value="cultos">
        <ServicesTab churchSlug={churchSlug} filter={filter} view={view} onViewChange={setView} onOpenService={onOpenService} />
      </TabsContent>
      <TabsContent value="musicas">
        <Suspense fallback={<SongRowSkeletons />}>
          <SongsTab churchSlug={churchSlug} filter={filter} pageSize={songsPageSize} onOpenSong={onOpenSong} />
        </Suspense>
      </TabsContent>
    </Tabs>
  );
}
