import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { DirectoryResponse } from "@shared/schemas/public-listing";
import { apiClient } from "@/lib/api-client";
import { withQuery } from "@/lib/with-query";

export const directoryKeys = {
  all: ["public", "directory"] as const,
  list: (search: string) => [...directoryKeys.all, { search }] as const,
};

export function listChurches(search: string, signal?: AbortSignal): Promise<DirectoryResponse> {
  return apiClient.get<DirectoryResponse>(withQuery("/api/public/churches", { search }), { signal });
}

export function churchDirectoryQueryOptions(search: string) {
  return queryOptions({
    queryKey: directoryKeys.list(search),
    queryFn: ({ signal }) => listChurches(search, signal),
    refetchOnWindowFocus: false,
  });
}

/** The directory; while a new search loads, the previous list stays. */
export function useChurchDirectory(search: string) {
  return useQuery({ ...churchDirectoryQueryOptions(search), placeholderData: keepPreviousData });
}
