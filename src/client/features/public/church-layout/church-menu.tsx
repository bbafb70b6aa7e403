import { useEffect, useRef, useState } from "react";
import { PanelLeftIcon, XIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { useHydrated } from "@/hooks/use-hydrated";
import { cn } from "@/lib/cn";
import type { ChurchNavItem } from "./nav-items";
import { NavLinks } from "./nav-links";
import { churchLayoutTexts as texts } from "./texts";

/**
 * The church's navigation on a phone (< 768 px, where the side navigation is hidden), opened from
 * the top bar (docs/decisions/498). A disclosure, `<details>` and `<summary>`: the browser opens
 * and closes it by itself, so it works before the scripts run (and without them), and its links
 * are links. Once hydrated React adds what a menu does beyond that: a choice, a tap outside the
 * panel or Escape closes it. React never sets `open`, so a menu opened before hydration stays open.
 */
export function ChurchMenu({ items, header }: { items: ChurchNavItem[]; header: React.ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const element = details.current;
    if (!element) return;
    // Opened before hydration: the state follows the element, never the other way round.
    setOpen(element.open);
    const close = () => {
      element.open = false;
    };
    const onClick = (event: MouseEvent) => {
      // The visitor's own taps only: a tap kept before hydration and done now (decision 497) is not one beside the menu.
      if (!element.open || !event.isTrusted || !(event.target instanceof Element)) return;
      if (summary.current?.contains(event.target)) return;
      // A choice in the panel (it may be the page already shown), or a tap beside it.
      if (!panel.current?.contains(event.target) || event.target.closest("a[href]")) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !element.open) return;
      const focusWasInside = element.contains(document.activeElement);
      close();
      if (focusWasInside) summary.current?.focus();
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  return (
    // The browser toggles `open`, which React does not render: that attribute may differ at hydration.
    <details ref={details} suppressHydrationWarning className="group md:hidden" onToggle={(event) => setOpen(event.currentTarget.open)}>
      {/* A button for assistive technology and tests alike; its expanded state is the browser's own until hydrated. */}
      <summary
        ref={summary}
        role="button"
        aria-expanded={hydrated ? open : undefined}
        className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "-ml-1 size-8 cursor-pointer list-none [&::-webkit-details-marker]:hidden")}
      >
        <PanelLeftIcon aria-hidden className="group-open:hidden" />
        <XIcon aria-hidden className="hidden group-open:block" />
        <span className="sr-only">{texts.toggleSidebar}</span>
      </summary>
      {/* Under the top bar (its positioned box), over the page, dimming what the panel does not cover. */}
      <div className="absolute inset-x-0 top-full h-[calc(100svh-3.5rem)] bg-black/50">
        <div
          ref={panel}
          className="flex h-full w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto border-r bg-background p-4 text-foreground shadow-lg"
          role="region"
          aria-label={texts.mobileMenuTitle}
        >
          <div className="flex h-10 items-center px-1">{header}</div>
          <NavLinks items={items} />
        </div>
      </div>
    </details>
  );
}
