import type { ServiceSort } from "@shared/schemas/public-listing";
import { Button } from "@/components/ui/button";
import { nextSort, sortArrow, type SortState } from "./sorting";
import { listingTexts as texts } from "./texts";

const SERVICE_SORT_FIELDS: ServiceSort[] = ["date", "view_count"];

/** The services sort: Data or Visualizações; the active field's button toggles the direction. */
export function ServiceSortControl({ value, onChange }: { value: SortState<ServiceSort>; onChange: (next: SortState<ServiceSort>) => void }) {
  return (
    <div role="group" aria-label={texts.sortLabel} className="flex items-center gap-1">
      <span className="mr-1 text-sm text-muted-foreground">{texts.sortLabel}:</span>
      {SERVICE_SORT_FIELDS.map((field) => {
        const active = value.field === field;
        return (
          <Button
            key={field}
            type="button"
            size="sm"
            variant={active ? "secondary" : "ghost"}
            aria-pressed={active}
            onClick={() => onChange(nextSort(value, field))}
          >
            {texts.sortFields[field]}
            {active && (
              <span aria-label={value.direction === "asc" ? texts.ascending : texts.descending}>{sortArrow(value.direction)}</span>
            )}
          </Button>
        );
      })}
    </div>
  );
}
