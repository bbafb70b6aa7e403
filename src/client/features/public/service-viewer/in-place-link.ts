import type { MouseEvent } from "react";

/**
 * The service page's song links (the song list, previous, next, play) are real links, so they
 * work before the scripts run (docs/decisions/415); once the page is hydrated a plain click is
 * done in place instead (the player seeks, the address is rewritten), as before. A middle click,
 * Ctrl/⌘-click or Shift-click keeps the browser's own meaning (a new tab or window).
 */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** An onClick for such a link: a plain click runs `action` instead of loading the link's address. */
export function inPlace(action: () => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    action();
  };
}

