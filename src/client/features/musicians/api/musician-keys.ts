/** Query keys of the musicians feature; mutations invalidate `musicianKeys.all`. */
export type MusicianListFilters = { search: string };

export const musicianKeys = {
  all: ["musicians"] as const,
  lists: () => [...musicianKeys.all, "list"] as const,
  list: (filters: MusicianListFilters) => [...musicianKeys.lists(), filters] as const,
};
