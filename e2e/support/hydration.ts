import type { Page } from "@playwright/test";

/**
 * A server-rendered public page shows before its JavaScript runs: the app is requested once the
 * page has painted (docs/decisions/263), and may hydrate after the browser's `load` event. A
 * click or a keystroke before hydration does nothing, as for a visitor, so tests that act on
 * a public page open it with `gotoHydrated`.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    // The parts the client keeps as the server drew them (docs/decisions/484) never carry React's
    // fibers: they are ready once their listener is there.
    if (document.querySelector('#root [data-island]:not([data-island="ready"])')) return false;
    // Nor does what React sets as HTML text (a chart's lines, decision 522): its element does.
    const elements = [...document.querySelectorAll("#root *")].filter((element) => !element.parentElement?.closest("[data-island], [data-html]"));
    const last = elements[elements.length - 1];
    return last !== undefined && Object.keys(last).some((key) => key.startsWith("__reactFiber"));
  });
}

/** Opens `url` and, when the server rendered it, waits until the client has hydrated it. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  if ((await page.locator("#louvor-ssr-state").count()) > 0) await waitForHydration(page);
  return response;
}
