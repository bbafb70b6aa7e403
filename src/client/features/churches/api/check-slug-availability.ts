import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SlugAvailability } from "@shared/schemas/churches";
import { apiClient } from "@/lib/api-client";
import { churchKeys } from "@/lib/current-church";
import { withQuery } from "@/lib/with-query";

export function checkSlugAvailability(slug: string, signal?: AbortSignal): Promise<SlugAvailability> {
  return apiClient.get<SlugAvailability>(withQuery("/api/admin/church/slug-availability", { slug }), { signal });
}

export function slugAvailabilityQueryOptions(slug: string) {
  return queryOptions({
    queryKey: churchKeys.slugAvailability(slug),
    queryFn: ({ signal }) => checkSlugAvailability(slug, signal),
    // Another church may take the slug at any moment: an answer is good for a short while only.
    staleTime: 10_000,
    retry: false,
  });
}

/** Whether `slug` is free; runs only while `enabled`. */
export function useSlugAvailability(slug: string, enabled: boolean) {
  return useQuery({ ...slugAvailabilityQueryOptions(slug), enabled });
}
