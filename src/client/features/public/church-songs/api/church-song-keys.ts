/** Query keys of the older songs page ("Músicas") and the song detail page. */
export const churchSongKeys = {
  all: ["public", "catalogue"] as const,
  lists: (churchKey: string) => [...churchSongKeys.all, churchKey, "list"] as const,
  list: (churchKey: string, search: string) => [...churchSongKeys.lists(churchKey), { search }] as const,
  detail: (churchKey: string, songKey: string) => [...churchSongKeys.all, churchKey, "detail", songKey] as const,
};
