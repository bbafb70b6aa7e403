import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { CreatedSongResponse, SongListQuery, SongOption, SongOptionsResponse } from "@shared/schemas/songs";
import { apiClient } from "@/lib/api-client";
import { useApiMutation } from "@/lib/api-mutation";
import { adminApi, apiQuery } from "@/lib/api-query";
import { entityKeys } from "@/lib/query-keys";
import { withQuery } from "@/lib/with-query";

const keys = entityKeys<SongListQuery>("songs");

/**
 * Every song query starts with "songs": a write of the catalogue (a save, a delete, an import, a
 * song made from a picker) invalidates `songKeys.all` or, at least, `songKeys.options()`.
 */
export const songKeys = {
  ...keys,
  /** Every search of the song pickers. */
  options: () => keys.of("options"),
  optionsFor: (search: string) => keys.of("options", search),
};

/**
 * The song pickers' options: the 10 latest songs, or the first 10 by name containing `search`,
 * with the catalogue name closest to it. One cache for every picker (the service form's, the
 * plans'), asked only while a picker is open; a search answered in the last 30 s is not asked again.
 */
export const songOptionsQuery = (search: string) =>
  apiQuery<SongOptionsResponse>(songKeys.optionsFor(search), withQuery(adminApi("songs", "options"), { search }), {
    staleTime: 30_000,
  });

/** While a new search loads, the options shown stay (a highlighted song is not taken from under the user's Enter). */
export const useSongOptions = (search: string, enabled: boolean) =>
  useQuery({ ...songOptionsQuery(search), enabled, placeholderData: keepPreviousData });

/** Creates a catalogue song from a picker by its full name; every song query, the pickers' included, is asked again. */
export const useCreateSongByName = () =>
  useApiMutation(
    (name: string): Promise<SongOption> =>
      apiClient.post<CreatedSongResponse>(adminApi("songs"), { name }).then(({ song }) => ({
        id: song.id,
        name: song.name,
        newMarkedAt: song.newMarkedAt,
        introducedBy: song.introducedBy,
      })),
    { invalidate: [songKeys.all] },
  );
