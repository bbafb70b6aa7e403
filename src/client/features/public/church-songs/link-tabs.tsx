import { useId, type KeyboardEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";

export type LinkTab = { value: string; label: string; href: string };

/**
 * Tabs whose state lives in the URL (docs/decisions/417): each tab is a link to the page with that
 * tab (`?tab=…`), which the server renders, so a tap works before the scripts run. Once hydrated
 * a click switches in place (a client navigation that replaces the history entry), and the arrow
 * keys move between the tabs. Looks like the `Tabs` of components/ui.
 */
export function LinkTabs({ label, tabs, active, children }: { label: string; tabs: LinkTab[]; active: string; children: ReactNode }) {
  const id = useId();
  const tabId = (value: string) => `${id}-tab-${value}`;
  const panelId = `${id}-panel`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('[role="tab"]')];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    event.preventDefault();
    links[(at + (event.key === "ArrowRight" ? 1 : links.length - 1)) % links.length]?.focus();
  }

  return (
    <div className="flex flex-col gap-2">
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="inline-flex h-9 w-fit items-center rounded-lg bg-muted p-[3px] text-muted-foreground touch:h-auto touch:gap-2">
        {tabs.map((tab) => {
          const selected = tab.value === active;
          return (
            <Link
              key={tab.value}
              id={tabId(tab.value)}
              role="tab"
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              to={tab.href}
              replace
              preventScrollReset
              className={cn(
                "inline-flex h-full items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-foreground transition-[color,box-shadow] focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-1 focus-visible:outline-ring touch:h-11 touch:min-w-11",
                selected && "bg-background shadow-sm",
              )}
            >
              {tab.label}
            </Link>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(active)} className="pt-2">
        {children}
      </div>
    </div>
  );
}
