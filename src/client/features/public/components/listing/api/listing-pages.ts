import type { Page } from "@shared/schemas/public-listing";

/**
 * The next page of a listing (services or songs, 50 a page): asked for while fewer items than
 * the total are loaded and the last page brought some.
 */
export function nextListingPage(last: Page<unknown>, pages: Page<unknown>[]): number | undefined {
  const loaded = pages.reduce((count, page) => count + page.items.length, 0);
  return last.items.length > 0 && loaded < last.total ? last.page + 1 : undefined;
}
