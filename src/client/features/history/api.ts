import { useQuery } from "@tanstack/react-query";
import type { HistoryQuery, HistoryResponse } from "@shared/schemas/history";
import { adminApi, apiListQuery } from "@/lib/api-query";
import { entityKeys } from "@/lib/query-keys";
import { withQuery } from "@/lib/with-query";

export const historyKeys = entityKeys<HistoryQuery>("history");

/** One page of the church's history; paging and filtering keep the rows on screen until the next arrive. */
export const useHistory = (params: HistoryQuery) =>
  useQuery(
    apiListQuery<HistoryResponse>(historyKeys.list(params), withQuery(adminApi("history"), { page: params.page, member: params.member, kind: params.kind })),
  );
