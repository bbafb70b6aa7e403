/** A query parameter's value; undefined, null and "" leave the parameter out. */
export type QueryValue = string | number | null | undefined;

/**
 * `path` followed by `?a=1&b=x` from the values that are set, in the order given, encoded by
 * URLSearchParams; `path` alone when none is set.
 *
 *     withQuery("/api/admin/services", { page: 2, search: "" }) // "/api/admin/services?page=2"
 */
export function withQuery(path: string, params: Readonly<Record<string, QueryValue>>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
