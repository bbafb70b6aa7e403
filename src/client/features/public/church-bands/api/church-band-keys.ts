/** Query keys of the public bands page and band page. */
export const churchBandKeys = {
  all: ["public", "bands"] as const,
  lists: (churchKey: string) => [...churchBandKeys.all, churchKey, "list"] as const,
  list: (churchKey: string, search: string) => [...churchBandKeys.lists(churchKey), { search }] as const,
  detail: (churchKey: string, bandKey: string) => [...churchBandKeys.all, churchKey, "detail", bandKey] as const,
};
