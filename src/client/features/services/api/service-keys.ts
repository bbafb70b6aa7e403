import type { ServiceListQuery } from "@shared/schemas/services";

/** Query keys of the services feature; mutations invalidate through these. */
export const serviceKeys = {
  all: ["services"] as const,
  lists: () => [...serviceKeys.all, "list"] as const,
  list: (params: ServiceListQuery) => [...serviceKeys.lists(), params] as const,
  details: () => [...serviceKeys.all, "detail"] as const,
  detail: (id: string) => [...serviceKeys.details(), id] as const,
  instrumentHint: (musicianId: string, before: string) => [...serviceKeys.all, "instrument-hint", musicianId, before] as const,
  /** The form's view of other modules' data (bands, musicians, song options). */
  bands: () => [...serviceKeys.all, "bands"] as const,
  musicians: () => [...serviceKeys.all, "musicians"] as const,
  songOptions: (search: string) => [...serviceKeys.all, "song-options", search] as const,
};
