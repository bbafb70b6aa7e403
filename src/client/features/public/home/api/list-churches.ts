import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { DirectoryResponse } from "@shared/schemas/public-listing";
import { getPublic, publicQuery } from "@/features/public/components/api/public-api";

export const directoryKeys = {
  all: ["public", "directory"] as const,
  list: (search: string) => [...directoryKeys.all, { search }] as const,
};

export function listChurches(search: string, signal?: AbortSignal): Promise<DirectoryResponse> {
  return getPublic("/api/public/churches", { search }, signal);
}

export function churchDirectoryQueryOptions(search: string) {
  return queryOptions(publicQuery(directoryKeys.list(search), (signal) => listChurches(search, signal)));
}

/** The directory; while a new search loads, the previous list stays. */
export function useChurchDirectory(search: string) {
  return useQuery({ ...churchDirectoryQueryOptions(search), placeholderData: keepPreviousData });
}
