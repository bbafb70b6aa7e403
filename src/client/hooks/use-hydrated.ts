import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

/** Whether the page on screen is the server's HTML that React is hydrating (set by main.tsx). */
let hydratingServerPage = false;

/**
 * main.tsx says so before hydrating a server-rendered page, and again once the visitor has moved
 * to another address: until then a component that starts renders as the server did.
 */
export function setHydratingServerPage(hydrating: boolean): void {
  hydratingServerPage = hydrating;
}

/**
 * False while React renders on the server and while it hydrates that HTML, true afterwards (and
 * at once in a page the client renders itself). What only the browser knows (stored choices,
 * the viewport) waits for it, so the hydrated HTML matches the server's.
 *
 * The change to true is a transition: the components re-render in short slices, and the parts
 * of the page still waiting for their hydration keep waiting instead of being hydrated at once,
 * in one long task (docs/decisions/484).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== "undefined" && !hydratingServerPage);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

const subscribeToNothing = () => () => {};

/**
 * Exactly whether React is hydrating this component's server HTML now (React reads a store's
 * server snapshot only then; false in any client render). The component renders once more, at
 * once, after its hydration.
 */
export function useHydratingNow(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
