import { withoutAccents } from "@shared/accents";
/** Lower case without accents, so "joao" finds "João". */
export function foldForSearch(text: string): string {
  return withoutAccents(text).toLocaleLowerCase("pt-BR");
}

/**
 * A cmdk `filter`: an item matches when every typed word appears in its keywords, ignoring case
 * and accents (1 shows it, 0 hides it).
 */
export function everyWordFilter(_value: string, search: string, keywords: string[] = []): number {
  const haystack = foldForSearch(keywords.join(" "));
  return foldForSearch(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word))
    ? 1
    : 0;
}
