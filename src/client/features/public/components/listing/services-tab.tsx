import { useMemo, useState } from "react";
import type { ServiceListItem, ServiceSort } from "@shared/schemas/public-listing";
import { ServiceCard } from "@/features/public/components/service-card";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useServicesListing } from "./api/list-services";
import { EndMessage } from "./end-message";
import { SERVICE_GRID_CLASS } from "./grid-classes";
import type { ViewMode } from "./listing-state";
import { SearchBox } from "./search-box";
import { ServiceListRow } from "./service-list-row";
import { ServiceCardSkeletons, ServiceRowSkeletons } from "./skeletons";
import { ServiceSortControl } from "./sort-control";
import type { SortState } from "./sorting";
import { listingTexts as texts } from "./texts";
import { useListingItems } from "./use-listing-items";
import { ViewModeToggle } from "./view-mode-toggle";

export type ListingFilter = { band?: string; musician?: string };

/** Spec §4: services sort starts at date descending. */
export const DEFAULT_SERVICE_SORT: SortState<ServiceSort> = { field: "date", direction: "desc" };


/**
 * The cultos tab: search, sort, grid or list, and more services as the visitor scrolls, until
 * "Todos os N cultos carregados.".
 */
export function ServicesTab({
  churchSlug,
  filter = {},
  view,
  onViewChange,
  onOpenService,
}: {
  churchSlug: string;
  filter?: ListingFilter;
  view: ViewMode;
  onViewChange: (view: ViewMode) => void;
  /** Called when a service card is opened (analytics hook point). */
  onOpenService?: (service: ServiceListItem) => void;
}) {
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState(DEFAULT_SERVICE_SORT);
  const query = useMemo(
    () => ({ search: search || undefined, sort: sort.field, direction: sort.direction, band: filter.band, musician: filter.musician }),
    [search, sort, filter.band, filter.musician],
  );
  const listing = useServicesListing(churchSlug, query);
  const { items: services, exhausted } = useListingItems(listing, query);

  // Spec §8: the church listing tells the reason; a band's or musician's page says "Erro ao buscar serviços".
  const filtered = Boolean(filter.band || filter.musician);
  const errorText = (error: Error | null) =>
    filtered ? texts.filteredServicesError : texts.servicesError(error?.message || texts.unknownError);

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
    body = <EndMessage>{texts.noServices + (search ? texts.noServicesSearchHint : "")}</EndMessage>;
  } else {
    body = (
      <>
        {view === "grid" ? (
          <div className={SERVICE_GRID_CLASS}>
            {services.map((service) => (
              <ServiceCard key={service.id} churchSlug={churchSlug} service={service} onOpen={() => onOpenService?.(service)} />
            ))}
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            {services.map((service) => (
              <ServiceListRow key={service.id} churchSlug={churchSlug} service={service} />
            ))}
          </div>
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
        ) : !listing.hasNextPage || exhausted ? (
          <EndMessage>{texts.allServicesLoaded(services.length)}</EndMessage>
        ) : null}
      </>
    );
  }

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchBox value={search} onSearch={setSearch} placeholder={texts.searchServicesPlaceholder} />
        <div className="flex flex-wrap items-center gap-3">
          <ServiceSortControl value={sort} onChange={setSort} />
          <ViewModeToggle value={view} onChange={onViewChange} />
        </div>
      </div>
      {body}
    </section>
  );
}
