import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { DetailQueryView, NotFoundNotice } from "./detail-page";
import { OwnerListings, type ListingOwner } from "./listing/owner-listings";

/**
 * A band's or musician's page: what its query answers (`loading` while pending, the not-found
 * notice on a 404), then the owner's Cultos and Músicas tabs. The tabs ask for the owner by the
 * URL's key, in parallel with the header; they are left out when the owner could not be loaded.
 */
export function OwnerDetailPage<T>({
  churchSlug,
  owner,
  ownerKey,
  query,
  loading,
  notFound,
  children,
}: {
  churchSlug: string;
  owner: ListingOwner;
  ownerKey: string;
  query: UseQueryResult<T>;
  loading: ReactNode;
  notFound: { title: string; description: string; backTo: string };
  children: (data: T) => ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-[2300px] flex-col gap-6 p-4 md:p-6">
      <DetailQueryView query={query} loading={loading} notFound={<NotFoundNotice {...notFound} />}>
        {children}
      </DetailQueryView>
      {query.isError ? null : <OwnerListings churchSlug={churchSlug} owner={owner} ownerKey={ownerKey} />}
    </div>
  );
}
