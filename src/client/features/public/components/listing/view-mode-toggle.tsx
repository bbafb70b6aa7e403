import { LayoutGridIcon, ListIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ViewMode } from "./listing-state";
import { listingTexts as texts } from "./texts";

/** Grid or list (the cultos tab only). */
export function ViewModeToggle({ value, onChange }: { value: ViewMode; onChange: (view: ViewMode) => void }) {
  const options = [
    { view: "grid" as const, label: texts.viewGrid, Icon: LayoutGridIcon },
    { view: "list" as const, label: texts.viewList, Icon: ListIcon },
  ];
  return (
    <div role="group" aria-label={texts.viewLabel} className="flex items-center rounded-md border p-0.5">
      {options.map(({ view, label, Icon }) => (
        <Button
          key={view}
          type="button"
          size="sm"
          variant={value === view ? "secondary" : "ghost"}
          aria-pressed={value === view}
          onClick={() => onChange(view)}
          className="h-7"
        >
          <Icon aria-hidden />
          <span className="sr-only md:not-sr-only">{label}</span>
        </Button>
      ))}
    </div>
  );
}
