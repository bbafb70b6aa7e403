import { lazy, Suspense, useId, type KeyboardEvent } from "react";
import { Link } from "react-router";
import type { ServiceListItem, SongListItem } from "@shared/schemas/public-listing";
import { cn } from "@/lib/cn";
import { apiSizedPages, type ServerPageSizes } from "./api/listing-pages";
import { LISTING_TABS, paramsForTab, toSearch, type ListingDefaults, type ListingTab } from "./listing-state";
import { ServicesTab, type ListingFilter } from "./services-tab";
import { SongRowSkeletons } from "./skeletons";
import { listingTexts as texts } from "./texts";
import { useListingUrlState } from "./use-listing-url-state";

// The songs table (with its virtual list) loads when the Músicas tab first shows, keeping it out
// of the initial JavaScript of the Cultos tab (docs/decisions/176).
const SongsTab = lazy(() => import("./songs-tab").then((module) => ({ default: module.SongsTab })));

/** Arrow keys, Home and End move between the tabs (the tabs pattern); Enter follows the focused one. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]'));
  const at = tabs.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  tabs[(next + tabs.length) % tabs.length]?.focus();
}

/**
 * The Cultos and Músicas tabs with their URL and storage state (spec §2): the church's services
 * page, and the band and musician pages (with `filter`). Each tab is a link to its URL
 * (docs/decisions/411): before the scripts run the server renders it, once they run the page
 * changes in place.
 *
 * - `scope` names the page for browser storage ("church:igreja-esperanca:services",
 *   "band:banda-agape-2019", "musician:ana-lima").
 * - `defaults`: tab cultos and view grid on the services and musician pages; the band page
 *   falls back to tab musicas (spec §2).
 * - `songsPageSize`: 100 on the church listing, 50 on the band and musician tabs.
 * - `serverPages`: what a server page holds (docs/decisions/412): the first screen's worth on the
 *   church listing, the API's pages otherwise.
 */
export function ListingTabs({
  churchSlug,
  scope,
  filter,
  defaults = { tab: "cultos", view: "grid" },
  songsPageSize = 100,
  serverPages = apiSizedPages(songsPageSize),
  onOpenService,
  onOpenSong,
}: {
  churchSlug: string;
  scope: string;
  filter?: ListingFilter;
  defaults?: ListingDefaults;
  songsPageSize?: 25 | 50 | 100;
  serverPages?: ServerPageSizes;
  onOpenService?: (service: ServiceListItem) => void;
  onOpenSong?: (song: SongListItem) => void;
}) {
  const { state, remember, setSearch } = useListingUrlState({ scope, defaults });
  const id = useId();
  const tabId = (tab: ListingTab) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;
  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={texts.tabsLabel}
        onKeyDown={moveFocus}
        className="inline-flex h-9 w-fit items-center justify-center rounded-lg bg-muted p-[3px] text-muted-foreground touch:h-auto touch:gap-2"
      >
        {LISTING_TABS.map((tab) => {
          const selected = state.tab === tab;
          return (
            <Link
              key={tab}
              id={tabId(tab)}
              role="tab"
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              to={{ search: toSearch(paramsForTab(state, tab)) }}
              replace
              preventScrollReset
              onClick={() => remember({ tab })}
              className={cn(
                "inline-flex h-full min-w-24 flex-1 items-center touch:h-11 justify-center gap-1.5 rounded-md border border-transparent px-3 py-1 text-sm font-medium whitespace-nowrap text-foreground transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-1",
                selected && "bg-background shadow-sm",
              )}
            >
              {texts.tabs[tab]}
            </Link>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(state.tab)} className="flex-1 outline-none">
        {state.tab === "cultos" ? (
          <ServicesTab churchSlug={churchSlug} filter={filter} state={state} serverPages={serverPages} onSearch={setSearch} onViewChosen={(view) => remember({ view })} onOpenService={onOpenService} />
        ) : (
          <Suspense fallback={<SongRowSkeletons />}>
            <SongsTab churchSlug={churchSlug} filter={filter} state={state} serverPages={serverPages} onSearch={setSearch} pageSize={songsPageSize} onOpenSong={onOpenSong} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
