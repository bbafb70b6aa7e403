/** Query keys of the bands feature; mutations invalidate `bandKeys.all`. */
export type BandListFilters = { search: string };

export const bandKeys = {
  all: ["bands"] as const,
  lists: () => [...bandKeys.all, "list"] as const,
  list: (filters: BandListFilters) => [...bandKeys.lists(), filters] as const,
  details: () => [...bandKeys.all, "detail"] as const,
  detail: (id: string) => [...bandKeys.details(), id] as const,
  /** Musicians who may join a band (not multibanda), for the member picker. */
  candidates: () => [...bandKeys.all, "candidates"] as const,
};
