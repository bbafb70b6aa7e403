import { queryOptions } from "@tanstack/react-query";
import type { InstrumentHintResponse } from "@shared/schemas/services";
import { apiClient } from "@/lib/api-client";
import { withQuery } from "@/lib/with-query";
import { serviceKeys } from "./service-keys";

/** The instrument a musician played in their latest service before `before` (spec §4 prefill). */
export function getInstrumentHint(musicianId: string, before: string, signal?: AbortSignal): Promise<InstrumentHintResponse> {
  return apiClient.get<InstrumentHintResponse>(withQuery("/api/admin/services/instrument-hint", { musicianId, before }), { signal });
}

export function instrumentHintQueryOptions(musicianId: string, before: string) {
  return queryOptions({
    queryKey: serviceKeys.instrumentHint(musicianId, before),
    queryFn: ({ signal }) => getInstrumentHint(musicianId, before, signal),
    retry: false,
  });
}
