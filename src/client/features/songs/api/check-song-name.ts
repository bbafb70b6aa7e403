import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SongNameAvailabilityResponse } from "@shared/schemas/songs";
import { apiClient } from "@/lib/api-client";
import { withQuery } from "@/lib/with-query";
import { songKeys } from "./song-keys";

export function checkSongName(name: string, signal?: AbortSignal): Promise<SongNameAvailabilityResponse> {
  return apiClient.get<SongNameAvailabilityResponse>(withQuery("/api/admin/songs/name-availability", { name }), { signal });
}

export function songNameAvailabilityQueryOptions(name: string) {
  return queryOptions({
    queryKey: songKeys.nameAvailability(name),
    queryFn: ({ signal }) => checkSongName(name, signal),
    // The catalogue changes under the form (another tab, the service form): always ask again.
    staleTime: 0,
  });
}

export function useSongNameAvailability(name: string, enabled: boolean) {
  return useQuery({ ...songNameAvailabilityQueryOptions(name), enabled });
}
