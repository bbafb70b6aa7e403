import { useMemo } from "react";
import type { ServiceListItem } from "@shared/schemas/public-listing";
import { ServiceCard } from "@/features/public/components/service-card";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ApiError, UNREADABLE_ANSWER } from "@/lib/api-client";
import { useServicesListing } from "./api/list-services";
import { serverPageOf, serverPageStart, type ServerPageSizes } from "./api/listing-pages";
import { EndMessage } from "./end-message";
import { SERVICE_GRID_CLASS } from "./grid-classes";
import {
  paramsForPage,
  paramsForSearch,
  paramsForServiceSort,
  paramsForView,
  searchFormFields,
  toSearch,
  type ListingState,
  type ViewMode,
} from "./listing-state";
import { LoadMoreLink, PreviousPageLink } from "./page-links";
import { SearchBox } from "./search-box";
import { ServiceListRow } from "./service-list-row";
import { ServiceCardSkeletons, ServiceRowSkeletons } from "./skeletons";
import { ServiceSortControl } from "./sort-control";
import { listingTexts as texts } from "./texts";
import { useListingItems } from "./use-listing-items";
import { ViewModeToggle } from "./view-mode-toggle";

export type ListingFilter = { band?: string; musician?: string };

/** The first cards are the page's first screen: their thumbnails load at once (docs/decisions/263). */
const PRIORITY_CARDS = 2;

/**
 * The cultos tab: search, sort, grid or list, and more services as the visitor scrolls (or taps
 * "Carregar mais"), until "Todos os N cultos carregados.". Its state is the URL's (`state`); every
 * control is a link or a form to the URL of the state it chooses (docs/decisions/411).
 */
export function ServicesTab({
  churchSlug,
  filter = {},
  state,
  serverPages,
  onSearch,
  onViewChosen,
  onOpenService,
}: {
  churchSlug: string;
  filter?: ListingFilter;
  state: ListingState;
  /** What a server page holds (docs/decisions/412). */
  serverPages: ServerPageSizes;
  onSearch: (search: string) => void;
  /** A view was chosen (remembered for the next visit). */
  onViewChosen?: (view: ViewMode) => void;
  /** Called when a service card is opened (analytics hook point). */
  onOpenService?: (service: ServiceListItem) => void;
}) {
  const { view, search, serviceSort: sort } = state;
  const query = useMemo(
    () => ({ search: search || undefined, sort: sort.field, direction: sort.direction, band: filter.band, musician: filter.musician }),
    [search, sort, filter.band, filter.musician],
  );
  // On the church listing a server page is a first screen, of cards or of list rows (docs/decisions/412).
  const serverPageSize = serverPages.services[view];
  const listing = useServicesListing(churchSlug, query, serverPageStart(state.page, serverPageSize), serverPageSize);
  const { items: services, total, start, end, hasMore, loadMore } = useListingItems(listing, query);

  // Spec §8: the church listing tells the reason; a band's or musician's page says "Erro ao buscar serviços".
  const filtered = Boolean(filter.band || filter.musician);
  const errorText = (error: Error | null) => {
    if (filtered) return texts.filteredServicesError;
    const message = error?.message || texts.unknownError;
    return error instanceof ApiError && error.code === UNREADABLE_ANSWER ? texts.servicesUnreadable(message) : texts.servicesError(message);
  };
  const previous =
    start > 0 ? (
      <PreviousPageLink
        search={toSearch(paramsForPage(state, Math.min(state.page - 1, serverPageOf(Math.max(0, total - 1), serverPageSize))))}
        label={texts.previousPage}
      />
    ) : null;

  let body: React.ReactNode;
  if (listing.isPending) {
    body = view === "grid" ? <ServiceCardSkeletons className={SERVICE_GRID_CLASS} /> : <ServiceRowSkeletons />;
  } else if (listing.isError && services.length === 0) {
    body = (
      <Alert variant="destructive">
        <AlertDescription className="flex flex-wrap items-center gap-3">
          {errorText(listing.error)}
          <Button size="sm" variant="outline" onClick={() => void listing.refetch()}>
            {texts.retry}
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else if (services.length === 0) {
    body = (
      <>
        <EndMessage>{texts.noServices + (search ? texts.noServicesSearchHint : "")}</EndMessage>
        {previous}
      </>
    );
  } else {
    body = (
      <>
        {previous}
        {view === "grid" ? (
          <div className={SERVICE_GRID_CLASS}>
            {services.map((service, index) => (
              <ServiceCard
                key={service.id}
                churchSlug={churchSlug}
                service={service}
                priority={start === 0 && index < PRIORITY_CARDS}
                onOpen={() => onOpenService?.(service)}
              />
            ))}
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            {services.map((service) => (
              <ServiceListRow key={service.id} churchSlug={churchSlug} service={service} />
            ))}
          </div>
        )}
        {/* The link comes first: a load's status line appears below it, so it never moves under a finger. */}
        {hasMore && (
          <LoadMoreLink
            search={toSearch(paramsForPage(state, serverPageOf(end, serverPageSize)))}
            label={texts.loadMore}
            onLoadMore={loadMore}
          />
        )}
        {listing.isFetchingNextPage ? (
          <EndMessage>{texts.loadingMoreServices}</EndMessage>
        ) : listing.isFetchNextPageError ? (
          <EndMessage>
            {errorText(listing.error)}{" "}
            <Button size="sm" variant="link" onClick={() => void listing.fetchNextPage()}>
              {texts.retry}
            </Button>
          </EndMessage>
        ) : !hasMore ? (
          <EndMessage>{start === 0 ? texts.allServicesLoaded(services.length) : texts.servicesShown(start + 1, end, total)}</EndMessage>
        ) : null}
      </>
    );
  }

  return (
    <section className="flex flex-col gap-4">
      <ServicesToolbar state={state} serverPages={serverPages} onSearch={onSearch} onViewChosen={onViewChosen} />
      {body}
    </section>
  );
}

/**
 * The search form, the order and the view of the cultos tab: a form and links to the URLs they
 * choose. The other view opens at its server page that holds the first service shown.
 */
function ServicesToolbar({
  state,
  serverPages,
  onSearch,
  onViewChosen,
}: {
  state: ListingState;
  serverPages: ServerPageSizes;
  onSearch: (search: string) => void;
  onViewChosen?: (view: ViewMode) => void;
}) {
  const start = serverPageStart(state.page, serverPages.services[state.view]);
  const viewHref = (view: ViewMode) => toSearch(paramsForView({ ...state, page: serverPageOf(start, serverPages.services[view]) }, view));
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <SearchBox
        value={state.search}
        onSearch={onSearch}
        placeholder={texts.searchServicesPlaceholder}
        fields={searchFormFields(state)}
        clearSearch={toSearch(paramsForSearch(state, ""))}
      />
      <div className="flex flex-wrap items-center gap-3">
        <ServiceSortControl value={state.serviceSort} hrefOf={(next) => toSearch(paramsForServiceSort(state, next))} />
        <ViewModeToggle value={state.view} hrefOf={viewHref} onChosen={onViewChosen} />
      </div>
    </div>
  );
}
