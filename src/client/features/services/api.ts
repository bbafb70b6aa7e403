import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { PlanResponse } from "@shared/schemas/plans";
import type { SongCreditsResponse } from "@shared/schemas/reports";
import type { ChapterVerdictsResponse } from "@shared/schemas/chapter-verdicts";
import type {
  InstrumentHintResponse,
  ServiceEditorState,
  ServiceInputBody,
  ServiceListQuery,
  ServiceListResponse,
} from "@shared/schemas/services";
import type { ImportInputBody, ImportListResponse, ImportResponse } from "@shared/schemas/youtube-import";
import type { SongMatchesResponse } from "@shared/schemas/songs";
import { apiClient } from "@/lib/api-client";
import { everyQuery, useApiMutation } from "@/lib/api-mutation";
import { adminApi, apiListQuery, apiQuery } from "@/lib/api-query";
import { entityKeys } from "@/lib/query-keys";
import { withQuery } from "@/lib/with-query";

/**
 * The services screens' endpoints. The form's bands, musicians and song options are the church's
 * reference lists (lib/reference-data, decision 505), cached once for every screen.
 */
export const serviceKeys = entityKeys<ServiceListQuery>("services");

/** Paging and searching keep the current rows on screen until the next ones arrive. */
export const useServiceList = (params: ServiceListQuery) => {
  const query = { page: params.page, search: params.search, inactive: params.inactive ? "1" : undefined };
  return useQuery(apiListQuery<ServiceListResponse>(serviceKeys.list(params), withQuery(adminApi("services"), query)));
};

/** The editor starts from what is saved now, not from a copy cached minutes ago. */
export const useService = (id: string | undefined) =>
  useQuery({
    ...apiQuery<ServiceEditorState>(serviceKeys.detail(id ?? ""), adminApi("services", id ?? ""), { staleTime: 0 }),
    enabled: id !== undefined,
  });

/** The plan a new service records ('Registrar culto gravado', issue 27), as saved now. */
export const usePlanToRecord = (planId: string | null) =>
  useQuery({
    ...apiQuery<PlanResponse>(serviceKeys.of("plan", planId ?? ""), adminApi("plans", planId ?? ""), { staleTime: 0, retry: false }),
    enabled: planId !== null,
  });

/** The instrument a musician played in their latest service before `before` (spec §4 prefill). */
export const instrumentHintQueryOptions = (musicianId: string, before: string) =>
  apiQuery<InstrumentHintResponse>(
    serviceKeys.of("instrument-hint", musicianId, before),
    withQuery(adminApi("services", "instrument-hint"), { musicianId, before }),
    { retry: false },
  );

/** Names and authors of the form's songs, for the chapters' 'Músicas:' lines. */
export const useSongCredits = (ids: readonly string[], enabled: boolean) => {
  const sorted = [...new Set(ids)].sort();
  const url = withQuery(adminApi("reports", "song-credits"), { ids: sorted.join(",") });
  return useQuery({
    ...apiQuery<SongCreditsResponse>(serviceKeys.of("song-credits", sorted), url),
    enabled: enabled && ids.length > 0,
  });
};

/** The catalogue songs of names read from chapters ('Colar capítulos'), in their order; a read, though a POST (the names ride in its body). */
export const useSongMatches = (names: readonly string[]) =>
  useQuery({
    queryKey: serviceKeys.of("song-matches", names),
    queryFn: ({ signal }) => apiClient.post<SongMatchesResponse>(adminApi("songs", "matches"), { names }, { signal }),
    enabled: names.length > 0,
    placeholderData: keepPreviousData,
  });

/** What the church's earlier 'Colar capítulos' previews said of chapter titles (decision 485), read afresh each time the dialog opens. */
export const useChapterVerdicts = (enabled: boolean) =>
  useQuery({
    ...apiQuery<ChapterVerdictsResponse>(serviceKeys.of("chapter-verdicts"), adminApi("services", "chapter-verdicts"), { staleTime: 0 }),
    enabled,
  });

/**
 * Creates (id null) or updates a service with its segments and lineups: one request. A service
 * moves figures elsewhere too (catalogue statistics, dashboard counts, public pages): everything
 * cached outside the services is marked stale, and the lists reload.
 */
export const useSaveService = () =>
  useApiMutation(
    ({ id, body }: { id: string | null; body: ServiceInputBody }) =>
      id
        ? apiClient.put<ServiceEditorState>(adminApi("services", id), body)
        : apiClient.post<ServiceEditorState>(adminApi("services"), body),
    {
      set: (state) => ({ queryKey: serviceKeys.detail(state.service.id), data: state }),
      invalidate: [{ predicate: (query) => query.queryKey[0] !== serviceKeys.all[0] }, serviceKeys.lists()],
    },
  );

/** Its songs' statistics change as well: everything cached goes stale; the list reloads. */
export const useDeleteService = () =>
  useApiMutation((id: string) => apiClient.delete<void>(adminApi("services", id)), {
    remove: (id) => [serviceKeys.detail(id)],
    invalidate: [everyQuery],
  });

/** The song's statistics change as well: everything cached goes stale; the list reloads. */
export const useDeleteSegment = () =>
  useApiMutation(
    ({ serviceId, segmentId }: { serviceId: string; segmentId: string }) =>
      apiClient.delete<void>(adminApi("services", serviceId, "segments", segmentId)),
    { remove: ({ serviceId }) => [serviceKeys.detail(serviceId)], invalidate: [everyQuery] },
  );

/** 'Importar do YouTube': a page of the channel's videos not yet services (the API's page token; none for the first). */
export const useImportableVideos = (pageToken: string | undefined) =>
  useQuery(
    apiListQuery<ImportListResponse>(serviceKeys.of("youtube-import", pageToken ?? ""), withQuery(adminApi("services", "import"), { pageToken }), {
      staleTime: 0,
      retry: false,
    }),
  );

/** Imports the ticked videos as inactive services; the lists (and the videos still to import) reload. */
export const useImportVideos = () =>
  useApiMutation((input: ImportInputBody) => apiClient.post<ImportResponse>(adminApi("services", "import"), input), {
    invalidate: [everyQuery],
  });
