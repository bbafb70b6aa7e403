import { useQuery } from "@tanstack/react-query";
import type { MusicianListResponse } from "@shared/schemas/musicians";
import { adminApi, apiQuery } from "@/lib/api-query";
import { entityKeys } from "@/lib/query-keys";
import { withQuery } from "@/lib/with-query";
import { bandKeys } from "./bands";

/** Every musicians query starts with "musicians": a musician write invalidates `musicianKeys.all`. */
export const musicianKeys = entityKeys<{ search: string }>("musicians");

/** The church's musicians whose name contains `search` (all of them for ""), by name. */
export const musicianListQuery = (search: string) =>
  apiQuery<MusicianListResponse>(musicianKeys.list({ search }), withQuery(adminApi("musicians"), { search }));

/**
 * The church's musicians: one cache for the pickers that add a musician and the musicians
 * screen's unsearched list (the same key).
 */
export const musicianOptionsQuery = () => musicianListQuery("");

export const useMusicianOptions = () => useQuery(musicianOptionsQuery());

/**
 * What a musician's write makes stale: the musicians, and the bands, whose members carry the
 * musician's name and 'Multi banda' (a deleted musician leaves their bands too).
 */
export const musicianWrites = { invalidate: [musicianKeys.all, bandKeys.lists()] } as const;
