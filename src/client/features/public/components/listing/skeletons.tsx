import { Skeleton } from "@/components/ui/skeleton";
import { listingTexts as texts } from "./texts";

/** Spec §2: 8 cards, 2 list rows, 10 song rows while loading. */
export const SKELETON_COUNTS = { cards: 8, listRows: 2, songRows: 10 } as const;

export function ServiceCardSkeletons({ count = SKELETON_COUNTS.cards, className }: { count?: number; className?: string }) {
  return (
    <div aria-busy="true" aria-label={texts.loading} className={className}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} data-testid="service-card-skeleton" className="overflow-hidden rounded-xl border">
          <Skeleton className="aspect-video w-full rounded-none" />
          <div className="flex flex-col gap-2 p-3">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function ServiceRowSkeletons({ count = SKELETON_COUNTS.listRows }: { count?: number }) {
  return (
    <div aria-busy="true" aria-label={texts.loading} className="flex flex-col gap-4">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} data-testid="service-row-skeleton" className="flex flex-col gap-4 rounded-xl border p-4 md:flex-row">
          <Skeleton className="aspect-video w-full md:w-72" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-4 w-1/4" />
            {Array.from({ length: 4 }, (__, line) => (
              <Skeleton key={line} className="h-8 w-full" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

export function SongRowSkeletons({ count = SKELETON_COUNTS.songRows }: { count?: number }) {
  return (
    <div aria-busy="true" aria-label={texts.loading} className="flex flex-col gap-2">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} data-testid="song-row-skeleton" className="h-12 w-full" />
      ))}
    </div>
  );
}
