/**
 * How a public page's address carries a search and a page number, read the same way by the
 * server (the query a page is rendered and cached under, docs/decisions/407) and by the page
 * itself, so a page hydrates with the very query the server rendered.
 */

/** The public API's longest search (PUBLIC_SEARCH_MAX_LENGTH). */
const SEARCH_MAX_LENGTH = 100;
/** The last page number an address may name. */
export const MAX_PAGE = 1000;

// Control characters are what this looks for: the API refuses them in a search.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/g;

/**
 * A search as the URL carries it: NFC, control characters and runs of spaces made one space,
 * trimmed, at most 100 characters (never half a character); "" for none.
 */
export function normaliseSearch(value: string | null | undefined): string {
  if (!value) return "";
  let term = value.normalize("NFC").replace(CONTROL_CHARACTERS, " ").replace(/\s+/g, " ").trim().slice(0, SEARCH_MAX_LENGTH);
  if (/[\uD800-\uDBFF]$/.test(term)) term = term.slice(0, -1);
  return term.trim();
}

/** A page number as the URL carries it: 2 to 1000, or 1 (the first page, absent from the URL). */
export function readPage(value: string | null | undefined): number {
  const text = value?.trim() ?? "";
  if (!/^\d{1,4}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 2 ? Math.min(page, MAX_PAGE) : 1;
}
