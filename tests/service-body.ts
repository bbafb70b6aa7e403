import type { ServiceInputBody } from "../src/shared/schemas/services";
import { VIDEO_URL } from "./factories/service";

/** A valid body for POST/PUT /api/admin/services. */
export function serviceBody(
  bandId: string,
  segments: ServiceInputBody["segments"],
  overrides: Partial<ServiceInputBody> = {},
): ServiceInputBody {
  return { date: "2025-03-09", time: "19:00", videoUrl: VIDEO_URL, bandId, active: true, segments, musicians: [], ...overrides };
}
