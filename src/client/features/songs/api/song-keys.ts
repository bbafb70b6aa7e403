import type { SongExecutionsQuery, SongListQuery } from "@shared/schemas/songs";

/** Query keys of the song catalogue; mutations invalidate through these. */
export const songKeys = {
  all: ["songs"] as const,
  lists: () => [...songKeys.all, "list"] as const,
  list: (params: SongListQuery) => [...songKeys.lists(), params] as const,
  details: () => [...songKeys.all, "detail"] as const,
  detail: (id: string) => [...songKeys.details(), id] as const,
  executions: (id: string) => [...songKeys.all, "executions", id] as const,
  executionPage: (id: string, params: SongExecutionsQuery) => [...songKeys.executions(id), params] as const,
  nameAvailabilities: () => [...songKeys.all, "name-availability"] as const,
  nameAvailability: (name: string) => [...songKeys.nameAvailabilities(), name] as const,
};
