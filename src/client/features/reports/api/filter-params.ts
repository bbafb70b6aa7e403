import type { QueryValue } from "@/lib/with-query";

/** The query parameters of a report filter, as the API reads them (for `withQuery`). */
export function filterParams(filter: { de: string; ate: string; banda?: string | undefined }): Record<string, QueryValue> {
  return { de: filter.de, ate: filter.ate, banda: filter.banda };
}
