/** Query keys of the public musician page. */
export const churchMusicianKeys = {
  all: ["public", "musicians"] as const,
  detail: (churchKey: string, musicianKey: string) => [...churchMusicianKeys.all, churchKey, "detail", musicianKey] as const,
};
