import type { MouseEvent } from "react";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/**
 * A plain click (not a middle click, nor with Ctrl/⌘, Shift or Alt, which keep the browser's own
 * meaning: a new tab or window) that nothing has handled yet.
 */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * "Carregar mais": a link to the next server page (`search`, e.g. "?page=2"), which is what it
 * does before the page's scripts run or without them; once they run, a plain click loads the next
 * items in place instead (docs/decisions/412). It stays while a load is running (a tap then does
 * nothing more), so a tap is never lost to the link moving away under the finger.
 */
export function LoadMoreLink({ search, label, onLoadMore }: { search: string; label: string; onLoadMore: () => void }) {
  return (
    <div className="flex justify-center pb-4">
      <Link
        to={{ search }}
        replace
        preventScrollReset
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onLoadMore();
        }}
        className={cn(buttonVariants({ variant: "outline" }), "min-w-44 touch:h-11")}
      >
        {label}
      </Link>
    </div>
  );
}

/** A link to the server page before the first one shown (a list opened at `?page=` 2 or more). */
export function PreviousPageLink({ search, label }: { search: string; label: string }) {
  return (
    <div className="flex justify-center">
      <Link to={{ search }} className={cn(buttonVariants({ variant: "outline" }), "min-w-44 touch:h-11")}>
        {label}
      </Link>
    </div>
  );
}
