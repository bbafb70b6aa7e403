import { useQuery } from "@tanstack/react-query";
import type { BandListResponse } from "@shared/schemas/bands";
import { adminApi, apiQuery } from "@/lib/api-query";
import { entityKeys } from "@/lib/query-keys";
import { withQuery } from "@/lib/with-query";

/** Every bands query starts with "bands": a band write invalidates `bandKeys.all`, a musician write `bandKeys.lists()`. */
export const bandKeys = entityKeys<{ search: string }>("bands");

/** The church's bands whose name contains `search` (all of them for ""), newest year first, with their members. */
export const bandListQuery = (search: string) =>
  apiQuery<BandListResponse>(bandKeys.list({ search }), withQuery(adminApi("bands"), { search }));

/**
 * The church's bands: one cache for every band select and filter and the bands screen's
 * unsearched list (the same key), so a band saved anywhere is offered everywhere next.
 */
export const bandOptionsQuery = () => bandListQuery("");

export const useBandOptions = () => useQuery(bandOptionsQuery());
