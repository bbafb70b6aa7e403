import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Musician } from "@shared/schemas/musicians";
import { apiClient } from "@/lib/api-client";
import { serviceKeys } from "./service-keys";

/** The church's musicians by name (the lineup dialogs' 'Adicionar músico'). */
export function listMusicians(signal?: AbortSignal): Promise<{ musicians: Musician[] }> {
  return apiClient.get<{ musicians: Musician[] }>("/api/admin/musicians", { signal });
}

export function musiciansQueryOptions() {
  return queryOptions({ queryKey: serviceKeys.musicians(), queryFn: ({ signal }) => listMusicians(signal) });
}

export function useMusicians(enabled = true) {
  return useQuery({ ...musiciansQueryOptions(), enabled });
}
