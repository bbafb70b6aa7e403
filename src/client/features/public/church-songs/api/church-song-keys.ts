/** Query keys of the older songs page ("Músicas") and the song detail page. */
export const churchSongKeys = {
  all: ["public", "catalogue"] as const,
  lists: (churchKey: string) => [...churchSongKeys.all, churchKey, "list"] as const,
  /** A search's pages from page `startPage` (a page opened at `?page=`: docs/decisions/412). */
  list: (churchKey: string, search: string, startPage = 1) => [...churchSongKeys.lists(churchKey), { search, startPage }] as const,
  detail: (churchKey: string, songKey: string) => [...churchSongKeys.all, churchKey, "detail", songKey] as const,
};
