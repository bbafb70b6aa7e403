import { LayoutGridIcon, ListIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { ViewMode } from "./listing-state";
import { listingTexts as texts } from "./texts";

/**
 * Grid or list (the cultos tab only): a link to each view's URL (`hrefOf`), which the server
 * renders before the scripts run and the page follows in place once they do (docs/decisions/411).
 * The view shown is the current one (aria-current).
 */
export function ViewModeToggle({
  value,
  hrefOf,
  onChosen,
}: {
  value: ViewMode;
  /** The search ("?…") of the URL with that view. */
  hrefOf: (view: ViewMode) => string;
  /** A view was chosen (remembered for the next visit). */
  onChosen?: (view: ViewMode) => void;
}) {
  const options = [
    { view: "grid" as const, label: texts.viewGrid, Icon: LayoutGridIcon },
    { view: "list" as const, label: texts.viewList, Icon: ListIcon },
  ];
  return (
    <div role="group" aria-label={texts.viewLabel} className="flex items-center rounded-md border p-0.5 touch:gap-2">
      {options.map(({ view, label, Icon }) => (
        <Link
          key={view}
          to={{ search: hrefOf(view) }}
          replace
          preventScrollReset
          aria-current={value === view ? "true" : undefined}
          onClick={() => onChosen?.(view)}
          className={cn(buttonVariants({ size: "sm", variant: value === view ? "secondary" : "ghost" }), "h-7 touch:h-11 touch:min-w-11")}
        >
          <Icon aria-hidden />
          <span className="sr-only md:not-sr-only">{label}</span>
        </Link>
      ))}
    </div>
  );
}
