import { createContext, useContext, useSyncExternalStore } from "react";

/** Spec §9: mobile means a viewport narrower than 768 px. */
export const MOBILE_BREAKPOINT_PX = 768;

/**
 * What the server guessed from the User-Agent: its HTML and the hydration use it, so a phone
 * gets the phone's layout in its first paint; the viewport takes over once hydrated.
 */
export const MobileHintContext = createContext(false);

function subscribe(onChange: () => void): () => void {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

function isMobileViewport(): boolean {
  return window.innerWidth < MOBILE_BREAKPOINT_PX;
}

export function useIsMobile(): boolean {
  const hint = useContext(MobileHintContext);
  return useSyncExternalStore(subscribe, isMobileViewport, () => hint);
}
