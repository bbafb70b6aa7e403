import type { ChurchInput, ChurchResponse } from "@shared/schemas/churches";
import { apiClient } from "@/lib/api-client";

/** POST /api/admin/church registers the administrator's church; PUT changes it. */
export function saveChurch(input: ChurchInput, options: { create: boolean }): Promise<ChurchResponse> {
  return options.create
    ? apiClient.post<ChurchResponse>("/api/admin/church", input)
    : apiClient.put<ChurchResponse>("/api/admin/church", input);
}
