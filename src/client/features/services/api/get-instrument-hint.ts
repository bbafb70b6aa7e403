import { queryOptions } from "@tanstack/react-query";
import type { InstrumentHintResponse } from "@shared/schemas/services";
import { apiClient } from "@/lib/api-client";
import { serviceKeys } from "./service-keys";

/** The instrument a musician played in their latest service before `before` (spec §4 prefill). */
export function getInstrumentHint(musicianId: string, before: string, signal?: AbortSignal): Promise<InstrumentHintResponse> {
  const search = new URLSearchParams({ musicianId, before });
  return apiClient.get<InstrumentHintResponse>(`/api/admin/services/instrument-hint?${search}`, { signal });
}

export function instrumentHintQueryOptions(musicianId: string, before: string) {
  return queryOptions({
    queryKey: serviceKeys.instrumentHint(musicianId, before),
    queryFn: ({ signal }) => getInstrumentHint(musicianId, before, signal),
    retry: false,
  });
}
