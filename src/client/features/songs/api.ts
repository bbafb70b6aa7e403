import { useQuery } from "@tanstack/react-query";
import type {
  CreatedSongResponse,
  SongExecutionsQuery,
  SongExecutionsResponse,
  SongImportInput,
  SongImportResponse,
  SongInput,
  SongListQuery,
  SongListResponse,
  SongNameAvailabilityResponse,
  SongResponse,
  SongExecutionPerformanceResponse,
} from "@shared/schemas/songs";
import type { PerformanceInput } from "@shared/schemas/services";
import { apiClient } from "@/lib/api-client";
import { useApiMutation } from "@/lib/api-mutation";
import { adminApi, apiListQuery, apiQuery } from "@/lib/api-query";
import { songKeys as referenceKeys } from "@/lib/reference-data";
import { withQuery } from "@/lib/with-query";

/**
 * The song catalogue's endpoints; writes refresh the lists, the name checks and the song pickers'
 * options (one cache for every picker, decision 505).
 */
export const songKeys = {
  ...referenceKeys,
  executions: (id: string) => referenceKeys.of("executions", id),
  executionPage: (id: string, params: SongExecutionsQuery) => referenceKeys.of("executions", id, params),
  nameAvailabilities: () => referenceKeys.of("name-availability"),
  nameAvailability: (name: string) => referenceKeys.of("name-availability", name),
};

/** Paging, sorting and searching keep the current rows on screen until the next ones arrive. */
export const useSongList = (params: SongListQuery) =>
  useQuery(
    apiListQuery<SongListResponse>(
      songKeys.list(params),
      withQuery(adminApi("songs"), { sort: params.sort, direction: params.direction, page: params.page, search: params.search }),
    ),
  );

export const useSong = (id: string) => useQuery(apiQuery<SongResponse>(songKeys.detail(id), adminApi("songs", id)));

export const useSongExecutions = (songId: string, params: SongExecutionsQuery) =>
  useQuery(
    apiListQuery<SongExecutionsResponse>(
      songKeys.executionPage(songId, params),
      withQuery(adminApi("songs", songId, "executions"), { page: params.page, search: params.search }),
    ),
  );

/** The catalogue changes under the form (another tab, the service form): always ask again. */
export const useSongNameAvailability = (name: string, enabled: boolean) =>
  useQuery({
    ...apiQuery<SongNameAvailabilityResponse>(
      songKeys.nameAvailability(name),
      withQuery(adminApi("songs", "name-availability"), { name }),
      { staleTime: 0 },
    ),
    enabled,
  });

const afterWrite = [songKeys.lists(), songKeys.nameAvailabilities(), songKeys.options()];

export const useCreateSong = () =>
  useApiMutation((input: SongInput) => apiClient.post<CreatedSongResponse>(adminApi("songs"), input), {
    invalidate: [songKeys.all],
  });

export const useUpdateSong = (id: string) =>
  useApiMutation((input: SongInput) => apiClient.put<SongResponse>(adminApi("songs", id), input), {
    set: ({ song }) => ({ queryKey: songKeys.detail(id), data: { song } }),
    invalidate: afterWrite,
  });

/** The spec: the list reloads after a delete. */
export const useDeleteSong = () =>
  useApiMutation((id: string) => apiClient.delete<void>(adminApi("songs", id)), {
    remove: (id) => [songKeys.detail(id), songKeys.executions(id)],
    invalidate: afterWrite,
  });

/** A performance's 'Tom' and 'BPM' from the song's execution history; the history reloads. */
export const useUpdateExecutionPerformance = (songId: string) =>
  useApiMutation(
    ({ segmentId, performance }: { segmentId: string; performance: PerformanceInput }) =>
      apiClient.patch<SongExecutionPerformanceResponse>(adminApi("songs", songId, "executions", segmentId), performance),
    { invalidate: [songKeys.executions(songId)] },
  );

/** 'Importar lista': what the rows would add and leave out (nothing changes). */
export const usePreviewSongImport = () =>
  useApiMutation((rows: SongImportInput["rows"]) => apiClient.post<SongImportResponse>(adminApi("songs", "import", "preview"), { rows }), {});

/** 'Importar lista': adds them, in one request; every list and check of the catalogue reloads. */
export const useImportSongs = () =>
  useApiMutation((rows: SongImportInput["rows"]) => apiClient.post<SongImportResponse>(adminApi("songs", "import"), { rows }), {
    invalidate: [songKeys.all],
  });
