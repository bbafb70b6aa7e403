import { afterEach, beforeEach } from "vitest";

/** A common phone's width: below the app's 768 px mobile breakpoint (hooks/use-is-mobile). */
export const PHONE_WIDTH_PX = 390;

/**
 * Renders the tests of the calling `describe` at a phone's width: `useIsMobile` reads
 * `window.innerWidth`, which jsdom sets to 1024 (a desktop). Restored after each test.
 */
export function onAPhone() {
  let desktopWidth: number;
  beforeEach(() => {
    desktopWidth = window.innerWidth;
    window.innerWidth = PHONE_WIDTH_PX;
  });
  afterEach(() => {
    window.innerWidth = desktopWidth;
  });
}
