import { withoutAccents } from "./accents";

/**
 * The church's unique id in public URLs (spec, admin §5): accents removed, lower case, spaces to
 * hyphens, only word characters and hyphens, no repeated, leading or trailing hyphens. The result
 * satisfies the database's CHECK `slug ~ '^[a-z0-9_]+(-[a-z0-9_]+)*$'` (or is empty).
 */
export function slugify(text: string): string {
  return slugifyWhileTyping(text).replace(/-+$/, "");
}

/**
 * The same rule while the user is still typing: one trailing hyphen is kept so that typing a
 * space before the next word is not undone under the cursor. `slugify` of the result is final.
 */
export function slugifyWhileTyping(text: string): string {
  return withoutAccents(text)
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9_-]+/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+/, "");
}

/** Slugs the server keeps: the shape of the database CHECK. */
export const SLUG_PATTERN = /^[a-z0-9_]+(-[a-z0-9_]+)*$/;
