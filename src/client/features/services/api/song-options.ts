import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreatedSongResponse, SongOption, SongOptionsResponse } from "@shared/schemas/songs";
import { apiClient } from "@/lib/api-client";
import { withQuery } from "@/lib/with-query";
import { serviceKeys } from "./service-keys";

/** The picker's options: the 10 latest songs, or the first 10 by name containing `search`. */
export function listSongOptions(search: string, signal?: AbortSignal): Promise<SongOptionsResponse> {
  return apiClient.get<SongOptionsResponse>(withQuery("/api/admin/songs/options", { search }), { signal });
}

export function songOptionsQueryOptions(search: string) {
  return queryOptions({
    queryKey: serviceKeys.songOptions(search),
    queryFn: ({ signal }) => listSongOptions(search, signal),
    staleTime: 30_000,
  });
}

export function useSongOptions(search: string, enabled: boolean) {
  return useQuery({ ...songOptionsQueryOptions(search), enabled });
}

/** Creates a catalogue song from the picker by its full name. */
export function createSong(name: string): Promise<SongOption> {
  return apiClient.post<CreatedSongResponse>("/api/admin/songs", { name }).then(({ song }) => ({
    id: song.id,
    name: song.name,
    newMarkedAt: song.newMarkedAt,
    introducedBy: song.introducedBy,
  }));
}

export function useCreateSong() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSong,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...serviceKeys.all, "song-options"] });
    },
  });
}
