import { useEffect } from "react";
import { EARLY_TAPS_GLOBAL, REPLAY_ATTRIBUTE, REPLAY_ID, REPLAY_PENDING_ATTRIBUTE, type EarlyTaps } from "@shared/early-taps";

/** The state of the page's inline early-taps script; none in a page the client rendered itself. */
function earlyTaps(): EarlyTaps | undefined {
  return (window as unknown as Record<string, EarlyTaps | undefined>)[EARLY_TAPS_GLOBAL];
}

/**
 * Clicks, once each and in the order they were first tapped, the controls whose taps the inline
 * script kept and that have hydrated since; the others stay queued for their own hydration.
 */
function replayHydrated(taps: EarlyTaps): void {
  const due = taps.queue.filter((id) => taps.ready[id]);
  if (due.length === 0) return;
  taps.queue = taps.queue.filter((id) => !taps.ready[id]);
  for (const id of due) {
    document.head.querySelector(`style[${REPLAY_PENDING_ATTRIBUTE}="${id}"]`)?.remove();
    document.querySelector<HTMLElement>(`[${REPLAY_ATTRIBUTE}="${id}"]`)?.click();
  }
}

/**
 * Marks a control that only a script can run (docs/decisions/497): spread the returned attribute
 * on it. A tap on it before it has hydrated is kept by the page's inline script; once it has
 * hydrated, that tap is done once, as a click on the same control. The click waits for the end of
 * the commit's effects (a task later), so the page's own effects (its player's controller) are
 * ready for it. `id` names the control on its page (lowercase letters, digits, hyphens).
 */
export function useEarlyTaps(id: string): { [REPLAY_ATTRIBUTE]: string } {
  // Checked in every build: the names are constants of the code, and the server renders these
  // components outside Vite too (where import.meta.env does not exist).
  if (!REPLAY_ID.test(id)) throw new Error(`Not a control name for early taps: ${id}`);
  useEffect(() => {
    const taps = earlyTaps();
    if (!taps) return;
    taps.ready[id] = true;
    const timer = setTimeout(() => replayHydrated(taps), 0);
    return () => clearTimeout(timer);
  }, [id]);
  return { [REPLAY_ATTRIBUTE]: id };
}
