import { useSyncExternalStore } from "react";

/** Spec §9: mobile means a viewport narrower than 768 px. */
export const MOBILE_BREAKPOINT_PX = 768;

function subscribe(onChange: () => void): () => void {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

function isMobileViewport(): boolean {
  return window.innerWidth < MOBILE_BREAKPOINT_PX;
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileViewport, () => false);
}
