import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React renders on the server and while it hydrates that HTML, true afterwards (and
 * at once in a page the client renders itself). What only the browser knows (stored choices,
 * the viewport) waits for it, so the hydrated HTML matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
