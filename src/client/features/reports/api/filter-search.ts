/** The query string of a report filter, as the API reads it. */
export function filterSearch(filter: { de: string; ate: string; banda?: string | undefined }, extra: Record<string, string> = {}) {
  const search = new URLSearchParams({ de: filter.de, ate: filter.ate });
  if (filter.banda) search.set("banda", filter.banda);
  for (const [key, value] of Object.entries(extra)) search.set(key, value);
  return search;
}
