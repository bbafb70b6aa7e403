import { Link } from "react-router";
import type { ServiceSort } from "@shared/schemas/public-listing";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { nextSort, sortArrow, type SortState } from "./sorting";
import { listingTexts as texts } from "./texts";

const SERVICE_SORT_FIELDS: ServiceSort[] = ["date", "view_count"];

/**
 * The services sort: Data or Visualizações, each a link to the URL of the order it chooses (the
 * active field's link toggles the direction; spec §4), which the server renders before the
 * scripts run and the page follows in place once they do (docs/decisions/411).
 */
export function ServiceSortControl({
  value,
  hrefOf,
}: {
  value: SortState<ServiceSort>;
  /** The search ("?…") of the URL with that order. */
  hrefOf: (sort: SortState<ServiceSort>) => string;
}) {
  return (
    <div role="group" aria-label={texts.sortLabel} className="flex items-center gap-1 touch:gap-2">
      <span aria-hidden className="mr-1 hidden text-sm text-muted-foreground sm:inline">
        {texts.sortLabel}:
      </span>
      {SERVICE_SORT_FIELDS.map((field) => {
        const active = value.field === field;
        return (
          <Link
            key={field}
            to={{ search: hrefOf(nextSort(value, field)) }}
            replace
            preventScrollReset
            aria-current={active ? "true" : undefined}
            className={cn(buttonVariants({ size: "sm", variant: active ? "secondary" : "ghost" }), "touch:h-11")}
          >
            {texts.sortFields[field]}
            {active && (
              <span role="img" aria-label={value.direction === "asc" ? texts.ascending : texts.descending}>
                {sortArrow(value.direction)}
              </span>
            )}
          </Link>
        );
      })}
    </div>
  );
}
